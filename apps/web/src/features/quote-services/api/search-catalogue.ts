import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CatalogueService } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { logAndRethrow } from '../../../lib/log-and-rethrow';
import type { ListEnvelope } from '../../../lib/list-envelope';

/** The search of the add/replace modals (docs/domain/spec-sections.md#spec-02-section-5): type, category tags, country or destination, text. */
export interface CatalogueSearch {
  page: number;
  /** Matched by the server against code, name and category name. */
  name?: string;
  id_type_service?: number[];
  /** Category acronyms, comma-separated. */
  category?: string;
  country?: string;
  location?: number;
  /** A contract id: the services its places cover. */
  contract?: number;
  /** The dates priced: the chosen day's (add modal), else the quote's. */
  from?: string;
  to?: string;
}

export const SEARCH_PAGE_SIZE = 10;

/**
 * GET /tenant/services for the quote; `priced`: with its prices for the quote's dates and passengers
 * (calculate_prices with itinerary_uuid), asked only by a user who may see them (view_price_searched).
 */
export function searchCatalogueForQuote(uuid: string, search: CatalogueSearch, priced: boolean, signal?: AbortSignal) {
  const read = http<ListEnvelope<CatalogueService>>('/tenant/services', {
    query: {
      ...search,
      ...(priced ? { calculate_prices: 1, itinerary_uuid: uuid } : {}),
      limit: SEARCH_PAGE_SIZE,
    },
    signal,
  });
  // The priced read is the spec's service price call (spec 02 §8: 'Service price error').
  return priced ? logAndRethrow('Service price error', read) : read;
}

export const useCatalogueSearch = (uuid: string, search: CatalogueSearch, priced: boolean, enabled: boolean) =>
  useQuery({
    queryKey: ['quote-services', 'catalogue-search', uuid, priced, search],
    queryFn: ({ signal }) => searchCatalogueForQuote(uuid, search, priced, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
