// Duplicating a quote to a new start date and the progress of batched service updates
// (docs/domain/quotes.md#duplicate).
import { diffDays } from '../days/dates';

/**
 * Days to move the services of a duplicated quote so its first service lands on the requested
 * start date. The spec's "direction reversed" is this sign: services that start after the
 * requested date move back, services that start before it move forward; 0 means no move.
 */
export function duplicateDaysToMove(firstServiceDate: string, requestedStartDate: string): number {
  return diffDays(firstServiceDate, requestedStartDate);
}

export interface ProgressPlan {
  batches: number;
  duplicate: boolean;
  update: boolean;
}

/** Steps: batches + 2 for a duplicate with update, batches + 1 for an update, 1 for a plain duplicate. */
export function progressSteps(plan: ProgressPlan): number {
  if (plan.duplicate && plan.update) return plan.batches + 2;
  if (plan.update) return plan.batches + 1;
  return 1;
}

export function batchCount(serviceCount: number, batchSize: number): number {
  if (batchSize <= 0) throw new RangeError('Batch size must be positive');
  return Math.ceil(Math.max(0, serviceCount) / batchSize);
}

export function progressText(done: number, total: number): string {
  return `${done} of ${total} services updated`;
}
