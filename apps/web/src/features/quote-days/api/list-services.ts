import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteId, QuoteService } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { itineraryServicesKey } from './days-keys';

/** S1 GET /tenant/itinerary/services/{uuid}: the quote's services, joined to the days by id. */
export const listQuoteServices = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<QuoteService[]>(`/tenant/itinerary/services/${quoteId}`, { signal });

export const itineraryServicesQueryOptions = (quoteId: QuoteId) =>
  queryOptions({
    queryKey: itineraryServicesKey(quoteId),
    queryFn: async ({ signal }) => {
      const services = await listQuoteServices(quoteId, signal);
      return Array.isArray(services) ? services : [];
    },
    staleTime: 0,
  });

export const useItineraryServices = (quoteId: QuoteId, enabled = true) =>
  useQuery({ ...itineraryServicesQueryOptions(quoteId), enabled });
