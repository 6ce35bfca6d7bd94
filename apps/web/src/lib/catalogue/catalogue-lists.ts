import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';
import type { ListEnvelope } from '../list-envelope';

/**
 * The catalogue lists of the spec (docs/domain/original-client.md#catalogue-lists): currencies, languages,
 * locations, countries, destinations, service types, statuses, tags, categories, clients, sales
 * manuals, contracts. Cached in the browser and refetched once older than 24 hours (spec); queries
 * under this key are the ones the persister keeps across reloads. A write invalidates the key.
 */
export const CATALOGUE_LIST_KEY = 'catalogue-list';
export const CATALOGUE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type CatalogueListPath =
  | '/tenant/clients'
  | '/tenant/sales_manuals'
  | '/tenant/clients/contract/'
  | '/tenant/currency'
  | '/tenant/language'
  | '/tenant/locations'
  | '/tenant/location/countries'
  | '/tenant/location/destinations'
  | '/tenant/location/served-destinations'
  | '/tenant/service_types'
  | '/tenant/statuses_itinerary'
  | '/tenant/tags'
  | '/tenant/services_tags'
  | '/tenant/itineraries_tags'
  | '/tenant/service-categories'
  | '/tenant/itinerary-tags';

export type CatalogueListQuery = Record<string, string | number | undefined>;

export const getCatalogueList = <T>(path: CatalogueListPath, query: CatalogueListQuery = {}) =>
  http<ListEnvelope<T>>(path, { query });

export const catalogueListQueryOptions = <T>(path: CatalogueListPath, query: CatalogueListQuery = {}) =>
  queryOptions({
    queryKey: [CATALOGUE_LIST_KEY, path, query],
    queryFn: () => getCatalogueList<T>(path, query),
    staleTime: CATALOGUE_MAX_AGE_MS,
    gcTime: CATALOGUE_MAX_AGE_MS,
  });

/** `enabled: false` holds the request back (a list a first screen does not draw with, until its first paint). */
export const useCatalogueList = <T = Record<string, unknown>>(
  path: CatalogueListPath,
  query: CatalogueListQuery = {},
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...catalogueListQueryOptions<T>(path, query), enabled });
