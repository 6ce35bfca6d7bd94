import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { saveServiceBodies, snapshotParts, snapshotWithServices } from '../quote-services/snapshot';
import type { QuoteRow, QuoteValues } from './quotes.repository';

// Versions and history (domain.md "Codes, versions, history"): every successful write stores the
// whole quote as a snapshot under its new version and one history entry per changed field.
// Nothing here is ever deleted (only the quote's own delete cascades).

/** The quote's own fields a snapshot keeps and a restore puts back, in column names. */
export const CONTENT_FIELDS = [
  'title',
  'description',
  'client_id',
  'contract_id',
  'itinerary_type_id',
  'itinerary_public',
  'start_date',
  'end_date',
  'num_day',
  'num_pax',
  'language_id',
  'currency_id',
  'location_ids',
  'tag_ids',
  'room_preferable_dist',
] as const;

/** Fields that follow the workflow rather than the content: kept in the snapshot, never restored. */
const STATE_FIELDS = [
  'code',
  'status_id',
  'user_id',
  'owner_user_id',
  'prices_locked',
  'stable_version',
  'price',
] as const;

/**
 * The quote's own fields at one version. saveSnapshot adds its services, passengers, pricing
 * settings and prices (quote-services/snapshot.ts); the empty lists here are what a quote without
 * them has, so a restore never needs a second format.
 */
export function snapshotOf(row: QuoteRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id, uuid: row.uuid, version: row.version };
  for (const f of [...CONTENT_FIELDS, ...STATE_FIELDS]) out[f] = row[f];
  return { ...out, services: [], days: [], passengers: [], prices: [] };
}

/** The content of a snapshot as write values. */
export function contentOf(snapshot: Record<string, unknown>): QuoteValues {
  const out: Record<string, unknown> = {};
  for (const f of CONTENT_FIELDS) if (f in snapshot) out[f] = snapshot[f];
  return out as QuoteValues;
}

/** JSON with sorted keys: jsonb stores object keys in its own order, which must not count as a change. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Equal as JSON, whatever the key order (jsonb reorders keys). */
export const same = (a: unknown, b: unknown) => stable(a) === stable(b);

/** The fields of `next` whose value differs from `row`, with both values. */
export function changedFields(row: QuoteRow, next: QuoteValues): { field: string; from: unknown; to: unknown }[] {
  return Object.entries(next)
    .filter(([field, to]) => !same(row[field as keyof QuoteRow], to))
    .map(([field, to]) => ({ field, from: row[field as keyof QuoteRow] ?? null, to: to ?? null }));
}

export interface HistoryEntry {
  action: string;
  field?: string | null;
  from?: unknown;
  to?: unknown;
  entity?: string;
  entityId?: number | null;
}

export interface HistoryRow {
  id: number;
  version: number;
  entity: string;
  entity_id: number | null;
  action: string;
  field: string | null;
  from: unknown;
  to: unknown;
  user_id: number | null;
  user_name: string | null;
  created_at: Date | string;
}

const json = (v: unknown) => (v === undefined ? sql`NULL` : sql`${JSON.stringify(v)}::jsonb`);

export const versionsRepository = {
  async saveSnapshot(tx: TenantTx, tenantId: number, row: QuoteRow, userId: number): Promise<void> {
    await tx.execute(saveServiceBodies(tenantId, row.id));
    await tx.execute(sql`INSERT INTO itinerary_versions (tenant_id, itinerary_id, version, snapshot, user_id)
      VALUES (${tenantId}, ${row.id}, ${row.version}, ${JSON.stringify(snapshotOf(row))}::jsonb || ${snapshotParts(tenantId, row.id)}, ${userId})`);
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
    userId: number,
    entries: HistoryEntry[],
  ): Promise<void> {
    if (!entries.length) return;
    const values = entries.map(
      (e) =>
        sql`(${tenantId}, ${itineraryId}, ${version}, ${e.entity ?? 'itinerary'}, ${e.entityId ?? null}, ${e.action}, ${e.field ?? null}, ${json(e.from)}, ${json(e.to)}, ${userId})`,
    );
    await tx.execute(sql`INSERT INTO itinerary_history (tenant_id, itinerary_id, version, entity, entity_id, action, field, from_value, to_value, user_id)
      VALUES ${sql.join(values, sql`, `)}`);
  },

  /** Newest first; the id orders entries written in the same transaction. */
  /** A page of the quote's entries of one entity kind, newest first; `entityId` narrows them to one service. */
  async history(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    entity: string,
    page: number,
    limit: number,
    entityId?: number,
  ): Promise<{ rows: HistoryRow[]; total: number }> {
    const where = sql`h.tenant_id = ${tenantId} AND h.itinerary_id = ${itineraryId} AND h.entity = ${entity}${entityId === undefined ? sql`` : sql` AND h.entity_id = ${entityId}`}`;
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
};
