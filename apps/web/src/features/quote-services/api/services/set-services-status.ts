import type { ProcessResponse } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import type { QuoteRef } from './quote-ref';

/**
 * POST /tenant/itinerary/{id}/services_status/{status}: the booking status (1 Pending, 2 Confirmed,
 * 3 Canceled) of the named services at once, one version for all (contract I11 sends the same body).
 */
export const setServicesStatus = (quoteId: QuoteRef, services: number[], status: 1 | 2 | 3) =>
  http<ProcessResponse>(`/tenant/itinerary/${quoteId}/services_status/${status}`, {
    method: 'POST',
    body: { id: quoteId, status, services },
  });
