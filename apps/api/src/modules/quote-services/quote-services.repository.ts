import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { intArray, rowsOf, textArray } from '../../db/rows';
import { serviceRowCache } from './service-row-cache';

// Every statement on the services of a quote (alias s), each filtered by tenant first, so the
// (tenant_id, itinerary_id, position) index serves them.

export interface RoomLine {
  id_room_type: number;
  qty: number;
}

/** A service on a quote as read: dates as text and figures as numbers, so both drivers answer the same. */
export interface ServiceRow {
  id: number;
  itinerary_id: number;
  service_id: number;
  code: string;
  name: string;
  id_service_type: number;
  category: { name: string; acronym: string } | null;
  description: string;
  recommendations: string;
  notes: string;
  check_in: string | null;
  check_out: string | null;
  location_ids: number[];
  images: string[];
  day: string;
  start_date: string | null;
  end_date: string | null;
  order: number;
  level: number;
  optional: number;
  status: number;
  visible: number;
  passengers: number[];
  room: RoomLine[];
  edit_cost_unit: string | null;
  edit_quantity: number | null;
  edit_percentage_margin: number | null;
  edit_price: string | null;
  quantity: number | null;
  cost: number | null;
  cost_unit: number | null;
  price: number | null;
  price_unit: number | null;
  margin: number | null;
  percentage_margin: number | null;
  calculated_price: number | null;
  service_price: Record<string, unknown>[];
  service_supplier: SupplierLineRow[];
  errors: string[];
}

export interface SupplierLineRow {
  supplier_code: string;
  name: string;
  cost?: number | null;
  cost_unit?: number | null;
  status?: 1 | -1;
}

export const SERVICE_COLUMNS = sql`s.id, s.itinerary_id, s.service_id, s.code, s.name, s.service_type_id AS id_service_type, s.category,
  s.description, s.recommendations, s.notes, s.check_in, s.check_out, s.location_ids, s.images, s.day, s.start_date::text AS start_date,
  s.end_date::text AS end_date, s.position AS "order", s.level, s.kind AS optional, s.status, s.visible, s.passengers, s.rooms AS room,
  s.edit_cost_unit::text AS edit_cost_unit, s.edit_quantity, s.edit_percentage_margin::float8 AS edit_percentage_margin,
  s.edit_price::text AS edit_price, s.quantity, s.cost::float8 AS cost, s.cost_unit::float8 AS cost_unit, s.price::float8 AS price,
  s.price_unit::float8 AS price_unit, s.margin::float8 AS margin, s.percentage_margin::float8 AS percentage_margin,
  s.calculated_price::float8 AS calculated_price, s.service_price, s.service_supplier, s.errors`;

/** A service's id and revision: which row, as written when. */
export interface ServiceHead {
  id: number;
  rev: string;
}

/** By day (the first day of the range), then the order within the day. */
export const ORDER = sql`split_part(s.day, '-', 1)::int, s.position, s.id`;

/** The writable columns of a service, in the names of ServiceRow where they differ from the table. */
export type ServiceValues = Partial<Omit<ServiceRow, 'id' | 'itinerary_id'>>;

const COLUMN_OF: Record<string, string> = {
  id_service_type: 'service_type_id',
  order: 'position',
  optional: 'kind',
  room: 'rooms',
};
const JSON_COLUMNS = new Set(['category', 'room', 'service_price', 'service_supplier', 'errors']);

function valueSql(field: string, value: unknown): SQL {
  if (JSON_COLUMNS.has(field)) return value === null ? sql`NULL` : sql`${JSON.stringify(value)}::jsonb`;
  if (field === 'location_ids' || field === 'passengers') return intArray(value as number[]);
  if (field === 'images') return textArray(value as string[]);
  if (field === 'start_date' || field === 'end_date') return sql`${value ?? null}::date`;
  return sql`${value ?? null}`;
}

const column = (field: string) => sql.identifier(COLUMN_OF[field] ?? field);

export const quoteServicesRepository = {
  /** Every service of the quote in order: the revisions first, then only the rows not yet in the cache. */
  async list(tx: TenantTx, tenantId: number, itineraryId: number): Promise<ServiceRow[]> {
    const heads = rowsOf<ServiceHead>(
      await tx.execute(sql`SELECT s.id, s.rev::text AS rev FROM itinerary_services s
      WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId} ORDER BY ${ORDER}`),
    );
    return quoteServicesRepository.rowsAt(tx, tenantId, itineraryId, heads);
  },

  /** The rows of these [id, rev] heads, in their order: from the row cache, reading only those it does not hold. */
  async rowsAt(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    heads: readonly ServiceHead[],
  ): Promise<ServiceRow[]> {
    const missing = heads.filter((h) => !serviceRowCache.get(h.id, h.rev)).map((h) => h.id);
    const fresh = new Map<number, ServiceRow>();
    if (missing.length) {
      const read = rowsOf<ServiceRow & { rev: string }>(
        await tx.execute(sql`SELECT ${SERVICE_COLUMNS}, s.rev::text AS rev FROM itinerary_services s
        WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId} AND s.id = ANY(${intArray(missing)})`),
      );
      for (const { rev, ...row } of read) fresh.set(row.id, serviceRowCache.set(rev, row));
    }
    // A row written between the two reads (by a write not holding the quote lock) comes back newer: it is used as read.
    return heads.flatMap((h) => fresh.get(h.id) ?? serviceRowCache.get(h.id, h.rev) ?? []);
  },

  /** Only these services of the quote (an edit's targets): reading all 120 rows of a large quote to edit one cost ~3 ms of CPU. */
  async listOf(tx: TenantTx, tenantId: number, itineraryId: number, ids: readonly number[]): Promise<ServiceRow[]> {
    if (!ids.length) return [];
    return rowsOf<ServiceRow>(
      await tx.execute(sql`SELECT ${SERVICE_COLUMNS} FROM itinerary_services s
      WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId} AND s.id = ANY(${intArray([...new Set(ids)])}) ORDER BY ${ORDER}`),
    );
  },

  /** A page of the quote's services whose dates overlap from–to (when given). */
  async page(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    q: { page: number; limit: number; from?: string; to?: string },
  ) {
    const where: SQL[] = [sql`s.tenant_id = ${tenantId}`, sql`s.itinerary_id = ${itineraryId}`];
    if (q.from) where.push(sql`coalesce(s.end_date, s.start_date) >= ${q.from}::date`);
    if (q.to) where.push(sql`s.start_date <= ${q.to}::date`);
    const cond = sql.join(where, sql` AND `);
    const rows = rowsOf<ServiceRow>(
      await tx.execute(sql`SELECT ${SERVICE_COLUMNS} FROM itinerary_services s WHERE ${cond}
      ORDER BY ${ORDER} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`),
    );
    const [count] = rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM itinerary_services s WHERE ${cond}`),
    );
    return { rows, total: count?.n ?? 0 };
  },

  /** The quote a service belongs to, or undefined (another tenant's service is simply not found). */
  async quoteOf(tx: TenantTx, tenantId: number, id: number): Promise<number | undefined> {
    return rowsOf<{ itinerary_id: number }>(
      await tx.execute(sql`SELECT itinerary_id FROM itinerary_services WHERE tenant_id = ${tenantId} AND id = ${id}`),
    )[0]?.itinerary_id;
  },

  async nextPosition(tx: TenantTx, tenantId: number, itineraryId: number): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`SELECT coalesce(max(position) + 1, 0)::int AS n FROM itinerary_services WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId}`,
      ),
    );
    return row?.n ?? 0;
  },

  /** Inserts services (each a full set of values); `id` is kept when given (restore). Returns the ids in order. */
  async insert(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    rows: (ServiceValues & { id?: number })[],
  ): Promise<number[]> {
    const ids: number[] = [];
    for (const row of rows) {
      const fields = Object.keys(row).filter((f) => f !== 'id' && row[f as keyof ServiceValues] !== undefined);
      const cols = [sql`tenant_id`, sql`itinerary_id`, ...fields.map(column)];
      const vals = [
        sql`${tenantId}`,
        sql`${itineraryId}`,
        ...fields.map((f) => valueSql(f, row[f as keyof ServiceValues])),
      ];
      if (row.id !== undefined) {
        cols.unshift(sql`id`);
        vals.unshift(sql`${row.id}`);
      }
      const overriding = row.id !== undefined ? sql`OVERRIDING SYSTEM VALUE` : sql``;
      const [created] = rowsOf<{ id: number }>(
        await tx.execute(
          sql`INSERT INTO itinerary_services (${sql.join(cols, sql`, `)}) ${overriding} VALUES (${sql.join(vals, sql`, `)}) RETURNING id`,
        ),
      );
      ids.push(created!.id);
    }
    return ids;
  },

  async update(tx: TenantTx, tenantId: number, id: number, values: ServiceValues): Promise<void> {
    const fields = Object.keys(values).filter((f) => values[f as keyof ServiceValues] !== undefined);
    if (!fields.length) return;
    const sets = fields.map((f) => sql`${column(f)} = ${valueSql(f, values[f as keyof ServiceValues])}`);
    sets.push(sql`updated_at = now()`);
    // The row as written goes to the row cache: the re-price that follows does not read it again.
    const [written] = rowsOf<ServiceRow & { rev: string }>(
      await tx.execute(
        sql`UPDATE itinerary_services s SET ${sql.join(sets, sql`, `)} WHERE s.tenant_id = ${tenantId} AND s.id = ${id}
        RETURNING ${SERVICE_COLUMNS}, s.rev::text AS rev`,
      ),
    );
    if (written) {
      const { rev, ...row } = written;
      serviceRowCache.set(rev, row);
    }
  },

  /**
   * New days (and, when given, order) of many services of a quote in one statement: a move of 40
   * services or a day call reshaping the programme is one round trip, not one per service.
   * A service whose cached row is still the stored one (same revision) is answered from the row
   * cache afterwards with its new day and order: the statement returns only the new revisions, and
   * the re-price that follows reads none of the 40 rows again (decision 0088). A row another
   * writer changed meanwhile (a booking answer does not take the quote lock) is placed by a second,
   * unconditional statement and read again when next needed. Answers the rows it cached.
   */
  async place(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    places: { id: number; day: string; order?: number }[],
    rows: readonly ServiceRow[] = [],
  ): Promise<ServiceRow[]> {
    if (!places.length) return [];
    const known = new Map<number, { rev: string; row: ServiceRow }>();
    for (const row of rows) {
      const rev = serviceRowCache.revOf(row);
      if (rev !== undefined) known.set(row.id, { rev, row });
    }
    const placed = rowsOf<{ id: number; rev: string }>(
      await tx.execute(sql`UPDATE itinerary_services s SET day = p.day, position = coalesce(p.order, s.position), updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(places.map((p) => ({ ...p, rev: known.get(p.id)?.rev ?? null })))}::jsonb)
        AS p(id int, day text, "order" int, rev bigint)
      WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId} AND s.id = p.id AND (p.rev IS NULL OR s.rev = p.rev)
      RETURNING s.id, s.rev::text AS rev`),
    );
    const done = new Set<number>();
    const cached: ServiceRow[] = [];
    const byId = new Map(places.map((p) => [p.id, p]));
    // The tests compare these rows with the stored ones after each call (test/row-cache.fixtures.ts).
    for (const { id, rev } of placed) {
      done.add(id);
      const base = known.get(id)?.row;
      const place = byId.get(id)!;
      if (base) cached.push(serviceRowCache.set(rev, { ...base, day: place.day, order: place.order ?? base.order }));
    }
    const changedMeanwhile = places.filter((p) => !done.has(p.id));
    if (!changedMeanwhile.length) return cached;
    await tx.execute(sql`UPDATE itinerary_services s SET day = p.day, position = coalesce(p.order, s.position), updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(changedMeanwhile)}::jsonb) AS p(id int, day text, "order" int)
      WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId} AND s.id = p.id`);
    return cached;
  },

  async remove(tx: TenantTx, tenantId: number, itineraryId: number, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await tx.execute(
      sql`DELETE FROM itinerary_services WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND id IN ${ids}`,
    );
  },

  async removeAll(tx: TenantTx, tenantId: number, itineraryId: number): Promise<void> {
    await tx.execute(
      sql`DELETE FROM itinerary_services WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId}`,
    );
  },

  /** Drops passengers that left the quote from every service's assignment. */
  async forgetPassengers(tx: TenantTx, tenantId: number, itineraryId: number, keep: number[]): Promise<void> {
    await tx.execute(sql`UPDATE itinerary_services SET passengers = ARRAY(SELECT p FROM unnest(passengers) p WHERE p = ANY(${intArray(keep)}))
      WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND NOT (passengers <@ ${intArray(keep)})`);
  },

  /**
   * Writes the figures of the services a pricing run moved and answers those rows as now stored,
   * kept in the row cache under their new revision: the next call on the quote reads none of them
   * again, and a re-price finds the same row objects it priced (decision 0047). Only a row still at
   * the revision the run priced (`revOf`) is written: a row another writer changed meanwhile (a
   * supplier's booking answer does not take the quote lock) keeps its figures, and the next call
   * prices it as it now is. The quote's id bounds the rows the statement may look at: joined on
   * id alone, a tenant its statistics misjudge had all of its services hashed (decision 0048).
   */
  async saveFigures(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    figures: ServiceFigures[],
    revOf: (id: number) => string | undefined,
  ): Promise<ServiceRow[]> {
    if (!figures.length) return [];
    const rows = figures.map((f) => ({ ...f, rev: revOf(f.id) ?? null }));
    const saved = rowsOf<ServiceRow & { rev: string }>(
      await tx.execute(sql`UPDATE itinerary_services s SET start_date = f.start_date, end_date = f.end_date, quantity = f.quantity,
        cost = f.cost, cost_unit = f.cost_unit, price = f.price, price_unit = f.price_unit, margin = f.margin,
        percentage_margin = f.percentage_margin, calculated_price = f.calculated_price, service_price = f.service_price,
        service_supplier = f.service_supplier, errors = f.errors
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS f(id int, rev bigint, start_date date, end_date date, quantity int,
        cost numeric, cost_unit numeric, price numeric, price_unit numeric, margin numeric, percentage_margin numeric,
        calculated_price numeric, service_price jsonb, service_supplier jsonb, errors jsonb)
      WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId} AND s.id = f.id AND s.rev = f.rev
      RETURNING ${SERVICE_COLUMNS}, s.rev::text AS rev`),
    );
    return saved.map(({ rev, ...row }) => serviceRowCache.set(rev, row));
  },
};

export interface ServiceFigures {
  id: number;
  start_date: string | null;
  end_date: string | null;
  quantity: number;
  cost: number;
  cost_unit: number;
  price: number;
  price_unit: number;
  margin: number;
  percentage_margin: number;
  calculated_price: number;
  service_price: Record<string, unknown>[];
  service_supplier: SupplierLineRow[];
  errors: string[];
}
