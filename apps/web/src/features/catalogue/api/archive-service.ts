import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { SERVICES_KEY } from './search-services';

/** DELETE /tenant/services/{id}: archives; quotes that already hold the service keep their copy. */
export const archiveService = (id: number) => http<unknown>(`/tenant/services/${id}`, { method: 'DELETE' });

export function useArchiveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SERVICES_KEY] }),
  });
}
