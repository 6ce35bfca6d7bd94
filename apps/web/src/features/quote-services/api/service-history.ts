import { useQuery } from '@tanstack/react-query';
import type { quoteHistoryResponseSchema, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { QUOTE_SERVICES_KEY } from './quote-services-key';

export type ServiceHistoryPage = ReturnType<(typeof quoteHistoryResponseSchema)['parse']>;
export type ServiceHistoryEntry = ServiceHistoryPage['data'][number];

/** GET /tenant/itinerary/:id/history?entity_id=: one service's changes, newest first, 30 a page (docs/domain/spec-sections.md#spec-01-section-9). */
export const getServiceHistory = (quoteId: QuoteId, serviceId: number, page = 1) =>
  http<ServiceHistoryPage>(`/tenant/itinerary/${quoteId}/history`, {
    query: { entity: 'service', entity_id: serviceId, page, limit: 30 },
  });

/** Under the tab's key: every service write refreshes it. */
export const useServiceHistory = (quoteId: QuoteId, serviceId: number, page: number) =>
  useQuery({
    queryKey: [QUOTE_SERVICES_KEY, quoteId, 'history', serviceId, page],
    queryFn: () => getServiceHistory(quoteId, serviceId, page),
    placeholderData: (previous) => previous,
  });
