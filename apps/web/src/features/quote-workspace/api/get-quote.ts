import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteId, quoteResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { QUOTES_KEY, quoteKey } from '../../../lib/quote-keys';

export type QuoteResponse = ReturnType<(typeof quoteResponseSchema)['parse']>;
export type QuoteStatusOption = QuoteResponse['statuses'][number];

// Under the quote list's key: a status change or assignment made from the list refreshes an open
// quote too, and a write here refreshes the list.
export { quoteKey };

/** GET /tenant/itinerary/:id: the quote with the statuses it may move to next. */
export const getQuote = (id: QuoteId, signal?: AbortSignal) =>
  http<QuoteResponse>(`/tenant/itinerary/${id}`, { signal });

export const quoteQueryOptions = (id: QuoteId) =>
  // The workspace shows a missing or forbidden quote itself, as a page, not as a toast.
  queryOptions({
    queryKey: quoteKey(id),
    queryFn: ({ signal }) => getQuote(id, signal),
    meta: { handlesError: true },
    retry: false,
  });

export const useQuote = (id: QuoteId) => useQuery(quoteQueryOptions(id));

/**
 * GET /tenant/itinerary/:number, for an address bookmarked before the uuid became a quote's public
 * id (?itinerary=12): read once to learn the uuid that names the quote from then on.
 */
export const legacyQuoteQueryOptions = (legacyId: number) =>
  queryOptions({
    queryKey: [QUOTES_KEY, 'legacy-id', legacyId],
    queryFn: ({ signal }) => http<QuoteResponse>(`/tenant/itinerary/${legacyId}`, { signal }),
    meta: { handlesError: true },
    retry: false,
  });
