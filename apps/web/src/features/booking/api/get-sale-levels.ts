import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { bookingKey } from './booking-keys';

/** A seller type of I20 (§5.8), as much of it as the level cards read; the rest is sent back as is. */
export interface SellerType {
  id: number;
  type: string;
  selected_level?: number | null;
  prices: { level: number; type: string; total?: number | null }[];
  [key: string]: unknown;
}

/** GET /tenant/itinerary/prices/{uuid} (I20): the levels the client may buy, with their totals. */
export const getSaleLevels = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<SellerType[]>(`/tenant/itinerary/prices/${quoteId}`, { signal });

export const saleLevelsQueryOptions = (quoteId: QuoteId) =>
  queryOptions({
    queryKey: [...bookingKey(quoteId), 'levels'],
    queryFn: ({ signal }) => getSaleLevels(quoteId, signal),
    staleTime: 0,
  });

export const useSaleLevels = (quoteId: QuoteId, enabled: boolean) =>
  useQuery({ ...saleLevelsQueryOptions(quoteId), enabled });
