import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { PriceEntry } from '../logic/pax-rows';
import { paxInfoKey } from './get-passengers';

/** GET /tenant/itinerary/prices/{id} (§5.8): the levels with each passenger's price, shown beside their name. */
export const getQuotePrices = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<PriceEntry[]>(`/tenant/itinerary/prices/${quoteId}`, { signal });

export const quotePricesQueryOptions = (quoteId: QuoteId) =>
  queryOptions({
    queryKey: [...paxInfoKey(quoteId), 'prices'],
    queryFn: ({ signal }) => getQuotePrices(quoteId, signal),
    // Prices are a column beside the names: without them the tab still works.
    meta: { handlesError: true },
    retry: false,
    staleTime: 0,
  });

export const useQuotePrices = (quoteId: QuoteId, enabled: boolean) =>
  useQuery({ ...quotePricesQueryOptions(quoteId), enabled });
