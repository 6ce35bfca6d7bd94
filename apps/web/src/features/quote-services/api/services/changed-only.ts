import type { ProcessResponse } from '@itinera/domain/contracts';

// Decision 0036: process, add and move answer only the services the call changed when asked with
// changed_only=1 (prices, messages, days and itinerary stay whole). Itinera's web asks for that;
// the original client's default answer stays whole.

/** The query flag sent on process, add and move. */
export const CHANGED_ONLY = { changed_only: 1 } as const;

/** A process answer whose `services` are only those the call changed, marked so the writer merges them. */
export type ChangedOnlyAnswer = ProcessResponse & { changedOnly: true };

export const isChangedOnly = (answer: ProcessResponse): answer is ChangedOnlyAnswer =>
  (answer as Partial<ChangedOnlyAnswer>).changedOnly === true;

export const markChangedOnly = (answer: ProcessResponse): ChangedOnlyAnswer => ({ ...answer, changedOnly: true });
