import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileCreateBody, FileUpdateBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { REQUESTS_KEY, type RequestRow } from './list-requests';

/** The body of POST /tenant/files as the form sends it, in the original client's names (the stage is always chosen). */
export type RequestCreateBody = Omit<FileCreateBody, 'stage' | 'stage_id'> & { stage_id: number };
export type RequestUpdateBody = Omit<FileUpdateBody, 'id' | 'stage'>;

/** POST /tenant/files (201): the new request, bare, with its uuid and code (F + base-36). */
export const createRequest = (body: RequestCreateBody) => http<RequestRow>('/tenant/files', { method: 'POST', body });

/**
 * PUT /tenant/files/:uuid with the body plus `id`, as the original client sends it: only the fields named change;
 * the server refuses a new client while other clients' quotes are linked.
 */
export const updateRequest = (body: RequestUpdateBody & { id: string }) =>
  http<RequestRow>(`/tenant/files/${body.id}`, { method: 'PUT', body });

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
