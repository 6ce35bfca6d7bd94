import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

// Every statement of the rate-change impact: the changes, the quotes using their services, and the
// re-pricing jobs' progress (docs/domain/rate-changes.md).

export interface RateChangeRow {
  id: number;
  service_id: number;
  service_code: string;
  service_name: string;
  source: 'editor' | 'import';
  user_id: number | null;
  user_name: string | null;
  created_at: string | Date;
  changed_ids: number[];
  added_ids: number[];
  removed_ids: number[];
  costs: { id: number; sales_manual_id: number; before: number | null; after: number | null }[];
  open_quotes: number;
}

export interface QuoteUsingRow {
  id: number;
  uuid: string;
  code: string;
  title: string;
  status_id: number;
  version: number;
  prices_locked: number;
  sold_level: number | null;
  service_ids: number[];
}

export interface RepricingRow {
  id: string;
  user_id: number | null;
  rate_change_id: number | null;
  quote_ids: number[];
  status: 'running' | 'done';
  results: { id: number; code: string; outcome: string; reason?: string; version?: number }[];
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const OPEN = sql`(1, 4, 5)`;

const CHANGE_SELECT = (tenantId: number) => sql`SELECT rc.id, rc.service_id, s.code AS service_code,
    coalesce(s.name->>'en', (SELECT value FROM jsonb_each_text(s.name) LIMIT 1), s.code) AS service_name,
    rc.source, rc.user_id, u.name AS user_name, rc.created_at, rc.changed_ids, rc.added_ids, rc.removed_ids, rc.costs,
    (SELECT count(DISTINCT i.id)::int FROM itinerary_services qs JOIN itineraries i ON i.id = qs.itinerary_id
      WHERE qs.tenant_id = ${tenantId} AND qs.service_id = rc.service_id AND i.status_id IN ${OPEN}
        AND i.itinerary_type_id = 1 AND i.deleting_at IS NULL) AS open_quotes
  FROM rate_changes rc JOIN services s ON s.id = rc.service_id LEFT JOIN users u ON u.id = rc.user_id
  WHERE rc.tenant_id = ${tenantId}`;

export const rateChangesRepository = {
  async list(tx: TenantTx, tenantId: number, days: number, serviceId?: number): Promise<RateChangeRow[]> {
    const service = serviceId === undefined ? sql`` : sql` AND rc.service_id = ${serviceId}`;
    return rowsOf<RateChangeRow>(
      await tx.execute(sql`${CHANGE_SELECT(tenantId)} AND rc.created_at >= now() - make_interval(days => ${days})${service}
        ORDER BY rc.created_at DESC, rc.id DESC`),
    );
  },

  async byId(tx: TenantTx, tenantId: number, id: number): Promise<RateChangeRow | undefined> {
    return rowsOf<RateChangeRow>(await tx.execute(sql`${CHANGE_SELECT(tenantId)} AND rc.id = ${id}`))[0];
  },

  /**
   * The quotes (not templates) whose services use these catalogue services: open ones (In
   * Preparation, Sent, Under Review) and confirmed ones, in code order.
   */
  async quotesUsing(tx: TenantTx, tenantId: number, serviceIds: readonly number[]): Promise<QuoteUsingRow[]> {
    if (!serviceIds.length) return [];
    return rowsOf<QuoteUsingRow>(
      await tx.execute(sql`SELECT i.id, i.uuid::text AS uuid, i.code, i.title, i.status_id, i.version, i.prices_locked, i.sold_level,
          array_agg(DISTINCT qs.service_id ORDER BY qs.service_id) AS service_ids
        FROM itineraries i JOIN itinerary_services qs ON qs.itinerary_id = i.id AND qs.tenant_id = i.tenant_id
        WHERE i.tenant_id = ${tenantId} AND qs.service_id = ANY(${intArray(serviceIds)}) AND i.status_id IN (1, 2, 4, 5)
          AND i.itinerary_type_id = 1 AND i.deleting_at IS NULL
        GROUP BY i.tenant_id, i.id ORDER BY i.code`),
    );
  },

  /** Which of these quotes are the tenant's and not being deleted. */
  async liveQuoteIds(tx: TenantTx, tenantId: number, ids: readonly number[]): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM itineraries WHERE tenant_id = ${tenantId} AND id = ANY(${intArray(ids)})
        AND deleting_at IS NULL`),
    );
    return rows.map((r) => r.id);
  },

  async createRepricing(
    tx: TenantTx,
    tenantId: number,
    userId: number,
    rateChangeId: number | null,
    quoteIds: readonly number[],
  ): Promise<string> {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`INSERT INTO rate_repricings (tenant_id, user_id, rate_change_id, quote_ids)
        VALUES (${tenantId}, ${userId}, ${rateChangeId}, ${intArray(quoteIds)}) RETURNING id::text AS id`),
    );
    return row!.id;
  },

  async repricing(tx: TenantTx, tenantId: number, id: string): Promise<RepricingRow | undefined> {
    return rowsOf<RepricingRow>(
      await tx.execute(sql`SELECT id::text AS id, user_id, rate_change_id, quote_ids, status, results
        FROM rate_repricings WHERE tenant_id = ${tenantId} AND id = ${id}::uuid`),
    )[0];
  },

  /** Adds one quote's result (once: a job run again after a crash skips the quotes done). */
  async addResult(tx: TenantTx, tenantId: number, id: string, result: RepricingRow['results'][number], last: boolean) {
    await tx.execute(sql`UPDATE rate_repricings SET results = results || ${JSON.stringify([result])}::jsonb,
        status = CASE WHEN ${last} THEN 'done' ELSE status END, finished_at = CASE WHEN ${last} THEN now() ELSE finished_at END
      WHERE tenant_id = ${tenantId} AND id = ${id}::uuid
        AND NOT results @> ${JSON.stringify([{ id: result.id }])}::jsonb`);
  },
};
