import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { REQUESTS_KEY } from './list-requests';

/** DELETE /tenant/files/:id: its quotes are unlinked, never deleted. */
export const deleteRequest = (id: number) =>
  http<{ data: { id: number; deleted: true } }>(`/tenant/files/${id}`, { method: 'DELETE' });

export function useDeleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] }),
  });
}
