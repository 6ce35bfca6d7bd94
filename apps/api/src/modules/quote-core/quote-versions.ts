import type { QuoteRow, QuoteValues } from './quotes.repository';

// Versions and history (docs/domain/quotes.md#versions): every successful write stores the
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
  'trip_type',
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
 * settings and prices (versions.repository.ts); the empty lists here are what a quote without
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
