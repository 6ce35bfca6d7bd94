import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CostBasis } from '@itinera/domain';
import type { CatalogueService } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { SERVICES_KEY } from './search-services';

/** A rate line as `?info=1` answers it; unit_cost is a decimal string (cost prices only). */
export interface ServiceRateLine {
  id: number;
  sales_manual_id: number;
  season_from: string;
  season_to: string;
  min_pax: number;
  max_pax: number;
  id_room_type: number | null;
  room_type?: string | null;
  level: number;
  basis: CostBasis;
  unit_cost?: string;
  currency_id: number;
  currency_code?: string;
  capacity: number | null;
  /** A package room's night count; null: the package's own nights. */
  nights?: number | null;
  supplier_id: number | null;
  /** Child and infant prices (docs/domain/pricing.md#children-and-infants); a band's cost is a cost price too. */
  age_bands: { min_age: number; max_age: number; percentage?: number | null; unit_cost?: string | number | null }[];
}

export interface ServiceDetail extends CatalogueService {
  description_translations?: Record<string, string>;
  category_id?: number | null;
  location_id?: number | null;
  tag_ids?: number[];
  suppliers?: { id: number; code: string; name: string }[];
  rate_lines?: ServiceRateLine[];
}

/** GET /tenant/services/{id}?info=1: the service with its translations, suppliers and rate lines. */
export const getService = (id: number, signal?: AbortSignal) =>
  http<{ data: ServiceDetail }>(`/tenant/services/${id}`, { query: { info: 1 }, signal }).then((r) => r.data);

export const serviceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [SERVICES_KEY, 'detail', id],
    queryFn: ({ signal }) => getService(id, signal),
    // The editor must start from what the server has now, not from a cached copy.
    staleTime: 0,
  });

export const useService = (id: number | null) =>
  useQuery({ ...serviceQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
