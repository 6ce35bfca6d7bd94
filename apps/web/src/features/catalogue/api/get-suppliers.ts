import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierListQuery, supplierListResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { SUPPLIERS_KEY } from './save-supplier';

export type SuppliersQuery = Pick<SupplierListQuery, 'page' | 'limit' | 'search'>;
type SupplierList = ReturnType<(typeof supplierListResponseSchema)['parse']>;

/** GET /tenant/suppliers?page&limit&search: the suppliers screen, a page at a time (search on code and name). */
export const getSuppliers = (query: SuppliersQuery, signal?: AbortSignal) =>
  http<SupplierList>('/tenant/suppliers', { query: { ...query }, signal });

export const suppliersQueryOptions = (query: SuppliersQuery) =>
  queryOptions({
    queryKey: [SUPPLIERS_KEY, 'list', query],
    queryFn: ({ signal }) => getSuppliers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSuppliers = (query: SuppliersQuery) => useQuery(suppliersQueryOptions(query));
