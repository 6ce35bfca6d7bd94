import type { ProcessResponse } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';

/** POST /tenant/itinerary/service/status/{id}/{status}: the booking status (1 to 3). */
export const changeServiceStatus = (itineraryServiceId: number, status: 1 | 2 | 3) =>
  http<ProcessResponse>(`/tenant/itinerary/service/status/${itineraryServiceId}/${status}`, { method: 'POST' });
