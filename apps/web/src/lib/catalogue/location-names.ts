import { useQueries } from '@tanstack/react-query';
import { CATALOGUE_MAX_AGE_MS } from './catalogue-lists';
import { placeLabel } from './place-label';
import { getLocation } from './search-locations';

/**
 * Labels by id (the name with its region, placeLabel) for the ids given: places a form shows that no loaded list holds (a contract's
 * destinations, a place a past version of a quote lists). Places do not change, so each is fetched
 * once; the cache entries are useLocation's, under the same key and in the same shape.
 */
export function useLocationNames(ids: number[]): Map<number, string> {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['location', id],
      queryFn: () => getLocation(id),
      staleTime: CATALOGUE_MAX_AGE_MS,
      meta: { handlesError: true },
    })),
    combine: (results) =>
      new Map(results.flatMap((r) => (r.data ? [[r.data.data.id, placeLabel(r.data.data)] as const] : []))),
  });
}
