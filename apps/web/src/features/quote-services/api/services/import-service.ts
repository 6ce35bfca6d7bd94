import type { ProcessResponse } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import type { QuoteRef } from './quote-ref';

/** Re-reads a service's content (description, images …) from the catalogue. */
export const importService = (quoteId: QuoteRef, itineraryServiceId: number) =>
  http<ProcessResponse>(`/tenant/itinerary/${quoteId}/services/${itineraryServiceId}/import`, { method: 'POST' });
