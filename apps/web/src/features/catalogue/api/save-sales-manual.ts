import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalesManualBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { invalidateCatalogueLists } from '../../../lib/catalogue/invalidate-catalogue-lists';

/** A row of GET /tenant/sales_manuals. */
export interface SalesManual {
  id: number;
  name: string;
  valid_from: string;
  valid_to: string;
  /** Left out for users who may not see costs. */
  margin_hotel?: string | number;
  margin_service?: string | number;
  currency: { id: number; code: string; currency_sign: string };
}

/** POST /tenant/sales_manuals, or PUT /tenant/sales_manuals/:id when editing. */
export const saveSalesManual = ({ id, ...body }: SalesManualBody & { id?: number }) =>
  http<{ data: SalesManual }>(id ? `/tenant/sales_manuals/${id}` : '/tenant/sales_manuals', {
    method: id ? 'PUT' : 'POST',
    body,
  });

export function useSaveSalesManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSalesManual,
    meta: { handlesError: true },
    // Contracts show their manual's name.
    onSuccess: () => invalidateCatalogueLists(queryClient, '/tenant/sales_manuals', '/tenant/clients/contract/'),
  });
}
