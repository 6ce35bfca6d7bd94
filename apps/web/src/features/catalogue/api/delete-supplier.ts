import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { SUPPLIERS_KEY } from './save-supplier';

/** DELETE /tenant/suppliers/:id: archived, kept on the rate lines and quotes that name it. */
export const deleteSupplier = (id: number) => http<unknown>(`/tenant/suppliers/${id}`, { method: 'DELETE' });

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SUPPLIERS_KEY] }),
  });
}
