import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { REQUESTS_KEY } from './list-requests';

/** DELETE /tenant/files/:uuid with the body {id}, as the original client sends it: its quotes are unlinked, never deleted. */
export const deleteRequest = (id: string) =>
  http<{ id: string; deleted: true }>(`/tenant/files/${id}`, { method: 'DELETE', body: { id } });

export function useDeleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] }),
  });
}
