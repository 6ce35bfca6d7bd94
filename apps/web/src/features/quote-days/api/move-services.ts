import type { MoveServicesBody, ProcessResponse, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { WriteQuery } from './days-keys';

/**
 * POST /tenant/itinerary/{uuid}/services/move: services shift by `days_to_move` days, and the
 * server re-prices them (a hotel's nights follow its new dates).
 */
export const moveServices = (quoteId: QuoteId, body: MoveServicesBody, query: WriteQuery) =>
  http<ProcessResponse>(`/tenant/itinerary/${quoteId}/services/move`, { method: 'POST', body, query: { ...query } });
