import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TagSaveBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { invalidateCatalogueLists, TAG_LIST_PATHS } from '../../../lib/catalogue/invalidate-catalogue-lists';

export type TagKind = TagSaveBody['kind'];

/** A row of GET /tenant/tags (and its services_ and itineraries_ variants). */
export interface Tag {
  id: number;
  name: string;
  kind: TagKind;
}

/** POST /tenant/tags/save: creates a tag, or renames it when `id` is given. */
export const saveTag = (body: TagSaveBody) => http<{ data: Tag }>('/tenant/tags/save', { method: 'POST', body });

export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTag,
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalogueLists(queryClient, ...TAG_LIST_PATHS),
  });
}
