import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CODE_PREFIXES, type AgeBand } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { rateLines, serviceSuppliers, services } from '../../db/catalogue-schema';
import { rowsOf } from '../../db/rows';

/** The catalogue's service codes: SVC and a number (the domain's prefix). */
const SVC = CODE_PREFIXES.SERVICE;

/** The columns of a service an admin writes; search_text is derived by the service layer. */
export interface ServiceValues {
  code: string;
  name: Record<string, string>;
  description: Record<string, string>;
  serviceTypeId: number;
  categoryId: number | null;
  locationId: number | null;
  level: number;
  images: string[];
  tagIds: number[];
  daysServices: number;
  amenities: string[];
  startDateInactivity: string | null;
  endDateInactivity: string | null;
  searchText: string;
}

export interface RateLineValues {
  id?: number;
  salesManualId: number;
  seasonFrom: string;
  seasonTo: string;
  minPax: number;
  maxPax: number;
  roomTypeId: number | null;
  level: number;
  basis: string;
  unitCost: string;
  currencyId: number;
  capacity: number | null;
  /** A package room's night count (null: the package's own nights); rate sheets leave it as it is. */
  nights?: number | null;
  supplierId: number | null;
  /** Child and infant prices, stored as the engine reads them (docs/domain/pricing.md#children-and-infants). */
  ageBands: AgeBand[];
}

/** Ids of one table that exist (tenant-scoped when the table is the tenant's). */
export interface ReferenceIds {
  categories: number[];
  locations: number[];
  tags: number[];
  suppliers: number[];
  salesManuals: number[];
  currencies: number[];
  roomTypes: number[];
}

// Any constant shared by every process: the advisory lock that serialises code generation.
const CODE_LOCK = 7_314_272;
const INSERT_CHUNK = 1000;

async function foundIds(tx: TenantTx, ids: number[], query: (ids: number[]) => SQL): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Set();
  return new Set(rowsOf<{ id: number }>(await tx.execute(query(unique))).map((r) => Number(r.id)));
}

export const serviceWritesRepository = {
  /** Which of the referenced ids exist for this tenant, and the category names (for search_text). */
  async existing(tx: TenantTx, tenantId: number, refs: ReferenceIds) {
    const categories = refs.categories.length
      ? rowsOf<{ id: number; name: string }>(
          await tx.execute(
            sql`SELECT id, name FROM service_categories WHERE tenant_id = ${tenantId} AND id IN ${[...new Set(refs.categories)]}`,
          ),
        )
      : [];
    return {
      categories: new Map(categories.map((c) => [Number(c.id), c.name])),
      locations: await foundIds(tx, refs.locations, (ids) => sql`SELECT id FROM locations WHERE id IN ${ids}`),
      tags: await foundIds(
        tx,
        refs.tags,
        (ids) => sql`SELECT id FROM tags WHERE tenant_id = ${tenantId} AND kind = 'service' AND id IN ${ids}`,
      ),
      suppliers: await foundIds(
        tx,
        refs.suppliers,
        (ids) => sql`SELECT id FROM suppliers WHERE tenant_id = ${tenantId} AND id IN ${ids}`,
      ),
      salesManuals: await foundIds(
        tx,
        refs.salesManuals,
        (ids) => sql`SELECT id FROM sales_manuals WHERE tenant_id = ${tenantId} AND id IN ${ids}`,
      ),
      currencies: await foundIds(tx, refs.currencies, (ids) => sql`SELECT id FROM currencies WHERE id IN ${ids}`),
      roomTypes: await foundIds(tx, refs.roomTypes, (ids) => sql`SELECT id FROM room_types WHERE id IN ${ids}`),
    };
  },

  /** Held to the end of the transaction, so two creates cannot pick the same next code. */
  async lockCodes(tx: TenantTx, tenantId: number): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CODE_LOCK}::int, ${tenantId}::int)`);
  },

  async nextCode(tx: TenantTx, tenantId: number): Promise<string> {
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`SELECT coalesce(max(substring(code FROM ${sql.raw(String(SVC.length + 1))})::int), 0) + 1 AS n FROM services WHERE tenant_id = ${tenantId} AND code ~ ${sql.raw(`'^${SVC}[0-9]{5,9}$'`)}`,
      ),
    );
    return `${SVC}${String(row?.n ?? 1).padStart(5, '0')}`;
  },

  /** The service that already uses a code (archived ones too: the unique index covers them). */
  async codeOwner(tx: TenantTx, tenantId: number, code: string): Promise<number | undefined> {
    const [row] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.tenantId, tenantId), eq(services.code, code)));
    return row?.id;
  },

  /** Locks the row for the rest of the transaction, so two saves of one service do not interleave. */
  async lock(tx: TenantTx, tenantId: number, id: number): Promise<{ code: string } | undefined> {
    return rowsOf<{ code: string }>(
      await tx.execute(sql`SELECT code FROM services WHERE tenant_id = ${tenantId} AND id = ${id} FOR UPDATE`),
    )[0];
  },

  async insert(tx: TenantTx, tenantId: number, values: ServiceValues): Promise<number> {
    const [row] = await tx
      .insert(services)
      .values({ tenantId, ...values })
      .returning({ id: services.id });
    return row!.id;
  },

  async update(tx: TenantTx, tenantId: number, id: number, values: ServiceValues): Promise<void> {
    await tx
      .update(services)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(services.tenantId, tenantId), eq(services.id, id)));
  },

  async archive(tx: TenantTx, tenantId: number, id: number): Promise<boolean> {
    const rows = rowsOf(
      await tx.execute(
        sql`UPDATE services SET archived = true, updated_at = now() WHERE tenant_id = ${tenantId} AND id = ${id} RETURNING id`,
      ),
    );
    return rows.length > 0;
  },

  async replaceSuppliers(tx: TenantTx, tenantId: number, serviceId: number, supplierIds: number[]): Promise<void> {
    await tx
      .delete(serviceSuppliers)
      .where(and(eq(serviceSuppliers.tenantId, tenantId), eq(serviceSuppliers.serviceId, serviceId)));
    const unique = [...new Set(supplierIds)];
    if (unique.length)
      await tx
        .insert(serviceSuppliers)
        .values(unique.map((supplierId, position) => ({ tenantId, serviceId, supplierId, position })));
  },

  async rateLineIds(tx: TenantTx, tenantId: number, serviceId: number): Promise<Set<number>> {
    const rows = await tx
      .select({ id: rateLines.id })
      .from(rateLines)
      .where(and(eq(rateLines.tenantId, tenantId), eq(rateLines.serviceId, serviceId)));
    return new Set(rows.map((r) => r.id));
  },

  /** Full replacement: lines with an id are updated, lines without are added, the rest deleted. */
  async replaceRateLines(
    tx: TenantTx,
    tenantId: number,
    serviceId: number,
    lines: RateLineValues[],
    existing: Set<number>,
  ): Promise<void> {
    const kept = new Set(lines.flatMap((l) => (l.id ? [l.id] : [])));
    const gone = [...existing].filter((id) => !kept.has(id));
    if (gone.length)
      await tx.execute(
        sql`DELETE FROM rate_lines WHERE tenant_id = ${tenantId} AND service_id = ${serviceId} AND id IN ${gone}`,
      );
    const updates = lines.filter((l) => l.id);
    if (updates.length) {
      // One statement for every changed line instead of one round trip per line.
      const json = JSON.stringify(
        updates.map((l) => ({
          id: l.id,
          sales_manual_id: l.salesManualId,
          season_from: l.seasonFrom,
          season_to: l.seasonTo,
          min_pax: l.minPax,
          max_pax: l.maxPax,
          room_type_id: l.roomTypeId,
          level: l.level,
          basis: l.basis,
          unit_cost: l.unitCost,
          currency_id: l.currencyId,
          capacity: l.capacity,
          nights: l.nights,
          supplier_id: l.supplierId,
          age_bands: l.ageBands,
        })),
      );
      await tx.execute(sql`UPDATE rate_lines r SET sales_manual_id = v.sales_manual_id, season_from = v.season_from, season_to = v.season_to,
          min_pax = v.min_pax, max_pax = v.max_pax, room_type_id = v.room_type_id, level = v.level, basis = v.basis, unit_cost = v.unit_cost,
          currency_id = v.currency_id, capacity = v.capacity, nights = v.nights, supplier_id = v.supplier_id, age_bands = v.age_bands
        FROM jsonb_to_recordset(${json}::jsonb) AS v(id int, sales_manual_id int, season_from date, season_to date, min_pax smallint, max_pax smallint,
          room_type_id int, level smallint, basis text, unit_cost numeric, currency_id int, capacity smallint, nights smallint, supplier_id int, age_bands jsonb)
        WHERE r.tenant_id = ${tenantId} AND r.service_id = ${serviceId} AND r.id = v.id`);
    }
    const inserts = lines.filter((l) => !l.id).map(({ id: _id, ...l }) => ({ tenantId, serviceId, ...l }));
    for (let i = 0; i < inserts.length; i += INSERT_CHUNK)
      await tx.insert(rateLines).values(inserts.slice(i, i + INSERT_CHUNK));
  },
};
