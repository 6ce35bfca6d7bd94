import { queryOptions, useQuery } from '@tanstack/react-query';
import type { exportsResponseSchema, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

export type QuoteExports = ReturnType<(typeof exportsResponseSchema)['parse']>;
export type ExportRow = QuoteExports['data'][number];

export const exportsKey = (quoteId: QuoteId) => ['quote-exports', quoteId] as const;

/** GET /tenant/itinerary/{id}/exports: the history, the checks as they stand, the targets offered. */
export const getExports = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<QuoteExports>(`/tenant/itinerary/${quoteId}/exports`, { signal });

export const exportsQueryOptions = (quoteId: QuoteId) =>
  queryOptions({
    queryKey: exportsKey(quoteId),
    queryFn: ({ signal }) => getExports(quoteId, signal),
    staleTime: 0,
    // While an export runs its row is followed to its end (delivered, or failed with the reason).
    refetchInterval: (query) => (query.state.data?.exporting ? 1000 : false),
  });

export const useExports = (quoteId: QuoteId) => useQuery(exportsQueryOptions(quoteId));
