import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateCatalogueLists } from '../../../lib/catalogue/invalidate-catalogue-lists';

/** DELETE /tenant/sales_manuals/:id: archived; refused (409) while an active contract uses it. */
export const deleteSalesManual = (id: number) => http<unknown>(`/tenant/sales_manuals/${id}`, { method: 'DELETE' });

export function useDeleteSalesManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSalesManual,
    onSuccess: () => invalidateCatalogueLists(queryClient, '/tenant/sales_manuals', '/tenant/clients/contract/'),
  });
}
