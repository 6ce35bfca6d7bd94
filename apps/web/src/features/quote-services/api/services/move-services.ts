import type { MoveServicesBody, ProcessResponse, stepsQuerySchema } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';

/** A long move runs in steps (docs/domain/spec-sections.md#section-7-the-calls): sent as cur_step and last_step. */
type Steps = Partial<ReturnType<(typeof stepsQuerySchema)['parse']>>;

/** POST /tenant/itinerary/{uuid}/services/move: services to other days. */
export const moveServices = (uuid: string, body: MoveServicesBody, steps: Steps) =>
  http<ProcessResponse>(`/tenant/itinerary/${uuid}/services/move`, { method: 'POST', body, query: steps });
