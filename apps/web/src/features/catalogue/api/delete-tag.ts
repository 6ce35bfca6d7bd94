import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateCatalogueLists, TAG_LIST_PATHS } from '../../../lib/catalogue/invalidate-catalogue-lists';

/** DELETE /tenant/tags/:id: the tag also comes off the services that carried it. */
export const deleteTag = (id: number) => http<unknown>(`/tenant/tags/${id}`, { method: 'DELETE' });

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => invalidateCatalogueLists(queryClient, ...TAG_LIST_PATHS),
  });
}
