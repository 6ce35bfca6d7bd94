import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { quoteHistoryResponseSchema, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

export type QuoteHistoryPage = ReturnType<(typeof quoteHistoryResponseSchema)['parse']>;
export type QuoteHistoryEntry = QuoteHistoryPage['data'][number];

/**
 * GET /tenant/itinerary/:id/history?entity=all: every entry newest first, the services' and days' too, 50 a page
 * (docs/domain/quotes.md#history-entries): most versions are service and day edits, and the menu says what changed.
 */
export const getQuoteHistory = (id: QuoteId, page: number) =>
  http<QuoteHistoryPage>(`/tenant/itinerary/${id}/history`, { query: { page, limit: 50, entity: 'all' } });

export const quoteHistoryQueryOptions = (id: QuoteId) =>
  infiniteQueryOptions({
    queryKey: ['quotes', 'history', id],
    queryFn: ({ pageParam }) => getQuoteHistory(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });

/** Fetched when the versions menu first opens. */
export const useQuoteHistory = (id: QuoteId, enabled: boolean) =>
  useInfiniteQuery({ ...quoteHistoryQueryOptions(id), enabled });
