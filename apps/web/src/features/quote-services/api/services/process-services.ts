import type { ProcessResponse, ServiceEditBody } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';

/** POST /tenant/itinerary/process/{uuid}: edits of existing services, `[{ id, ...changed }]`. */
export const processServices = (uuid: string, edits: ServiceEditBody[]) =>
  http<ProcessResponse>(`/tenant/itinerary/process/${uuid}`, { method: 'POST', body: edits });
