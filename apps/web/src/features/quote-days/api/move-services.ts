import type { MoveServicesBody, ProcessResponse, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { WriteQuery } from './days-keys';

/**
 * POST /tenant/itinerary/{uuid}/services/move: services shift by `days_to_move` days, and the
 * server re-prices them (a hotel's nights follow its new dates). The tab reads only the answer's
 * version (it reads the days and services again after the write), so it asks for the changed
 * services only (changed_only=1, decision 0036): half the bytes on a large quote.
 */
export const moveServices = (quoteId: QuoteId, body: MoveServicesBody, query: WriteQuery) =>
  http<ProcessResponse>(`/tenant/itinerary/${quoteId}/services/move`, {
    method: 'POST',
    body,
    query: { ...query, changed_only: 1 },
  });
