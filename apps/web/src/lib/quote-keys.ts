import type { QuoteId } from '@itinera/domain/contracts';
// The query keys of quotes, in one place for every screen that reads or writes one.

/** Every quote query lives under this key, so one write (status, assignment, delete) refreshes them all. */
export const QUOTES_KEY = 'quotes';

/** One quote (GET /tenant/itinerary/:id), under the list's key: a change made from the list refreshes it too. */
export const quoteKey = (id: QuoteId) => [QUOTES_KEY, 'detail', id] as const;

/**
 * The services of one quote, their level prices and pax prices (the Services tab's queries) live
 * under this key. The Itinerary tab reads the services under it too, so one prefix refreshes both
 * tabs after a write made in either.
 */
export const QUOTE_SERVICES_KEY = 'quote-services';

export const quoteServicesKey = (quoteId: QuoteId) => [QUOTE_SERVICES_KEY, quoteId] as const;
