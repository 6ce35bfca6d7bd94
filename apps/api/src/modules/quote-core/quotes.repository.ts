import type { PricedSellerTypes } from '@itinera/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { intArray, rowsOf } from '../../db/rows';
import type { AcceptedVersion } from './accepted-versions.repository';
import { quoteListCache } from './list-cache';

// The quote row's reads and writes every quote module shares (alias i; the list's own are in
// quotes/quote-list.repository.ts), each filtered by tenant first, so the indexes of
// quotes-schema.ts (all leading with tenant_id) serve them.

/** The columns a quote is read with: dates as text, so both drivers answer the same. */
const QUOTE_COLUMNS = sql`i.id, i.uuid::text AS uuid, i.code, i.title, i.description, i.client_id, i.contract_id, i.status_id,
  i.itinerary_type_id, i.itinerary_public, i.trip_type::int AS trip_type, i.start_date::text AS start_date, i.end_date::text AS end_date, i.num_day, i.num_pax,
  i.language_id, i.currency_id, i.location_ids, i.tag_ids, i.room_preferable_dist, i.permissions, i.owner_user_id, i.user_id,
  i.version, i.stable_version, i.prices_locked, i.sold_level, i.price::float8 AS price, i.deleting_at, i.created_at, i.updated_at`;

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
  /** 1–4 (TRIP_TYPES); stored in the text column the first schema made, read as a number. */
  trip_type: number | null;
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
  /** The level the client bought, once the sale is confirmed from the Book tab. */
  sold_level: number | null;
  price: number | null;
  deleting_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface QuoteDetailRow extends QuoteRow {
  client_name: string | null;
  client_configuration: { date_format?: string } | null;
  language_code: string | null;
  language_name: string | null;
  currency_sign: string | null;
  currency_code: string | null;
  currency_name: string | null;
  contract_name: string | null;
  owner_name: string | null;
  owner_email: string | null;
  owner_external_code: string | null;
  user_name: string | null;
  user_email: string | null;
  /** The request the quote is linked to (the first, when several), by its public id. */
  file_uuid: string | null;
  /** Who saved the current version, and when. */
  edition: { name: string; date: string } | null;
  booking_progress: { confirmed: number; total: number } | null;
  /** The newest pinned sale (decision 0074), null before the first. */
  accepted_version: AcceptedVersion | null;
  /** The newest send of the sale's changes the client has not answered (issue 48, docs/decisions/issues.md), null otherwise. */
  changes_awaiting: ChangesAwaiting | null;
}

/** The values a write sets, in column names (the snapshot and the history use the same names). */
export type QuoteValues = Partial<Omit<QuoteRow, 'id' | 'uuid' | 'created_at' | 'updated_at' | 'deleting_at'>>;

/**
 * The uuid of the request a quote (alias i) is linked to, the first when several: list rows and
 * details both name it as `file_id` (original-client.md §5.2, §5.3).
 */
export const LINKED_REQUEST_UUID = sql`(SELECT f.uuid::text FROM file_quotes fq
  JOIN files f ON f.tenant_id = fq.tenant_id AND f.id = fq.file_id
  WHERE fq.tenant_id = i.tenant_id AND fq.itinerary_id = i.id ORDER BY f.id LIMIT 1)`;

/**
 * How far the booking of a quote (alias i) has come: its services of the level sold (level 0 or
 * that level; all when no level was recorded) and how many are Confirmed. Null until the quote is
 * sold (decision 0033); list rows and details both show it.
 */
/** The domain's bookingProgress in SQL: the booked services still on the trip (not canceled or disabled). */
// amendments_pending (decision 0076) only when some supplier is asked to amend, as bookingProgress answers it.
export const BOOKING_PROGRESS = sql`CASE WHEN i.status_id = 2 OR i.sold_level IS NOT NULL THEN
  (SELECT jsonb_build_object('confirmed', count(*) FILTER (WHERE bs.status = 2), 'total', count(*))
      || CASE WHEN count(*) FILTER (WHERE sb.state = 'amendment_requested') > 0
        THEN jsonb_build_object('amendments_pending', count(*) FILTER (WHERE sb.state = 'amendment_requested'))
        ELSE '{}'::jsonb END
    FROM itinerary_services bs
    LEFT JOIN service_bookings sb ON sb.tenant_id = bs.tenant_id AND sb.itinerary_service_id = bs.id
    WHERE bs.tenant_id = i.tenant_id AND bs.itinerary_id = i.id
      AND bs.status NOT IN (-1, 3) AND (i.sold_level IS NULL OR bs.level IN (0, i.sold_level))) END`;

/** A quote is named by id or uuid. */
const refWhere = (ref: number | string) => (typeof ref === 'number' ? sql`i.id = ${ref}` : sql`i.uuid = ${ref}::uuid`);

/**
 * A quote queued for deletion is gone for every read and write but the list, where its row stays
 * with isDeleting (and its id in queue.deleting) until the job has removed it (docs/domain/spec-sections.md#spec-01-section-3).
 */
const live = sql`i.deleting_at IS NULL`;

/** The newest pinned sale of a quote (alias i) as JSON (accepted-versions.ts, decision 0074): one statement with the detail. */
export const ACCEPTED_VERSION = sql`(SELECT json_build_object('version', av.version, 'level', av.level,
  'num_pax', av.num_pax, 'passengers', av.passengers, 'total', av.total::float8, 'currency_id', av.currency_id,
  'source', av.source, 'accepted_at', to_char(av.accepted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'acceptance', av.acceptance)
  FROM accepted_versions av WHERE av.tenant_id = i.tenant_id AND av.itinerary_id = i.id ORDER BY av.id DESC LIMIT 1)`;

/**
 * "Changes awaiting the client" of a quote (alias i) as JSON, or null (decision 0075): its
 * newest send of a sold trip's changes while the client has not accepted it. Read with the detail and the list row.
 */
export const CHANGES_AWAITING = sql`(SELECT json_build_object('version', s.version, 'accepted_version', s.accepted_version,
    'sent_at', to_char(s.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM sale_change_sends s WHERE s.tenant_id = i.tenant_id AND s.itinerary_id = i.id AND s.answered_at IS NULL
  ORDER BY s.id DESC LIMIT 1)`;

export interface ChangesAwaiting {
  version: number;
  accepted_version: number;
  sent_at: string;
}

/** What the detail shape names beside the row: client, language, currency, contract, owner, assignee, request, edition. */
const DETAIL_COLUMNS = sql`${QUOTE_COLUMNS}, c.name AS client_name, c.configuration AS client_configuration,
  l.code AS language_code, l.name AS language_name, cur.sign AS currency_sign, cur.code AS currency_code,
  cur.name AS currency_name, cc.name AS contract_name, o.name AS owner_name, o.email AS owner_email,
  o.external_code AS owner_external_code, u.name AS user_name, u.email AS user_email,
  ${LINKED_REQUEST_UUID} AS file_uuid, ${BOOKING_PROGRESS} AS booking_progress, ${ACCEPTED_VERSION} AS accepted_version,
  ${CHANGES_AWAITING} AS changes_awaiting,
  (SELECT json_build_object('name', coalesce(eu.name, ''), 'date', v.created_at)
    FROM itinerary_versions v LEFT JOIN users eu ON eu.tenant_id = v.tenant_id AND eu.id = v.user_id
    WHERE v.itinerary_id = i.id AND v.version = i.version) AS edition`;
const DETAIL_JOINS = sql`LEFT JOIN clients c ON c.tenant_id = i.tenant_id AND c.id = i.client_id
  LEFT JOIN client_contracts cc ON cc.tenant_id = i.tenant_id AND cc.id = i.contract_id
  LEFT JOIN languages l ON l.id = i.language_id
  LEFT JOIN currencies cur ON cur.id = i.currency_id
  LEFT JOIN users o ON o.tenant_id = i.tenant_id AND o.id = i.owner_user_id
  LEFT JOIN users u ON u.tenant_id = i.tenant_id AND u.id = i.user_id`;

/** The SET list of an update: the given columns, and updated_at stamped. */
function setClause(v: QuoteValues): SQL {
  const sets = Object.entries(v).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${columnValue(column, value)}`,
  );
  sets.push(sql`updated_at = now()`);
  return sql.join(sets, sql`, `);
}

/** The visible quote's detail row, read with `lock` (nothing, or a row lock on the quote alone). */
async function detailRow(tx: TenantTx, tenantId: number, visible: SQL, ref: number | string, lock: SQL) {
  return rowsOf<QuoteDetailRow>(
    await tx.execute(
      sql`SELECT ${DETAIL_COLUMNS} FROM itineraries i ${DETAIL_JOINS} WHERE i.tenant_id = ${tenantId} AND ${visible} AND ${live} AND ${refWhere(ref)}${lock}`,
    ),
  )[0];
}

export const quotesRepository = {
  /** The quote with what its detail shape names (client, language, currency, owner, assignee). */
  detail(tx: TenantTx, tenantId: number, visible: SQL, ref: number | string): Promise<QuoteDetailRow | undefined> {
    return detailRow(tx, tenantId, visible, ref, sql``);
  },

  /**
   * A stored version in the detail row's shape (I3): the snapshot's values read as an itineraries
   * row (its keys are the column names) over the quote's current row, which gives what a snapshot
   * does not keep (ids, creation, price permissions), with the labels of the version's own ids.
   */
  async versionDetail(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    version: number,
  ): Promise<QuoteDetailRow | undefined> {
    return rowsOf<QuoteDetailRow>(
      await tx.execute(sql`SELECT ${DETAIL_COLUMNS}
        FROM itinerary_versions sv
        JOIN itineraries now ON now.tenant_id = sv.tenant_id AND now.id = sv.itinerary_id
        CROSS JOIN LATERAL jsonb_populate_record(NULL::itineraries, to_jsonb(now) || sv.snapshot || jsonb_build_object(
          'id', now.id, 'tenant_id', now.tenant_id, 'uuid', now.uuid, 'updated_at', sv.created_at, 'deleting_at', NULL)) i
        ${DETAIL_JOINS}
        WHERE sv.tenant_id = ${tenantId} AND sv.itinerary_id = ${itineraryId} AND sv.version = ${version}`),
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

  /** `lock` with what the detail shape names: a write that changes nothing answers its detail from it. */
  lockDetail(tx: TenantTx, tenantId: number, visible: SQL, ref: number | string): Promise<QuoteDetailRow | undefined> {
    return detailRow(tx, tenantId, visible, ref, sql` FOR UPDATE OF i`);
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
          owner_user_id, version, trip_type)
        VALUES (${tenantId}, ${code}, ${v.title ?? ''}, ${v.description ?? ''}, ${v.client_id ?? null}, ${v.contract_id ?? null}, ${v.status_id ?? 1},
          ${v.itinerary_type_id ?? 1}, ${v.itinerary_public ?? 0}, ${v.start_date ?? null}::date, ${v.end_date ?? null}::date, ${v.num_day ?? 1},
          ${v.num_pax ?? 1}, ${v.language_id ?? 1}, ${v.currency_id ?? 1}, ${intArray(v.location_ids ?? [])}, ${intArray(v.tag_ids ?? [])},
          ${JSON.stringify(v.room_preferable_dist ?? [])}::jsonb, ${v.owner_user_id}, 1, ${v.trip_type != null ? String(v.trip_type) : null})
        ON CONFLICT (tenant_id, code) DO NOTHING
        RETURNING id`),
    );
    return row?.id;
  },

  /** The level prices of the quote's last pricing run, as stored; undefined when it was never priced. */
  async storedLevelPrices(tx: TenantTx, tenantId: number, id: number): Promise<PricedSellerTypes[] | undefined> {
    const [row] = rowsOf<{ prices: PricedSellerTypes[] }>(
      await tx.execute(
        sql`SELECT prices FROM itinerary_pricing WHERE tenant_id = ${tenantId} AND itinerary_id = ${id}`,
      ),
    );
    return row?.prices;
  },

  /** Sets the given columns (names of QuoteValues) and stamps updated_at. */
  async update(tx: TenantTx, tenantId: number, id: number, v: QuoteValues): Promise<void> {
    quoteListCache.updating(tenantId);
    await tx.execute(sql`UPDATE itineraries SET ${setClause(v)} WHERE tenant_id = ${tenantId} AND id = ${id}`);
  },

  /** `update` answering the row as it now is: one statement where a write reads the row back. */
  async updateReturning(tx: TenantTx, tenantId: number, id: number, v: QuoteValues): Promise<QuoteRow> {
    quoteListCache.updating(tenantId);
    return rowsOf<QuoteRow>(
      await tx.execute(
        sql`UPDATE itineraries i SET ${setClause(v)} WHERE i.tenant_id = ${tenantId} AND i.id = ${id} RETURNING ${QUOTE_COLUMNS}`,
      ),
    )[0]!;
  },

  /**
   * updateReturning with the detail columns, in the same statement: a write that answers the detail
   * (quote-write.ts) reads it no more. The edition is left null: the version it names is written
   * after this row (versionsRepository.saveVersion returns it). `alongside`, a data-modifying
   * statement of the same write (the pricing result's), runs in it too: its row is `alongside`, as JSON.
   */
  async updateDetailReturning(
    tx: TenantTx,
    tenantId: number,
    id: number,
    v: QuoteValues,
    alongside?: SQL,
  ): Promise<QuoteDetailRow & { alongside?: Record<string, unknown> | null }> {
    quoteListCache.updating(tenantId);
    const also = alongside ? sql`a AS (${alongside}), ` : sql``;
    const alsoColumn = alongside ? sql`, (SELECT to_jsonb(a) FROM a LIMIT 1) AS alongside` : sql``;
    return rowsOf<QuoteDetailRow>(
      await tx.execute(
        sql`WITH ${also}i AS (UPDATE itineraries i SET ${setClause(v)} WHERE i.tenant_id = ${tenantId} AND i.id = ${id} RETURNING i.*)
          SELECT ${DETAIL_COLUMNS}${alsoColumn} FROM i ${DETAIL_JOINS}`,
      ),
    )[0]!;
  },

  async remove(tx: TenantTx, tenantId: number, id: number): Promise<void> {
    quoteListCache.changed(tenantId);
    await tx.execute(sql`DELETE FROM itineraries WHERE tenant_id = ${tenantId} AND id = ${id}`);
  },

  /** Queued delete: the quote disappears from reads at once; the job removes the rows. */
  async markDeleting(tx: TenantTx, tenantId: number, id: number, deleting: boolean): Promise<void> {
    quoteListCache.updating(tenantId);
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

function columnValue(column: string, value: unknown): SQL {
  if (column === 'location_ids' || column === 'tag_ids') return intArray(value as number[]);
  if (column === 'room_preferable_dist') return sql`${JSON.stringify(value ?? [])}::jsonb`;
  if (column === 'start_date' || column === 'end_date') return sql`${value ?? null}::date`;
  if (column === 'trip_type') return sql`${value != null ? String(value) : null}`;
  return sql`${value ?? null}`;
}
