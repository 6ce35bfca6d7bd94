import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tag as TagRow, TagRenameBody, TagSaveBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { invalidateCatalogueLists, TAG_LIST_PATHS } from '../../../lib/catalogue/invalidate-catalogue-lists';

export type TagKind = TagRow['kind'];
/** A row of GET /tenant/tags (and its services_ and itineraries_ variants). */
export type Tag = TagRow;

/** The original client's name of each kind (TAG_KINDS in the contracts). */
export const TAG_TYPE: Record<TagKind, TagSaveBody['type']> = { service: 'SVC', itinerary: 'ITY' };

/**
 * POST /tenant/tags/save adds the names that do not exist yet and answers every tag;
 * PUT /tenant/tags/:id renames one.
 */
export const saveTag = async ({ id, name, kind }: TagRenameBody & { id?: number; kind: TagKind }): Promise<void> => {
  if (id) await http<{ data: Tag }>(`/tenant/tags/${id}`, { method: 'PUT', body: { name } });
  else await http<Tag[]>('/tenant/tags/save', { method: 'POST', body: { type: TAG_TYPE[kind], tags: [name] } });
};

export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTag,
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalogueLists(queryClient, ...TAG_LIST_PATHS),
  });
}
