import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryType } from '@itinera/domain';
import type { CategoryBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { invalidateCatalogueLists } from '../../../lib/catalogue/invalidate-catalogue-lists';

/** A row of GET /tenant/service-categories. */
export interface ServiceCategory {
  id: number;
  name: string;
  acronym: string;
  /** Which service types offer it: accommodation (CAT_AC), tours and packages (TOD), the others (CAT_SV). */
  type: CategoryType;
}

export const CATEGORY_TYPE_OPTIONS: { value: CategoryType; label: string }[] = [
  { value: 'CAT_SV', label: 'Other services' },
  { value: 'CAT_AC', label: 'Accommodation' },
  { value: 'TOD', label: 'Tours and packages' },
];

/** POST /tenant/service-categories, or PUT /tenant/service-categories/:id when editing. */
export const saveCategory = ({ id, ...body }: CategoryBody & { id?: number }) =>
  http<{ data: ServiceCategory }>(id ? `/tenant/service-categories/${id}` : '/tenant/service-categories', {
    method: id ? 'PUT' : 'POST',
    body,
  });

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalogueLists(queryClient, '/tenant/service-categories'),
  });
}
