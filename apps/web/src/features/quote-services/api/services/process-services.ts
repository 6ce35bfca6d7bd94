import type { ProcessResponse, ServiceEditBody } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import { CHANGED_ONLY, type ChangedOnlyAnswer, markChangedOnly } from './changed-only';

/** POST /tenant/itinerary/process/{uuid}: edits of existing services, `[{ id, ...changed }]`; answers the changed services only. */
export const processServices = (uuid: string, edits: ServiceEditBody[]): Promise<ChangedOnlyAnswer> =>
  http<ProcessResponse>(`/tenant/itinerary/process/${uuid}`, { method: 'POST', body: edits, query: CHANGED_ONLY }).then(
    markChangedOnly,
  );
