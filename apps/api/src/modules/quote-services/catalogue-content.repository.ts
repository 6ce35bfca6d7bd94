import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { rememberBounded } from '../../lib/bounded-map';

// What a quote copies from the catalogue (content and supplier lines), and the quote-side facts a
// pricing run needs that the quote row does not carry (rate date, contract's manual and commission).

/**
 * Places are reference data every tenant shares, written only when an empty database is filled
 * (seed/reference-data.ts) and never changed by the API: each process keeps those it has read, so a
 * service write does not read the same few places on every call (decision 0046).
 */
const knownPlaces = new Map<number, LocationRow>();
const MAX_PLACES = 5_000;

export interface CatalogueContent {
  id: number;
  code: string;
  name: Record<string, string>;
  description: Record<string, string>;
  id_service_type: number;
  level: number;
  days_services: number;
  category: { name: string; acronym: string } | null;
  location_id: number | null;
  images: string[];
  archived: boolean;
  suppliers: { supplier_code: string; name: string }[];
  /** The night counts of its rooms (rate lines with a room type); 0 for a room that counts the service's own. */
  room_nights: number[];
}

export interface QuotePricingFacts {
  rate_date: string;
  sales_manual_id: number | null;
  commission_mode: 'net' | 'commission_from_gross' | 'commission_on_top' | null;
  commission_pct: number | null;
  language_code: string | null;
}

export interface LocationRow {
  id: number;
  location_name: string;
  location_code: string | null;
  parent: number | null;
}

export const catalogueContentRepository = {
  /** Catalogue services by id (archived ones too: replacing content of an old quote still works). */
  async contents(tx: TenantTx, tenantId: number, ids: number[]): Promise<Map<number, CatalogueContent>> {
    if (!ids.length) return new Map();
    const rows = rowsOf<CatalogueContent>(
      await tx.execute(sql`SELECT s.id, s.code, s.name, s.description, s.service_type_id AS id_service_type, s.level, s.days_services,
          CASE WHEN sc.id IS NULL THEN NULL ELSE json_build_object('name', sc.name, 'acronym', sc.acronym) END AS category,
          s.location_id, s.images, s.archived,
          coalesce((SELECT json_agg(json_build_object('supplier_code', sp.code, 'name', sp.name) ORDER BY ss.position, sp.id)
            FROM service_suppliers ss JOIN suppliers sp ON sp.id = ss.supplier_id AND sp.tenant_id = ss.tenant_id
            WHERE ss.tenant_id = s.tenant_id AND ss.service_id = s.id), '[]'::json) AS suppliers,
          coalesce((SELECT array_agg(DISTINCT coalesce(r.nights, 0)) FROM rate_lines r
            WHERE r.tenant_id = s.tenant_id AND r.service_id = s.id AND r.room_type_id IS NOT NULL), '{}') AS room_nights
        FROM services s LEFT JOIN service_categories sc ON sc.id = s.category_id AND sc.tenant_id = s.tenant_id
        WHERE s.tenant_id = ${tenantId} AND s.id IN ${ids}`),
    );
    return new Map(rows.map((r) => [r.id, r]));
  },

  async facts(tx: TenantTx, tenantId: number, itineraryId: number): Promise<QuotePricingFacts> {
    const [row] = rowsOf<QuotePricingFacts>(
      await tx.execute(sql`SELECT i.rate_date::text AS rate_date, cc.sales_manual_id, cc.commission_mode, cc.commission_pct::float8 AS commission_pct,
          l.code AS language_code
        FROM itineraries i
        LEFT JOIN client_contracts cc ON cc.tenant_id = i.tenant_id AND cc.id = i.contract_id AND NOT cc.archived
        LEFT JOIN languages l ON l.id = i.language_id
        WHERE i.tenant_id = ${tenantId} AND i.id = ${itineraryId}`),
    );
    return row!;
  },

  async locations(ids: number[], tx: TenantTx): Promise<Map<number, LocationRow>> {
    const missing = ids.filter((id) => !knownPlaces.has(id));
    if (missing.length) {
      const rows = rowsOf<LocationRow>(
        await tx.execute(
          sql`SELECT id, name AS location_name, code AS location_code, parent_id AS parent FROM locations WHERE id IN ${missing}`,
        ),
      );
      for (const r of rows) rememberBounded(knownPlaces, r.id, Object.freeze(r), MAX_PLACES);
    }
    const out = new Map<number, LocationRow>();
    for (const id of ids) {
      const place = knownPlaces.get(id);
      if (place) out.set(id, place);
    }
    return out;
  },

  /** Which of these place ids exist. */
  async existingLocationIds(tx: TenantTx, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    return rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM locations WHERE id IN ${ids}`)).map((r) => r.id);
  },
};
