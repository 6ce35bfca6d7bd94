import type { QuoteId } from '@itinera/domain/contracts';
import { HttpError } from '../../../lib/http';

export interface ServiceProblem {
  serviceId: string;
  messages: string[];
  /** Where to fix it: the service's pricing tab in the Services screen. */
  href: string;
}

/**
 * Original-client.md §1.5: a refused publish carries `errors.services` as {id: [messages]}; each service
 * links to its pricing in the Services tab. Anything else gives an empty list.
 */
export function serviceProblems(error: unknown, quoteId: QuoteId): ServiceProblem[] {
  if (!(error instanceof HttpError)) return [];
  const services = (error.body as { errors?: { services?: unknown } } | null)?.errors?.services;
  if (!services || typeof services !== 'object' || Array.isArray(services)) return [];
  return Object.entries(services as Record<string, unknown>).map(([serviceId, value]) => ({
    serviceId,
    messages: (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string'),
    href: `/quote/services?itinerary=${quoteId}&service=${encodeURIComponent(serviceId)}&tab=pricing`,
  }));
}
