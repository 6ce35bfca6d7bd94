// The composed trip's rules the proposal page's script needs (decision 0084), apart from the
// DOM so they are tested alone: the composition kept in the address, the pricing call's bodies, and
// how a figure is written. Every price comes from the server's pricing call; nothing here computes one.
import type { CompositionBody, CompositionPriceResponse } from '@itinera/domain/contracts';

export type Level = 1 | 2 | 3;
/** What the client picked: `level` and `stays` as the pricing call reads them (extras as ids). */
export type Composition = Required<CompositionBody>;

/** How the page writes money (the server's proposalMoneyFormat for the page's language). */
export interface MoneyFormat {
  prefix: string;
  thousands: string;
  decimal: string;
}

const isLevel = (value: unknown): value is Level => value === 1 || value === 2 || value === 3;
const STAY = /^\d{1,3}(-\d{1,3})?$/;
const ID = /^\d{1,9}$/;

/**
 * The composition in the address ('?level=2&stays=3-5:3,7-9:1&extras=12,34'): a reload restores it.
 * Anything malformed is left out; the server still checks what is left against its offer.
 */
export function readComposition(search: string): {
  level: Level | null;
  stays: Record<string, Level>;
  extras: number[];
} {
  const q = new URLSearchParams(search);
  const level = Number(q.get('level'));
  const stays: Record<string, Level> = {};
  for (const pair of (q.get('stays') ?? '').split(',')) {
    const [stay, to] = pair.split(':');
    if (stay && STAY.test(stay) && isLevel(Number(to))) stays[stay] = Number(to) as Level;
  }
  const extras = (q.get('extras') ?? '')
    .split(',')
    .filter((id) => ID.test(id))
    .map(Number);
  return { level: isLevel(level) ? level : null, stays, extras: [...new Set(extras)] };
}

/** The address's query with the composition written in (other parameters kept). */
export function writeComposition(search: string, c: Composition): string {
  const q = new URLSearchParams(search);
  q.set('level', String(c.level));
  const stays = Object.entries(c.stays).map(([stay, level]) => `${stay}:${level}`);
  if (stays.length) q.set('stays', stays.join(','));
  else q.delete('stays');
  if (c.extras.length) q.set('extras', c.extras.join(','));
  else q.delete('extras');
  return `?${q.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',')}`;
}

/** The client chose something other than the level as proposed: the accept sends it. */
export const isComposed = (c: Composition) => Object.keys(c.stays).length > 0 || c.extras.length > 0;

/**
 * The pricing calls that give every alternative's difference for `base`: one per other level (each
 * stay that has it, at it), the extras in the first. The server prices each choice alone on top of
 * the base level (decision 0079), so one call answers all the stays at one level.
 */
export function differenceBodies(
  base: Level,
  stays: ReadonlyArray<{ stay: string; levels: readonly Level[] }>,
  extras: readonly number[],
): Composition[] {
  const others = ([1, 2, 3] as const).filter((l) => l !== base && stays.some((s) => s.levels.includes(l)));
  const bodies = others.map((to) => ({
    level: base,
    stays: Object.fromEntries(stays.filter((s) => s.levels.includes(to)).map((s) => [s.stay, to])),
    extras: [] as number[],
  }));
  if (extras.length) {
    if (bodies[0]) bodies[0].extras = [...extras];
    else bodies.push({ level: base, stays: {}, extras: [...extras] });
  }
  return bodies;
}

/** The key of a choice in a pricing answer's changes: 'stay:3-5:3' or 'extra:12'. */
export const choiceKey = (change: {
  kind: string;
  stay: string | null;
  to_level: number | null;
  service_id: number | null;
}) => (change.kind === 'stay' ? `stay:${change.stay}:${change.to_level}` : `extra:${change.service_id}`);

/** Each choice's difference per person, from the answers of differenceBodies' calls. */
export function differences(answers: ReadonlyArray<Pick<CompositionPriceResponse, 'changes'>>): Map<string, number> {
  const out = new Map<string, number>();
  for (const answer of answers)
    for (const change of answer.changes) out.set(choiceKey(change), change.difference_per_person);
  return out;
}

/** A sale price as the server writes it (labels.ts' formatProposalMoney, with its format). */
export function formatMoney(amount: number, f: MoneyFormat): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, f.thousands);
  const rest = cents % 100 ? `${f.decimal}${String(cents % 100).padStart(2, '0')}` : '';
  return `${amount < 0 ? '-' : ''}${f.prefix}${whole}${rest}`;
}

/** A difference: '+ US$ 240', '− US$ 50', '+ US$ 0'. */
export const formatDifference = (amount: number, f: MoneyFormat) =>
  `${amount < 0 ? '−' : '+'} ${formatMoney(Math.abs(amount), f)}`;
