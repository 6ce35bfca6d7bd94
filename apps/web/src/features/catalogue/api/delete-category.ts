import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateCatalogueLists } from '../../../lib/catalogue/invalidate-catalogue-lists';

/** DELETE /tenant/service-categories/:id: archived; refused (409) while an active service uses it. */
export const deleteCategory = (id: number) => http<unknown>(`/tenant/service-categories/${id}`, { method: 'DELETE' });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => invalidateCatalogueLists(queryClient, '/tenant/service-categories'),
  });
}
