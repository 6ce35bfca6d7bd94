import type { MoveServicesBody, ProcessResponse, stepsQuerySchema } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import { CHANGED_ONLY, type ChangedOnlyAnswer, markChangedOnly } from './changed-only';

/** A long move runs in steps (docs/domain/spec-sections.md#section-7-the-calls): sent as cur_step and last_step. */
type Steps = Partial<ReturnType<(typeof stepsQuerySchema)['parse']>>;

/** POST /tenant/itinerary/{uuid}/services/move: services to other days; answers the changed services only. */
export const moveServices = (uuid: string, body: MoveServicesBody, steps: Steps): Promise<ChangedOnlyAnswer> =>
  http<ProcessResponse>(`/tenant/itinerary/${uuid}/services/move`, {
    method: 'POST',
    body,
    query: { ...steps, ...CHANGED_ONLY },
  }).then(markChangedOnly);
