import { sql, type SQL } from 'drizzle-orm';
import type { QuoteListQuery } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { quoteListCache } from './list-cache';

// Every statement on the quote row (alias i), each filtered by tenant first, so the indexes of
// quotes-schema.ts (all leading with tenant_id) serve the list's filters and sorts.

/** The columns a quote is read with: dates as text, so both drivers answer the same. */
const QUOTE_COLUMNS = sql`i.id, i.uuid::text AS uuid, i.code, i.title, i.description, i.client_id, i.contract_id, i.status_id,
  i.itinerary_type_id, i.itinerary_public, i.start_date::text AS start_date, i.end_date::text AS end_date, i.num_day, i.num_pax,
  i.language_id, i.currency_id, i.location_ids, i.tag_ids, i.room_preferable_dist, i.permissions, i.owner_user_id, i.user_id,
  i.version, i.stable_version, i.prices_locked, i.price::float8 AS price, i.deleting_at, i.created_at, i.updated_at`;

export interface QuoteRow {
  id: number;
  uuid: string;
  code: string;
  title: string;
  description: string;
  client_id: number | null;
  contract_id: number | null;
  status_id: number;
  itinerary_type_id: number;
  itinerary_public: number;
  start_date: string | null;
  end_date: string | null;
  num_day: number;
  num_pax: number;
  language_id: number;
  currency_id: number;
  location_ids: number[];
  tag_ids: number[];
  room_preferable_dist: unknown[];
  permissions: string[];
  owner_user_id: number | null;
  user_id: number | null;
  version: number;
  stable_version: number | null;
  prices_locked: number;
  price: number | null;
  deleting_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface QuoteDetailRow extends QuoteRow {
  client_name: string | null;
  client_configuration: { date_format?: string } | null;
  language_code: string | null;
  currency_sign: string | null;
  owner_name: string | null;
  owner_external_code: string | null;
  user_name: string | null;
}

/** What a list row shows: the page reads only these columns (no description, arrays or JSON to parse). */
export interface ListRow
  extends Pick<
    QuoteRow,
    | 'id'
    | 'uuid'
    | 'code'
    | 'title'
    | 'client_id'
    | 'status_id'
    | 'itinerary_type_id'
    | 'itinerary_public'
    | 'start_date'
    | 'end_date'
    | 'num_day'
    | 'num_pax'
    | 'permissions'
    | 'owner_user_id'
    | 'user_id'
    | 'price'
    | 'deleting_at'
    | 'created_at'
  > {
  client_name: string | null;
  user_name: string | null;
}
const LIST_COLUMNS = sql`i.id, i.uuid::text AS uuid, i.code, i.title, i.client_id, i.status_id, i.itinerary_type_id, i.itinerary_public, i.start_date::text AS start_date,
  i.end_date::text AS end_date, i.num_day, i.num_pax, i.permissions, i.owner_user_id, i.user_id, i.price::float8 AS price, i.deleting_at, i.created_at`;

/** The values a write sets, in column names (the snapshot and the history use the same names). */
export type QuoteValues = Partial<Omit<QuoteRow, 'id' | 'uuid' | 'created_at' | 'updated_at' | 'deleting_at'>>;

// Each sort field has an index (tenant, type, field DESC NULLS LAST, …, id DESC NULLS LAST;
// quotes-schema.ts) that gives a page without sorting the tenant. Descending reads it forwards;
// ascending reads it backwards, which puts NULLs first: harmless for NOT NULL columns, so only the
// nullable ones have a second, ascending index that keeps blanks last in both directions. Status
// ties go by creation, as its index (shared with the status filter) is built.
const SORT_COLUMNS: Record<string, { column: SQL; nullable?: true; then?: SQL }> = {
  created_date: { column: sql`i.created_at` },
  code: { column: sql`i.code` },
  title: { column: sql`i.title` },
  start_date: { column: sql`i.start_date`, nullable: true },
  end_date: { column: sql`i.end_date`, nullable: true },
  num_pax: { column: sql`i.num_pax` },
  num_day: { column: sql`i.num_day` },
  price: { column: sql`i.price`, nullable: true },
  status: { column: sql`i.status_id`, then: sql`i.created_at` },
};

// Up to this many matching quotes, a page is sorted in memory (~10 ms at most) rather than read in
// a sort index's order (list()).
const SORT_IN_MEMORY = 3_000;

/** A quote is named by id or uuid. */
const refWhere = (ref: number | string) => (typeof ref === 'number' ? sql`i.id = ${ref}` : sql`i.uuid = ${ref}::uuid`);
const textLike = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A quote queued for deletion is gone for every read and write but the list, where its row stays
 * with isDeleting (and its id in queue.deleting) until the job has removed it (spec 01 §3).
 */
const live = sql`i.deleting_at IS NULL`;

/** The search terms of a text filter: the original client joins them with `|`. */
const searchTerms = (text: string | undefined) =>
  text
    ? text
        .split('|')
        .map((t) => t.trim())
        .filter(Boolean)
    : [];
const anyOf = (conditions: SQL[]) =>
  conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` OR `)})`;

function listFilters(q: QuoteListQuery): SQL[] {
  const where: SQL[] = [sql`i.itinerary_type_id = ${q.type}`];
  // search_text = lower(code || ' ' || title), trigram-indexed: every text filter goes through it.
  const haystack = sql`i.search_text`;
  if (q.filter) where.push(sql`${haystack} LIKE ${textLike(q.filter)}`);
  // The original client sends its search terms joined by `|` in both code and title: any term
  // matches, and the same terms in both mean "in the code or in the title" (the haystack).
  const code = searchTerms(q.code);
  const title = searchTerms(q.title);
  if (code.length && q.code === q.title) where.push(anyOf(code.map((t) => sql`${haystack} LIKE ${textLike(t)}`)));
  else {
    if (code.length)
      where.push(anyOf(code.map((t) => sql`${haystack} LIKE ${textLike(t)} AND lower(i.code) LIKE ${textLike(t)}`)));
    if (title.length)
      where.push(anyOf(title.map((t) => sql`${haystack} LIKE ${textLike(t)} AND lower(i.title) LIKE ${textLike(t)}`)));
  }
  if (q.client?.length)
    where.push(
      sql`i.client_id IN (${sql.join(
        q.client.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  // A place and the places within it (a country's regions and cities, a region's cities): a quote
  // through Cusco city is found under the Cusco region and under Peru. Places are named by id or code.
  if (q.location) {
    const { ids, codes } = q.location;
    const list = (values: (number | string)[]) =>
      sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      );
    const named = sql`SELECT n.id FROM locations n WHERE ${ids.length ? sql`n.id IN (${list(ids)})` : sql`false`} OR ${codes.length ? sql`upper(n.code) IN (${list(codes)})` : sql`false`}`;
    where.push(sql`i.location_ids && ARRAY(SELECT l.id FROM locations l LEFT JOIN locations p ON p.id = l.parent_id
      WHERE l.id IN (${named}) OR l.parent_id IN (${named}) OR p.parent_id IN (${named}))`);
  }
  if (q.country?.length)
    where.push(
      sql`i.location_ids && ARRAY(SELECT id FROM locations WHERE country_code IN (${sql.join(
        q.country.map((c) => sql`${c}`),
        sql`, `,
      )}))`,
    );
  if (q.from) where.push(sql`i.start_date >= ${q.from}::date`);
  if (q.to) where.push(sql`i.start_date <= ${q.to}::date`);
  if (q.creation) where.push(sql`i.created_at >= ${q.creation}::date AND i.created_at < ${q.creation}::date + 1`);
  if (q.status?.length)
    where.push(
      sql`i.status_id IN (${sql.join(
        q.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (q.num_day) where.push(sql`i.num_day = ${q.num_day}`);
  if (q.tag?.length)
    where.push(
      sql`i.tag_ids && ARRAY[${sql.join(
        q.tag.map((t) => sql`${t}`),
        sql`, `,
      )}]::int[]`,
    );
  return where;
}

function orderBy(q: QuoteListQuery): SQL {
  const [first, ...others] = q.sort?.length ? q.sort : [['created_date', 'desc'] as const];
  const [field, dir] = first!;
  const { column, nullable, then } = SORT_COLUMNS[field]!;
  // The first pair and its tie-breakers in the exact order of the field's index: the creation
  // (status only), then the id, so paging is stable even among quotes created in the same instant.
  const way = dir === 'desc' ? sql`DESC NULLS LAST` : nullable ? sql`ASC NULLS LAST` : sql`ASC NULLS FIRST`;
  const pairs = [sql`${column} ${way}`];
  // Further pairs only order ties of the first (no index serves two fields at once).
  for (const [f, d] of others)
    pairs.push(sql`${SORT_COLUMNS[f]!.column} ${d === 'asc' ? sql`ASC` : sql`DESC`} NULLS LAST`);
  if (then) pairs.push(sql`${then} ${way}`);
  pairs.push(sql`i.id ${way}`);
  return sql.join(pairs, sql`, `);
}

export const quotesRepository = {
  /**
   * `cacheKey` names the caller's visibility: totals are remembered per tenant, user scope and
   * filters; `since`: the caller's own last write (list-cache.ts), which its total must have seen.
   */
  async list(
    tx: TenantTx,
    tenantId: number,
    visible: SQL,
    q: QuoteListQuery,
    cacheKey: string,
    since = 0,
  ): Promise<{ rows: ListRow[]; total: number }> {
    const where = sql.join([sql`i.tenant_id = ${tenantId}`, visible, ...listFilters(q)], sql` AND `);
    // Page and total apart: count(*) OVER () would build every matching row (joins included)
    // before the LIMIT. The total comes first (usually remembered): it decides how the page is read.
    const { page: _page, limit: _limit, sort: _sort, ...filters } = q;
    const total = await quoteListCache.read(
      tenantId,
      `total|${cacheKey}|${JSON.stringify(filters)}`,
      async () => {
        const [count] = rowsOf<{ n: number }>(
          await tx.execute(sql`SELECT count(*)::int AS n FROM itineraries i WHERE ${where}`),
        );
        return count?.n ?? 0;
      },
      { since },
    );
    // LIMIT and OFFSET are written as numbers (checked integers): with them as parameters
    // PostgreSQL never keeps the page's prepared plan and plans it again on every call.
    if (!Number.isSafeInteger(q.limit) || !Number.isSafeInteger(q.page)) throw new Error('invalid page');
    const offset = (q.page - 1) * q.limit;
    if (offset >= total) return { rows: [], total };
    // Sorted by another field than creation, few matching quotes are read through their filters'
    // own index and sorted (OFFSET 0 keeps the planner from walking the sort's index instead); many
    // are read in the sort's index order until the page is full. The planner cannot tell the two
    // apart: it walked 64 000 index entries for 5 quotes of one client sorted by code, whose codes
    // all start with the client's id. In creation order it can: the client, owner and status
    // indexes are themselves in that order, and reading all of a client's quotes would be slower.
    const few = total <= SORT_IN_MEMORY && (q.sort?.[0]?.[0] ?? 'created_date') !== 'created_date';
    const rows = rowsOf<ListRow>(
      await tx.execute(sql`SELECT ${LIST_COLUMNS}, c.name AS client_name, u.name AS user_name
        FROM ${few ? sql`(SELECT * FROM itineraries i WHERE ${where} OFFSET 0) i` : sql`itineraries i`}
        LEFT JOIN clients c ON c.tenant_id = i.tenant_id AND c.id = i.client_id
        LEFT JOIN users u ON u.tenant_id = i.tenant_id AND u.id = coalesce(i.user_id, i.owner_user_id)
        WHERE ${few ? sql`true` : where} ORDER BY ${orderBy(q)} LIMIT ${sql.raw(String(q.limit))} OFFSET ${sql.raw(String(offset))}`),
    );
    return { rows, total };
  },

  async deletingIds(tx: TenantTx, tenantId: number, visible: SQL, cacheKey: string, since = 0): Promise<number[]> {
    return quoteListCache.read(
      tenantId,
      `deleting|${cacheKey}`,
      async () => {
        const rows = rowsOf<{ id: number }>(
          await tx.execute(
            sql`SELECT i.id FROM itineraries i WHERE i.tenant_id = ${tenantId} AND ${visible} AND i.deleting_at IS NOT NULL`,
          ),
        );
        return rows.map((r) => r.id);
      },
      { since },
    );
  },

  /** The quote with what its detail shape names (client, language, currency, owner, assignee). */
  async detail(
    tx: TenantTx,
    tenantId: number,
    visible: SQL,
    ref: number | string,
  ): Promise<QuoteDetailRow | undefined> {
    return rowsOf<QuoteDetailRow>(
      await tx.execute(sql`SELECT ${QUOTE_COLUMNS}, c.name AS client_name, c.configuration AS client_configuration,
          l.code AS language_code, cur.sign AS currency_sign, o.name AS owner_name, o.external_code AS owner_external_code, u.name AS user_name
        FROM itineraries i
        LEFT JOIN clients c ON c.tenant_id = i.tenant_id AND c.id = i.client_id
        LEFT JOIN languages l ON l.id = i.language_id
        LEFT JOIN currencies cur ON cur.id = i.currency_id
        LEFT JOIN users o ON o.tenant_id = i.tenant_id AND o.id = i.owner_user_id
        LEFT JOIN users u ON u.tenant_id = i.tenant_id AND u.id = i.user_id
        WHERE i.tenant_id = ${tenantId} AND ${visible} AND ${live} AND ${refWhere(ref)}`),
    )[0];
  },

  /** Locks the visible row for the rest of the transaction: concurrent writes queue behind it. */
  async lock(tx: TenantTx, tenantId: number, visible: SQL, ref: number | string): Promise<QuoteRow | undefined> {
    return rowsOf<QuoteRow>(
      await tx.execute(
        sql`SELECT ${QUOTE_COLUMNS} FROM itineraries i WHERE i.tenant_id = ${tenantId} AND ${visible} AND ${live} AND ${refWhere(ref)} FOR UPDATE`,
      ),
    )[0];
  },

  async codesTaken(tx: TenantTx, tenantId: number, codes: string[]): Promise<Set<string>> {
    const rows = rowsOf<{ code: string }>(
      await tx.execute(
        sql`SELECT code FROM itineraries WHERE tenant_id = ${tenantId} AND code IN (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      ),
    );
    return new Set(rows.map((r) => r.code));
  },

  /** The new quote's id, or undefined when the code is taken (ON CONFLICT DO NOTHING: unique-code.ts). */
  async insert(
    tx: TenantTx,
    tenantId: number,
    code: string,
    v: QuoteValues & { owner_user_id: number },
  ): Promise<number | undefined> {
    quoteListCache.changed(tenantId);
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO itineraries (tenant_id, code, title, description, client_id, contract_id, status_id, itinerary_type_id,
          itinerary_public, start_date, end_date, num_day, num_pax, language_id, currency_id, location_ids, tag_ids, room_preferable_dist,
          owner_user_id, version)
        VALUES (${tenantId}, ${code}, ${v.title ?? ''}, ${v.description ?? ''}, ${v.client_id ?? null}, ${v.contract_id ?? null}, ${v.status_id ?? 1},
          ${v.itinerary_type_id ?? 1}, ${v.itinerary_public ?? 0}, ${v.start_date ?? null}::date, ${v.end_date ?? null}::date, ${v.num_day ?? 1},
          ${v.num_pax ?? 1}, ${v.language_id ?? 1}, ${v.currency_id ?? 1}, ${intArray(v.location_ids ?? [])}, ${intArray(v.tag_ids ?? [])},
          ${JSON.stringify(v.room_preferable_dist ?? [])}::jsonb, ${v.owner_user_id}, 1)
        ON CONFLICT (tenant_id, code) DO NOTHING
        RETURNING id`),
    );
    return row?.id;
  },

  /** Sets the given columns (names of QuoteValues) and stamps updated_at. */
  async update(tx: TenantTx, tenantId: number, id: number, v: QuoteValues): Promise<void> {
    quoteListCache.changed(tenantId);
    const sets = Object.entries(v).map(
      ([column, value]) => sql`${sql.identifier(column)} = ${columnValue(column, value)}`,
    );
    sets.push(sql`updated_at = now()`);
    await tx.execute(
      sql`UPDATE itineraries SET ${sql.join(sets, sql`, `)} WHERE tenant_id = ${tenantId} AND id = ${id}`,
    );
  },

  /** Confirming a quote wins every request it is linked to (stage 3 Won). */
  async winLinkedRequests(tx: TenantTx, tenantId: number, id: number): Promise<number[]> {
    return rowsOf<{ id: number }>(
      await tx.execute(sql`UPDATE files SET stage = 3, updated_at = now()
        WHERE tenant_id = ${tenantId} AND id IN (SELECT file_id FROM file_quotes WHERE tenant_id = ${tenantId} AND itinerary_id = ${id}) RETURNING id`),
    ).map((r) => r.id);
  },

  /** A linked request is lost (stage 4) only once every quote linked to it is rejected. */
  async loseRejectedRequests(tx: TenantTx, tenantId: number, id: number): Promise<number[]> {
    return rowsOf<{ id: number }>(
      await tx.execute(sql`UPDATE files f SET stage = 4, updated_at = now()
        WHERE f.tenant_id = ${tenantId} AND f.id IN (SELECT file_id FROM file_quotes WHERE tenant_id = ${tenantId} AND itinerary_id = ${id})
          AND NOT EXISTS (SELECT 1 FROM file_quotes fq JOIN itineraries q ON q.tenant_id = fq.tenant_id AND q.id = fq.itinerary_id
            WHERE fq.tenant_id = ${tenantId} AND fq.file_id = f.id AND q.status_id <> 3)
        RETURNING f.id`),
    ).map((r) => r.id);
  },

  async remove(tx: TenantTx, tenantId: number, id: number): Promise<void> {
    quoteListCache.changed(tenantId);
    await tx.execute(sql`DELETE FROM itineraries WHERE tenant_id = ${tenantId} AND id = ${id}`);
  },

  /** Queued delete: the quote disappears from reads at once; the job removes the rows. */
  async markDeleting(tx: TenantTx, tenantId: number, id: number, deleting: boolean): Promise<void> {
    quoteListCache.changed(tenantId);
    await tx.execute(
      sql`UPDATE itineraries SET deleting_at = ${deleting ? sql`now()` : sql`NULL`} WHERE tenant_id = ${tenantId} AND id = ${id}`,
    );
  },

  /** The job's work; a quote no longer marked (or already gone) is left alone, so a retry is harmless. */
  async removeDeleting(tx: TenantTx, tenantId: number, id: number): Promise<boolean> {
    quoteListCache.changed(tenantId);
    return (
      rowsOf(
        await tx.execute(
          sql`DELETE FROM itineraries WHERE tenant_id = ${tenantId} AND id = ${id} AND deleting_at IS NOT NULL RETURNING id`,
        ),
      ).length > 0
    );
  },
};

const intArray = (ids: number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((n) => sql`${n}`),
    sql`, `,
  )}]::int[]`;

function columnValue(column: string, value: unknown): SQL {
  if (column === 'location_ids' || column === 'tag_ids') return intArray(value as number[]);
  if (column === 'room_preferable_dist') return sql`${JSON.stringify(value ?? [])}::jsonb`;
  if (column === 'start_date' || column === 'end_date') return sql`${value ?? null}::date`;
  return sql`${value ?? null}`;
}
