import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ListEnvelope } from '../../../lib/list-envelope';
import { SUPPLIERS_KEY, type SupplierRow } from './save-supplier';

export interface SuppliersQuery {
  page: number;
  limit: number;
  search?: string;
}

/** GET /tenant/suppliers?page&limit&search: the suppliers screen, a page at a time (search on code and name). */
export const getSuppliers = (query: SuppliersQuery, signal?: AbortSignal) =>
  http<ListEnvelope<SupplierRow>>('/tenant/suppliers', { query: { ...query }, signal });

export const suppliersQueryOptions = (query: SuppliersQuery) =>
  queryOptions({
    queryKey: [SUPPLIERS_KEY, 'list', query],
    queryFn: ({ signal }) => getSuppliers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSuppliers = (query: SuppliersQuery) => useQuery(suppliersQueryOptions(query));
