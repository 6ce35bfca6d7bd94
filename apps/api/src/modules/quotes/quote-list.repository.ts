import { sql, type SQL } from 'drizzle-orm';
import type { ResolvedQuoteListQuery } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { arrayRows, keepStatement, textAndValues, type KeptStatement } from '../../db/kept-statement';
import { rowsOf } from '../../db/rows';
import { exportingUuidsSql, exportsRepository } from '../export/exports.repository';
import { quoteListCache } from '../quote-core/list-cache';
import { deletingDependencies, searchTerms, totalDependencies } from './list-dependencies';
import {
  BOOKING_PROGRESS,
  CHANGES_AWAITING,
  LINKED_REQUEST_UUID,
  type ChangesAwaiting,
  type QuoteRow,
} from '../quote-core/quotes.repository';

// The quote list's page, total and filters, and the requests a status change wins or loses: the
// quotes module's own statements (the quote row's shared ones are quote-core/quotes.repository.ts).

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
    | 'contract_id'
    | 'sold_level'
  > {
  client_name: string | null;
  user_name: string | null;
  currency_sign: string | null;
  /** The linked request's uuid (the first, when several). */
  file_uuid: string | null;
  location_codes: string[];
  booking_progress: { confirmed: number; total: number } | null;
  changes_awaiting: ChangesAwaiting | null;
  client_date_format: string | null;
  owner_external_code: string | null;
  /** The seller total of each level in use, from the quote's last pricing run (null before one). */
  level_prices: { level: number; type: string; total: number }[] | null;
}

// Read for the page's rows only (a scalar subquery runs after the LIMIT): the seller type's levels
// that hold a service, as the list price (reprice.ts, listPriceOf) counts them.
const LEVEL_PRICES = sql`(SELECT json_agg(json_build_object('level', (l->>'level')::int, 'type', l->>'type',
    'total', (l->>'total')::float8) ORDER BY (l->>'level')::int)
  FROM itinerary_pricing p, jsonb_array_elements(p.prices) s, jsonb_array_elements(s->'prices') l
  WHERE p.tenant_id = i.tenant_id AND p.itinerary_id = i.id AND s->>'type' = 'seller'
    AND jsonb_typeof(l->'services') = 'array' AND jsonb_array_length(l->'services') > 0)`;
const LIST_COLUMNS = sql`i.id, i.uuid::text AS uuid, i.code, i.title, i.client_id, i.status_id, i.itinerary_type_id, i.itinerary_public, i.start_date::text AS start_date,
  i.end_date::text AS end_date, i.num_day, i.num_pax, i.permissions, i.owner_user_id, i.user_id, i.price::float8 AS price, i.sold_level, i.deleting_at, i.created_at`;

/**
 * A fragment with no parameters as one raw chunk, rendered once: drizzle walks every nested chunk of
 * a statement on each call, and the row statement's columns and joins were most of a cold call's
 * SQL building (decision 0115). Throws at start-up should a parameter ever slip into one.
 */
function rendered(fragment: SQL): SQL {
  const { text, params } = textAndValues(fragment);
  if (params.length) throw new Error('a rendered fragment takes no parameters');
  return sql.raw(text);
}

// What a row shows besides its own columns, for the page's rows only.
const ROW_COLUMNS = rendered(sql`${LIST_COLUMNS}, c.name AS client_name, u.name AS user_name,
  i.contract_id, cur.sign AS currency_sign, c.configuration->>'date_format' AS client_date_format,
  o.external_code AS owner_external_code, ${LEVEL_PRICES} AS level_prices,
  ${LINKED_REQUEST_UUID} AS file_uuid, ${BOOKING_PROGRESS} AS booking_progress,
  ${CHANGES_AWAITING} AS changes_awaiting,
  ARRAY(SELECT l.code FROM locations l WHERE l.id = ANY(i.location_ids) ORDER BY l.id) AS location_codes`);
const ROW_JOINS = rendered(sql`LEFT JOIN clients c ON c.tenant_id = i.tenant_id AND c.id = i.client_id
  LEFT JOIN currencies cur ON cur.id = i.currency_id
  LEFT JOIN users u ON u.tenant_id = i.tenant_id AND u.id = coalesce(i.user_id, i.owner_user_id)
  LEFT JOIN users o ON o.tenant_id = i.tenant_id AND o.id = i.owner_user_id`);
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

const textLike = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const anyOf = (conditions: SQL[]) =>
  conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` OR `)})`;

function listFilters(q: ResolvedQuoteListQuery): SQL[] {
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

// The filters itinerary_list_counts can answer (type, status, client); the visibility rules
// (visible.repository.ts) read only its columns too. Any other filter counts the quotes themselves.
const COUNTED_FILTERS = new Set(['type', 'status', 'client']);
const countedByCut = (q: ResolvedQuoteListQuery) =>
  Object.entries(q).every(
    ([key, value]) =>
      COUNTED_FILTERS.has(key) || key === 'page' || key === 'limit' || key === 'sort' || value === undefined,
  );

function orderBy(q: ResolvedQuoteListQuery): SQL {
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

// The rows' statement names as many ids as the next of these counts (the first id again where the
// page holds fewer): one statement per visibility rule and count, so each connection keeps them all
// prepared (kept-statement.ts) whatever page sizes callers ask for.
const ID_COUNTS = [5, 10, 25, 50, 100];
const rowStatements = new Map<string, KeptStatement>();

/**
 * The page's rows. The quotes being exported (queue.exporting) ride in the statement as an InitPlan
 * run once: one round trip fewer on every call (decision 0112). Each row comes as one json value
 * (to_json of the row): the driver parses one column with JSON.parse instead of ~30, each with its
 * own parser, and the row description it reads on every call names one field (decision 0115). The
 * values are those the columns gave: numbers, text and arrays alike; a time reads "…T…+00:00",
 * which iso() writes as before. The statement's text is kept per visibility rule and id count, and
 * its values are laid out here in drizzle's order (checked when a text is first kept): decision 0119.
 */
async function pageRows(
  tx: TenantTx,
  tenantId: number,
  visible: SQL,
  ids: number[],
  limit: number,
): Promise<(ListRow & { exporting: string[] })[]> {
  const count = ID_COUNTS.find((n) => n >= limit) ?? limit;
  const shown = textAndValues(visible);
  const values: unknown[] = [tenantId, ...shown.params, tenantId, tenantId, ...shown.params];
  for (let n = 0; n < count; n++) values.push(ids[n] ?? ids[0]);
  const key = `${count}|${shown.text}`;
  let statement = rowStatements.get(key);
  if (!statement) {
    statement = keepStatement(
      sql`SELECT to_json(p) AS r FROM (SELECT ${ROW_COLUMNS}, ARRAY(${exportingUuidsSql(tenantId, visible)}) AS exporting
        FROM itineraries i ${ROW_JOINS}
        WHERE i.tenant_id = ${tenantId} AND ${visible} AND i.id IN (${sql.join(
          values.slice(values.length - count).map((id) => sql`${id}`),
          sql`, `,
        )})) p`,
      values,
    );
    rowStatements.set(key, statement);
  }
  return (await arrayRows(tx, statement, values)).map((row) => row[0] as ListRow & { exporting: string[] });
}

export const quoteListRepository = {
  /**
   * `cacheKey` names the caller's visibility: totals are remembered per tenant, user scope and
   * filters; `since`: the caller's own last write (list-cache.ts), which its total must have seen.
   */
  async list(
    tx: TenantTx,
    tenantId: number,
    visible: SQL,
    q: ResolvedQuoteListQuery,
    cacheKey: string,
    since = 0,
  ): Promise<{ rows: ListRow[]; total: number; exporting: string[] }> {
    const where = sql.join([sql`i.tenant_id = ${tenantId}`, visible, ...listFilters(q)], sql` AND `);
    // Page and total apart: count(*) OVER () would build every matching row (joins included)
    // before the LIMIT. The total comes first (usually remembered): it decides how the page is read.
    const { page: _page, limit: _limit, sort: _sort, ...filters } = q;
    const total = await quoteListCache.read(
      tenantId,
      `total|${cacheKey}|${JSON.stringify(filters)}`,
      async () => {
        // The same conditions over the per-cut counts when they name only counted columns (decision 0102).
        const source = countedByCut(q)
          ? sql`SELECT coalesce(sum(i.n), 0)::int AS n FROM itinerary_list_counts i`
          : sql`SELECT count(*)::int AS n FROM itineraries i`;
        const [count] = rowsOf<{ n: number }>(await tx.execute(sql`${source} WHERE ${where}`));
        return count?.n ?? 0;
      },
      { since, deps: totalDependencies(q, cacheKey) },
    );
    // LIMIT and OFFSET are written as numbers (checked integers): with them as parameters
    // PostgreSQL never keeps the page's prepared plan and plans it again on every call.
    if (!Number.isSafeInteger(q.limit) || !Number.isSafeInteger(q.page)) throw new Error('invalid page');
    const offset = (q.page - 1) * q.limit;
    if (offset >= total)
      return { rows: [], total, exporting: await exportsRepository.exportingUuids(tx, tenantId, visible) };
    // Sorted by another field than creation, few matching quotes are read through their filters'
    // own index and sorted (OFFSET 0 keeps the planner from walking the sort's index instead); many
    // are read in the sort's index order until the page is full. The planner cannot tell the two
    // apart: it walked 64 000 index entries for 5 quotes of one client sorted by code, whose codes
    // all start with the client's id. In creation order it can: the client, owner and status
    // indexes are themselves in that order, and reading all of a client's quotes would be slower.
    const few = total <= SORT_IN_MEMORY && (q.sort?.[0]?.[0] ?? 'created_date') !== 'created_date';
    const page = sql`SELECT i.id FROM ${few ? sql`(SELECT * FROM itineraries i WHERE ${where} OFFSET 0) i` : sql`itineraries i`}
      WHERE ${few ? sql`true` : where} ORDER BY ${orderBy(q)} LIMIT ${sql.raw(String(q.limit))} OFFSET ${sql.raw(String(offset))}`;
    // The page's ids first, then their rows: planned alone, the filters' statement costs a fraction
    // of the whole row statement's planning, which a text filter (planned for its value every call,
    // tenant-sessions.ts) paid on each call; and the row's subqueries run for the page only, not
    // for the rows an OFFSET skips. The rows' statement names a fixed count of ids (pageRows):
    // with a fixed count PostgreSQL keeps its prepared generic plan, with `= ANY(array)` it planned
    // every call again (decision 0102). One statement for both was
    // tried and left (decision 0112): past a connection's MAX_PREPARED statements, or while its
    // first five calls are planned for their values, each call planned all the row's joins again.
    const ids = rowsOf<{ id: number }>(await tx.execute(page)).map((r) => r.id);
    const rows = ids.length ? await pageRows(tx, tenantId, visible, ids, q.limit) : [];
    // In the page's order (the ids statement's): a row re-sorted in between keeps its place, one
    // deleted or hidden in between is left out.
    const at = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
    // An empty page (its quotes deleted since the total was read) still tells what is exporting.
    if (!rows.length)
      return { rows: [], total, exporting: await exportsRepository.exportingUuids(tx, tenantId, visible) };
    return { rows: rows.map(({ exporting: _e, ...row }) => row), total, exporting: rows[0]!.exporting };
  },

  async deletingIds(tx: TenantTx, tenantId: number, visible: SQL, cacheKey: string, since = 0): Promise<string[]> {
    return quoteListCache.read(
      tenantId,
      `deleting|${cacheKey}`,
      async () => {
        const rows = rowsOf<{ uuid: string }>(
          await tx.execute(
            sql`SELECT i.uuid::text AS uuid FROM itineraries i WHERE i.tenant_id = ${tenantId} AND ${visible} AND i.deleting_at IS NOT NULL`,
          ),
        );
        return rows.map((r) => r.uuid);
      },
      { since, deps: deletingDependencies(cacheKey) },
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
};
