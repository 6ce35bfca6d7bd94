import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateCatalogueLists } from '../../../lib/catalogue/invalidate-catalogue-lists';

/** DELETE /tenant/clients/:id: archives the client and its contracts; its quotes keep them. */
export const deleteClient = (id: number) => http<unknown>(`/tenant/clients/${id}`, { method: 'DELETE' });

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => invalidateCatalogueLists(queryClient, '/tenant/clients', '/tenant/clients/contract/'),
  });
}
