import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';
import type { ListEnvelope } from '../list-envelope';

/** A row of GET /tenant/locations: a country, a destination (region) or a city. */
export interface LocationRow {
  id: number;
  location_name: string;
  location_code: string;
  kind: 'country' | 'destination' | 'city';
  country_code: string;
  /** The country's id (0 for a country), as the original client reads it. */
  parent: number;
  /** The place right above (a city's region): what labels the place for people. */
  parent_location: { id: number; location_name: string; location_code: string } | null;
}

/**
 * GET /tenant/locations?search=: typed into a picker, so not one of the persisted catalogue lists
 * (every search would be stored for a day).
 */
export const searchLocations = (search: string) =>
  http<ListEnvelope<LocationRow>>('/tenant/locations', { query: { search, limit: 20 } });

export const locationSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['location-search', search],
    queryFn: () => searchLocations(search),
    enabled: search.trim().length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useLocationSearch = (search: string) => useQuery(locationSearchQueryOptions(search.trim()));

/** GET /tenant/locations/{id}: the name of a place known only by its id (a filter read from the address). */
export const getLocation = (id: number) => http<{ data: LocationRow }>(`/tenant/locations/${id}`);

export const useLocation = (id: number | null) =>
  useQuery({
    queryKey: ['location', id],
    queryFn: () => getLocation(id!),
    enabled: id !== null,
    staleTime: 60 * 60_000,
  });
