import type { ProcessResponse } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';

/** DELETE /tenant/itinerary/service/{id}: one service off the quote. */
export const deleteService = (itineraryServiceId: number) =>
  http<ProcessResponse>(`/tenant/itinerary/service/${itineraryServiceId}`, { method: 'DELETE' });
