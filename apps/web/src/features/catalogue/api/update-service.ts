import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { ServiceDetail } from './get-service';
import { CATALOGUE_LIST_KEY } from '../../../lib/catalogue/catalogue-lists';
import { SERVICES_KEY } from './search-services';

/** PUT /tenant/services/{id} (admin only): replaces the service, its suppliers and its rate lines. */
export const updateService = ({ id, body }: { id: number; body: ServiceBody }) =>
  http<{ data: ServiceDetail }>(`/tenant/services/${id}`, { method: 'PUT', body }).then((r) => r.data);

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    meta: { handlesError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [SERVICES_KEY] });
      // The places the catalogue serves (the destination picker's first list) may have grown.
      void queryClient.invalidateQueries({ queryKey: [CATALOGUE_LIST_KEY, '/tenant/location/served-destinations'] });
    },
  });
}
