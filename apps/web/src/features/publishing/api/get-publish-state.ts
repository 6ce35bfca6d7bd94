import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { publishingKey } from './publishing-keys';
import type { PublishState } from './types';

/** GET /tenant/itinerary/publish/{uuid}/state: the link, the publications, what the client did. */
export const getPublishState = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<PublishState>(`/tenant/itinerary/publish/${quoteId}/state`, { signal });

/** While a PDF is being made the state is asked again every few seconds, until it is ready or failed. */
export const PDF_POLL_MS = 2500;

export const publishStateKey = (quoteId: QuoteId) => [...publishingKey(quoteId), 'state'] as const;

export const publishStateQueryOptions = (quoteId: QuoteId) =>
  queryOptions({
    queryKey: publishStateKey(quoteId),
    queryFn: ({ signal }) => getPublishState(quoteId, signal),
    meta: { handlesError: true },
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.publications.some((p) => p.pdf.status === 'pending') ? PDF_POLL_MS : false,
  });

export const usePublishState = (quoteId: QuoteId) => useQuery(publishStateQueryOptions(quoteId));
