import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateCatalogueLists } from '../../../lib/catalogue/invalidate-catalogue-lists';

/** DELETE /tenant/contracts/:id: archived; quotes made under it keep it. */
export const deleteContract = (id: number) => http<unknown>(`/tenant/contracts/${id}`, { method: 'DELETE' });

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContract,
    onSuccess: () => invalidateCatalogueLists(queryClient, '/tenant/clients/contract/'),
  });
}
