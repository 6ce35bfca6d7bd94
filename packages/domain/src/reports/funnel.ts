// The conversion funnel (docs/domain/reports.md#the-conversion-funnel): the steps a quote moves
// through, in the order the owner reads them, and where a quote "stops": its status now.

/** Quote status ids of the funnel, in its order: In Preparation → Sent → Under Review → Confirmed, and Rejected aside. */
export const FUNNEL_STEPS = [
  { statusId: 1, name: 'In Preparation' },
  { statusId: 4, name: 'Sent' },
  { statusId: 5, name: 'Under Review' },
  { statusId: 2, name: 'Confirmed' },
  { statusId: 3, name: 'Rejected' },
] as const;
export type FunnelStatusId = (typeof FUNNEL_STEPS)[number]['statusId'];

/**
 * When a quote entered each step: In Preparation at its creation, the others at the first time
 * the status history shows the move (null when it never did).
 */
export interface StepTimes {
  created: Date;
  sent: Date | null;
  review: Date | null;
  confirmed: Date | null;
  rejected: Date | null;
}

const DAY_MS = 86_400_000;

/**
 * Days from the step before to this step, for one quote: the step before is the latest earlier
 * step the quote had reached by then (a quote confirmed straight from In Preparation counts from
 * its creation; staff may do so, docs/domain/statuses.md#allowed-transitions). Null when the quote
 * never reached the step. The SQL of the funnel report computes the same figure
 * (reports.repository.ts, `stepDays`); this is its definition and test.
 */
export function daysIntoStep(times: StepTimes, step: 'sent' | 'review' | 'confirmed' | 'rejected'): number | null {
  const at = times[step];
  if (!at) return null;
  const order = ['created', 'sent', 'review', 'confirmed'] as const;
  const earlier = order
    .filter((k) => k !== step)
    .map((k) => times[k])
    .filter((t): t is Date => t !== null && t.getTime() <= at.getTime());
  const from = Math.max(...earlier.map((t) => t.getTime()));
  return (at.getTime() - from) / DAY_MS;
}

/** The median the reports use: the middle value, or the mean of the two middle ones (PostgreSQL's percentile_cont(0.5)). */
export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}
