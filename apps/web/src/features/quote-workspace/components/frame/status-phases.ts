import { HIDDEN_PHASE_STATUSES, QUOTE_STATUS, statusPhases } from '@itinera/domain';

// The phases bar of docs/domain/spec-sections.md#spec-01-section-4: In Preparation, Sent, Confirmed. The domain says which phase a
// status stands at; this adds how each phase looks, and what to say for statuses off that path.

export type PhaseState = 'complete' | 'current' | 'upcoming';

export interface PhaseView {
  label: 'In Preparation' | 'Sent' | 'Confirmed';
  state: PhaseState;
  /** A second line under the phase: the actual status when it is not the phase's own name. */
  detail?: string;
}

export interface PhaseBar {
  /** False for statuses that are not phases of a quote (spec: Pending and Unpublished hidden; template statuses). */
  visible: boolean;
  phases: PhaseView[];
}

// docs/domain/spec-sections.md#spec-01-section-4 hides the bar for Pending (3, shown as Rejected) and Unpublished (9). Templates move
// through Ready to Sell → Ready to Publish → Published → Unpublished: none of them is a quote phase,
// so the bar is not shown for them either (the status control still says where they are).
const OFF_PATH: readonly number[] = [
  ...HIDDEN_PHASE_STATUSES,
  QUOTE_STATUS.READY_TO_SELL,
  QUOTE_STATUS.READY_TO_PUBLISH,
  QUOTE_STATUS.PUBLISHED,
];

/** How the three phases show for a quote in `statusId`. */
export function phaseBar(statusId: number): PhaseBar {
  const phases: PhaseView[] = statusPhases(statusId).map((p) => ({
    label: p.label,
    state: p.complete ? 'complete' : p.current ? 'current' : 'upcoming',
  }));
  if (statusId === QUOTE_STATUS.UNDER_REVIEW) phases[0] = { ...phases[0]!, detail: 'Under Review' };
  return { visible: !OFF_PATH.includes(statusId), phases };
}
