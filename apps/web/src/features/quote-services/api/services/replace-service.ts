import type { ProcessResponse } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import type { QuoteRef } from './quote-ref';

/** POST /tenant/itinerary/{id}/service/{itineraryServiceId}/replace/{serviceId}: another catalogue service in its place. */
export const replaceService = (quoteId: QuoteRef, itineraryServiceId: number, serviceId: number) =>
  http<ProcessResponse>(`/tenant/itinerary/${quoteId}/service/${itineraryServiceId}/replace/${serviceId}`, {
    method: 'POST',
  });
