import type { AddServicesBody, ProcessResponse } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import { CHANGED_ONLY, type ChangedOnlyAnswer, markChangedOnly } from './changed-only';

/** POST /tenant/itinerary/services/{uuid}: catalogue services placed on a day of the quote; answers the changed services only. */
export const addServices = (uuid: string, body: AddServicesBody): Promise<ChangedOnlyAnswer> =>
  http<ProcessResponse>(`/tenant/itinerary/services/${uuid}`, { method: 'POST', body, query: CHANGED_ONLY }).then(
    markChangedOnly,
  );
