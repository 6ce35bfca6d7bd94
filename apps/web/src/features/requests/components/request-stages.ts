import { REQUEST_STAGES } from '@itinera/domain';

// Request (file) stages, docs/domain/spec-sections.md#spec-01-section-4: shown in the order a request moves, 1 In Preparation, 2 Sent,
// 5 Negotiation, then the outcome 3 Won or 4 Lost (the ids are not in that order).

/** Stage ids in display order. */
export const STAGE_ORDER: readonly number[] = REQUEST_STAGES.map((s) => s.id);

/** Work in progress cool, negotiation warm, the outcome green or red (the quotes' Confirmed and Rejected colours). */
export const STAGE_COLORS: Readonly<Record<number, string>> = {
  1: 'blue',
  2: 'cyan',
  5: 'orange',
  3: 'teal',
  4: 'red',
};

export const stageColor = (id: number) => STAGE_COLORS[id] ?? 'gray';
export const stageName = (id: number) => REQUEST_STAGES.find((s) => s.id === id)?.name ?? `Stage ${id}`;

/** Stage ids sorted in display order; unknown ids go last. */
export function sortStages(ids: readonly number[]): number[] {
  const rank = (id: number) => (STAGE_ORDER.includes(id) ? STAGE_ORDER.indexOf(id) : STAGE_ORDER.length);
  return [...new Set(ids)].sort((a, b) => rank(a) - rank(b) || a - b);
}

export const isStage = (id: number) => STAGE_ORDER.includes(id);
