import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileCreateBody, FileUpdateBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { REQUESTS_KEY, type RequestRow } from './list-requests';

/** The body of POST /tenant/files as the form sends it (the stage is always chosen). */
export type RequestCreateBody = Omit<FileCreateBody, 'stage'> & { stage: number };
export type RequestUpdateBody = FileUpdateBody;

/** POST /tenant/files (201): the new request, with its code (F + base-36). */
export const createRequest = (body: RequestCreateBody) =>
  http<{ data: RequestRow }>('/tenant/files', { method: 'POST', body });

/** PUT /tenant/files/:id: only the fields named change; the server refuses a new client while other clients' quotes are linked. */
export const updateRequest = ({ id, ...body }: RequestUpdateBody & { id: number }) =>
  http<{ data: RequestRow }>(`/tenant/files/${id}`, { method: 'PUT', body });

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] }),
  });
}

/** The caller shows failures: the edit form on its fields, the stage menu as the red toast. */
export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequest,
    meta: { handlesError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] }),
  });
}
