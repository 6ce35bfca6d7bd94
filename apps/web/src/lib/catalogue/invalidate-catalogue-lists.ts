import type { QueryClient } from '@tanstack/react-query';
import { CATALOGUE_LIST_KEY, type CatalogueListPath } from './catalogue-lists';

/**
 * After a write: the cached catalogue lists it changed are refetched now (and replaced in the
 * 24 h browser cache), whatever the page, limit or search they were fetched with.
 */
export function invalidateCatalogueLists(queryClient: QueryClient, ...paths: CatalogueListPath[]): Promise<void> {
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [CATALOGUE_LIST_KEY, path] }))).then(
    () => undefined,
  );
}

/** The tag lists: one table, several list calls of the spec. */
export const TAG_LIST_PATHS: CatalogueListPath[] = [
  '/tenant/tags',
  '/tenant/services_tags',
  '/tenant/itineraries_tags',
  '/tenant/itinerary-tags',
];
