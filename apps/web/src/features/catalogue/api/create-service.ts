import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { ServiceDetail } from './get-service';
import { CATALOGUE_LIST_KEY } from '../../../lib/catalogue/catalogue-lists';
import { SERVICES_KEY } from './search-services';

/** POST /tenant/services (admin only): 201 with the saved service; 422 details name the rate line. */
export const createService = (body: ServiceBody) =>
  http<{ data: ServiceDetail }>('/tenant/services', { method: 'POST', body }).then((r) => r.data);

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    meta: { handlesError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [SERVICES_KEY] });
      // The places the catalogue serves (the destination picker's first list) may have grown.
      void queryClient.invalidateQueries({ queryKey: [CATALOGUE_LIST_KEY, '/tenant/location/served-destinations'] });
    },
  });
}
