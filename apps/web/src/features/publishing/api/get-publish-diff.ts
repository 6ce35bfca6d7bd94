import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { publishingKey } from './publishing-keys';
import type { PublishDiff } from './types';

/** GET /tenant/itinerary/publish/{uuid}/diff: what changed between the published version and the current one. */
export const getPublishDiff = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<PublishDiff>(`/tenant/itinerary/publish/${quoteId}/diff`, { signal });

export const publishDiffQueryOptions = (quoteId: QuoteId, currentVersion: number) =>
  queryOptions({
    queryKey: [...publishingKey(quoteId), 'diff', currentVersion],
    queryFn: ({ signal }) => getPublishDiff(quoteId, signal),
    meta: { handlesError: true },
    retry: false,
  });

export const usePublishDiff = (quoteId: QuoteId, currentVersion: number, enabled: boolean) =>
  useQuery({ ...publishDiffQueryOptions(quoteId, currentVersion), enabled });
