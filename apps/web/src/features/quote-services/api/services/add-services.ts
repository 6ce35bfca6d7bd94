import type { AddServicesBody, ProcessResponse } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';

/** POST /tenant/itinerary/services/{uuid}: catalogue services placed on a day of the quote. */
export const addServices = (uuid: string, body: AddServicesBody) =>
  http<ProcessResponse>(`/tenant/itinerary/services/${uuid}`, { method: 'POST', body });
