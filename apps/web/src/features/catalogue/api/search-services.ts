import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueService } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { ListEnvelope } from '../../../lib/list-envelope';

/** Every services query (lists and details) lives under this key, so one write refreshes them all. */
export const SERVICES_KEY = 'services';

export interface ServiceSearch {
  page: number;
  limit?: number;
  /** One text box: the server matches it against code, name and category. */
  name?: string;
  id_type_service?: number[];
  /** A category id or acronym. */
  category?: string;
  /** ISO country code, e.g. PE. */
  country?: string;
  /** A region or city: services in it or below it. */
  location?: number;
}

/** GET /tenant/services: the catalogue search (list envelope, default 10 a page). */
export const searchServices = (search: ServiceSearch, signal?: AbortSignal) =>
  http<ListEnvelope<CatalogueService>>('/tenant/services', { query: { ...search }, signal });

export const searchServicesQueryOptions = (search: ServiceSearch) =>
  queryOptions({
    queryKey: [SERVICES_KEY, 'list', search],
    queryFn: ({ signal }) => searchServices(search, signal),
    // Keeps the current page on screen while the next one loads: the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const useSearchServices = (search: ServiceSearch) => useQuery(searchServicesQueryOptions(search));
