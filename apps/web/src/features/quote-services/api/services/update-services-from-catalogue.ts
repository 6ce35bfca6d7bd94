import type { ProcessResponse, updateServicesBodySchema } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import type { QuoteRef } from './quote-ref';

type UpdateServicesBody = ReturnType<(typeof updateServicesBodySchema)['parse']>;

/** POST /tenant/itinerary/{id}/services/update: refreshes these services' prices from the catalogue. */
export const updateServicesFromCatalogue = (quoteId: QuoteRef, services: number[]) =>
  http<ProcessResponse>(`/tenant/itinerary/${quoteId}/services/update`, {
    method: 'POST',
    body: { services } satisfies UpdateServicesBody,
  });
