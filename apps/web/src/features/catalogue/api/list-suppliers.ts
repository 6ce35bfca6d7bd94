import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ListEnvelope } from '../../../lib/list-envelope';
import type { SupplierRow } from './save-supplier';

export type SupplierOption = Pick<SupplierRow, 'id' | 'code' | 'name'>;

/** GET /tenant/suppliers?limit=100: the suppliers a service can be bought from (the editor's picker). */
export const listSuppliers = (signal?: AbortSignal) =>
  http<ListEnvelope<SupplierOption>>('/tenant/suppliers', { query: { limit: 100 }, signal });

export const suppliersOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['suppliers', 'options'],
    queryFn: ({ signal }) => listSuppliers(signal),
    staleTime: 5 * 60_000,
  });

export const useSupplierOptions = () => useQuery(suppliersOptionsQueryOptions());
