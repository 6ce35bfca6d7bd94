import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteId, SaleChangesResponse } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { publishingKey } from './publishing-keys';

/** GET /tenant/itinerary/{uuid}/sale-changes: the sold trip compared with the version the client accepted. */
export const getSaleChanges = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<SaleChangesResponse>(`/tenant/itinerary/${quoteId}/sale-changes`, { signal });

export const saleChangesQueryOptions = (quoteId: QuoteId, currentVersion: number) =>
  queryOptions({
    queryKey: [...publishingKey(quoteId), 'sale-changes', currentVersion],
    queryFn: ({ signal }) => getSaleChanges(quoteId, signal),
    meta: { handlesError: true },
    retry: false,
  });

export const useSaleChanges = (quoteId: QuoteId, currentVersion: number, enabled: boolean) =>
  useQuery({ ...saleChangesQueryOptions(quoteId, currentVersion), enabled });
