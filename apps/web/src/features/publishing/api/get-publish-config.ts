import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { publishingKey } from './publishing-keys';
import type { PublishConfig } from './types';

/** GET /tenant/itinerary/publish/config/{uuid} (I18): template, display options, colours, images. */
export const getPublishConfig = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<PublishConfig>(`/tenant/itinerary/publish/config/${quoteId}`, { signal });

export const publishConfigQueryOptions = (quoteId: QuoteId) =>
  queryOptions({
    queryKey: [...publishingKey(quoteId), 'config'],
    queryFn: ({ signal }) => getPublishConfig(quoteId, signal),
    meta: { handlesError: true },
    retry: false,
  });

export const usePublishConfig = (quoteId: QuoteId) => useQuery(publishConfigQueryOptions(quoteId));
