import type { QuoteId } from '@itinera/domain/contracts';
import { quoteServicesKey } from '../../../lib/quote-keys';

/** The days of one quote (D1). */
export const quoteDaysKey = (quoteId: QuoteId) => ['quote-days', quoteId] as const;

/**
 * The services the Itinerary tab joins to its days: under the Services tab's prefix, so one
 * invalidation of that prefix refreshes both tabs (and the level and pax prices under it).
 */
export const itineraryServicesKey = (quoteId: QuoteId) => [...quoteServicesKey(quoteId), 'itinerary-list'] as const;

/** A write's steps and the version it is based on (a stale one is refused with 409). */
export interface WriteQuery {
  version: number;
  cur_step?: number;
  last_step?: number;
}
