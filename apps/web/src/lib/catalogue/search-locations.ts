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
  parent: { id: number; location_name: string; location_code: string } | null;
}

/**
 * GET /tenant/locations?search=: typed into a picker, so not one of the persisted catalogue lists
 * (every search would be stored for a day).
 */
export const searchLocations = (search: string) => http<ListEnvelope<LocationRow>>('/tenant/locations', { query: { search, limit: 20 } });

export const locationSearchQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['location-search', search], queryFn: () => searchLocations(search), enabled: search.trim().length >= 2, staleTime: 5 * 60_000, placeholderData: keepPreviousData });

export const useLocationSearch = (search: string) => useQuery(locationSearchQueryOptions(search.trim()));
