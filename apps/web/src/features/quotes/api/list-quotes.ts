import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { quoteListResponseSchema, quoteListRowSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { QUOTES_KEY } from '../../../lib/quote-keys';

// Types from the shared zod contracts, without a zod dependency in the web app.
export type QuoteListRow = ReturnType<(typeof quoteListRowSchema)['parse']>;
export type QuoteListResponse = ReturnType<(typeof quoteListResponseSchema)['parse']>;

/** The query of GET /tenant/itinerary as the screen sends it (docs/domain/api-shapes.md#quote-calls). */
export interface QuoteListParams {
  page: number;
  limit: number;
  /** The itinerary type: 1 quotes, 2 example itineraries, 3 modules, 4 experiences. */
  type: 1 | 2 | 3 | 4;
  /** The search box, sent as both (lib/search-params.ts): the API matches the code or the title. */
  code?: string;
  title?: string;
  /** Status ids, sent comma-separated. */
  status?: number[];
  client?: number;
  /** ISO country code (PE). */
  country?: string;
  /** A place id: quotes going through it. */
  location?: number;
  /** Length in days. */
  num_day?: number;
  tag?: number[];
  /** Start date range and creation day, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  creation?: string;
  /** `field.order` pairs joined by commas. */
  sort?: string;
}

/** How often the list is refetched while the server is still deleting some of its rows. */
export const QUEUE_POLL_MS = 3000;

export const listQuotes = (params: QuoteListParams, signal?: AbortSignal) =>
  http<QuoteListResponse>('/tenant/itinerary', { query: { ...params }, signal });

export const listQuotesQueryOptions = (params: QuoteListParams) =>
  queryOptions({
    queryKey: [QUOTES_KEY, 'list', params],
    queryFn: ({ signal }) => listQuotes(params, signal),
    // The current page stays on screen while the next one loads: the table does not flash empty.
    placeholderData: keepPreviousData,
    // Deletes of large quotes run in the background: poll until the queue is empty.
    refetchInterval: (query) => (query.state.data?.queue.deleting.length ? QUEUE_POLL_MS : false),
  });

export const useListQuotes = (params: QuoteListParams) => useQuery(listQuotesQueryOptions(params));
