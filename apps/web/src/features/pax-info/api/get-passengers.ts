import { queryOptions, useQuery } from '@tanstack/react-query';
import type { passengersResponseSchema, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

export type PaxInfo = ReturnType<(typeof passengersResponseSchema)['parse']>;

/** Every query of the Pax Information tab of one quote lives under this key. */
export const paxInfoKey = (quoteId: QuoteId) => ['pax-info', quoteId] as const;

/** GET /tenant/itinerary/passengers/{id} (P1): passengers, rooming list and the checks before booking. */
export const getPaxInfo = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<PaxInfo>(`/tenant/itinerary/passengers/${quoteId}`, { signal });

export const paxInfoQueryOptions = (quoteId: QuoteId) =>
  queryOptions({
    queryKey: [...paxInfoKey(quoteId), 'passengers'],
    queryFn: ({ signal }) => getPaxInfo(quoteId, signal),
    // The tab shows a failed list itself: emptied, with the reason (spec 02 §8).
    meta: { handlesError: true },
    retry: false,
    staleTime: 0,
  });

export const usePaxInfo = (quoteId: QuoteId, enabled: boolean) =>
  useQuery({ ...paxInfoQueryOptions(quoteId), enabled });
