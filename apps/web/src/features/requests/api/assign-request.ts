import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { REQUESTS_KEY, type RequestRow } from './list-requests';

/** POST /tenant/files/:uuid/assign/:userId (the bare request): the assignee must be an active user of the company. */
export const assignRequest = ({ requestId, userId }: { requestId: string; userId: number }) =>
  http<RequestRow>(`/tenant/files/${requestId}/assign/${userId}`, { method: 'POST' });

export function useAssignRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] }),
  });
}
