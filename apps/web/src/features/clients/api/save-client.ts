import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { invalidateCatalogueLists } from '../../../lib/catalogue/invalidate-catalogue-lists';

/** How the client's documents print dates (the formats the API accepts). */
export type DateFormat = ClientBody['configuration']['date_format'];
export const DATE_FORMATS = [
  'MMM DD, YYYY',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD MMM YYYY',
] as const satisfies readonly DateFormat[];

/** A row of GET /tenant/clients. */
export interface Client {
  id: number;
  name: string;
  configuration: { date_format?: DateFormat } | null;
  /** The agency's logo: an image reference, usually a library picture. */
  logo?: string | null;
}

/** POST /tenant/clients, or PUT /tenant/clients/:id when editing. */
export const saveClient = ({ id, ...body }: ClientBody & { id?: number }) =>
  http<{ data: Client }>(id ? `/tenant/clients/${id}` : '/tenant/clients', { method: id ? 'PUT' : 'POST', body });

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClient,
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalogueLists(queryClient, '/tenant/clients'),
  });
}
