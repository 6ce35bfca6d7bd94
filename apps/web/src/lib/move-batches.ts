// Moving services (the Services tab and the Itinerary tab alike) is sent in batches (docs/domain/spec-sections.md#spec-01-section-7: days_to_move, services, last_batch), each
// call carrying cur_step and last_step so the server knows when the whole move is over and the
// screen can say '{n} of {total} services updated'.

import { batchCount } from '@itinera/domain';
export const MOVE_BATCH_SIZE = 20;

export interface MoveBatch {
  services: number[];
  cur_step: number;
  last_step: number;
  last_batch: boolean;
  /** Services updated once this batch is done. */
  done: number;
}

export function planMoveBatches(ids: readonly number[], size = MOVE_BATCH_SIZE): MoveBatch[] {
  const lastStep = Math.max(1, batchCount(ids.length, size));
  const out: MoveBatch[] = [];
  for (let i = 0; i < ids.length; i += size) {
    const step = out.length + 1;
    out.push({
      services: ids.slice(i, i + size),
      cur_step: step,
      last_step: lastStep,
      last_batch: step === lastStep,
      done: Math.min(ids.length, i + size),
    });
  }
  return out;
}
