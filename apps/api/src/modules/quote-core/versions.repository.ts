import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { DAY_JSON } from './days.repository';
import { snapshotOf, type HistoryEntry, type HistoryRow } from './quote-versions';
import type { QuoteDetailRow, QuoteRow } from './quotes.repository';

type Edition = QuoteDetailRow['edition'];

// The services, passengers and pricing of a quote as a version snapshot keeps them. Service bodies
// are shared between versions (decision 0016): saving a version copies only the services that
// changed since a snapshot last saw them, and costs two statements however many services there are.
// Key names are the API's, so stripPriceFields removes costs from a snapshot like from any answer.

const SERVICE = sql`jsonb_build_object('id', s.id, 'service_id', s.service_id, 'code', s.code, 'name', s.name,
  'id_service_type', s.service_type_id, 'category', s.category, 'description', s.description, 'recommendations', s.recommendations,
  'notes', s.notes, 'check_in', s.check_in, 'check_out', s.check_out, 'location_ids', to_jsonb(s.location_ids), 'images', to_jsonb(s.images),
  'day', s.day, 'start_date', s.start_date, 'end_date', s.end_date, 'order', s.position, 'level', s.level, 'optional', s.kind,
  'status', s.status, 'visible', s.visible, 'passengers', to_jsonb(s.passengers), 'room', s.rooms,
  'edits', jsonb_build_object('cost_unit', s.edit_cost_unit, 'quantity', s.edit_quantity, 'percentage_margin', s.edit_percentage_margin, 'price', s.edit_price),
  'quantity', s.quantity, 'cost', s.cost, 'cost_unit', s.cost_unit, 'price', s.price, 'price_unit', s.price_unit, 'margin', s.margin,
  'percentage_margin', s.percentage_margin, 'calculated_price', s.calculated_price, 'service_price', s.service_price,
  'service_supplier', s.service_supplier, 'errors', s.errors)`;

/**
 * Copies into itinerary_service_snapshots the bodies of the quote's services whose revision no
 * snapshot holds yet (after an edit of one service: one body, not all of them). Runs before the
 * version row that refers to them, in the same transaction.
 *
 * The check is one primary-key probe a service (decision 0122). `OFFSET 0` keeps it a sub-plan run
 * per service with the whole key bound: as an anti join, a tenant the statistics do not know yet
 * (a new tenant, or one that grew since the last ANALYZE: "1 row") got a plan that read every
 * snapshot of the tenant for each service, a cost that grew with every version saved.
 */
export function saveServiceBodies(tenantId: number, itineraryId: number): SQL {
  return sql`INSERT INTO itinerary_service_snapshots (tenant_id, itinerary_id, service_id, rev, body)
    SELECT s.tenant_id, s.itinerary_id, s.id, s.rev, ${SERVICE} FROM itinerary_services s
    WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId}
      AND NOT EXISTS (SELECT 1 FROM itinerary_service_snapshots b
        WHERE b.tenant_id = s.tenant_id AND b.service_id = s.id AND b.rev = s.rev OFFSET 0)
    ORDER BY s.position, s.id`;
}

/**
 * A jsonb object {service_refs, days, passengers, pricing, prices} of the quote as it now is: the
 * services as [id, rev] pairs in their order, whose bodies saveServiceBodies stored; the written
 * days (itinerary_days rows) by day number.
 * The services and passengers are read in the order of their quote's index (`ORDER BY position,
 * id`, here and in saveServiceBodies): for a tenant the statistics do not know ("1 row"), the
 * planner otherwise took the primary key, led by the tenant alone, and filtered all of the
 * tenant's services and passengers for the quote's (decision 0125).
 */
export function snapshotParts(tenantId: number, itineraryId: number): SQL {
  return sql`jsonb_build_object(
    'service_refs', (SELECT coalesce(jsonb_agg(jsonb_build_array(s.id, s.rev) ORDER BY split_part(s.day, '-', 1)::int, s.position, s.id), '[]'::jsonb)
      FROM (SELECT s.id, s.rev, s.day, s.position FROM itinerary_services s
        WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId} ORDER BY s.position, s.id) s),
    'days', (SELECT coalesce(jsonb_agg(${DAY_JSON} ORDER BY d.start_day), '[]'::jsonb)
      FROM itinerary_days d WHERE d.tenant_id = ${tenantId} AND d.itinerary_id = ${itineraryId}),
    'passengers', (SELECT coalesce(jsonb_agg(to_jsonb(p) - 'tenant_id' - 'itinerary_id' - 'position' - 'created_at' ORDER BY p.position, p.id), '[]'::jsonb)
      FROM (SELECT * FROM itinerary_passengers p
        WHERE p.tenant_id = ${tenantId} AND p.itinerary_id = ${itineraryId} ORDER BY p.position, p.id) p),
    'pricing', (SELECT jsonb_build_object('margin_hotel', r.margin_hotel, 'margin_services', r.margin_services, 'seller_type', r.seller_type, 'pax_settings', r.pax_settings)
      FROM itinerary_pricing r WHERE r.tenant_id = ${tenantId} AND r.itinerary_id = ${itineraryId}),
    'prices', coalesce((SELECT r.prices FROM itinerary_pricing r WHERE r.tenant_id = ${tenantId} AND r.itinerary_id = ${itineraryId}), '[]'::jsonb))`;
}

/**
 * A stored snapshot as readers want it: `services` in full. Versions written before migration 0015
 * hold the services themselves; later ones hold `service_refs`, resolved here.
 */
function snapshotWithServices(tenantId: number, itineraryId: number, version: number): SQL {
  return sql`SELECT CASE WHEN v.snapshot ? 'service_refs' THEN (v.snapshot - 'service_refs') || jsonb_build_object('services',
      (SELECT coalesce(jsonb_agg(b.body ORDER BY r.ord), '[]'::jsonb)
        FROM jsonb_array_elements(v.snapshot -> 'service_refs') WITH ORDINALITY AS r(ref, ord)
        JOIN itinerary_service_snapshots b ON b.service_id = (r.ref ->> 0)::int AND b.rev = (r.ref ->> 1)::bigint AND b.tenant_id = v.tenant_id))
    ELSE v.snapshot END AS snapshot
    FROM itinerary_versions v WHERE v.tenant_id = ${tenantId} AND v.itinerary_id = ${itineraryId} AND v.version = ${version}`;
}

const json = (v: unknown) => (v === undefined ? sql`NULL` : sql`${JSON.stringify(v)}::jsonb`);

/** The VALUES rows of history entries, in their order (the id orders entries of one version). */
function historyValues(
  tenantId: number,
  itineraryId: number,
  version: number,
  userId: number | null,
  entries: HistoryEntry[],
): SQL[] {
  return entries.map(
    (e) =>
      sql`(${tenantId}, ${itineraryId}, ${version}, ${e.entity ?? 'itinerary'}, ${e.entityId ?? null}, ${e.action}, ${e.field ?? null}, ${json(e.from)}, ${json(e.to)}, ${userId})`,
  );
}

/**
 * History entries as one JSON parameter, in their order: a move of 40 services wrote 400 parameters
 * and a statement text of its own per count of entries (decision 0088). An absent
 * from/to stays SQL NULL, a null one the JSON null, as the VALUES rows stored them.
 */
function historyJson(entries: HistoryEntry[]): string {
  return JSON.stringify(
    entries.map((e) => ({
      entity: e.entity ?? 'itinerary',
      entity_id: e.entityId ?? null,
      action: e.action,
      field: e.field ?? null,
      has_from: e.from !== undefined,
      from_value: e.from ?? null,
      has_to: e.to !== undefined,
      to_value: e.to ?? null,
    })),
  );
}

export const versionsRepository = {
  /**
   * A new version in ONE statement (decision 0047): the new service bodies, the version row and
   * its history entries. The version row reads no body (it names them by [id, rev]) and nothing
   * reads the history inside the statement, so the CTEs' rows need not be visible to each other.
   */
  async saveVersion(
    tx: TenantTx,
    tenantId: number,
    row: QuoteRow,
    userId: number,
    entries: HistoryEntry[],
  ): Promise<Edition> {
    const history = entries.length
      ? sql`, history AS (INSERT INTO itinerary_history (tenant_id, itinerary_id, version, entity, entity_id, action, field, from_value, to_value, user_id)
          SELECT ${tenantId}, ${row.id}, ${row.version}, e.entity, e.entity_id, e.action, e.field,
            CASE WHEN e.has_from THEN coalesce(e.from_value, 'null'::jsonb) END, CASE WHEN e.has_to THEN coalesce(e.to_value, 'null'::jsonb) END, ${userId}
          FROM ROWS FROM (jsonb_to_recordset(${historyJson(entries)}::jsonb)
              AS (entity text, entity_id int, action text, field text, has_from boolean, from_value jsonb, has_to boolean, to_value jsonb))
            WITH ORDINALITY AS e(entity, entity_id, action, field, has_from, from_value, has_to, to_value, n)
          ORDER BY e.n RETURNING 1)`
      : sql``;
    const written = await tx.execute(sql`WITH bodies AS (${saveServiceBodies(tenantId, row.id)} RETURNING 1)${history}
      INSERT INTO itinerary_versions AS v (tenant_id, itinerary_id, version, snapshot, user_id)
      VALUES (${tenantId}, ${row.id}, ${row.version}, ${JSON.stringify(snapshotOf(row))}::jsonb || ${snapshotParts(tenantId, row.id)}, ${userId})
      RETURNING json_build_object('name', coalesce((SELECT eu.name FROM users eu WHERE eu.tenant_id = v.tenant_id AND eu.id = v.user_id), ''), 'date', v.created_at) AS edition`);
    // The detail's edition (quotes.repository's DETAIL_COLUMNS), as a read of this version would give it.
    return rowsOf<{ edition: Edition }>(written)[0]!.edition;
  },

  async saveSnapshot(tx: TenantTx, tenantId: number, row: QuoteRow, userId: number): Promise<void> {
    await tx.execute(saveServiceBodies(tenantId, row.id));
    await tx.execute(sql`INSERT INTO itinerary_versions (tenant_id, itinerary_id, version, snapshot, user_id)
      VALUES (${tenantId}, ${row.id}, ${row.version}, ${JSON.stringify(snapshotOf(row))}::jsonb || ${snapshotParts(tenantId, row.id)}, ${userId})`);
  },

  /**
   * Puts the services, passengers and prices the quote now has into an already written version's
   * snapshot, with `extra` fields over its own (the demo seed adds services to its last version).
   */
  async completeSnapshot(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    version: number,
    extra: Record<string, unknown>,
  ): Promise<void> {
    await tx.execute(saveServiceBodies(tenantId, itineraryId));
    await tx.execute(sql`UPDATE itinerary_versions SET snapshot = snapshot || ${JSON.stringify(extra)}::jsonb || ${snapshotParts(tenantId, itineraryId)}
      WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND version = ${version}`);
  },

  async snapshot(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    version: number,
  ): Promise<Record<string, unknown> | undefined> {
    const [row] = rowsOf<{ snapshot: Record<string, unknown> }>(
      await tx.execute(snapshotWithServices(tenantId, itineraryId, version)),
    );
    return row?.snapshot;
  },

  async addHistory(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    version: number,
    userId: number | null,
    entries: HistoryEntry[],
  ): Promise<void> {
    if (!entries.length) return;
    const values = historyValues(tenantId, itineraryId, version, userId, entries);
    await tx.execute(sql`INSERT INTO itinerary_history (tenant_id, itinerary_id, version, entity, entity_id, action, field, from_value, to_value, user_id)
      VALUES ${sql.join(values, sql`, `)}`);
  },

  /** The status the quote ended `version` with, when a status change was recorded under it. */
  async statusAtEnd(tx: TenantTx, tenantId: number, itineraryId: number, version: number): Promise<number | undefined> {
    const [row] = rowsOf<{ to: unknown }>(
      await tx.execute(sql`SELECT h.to_value AS "to" FROM itinerary_history h
        WHERE h.tenant_id = ${tenantId} AND h.itinerary_id = ${itineraryId} AND h.version = ${version}
          AND h.field = 'status_id' ORDER BY h.id DESC LIMIT 1`),
    );
    return typeof row?.to === 'number' ? row.to : undefined;
  },

  /** Newest first; the id orders entries written in the same transaction. A page of the quote's entries of one entity kind, newest first; `entityId` narrows them to one service. */
  async history(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    entity: string,
    page: number,
    limit: number,
    entityId?: number,
  ): Promise<{ rows: HistoryRow[]; total: number }> {
    const kind = entity === 'all' ? sql`` : sql` AND h.entity = ${entity}`;
    const where = sql`h.tenant_id = ${tenantId} AND h.itinerary_id = ${itineraryId}${kind}${entityId === undefined ? sql`` : sql` AND h.entity_id = ${entityId}`}`;
    const rows = rowsOf<HistoryRow>(
      await tx.execute(sql`SELECT h.id, h.version, h.entity, h.entity_id, h.action, h.field, h.from_value AS "from", h.to_value AS "to",
          h.user_id, u.name AS user_name, h.created_at
        FROM itinerary_history h LEFT JOIN users u ON u.tenant_id = h.tenant_id AND u.id = h.user_id
        WHERE ${where}
        ORDER BY h.created_at DESC, h.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
    );
    const [count] = rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM itinerary_history h WHERE ${where}`),
    );
    return { rows, total: count?.n ?? 0 };
  },

  /** A page of the quote's version numbers, newest first, and how many it has. */
  async versions(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    page: number,
    limit: number,
  ): Promise<{ rows: number[]; total: number }> {
    const where = sql`v.tenant_id = ${tenantId} AND v.itinerary_id = ${itineraryId}`;
    const rows = rowsOf<{ version: number }>(
      await tx.execute(
        sql`SELECT v.version FROM itinerary_versions v WHERE ${where} ORDER BY v.version DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      ),
    );
    const [count] = rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM itinerary_versions v WHERE ${where}`),
    );
    return { rows: rows.map((r) => Number(r.version)), total: count?.n ?? 0 };
  },

  /**
   * The quote's newest history entry, and whether it was written in the last `minutes`: the first row
   * of itinerary_history_recent_idx, in its order.
   */
  async newestEntry(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    minutes: number,
  ): Promise<{ action: string; user_id: number | null; to: unknown; recent: boolean } | undefined> {
    return rowsOf<{ action: string; user_id: number | null; to: unknown; recent: boolean }>(
      await tx.execute(sql`SELECT h.action, h.user_id, h.to_value AS "to",
          h.created_at > now() - make_interval(mins => ${minutes}) AS recent
        FROM itinerary_history h WHERE h.tenant_id = ${tenantId} AND h.itinerary_id = ${itineraryId}
        ORDER BY h.created_at DESC, h.id DESC LIMIT 1`),
    )[0];
  },
};
