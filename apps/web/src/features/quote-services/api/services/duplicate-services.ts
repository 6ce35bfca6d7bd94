import type { duplicateServicesBodySchema, ProcessResponse } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import type { QuoteRef } from './quote-ref';

type DuplicateServicesBody = ReturnType<(typeof duplicateServicesBodySchema)['parse']>;

/** POST /tenant/itinerary/{id}/services/duplicate: copies of these services, on `day` or their own. */
export const duplicateServices = (quoteId: QuoteRef, services: number[], day?: string) =>
  http<ProcessResponse>(`/tenant/itinerary/${quoteId}/services/duplicate`, {
    method: 'POST',
    body: (day ? { services, day } : { services }) satisfies DuplicateServicesBody,
  });
