import { queryOptions, useQueries } from '@tanstack/react-query';
import { CATALOGUE_MAX_AGE_MS } from '../../../lib/catalogue/catalogue-lists';
import { http } from '../../../lib/http';

export interface LocationItem {
  id: number;
  location_name: string;
  kind: string;
  country_code: string;
}

/** GET /tenant/locations/:id: names a contract's destination that no loaded list holds. */
export const getLocation = (id: number) => http<{ data: LocationItem }>(`/tenant/locations/${id}`).then((r) => r.data);

export const locationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['location', id],
    queryFn: () => getLocation(id),
    staleTime: CATALOGUE_MAX_AGE_MS,
    meta: { handlesError: true },
  });

/** Names by id for the ids given (places do not change, so they are fetched once). */
export function useLocationNames(ids: number[]): Map<number, string> {
  return useQueries({
    queries: ids.map((id) => locationQueryOptions(id)),
    combine: (results) => new Map(results.flatMap((r) => (r.data ? [[r.data.id, r.data.location_name] as const] : []))),
  });
}
