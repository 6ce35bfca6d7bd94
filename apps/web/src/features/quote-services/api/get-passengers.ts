import { useQuery } from '@tanstack/react-query';
import type { passengersResponseSchema, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

export type PassengersResponse = ReturnType<(typeof passengersResponseSchema)['parse']>;
export type QuotePassenger = PassengersResponse['data'][number];

/** GET /tenant/itinerary/passengers/{id}: who travels, for the pax assign tab. */
export const getPassengers = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<PassengersResponse>(`/tenant/itinerary/passengers/${quoteId}`, { signal });

export const usePassengers = (quoteId: QuoteId, enabled: boolean) =>
  useQuery({
    queryKey: ['quote-services', quoteId, 'passengers'],
    queryFn: ({ signal }) => getPassengers(quoteId, signal),
    enabled,
  });
