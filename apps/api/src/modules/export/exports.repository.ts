import { sql, type SQL } from 'drizzle-orm';
import type { ExportTargetKind } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

// Every statement on quote_exports and quote_service_imports; each takes the tenant first.

/**
 * The quotes (under the list's visibility condition on `i`) with an export queued or running, one
 * `uuid` a row: the quote list reads it inside its page's statement as `ARRAY(…)` (decision 0112).
 */
export const exportingUuidsSql = (tenantId: number, visible: SQL): SQL =>
  sql`SELECT i.uuid::text AS uuid FROM itineraries i WHERE i.tenant_id = ${tenantId} AND ${visible}
    AND EXISTS (SELECT 1 FROM quote_exports e WHERE e.tenant_id = ${tenantId} AND e.itinerary_id = i.id AND e.status IN ('queued', 'running'))`;

export type ExportStatus = 'queued' | 'running' | 'delivered' | 'failed';
export interface ExportRow {
  id: number;
  itinerary_id: number;
  target_id: number | null;
  source: string;
  kind: ExportTargetKind;
  user_id: number | null;
  user_name: string | null;
  version: number;
  status: ExportStatus;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  response_status: number | null;
  idempotency_key: string;
  target_name: string | null;
  retry_of: number | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const COLUMNS = sql`e.id, e.itinerary_id, e.target_id, e.source, e.kind, e.user_id, u.name AS user_name, e.version, e.status,
  e.attempts, e.max_attempts, e.last_error, e.response_status, e.idempotency_key::text AS idempotency_key,
  t.name AS target_name, e.retry_of, e.created_at, e.finished_at`;
const FROM = sql`quote_exports e LEFT JOIN users u ON u.id = e.user_id LEFT JOIN export_targets t ON t.id = e.target_id`;
const OPEN = sql`status IN ('queued', 'running')`;
/** A quote by row id, or by uuid (the public id the detail answer holds). */
const quoteId = (tenantId: number, quote: number | string) =>
  typeof quote === 'number'
    ? sql`${quote}`
    : sql`(SELECT id FROM itineraries WHERE tenant_id = ${tenantId} AND uuid = ${quote}::uuid)`;

export interface NewExport {
  itinerary_id: number;
  target_id: number;
  source: string;
  kind: ExportTargetKind;
  user_id: number;
  version: number;
  max_attempts: number;
  retry_of?: number | null;
  idempotency_key?: string;
}

export const exportsRepository = {
  /** The row and its idempotency key (given on a retry: the same export again, one effect at the receiver). */
  async insert(tx: TenantTx, tenantId: number, v: NewExport): Promise<{ id: number; idempotency_key: string }> {
    const key = v.idempotency_key ? sql`${v.idempotency_key}::uuid` : sql`gen_random_uuid()`;
    return rowsOf<{ id: number; idempotency_key: string }>(
      await tx.execute(sql`INSERT INTO quote_exports (tenant_id, itinerary_id, target_id, source, kind, user_id, version, max_attempts, retry_of, idempotency_key, document)
        VALUES (${tenantId}, ${v.itinerary_id}, ${v.target_id}, ${v.source}, ${v.kind}, ${v.user_id}, ${v.version}, ${v.max_attempts}, ${v.retry_of ?? null}, ${key}, '{}'::jsonb)
        RETURNING id, idempotency_key::text AS idempotency_key`),
    )[0]!;
  },

  async setDocument(tx: TenantTx, tenantId: number, id: number, document: unknown): Promise<void> {
    await tx.execute(
      sql`UPDATE quote_exports SET document = ${JSON.stringify(document)}::jsonb WHERE tenant_id = ${tenantId} AND id = ${id}`,
    );
  },

  async byId(tx: TenantTx, tenantId: number, id: number, itineraryId?: number): Promise<ExportRow | undefined> {
    const ofQuote = itineraryId === undefined ? sql`` : sql` AND e.itinerary_id = ${itineraryId}`;
    return rowsOf<ExportRow>(
      await tx.execute(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE e.tenant_id = ${tenantId} AND e.id = ${id}${ofQuote}`),
    )[0];
  },

  async document(tx: TenantTx, tenantId: number, id: number): Promise<Record<string, unknown> | undefined> {
    return rowsOf<{ document: Record<string, unknown> }>(
      await tx.execute(sql`SELECT document FROM quote_exports WHERE tenant_id = ${tenantId} AND id = ${id}`),
    )[0]?.document;
  },

  async forQuote(tx: TenantTx, tenantId: number, itineraryId: number, limit = 50): Promise<ExportRow[]> {
    return rowsOf<ExportRow>(
      await tx.execute(
        sql`SELECT ${COLUMNS} FROM ${FROM} WHERE e.tenant_id = ${tenantId} AND e.itinerary_id = ${itineraryId} ORDER BY e.id DESC LIMIT ${limit}`,
      ),
    );
  },

  async openFor(tx: TenantTx, tenantId: number, quote: number | string): Promise<boolean> {
    return (
      rowsOf(
        await tx.execute(
          sql`SELECT 1 FROM quote_exports WHERE tenant_id = ${tenantId} AND itinerary_id = ${quoteId(tenantId, quote)} AND ${OPEN} LIMIT 1`,
        ),
      ).length > 0
    );
  },

  /** The user's account on the external system (read fresh: an administrator may have just set it). */
  async externalCodeOf(tx: TenantTx, tenantId: number, userId: number): Promise<string | null> {
    const [row] = rowsOf<{ external_code: string | null }>(
      await tx.execute(sql`SELECT external_code FROM users WHERE tenant_id = ${tenantId} AND id = ${userId}`),
    );
    return row?.external_code || null;
  },

  /** The uuids of the quotes (under the list's visibility condition on `i`) with an export queued or running. */
  async exportingUuids(tx: TenantTx, tenantId: number, visible: SQL): Promise<string[]> {
    return rowsOf<{ uuid: string }>(await tx.execute(exportingUuidsSql(tenantId, visible))).map((r) => r.uuid);
  },

  /** One try begins: counted before the request leaves, so a try cut off by a crash still counts. */
  async beginTry(tx: TenantTx, tenantId: number, id: number): Promise<ExportRow | undefined> {
    const claimed = rowsOf<{ id: number }>(
      await tx.execute(sql`UPDATE quote_exports SET status = 'running', attempts = attempts + 1
        WHERE tenant_id = ${tenantId} AND id = ${id} AND ${OPEN} RETURNING id`),
    );
    return claimed.length ? this.byId(tx, tenantId, id) : undefined;
  },

  async endTry(
    tx: TenantTx,
    tenantId: number,
    id: number,
    status: ExportStatus,
    outcome: { error?: string | null; responseStatus?: number | null },
  ): Promise<void> {
    const finished = status === 'delivered' || status === 'failed' ? sql`now()` : sql`NULL`;
    await tx.execute(sql`UPDATE quote_exports SET status = ${status}, last_error = ${outcome.error ?? null},
      response_status = ${outcome.responseStatus ?? null}, finished_at = ${finished}
      WHERE tenant_id = ${tenantId} AND id = ${id}`);
  },
};

export const importsRepository = {
  async insert(tx: TenantTx, tenantId: number, itineraryId: number, userId: number, codes: string[]): Promise<number> {
    return rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO quote_service_imports (tenant_id, itinerary_id, user_id, codes)
        VALUES (${tenantId}, ${itineraryId}, ${userId}, ${sql`ARRAY[${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )}]::text[]`}) RETURNING id`),
    )[0]!.id;
  },

  async byId(tx: TenantTx, tenantId: number, id: number) {
    return rowsOf<{ id: number; itinerary_id: number; user_id: number | null; codes: string[]; status: string }>(
      await tx.execute(
        sql`SELECT id, itinerary_id, user_id, codes, status FROM quote_service_imports WHERE tenant_id = ${tenantId} AND id = ${id}`,
      ),
    )[0];
  },

  /** The codes of a quote's imports still waiting (queue.importing.services). */
  async pendingCodes(tx: TenantTx, tenantId: number, quote: number | string): Promise<string[]> {
    return rowsOf<{ code: string }>(
      await tx.execute(sql`SELECT unnest(codes) AS code FROM quote_service_imports
        WHERE tenant_id = ${tenantId} AND itinerary_id = ${quoteId(tenantId, quote)} AND status = 'queued' ORDER BY id`),
    ).map((r) => r.code);
  },

  async finish(tx: TenantTx, tenantId: number, id: number, status: 'done' | 'failed', result: unknown): Promise<void> {
    await tx.execute(sql`UPDATE quote_service_imports SET status = ${status}, result = ${JSON.stringify(result)}::jsonb, finished_at = now()
      WHERE tenant_id = ${tenantId} AND id = ${id}`);
  },

  /** Catalogue services of the company by code (archived ones are not added to quotes). */
  async catalogueIds(tx: TenantTx, tenantId: number, codes: string[]): Promise<Map<string, number>> {
    const rows = rowsOf<{ id: number; code: string }>(
      await tx.execute(sql`SELECT id, code FROM services WHERE tenant_id = ${tenantId} AND NOT archived
        AND code IN (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`),
    );
    return new Map(rows.map((r) => [r.code, r.id]));
  },
};
