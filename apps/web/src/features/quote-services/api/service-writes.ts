import type { AddServicesBody, MoveServicesBody, ProcessResponse, ServiceEditBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

// The write calls of the services tab. Each answers the process shape (services, prices, messages,
// days, itinerary, affected), which replaces what the tab shows.

type Ref = number | string;
type Steps = { cur_step?: number; last_step?: number };

/** POST /tenant/itinerary/process/{uuid}: edits of existing services, `[{ id, ...changed }]`. */
export const processServices = (uuid: string, edits: ServiceEditBody[]) =>
  http<ProcessResponse>(`/tenant/itinerary/process/${uuid}`, { method: 'POST', body: edits });

/** POST /tenant/itinerary/services/{uuid}: catalogue services placed on a day of the quote. */
export const addServices = (uuid: string, body: AddServicesBody) =>
  http<ProcessResponse>(`/tenant/itinerary/services/${uuid}`, { method: 'POST', body });

export const deleteService = (itineraryServiceId: number) =>
  http<ProcessResponse>(`/tenant/itinerary/service/${itineraryServiceId}`, { method: 'DELETE' });

export const duplicateServices = (quoteId: Ref, services: number[], day?: string) =>
  http<ProcessResponse>(`/tenant/itinerary/${quoteId}/services/duplicate`, {
    method: 'POST',
    body: day ? { services, day } : { services },
  });

export const replaceService = (quoteId: Ref, itineraryServiceId: number, serviceId: number) =>
  http<ProcessResponse>(`/tenant/itinerary/${quoteId}/service/${itineraryServiceId}/replace/${serviceId}`, {
    method: 'POST',
  });

export const changeServiceStatus = (itineraryServiceId: number, status: 1 | 2 | 3) =>
  http<ProcessResponse>(`/tenant/itinerary/service/status/${itineraryServiceId}/${status}`, { method: 'POST' });

export const moveServices = (uuid: string, body: MoveServicesBody, steps: Steps) =>
  http<ProcessResponse>(`/tenant/itinerary/${uuid}/services/move`, { method: 'POST', body, query: steps });

/** Re-reads a service's content (description, images …) from the catalogue. */
export const importService = (quoteId: Ref, itineraryServiceId: number) =>
  http<ProcessResponse>(`/tenant/itinerary/${quoteId}/services/${itineraryServiceId}/import`, { method: 'POST' });

/** Refreshes these services' prices from the catalogue. */
export const updateServicesFromCatalogue = (quoteId: Ref, services: number[]) =>
  http<ProcessResponse>(`/tenant/itinerary/${quoteId}/services/update`, { method: 'POST', body: { services } });
