import { sql, type SQL } from 'drizzle-orm';
import { type PassengerDraft, type PassengerRecord, type PaxLevelSetting } from '@itinera/domain';
import type { PassengerFields } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { savedResults } from './saved-results';

// Passengers of a quote and its pricing row (settings + the engine's stored result).

/** A stored passenger (docs/decisions/0028-passengers.md): the pax form's fields, type, room, lead. */
export type PassengerRow = PassengerRecord & { position: number };
/** A passenger to write: stored ones keep their id. */
export type PassengerValues = PassengerDraft;

const FIELDS = [
  'first_name',
  'last_name',
  'type',
  'age',
  'room',
  'lead',
  'email',
  'phone',
  'gender',
  'nationality',
  'birthdate',
  'passport_number',
  'passport_expiration',
  'note',
  'dietary_notes',
  'medical_notes',
  'emergency_name',
  'emergency_last_name',
  'emergency_phone',
] as const satisfies readonly (keyof PassengerFields)[];
const COLUMNS = sql.raw(FIELDS.join(', '));
/** A passenger's columns as read (dates as text): the pricing context reads them as JSON too. */
export const PASSENGER_COLUMNS = sql.raw(
  `id, position, ${FIELDS.map((f) => (f === 'birthdate' || f === 'passport_expiration' ? `${f}::text AS ${f}` : f)).join(', ')}`,
);
const valuesOf = (p: PassengerValues, position: number) =>
  sql.join([...FIELDS.map((f) => sql`${p[f] ?? null}`), sql`${position}`], sql`, `);

export interface PricingRow {
  margin_hotel: number | null;
  margin_services: number | null;
  seller_type: 'seller' | 'reseller';
  pax_settings: PaxLevelSetting[];
  sales_manual_id: number | null;
  prices: Record<string, unknown>[];
  pax_prices: Record<string, unknown>[];
  upgrades: unknown;
  messages: { errors: string[]; warnings: string[] }[];
  priced_at: string | Date | null;
}

export interface PricingResultValues {
  sales_manual_id: number | null;
  prices: unknown;
  pax_prices: unknown;
  upgrades: unknown;
  messages: unknown;
}

const json = (v: unknown) => sql`${JSON.stringify(v ?? null)}::jsonb`;

export const passengersRepository = {
  async list(tx: TenantTx, tenantId: number, itineraryId: number): Promise<PassengerRow[]> {
    return rowsOf<PassengerRow>(
      await tx.execute(sql`SELECT ${PASSENGER_COLUMNS} FROM itinerary_passengers
      WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} ORDER BY position, id`),
    );
  },

  /** Makes the stored list exactly `list`: ids kept are updated, new ones inserted (or with their id, on restore), the rest deleted. */
  async replace(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    list: PassengerValues[],
    keepIds = false,
  ): Promise<PassengerRow[]> {
    const kept = list.map((p) => p.id).filter((id): id is number => id !== undefined);
    await tx.execute(sql`DELETE FROM itinerary_passengers WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId}
      ${kept.length && !keepIds ? sql`AND id NOT IN ${kept}` : sql``}`);
    for (const [position, p] of list.entries()) {
      const values = valuesOf(p, position);
      if (p.id !== undefined && !keepIds) {
        await tx.execute(sql`UPDATE itinerary_passengers SET (${COLUMNS}, position) = (${values})
          WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND id = ${p.id}`);
      } else if (p.id !== undefined) {
        await tx.execute(sql`INSERT INTO itinerary_passengers (id, tenant_id, itinerary_id, ${COLUMNS}, position) OVERRIDING SYSTEM VALUE
          VALUES (${p.id}, ${tenantId}, ${itineraryId}, ${values})`);
      } else {
        await tx.execute(
          sql`INSERT INTO itinerary_passengers (tenant_id, itinerary_id, ${COLUMNS}, position) VALUES (${tenantId}, ${itineraryId}, ${values})`,
        );
      }
    }
    return this.list(tx, tenantId, itineraryId);
  },

  /** Adds default passengers up to `count` or drops the last ones beyond it; answers the list. */
  async ensureCount(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    count: number,
    current: PassengerRow[],
  ): Promise<PassengerRow[]> {
    if (current.length === count) return current;
    if (current.length > count) {
      const drop = current.slice(count).map((p) => p.id);
      await tx.execute(
        sql`DELETE FROM itinerary_passengers WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND id IN ${drop}`,
      );
      return current.slice(0, count);
    }
    const rows = Array.from({ length: count - current.length }, (_, i) => current.length + i);
    // Placeholders a seller names later; the first of a quote leads its party.
    await tx.execute(sql`INSERT INTO itinerary_passengers (tenant_id, itinerary_id, first_name, last_name, type, lead, position)
      VALUES ${sql.join(
        rows.map((i) => sql`(${tenantId}, ${itineraryId}, 'Passenger', ${String(i + 1)}, 'adult', ${i === 0}, ${i})`),
        sql`, `,
      )}`);
    return this.list(tx, tenantId, itineraryId);
  },

  async pricing(tx: TenantTx, tenantId: number, itineraryId: number): Promise<PricingRow | undefined> {
    return rowsOf<PricingRow>(
      await tx.execute(sql`SELECT margin_hotel::float8 AS margin_hotel, margin_services::float8 AS margin_services, seller_type,
        pax_settings, sales_manual_id, prices, pax_prices, upgrades, messages, priced_at
      FROM itinerary_pricing WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId}`),
    )[0];
  },

  /** Sets the seller's settings (only the keys given), creating the row when needed. */
  async saveSettings(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    s: {
      margin_hotel?: number | null;
      margin_services?: number | null;
      seller_type?: string;
      pax_settings?: PaxLevelSetting[];
    },
  ): Promise<void> {
    await tx.execute(
      sql`INSERT INTO itinerary_pricing (itinerary_id, tenant_id) VALUES (${itineraryId}, ${tenantId}) ON CONFLICT (tenant_id, itinerary_id) DO NOTHING`,
    );
    const sets = [];
    if (s.margin_hotel !== undefined) sets.push(sql`margin_hotel = ${s.margin_hotel}`);
    if (s.margin_services !== undefined) sets.push(sql`margin_services = ${s.margin_services}`);
    if (s.seller_type !== undefined) sets.push(sql`seller_type = ${s.seller_type}`);
    if (s.pax_settings !== undefined) sets.push(sql`pax_settings = ${json(s.pax_settings)}`);
    if (!sets.length) return;
    await tx.execute(
      sql`UPDATE itinerary_pricing SET ${sql.join(sets, sql`, `)}, updated_at = now() WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId}`,
    );
  },

  /**
   * Stamps the stored result as the current one (priced_at, as saveResult does) when a run found it
   * as stored: a move of 40 services that changes no price wrote the same ~27 KB of JSON again
   * (decision 0088). `r` is the result as stored, kept for the next pricing context.
   */
  async touchResult(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    r: PricingResultValues,
  ): Promise<string | undefined> {
    const stamp = await pricedAt(tx, touchResultSql(tenantId, itineraryId));
    return passengersRepository.resultWritten(tx, tenantId, itineraryId, r, true, stamp);
  },

  /** Writes the result; answers the `priced_at` it was stored with (the statement's now()). */
  async saveResult(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    r: PricingResultValues,
  ): Promise<string | undefined> {
    const stamp = await pricedAt(tx, saveResultSql(tenantId, itineraryId, r));
    return passengersRepository.resultWritten(tx, tenantId, itineraryId, r, false, stamp);
  },

  /**
   * The statement of touchResult (`asStored`) or saveResult, returning `priced_at`: another
   * statement runs it as a CTE (a services write with its version, decision 0118); `resultWritten` follows it.
   */
  resultSql(tenantId: number, itineraryId: number, r: PricingResultValues, asStored: boolean): SQL {
    return asStored ? touchResultSql(tenantId, itineraryId) : saveResultSql(tenantId, itineraryId, r);
  },

  /**
   * After resultSql ran: the result kept as stored, or (a touch that found no row) saved. Answers
   * the `priced_at` the result is now stored with.
   */
  async resultWritten(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    r: PricingResultValues,
    asStored: boolean,
    stored: string | undefined,
  ): Promise<string | undefined> {
    if (stored === undefined) {
      return asStored ? passengersRepository.saveResult(tx, tenantId, itineraryId, r) : undefined;
    }
    // Kept as stored (an absent value is stored as null), for the next pricing context of the quote.
    savedResults.remember(tenantId, itineraryId, stored, {
      sales_manual_id: r.sales_manual_id,
      prices: r.prices ?? null,
      pax_prices: r.pax_prices ?? null,
      upgrades: r.upgrades ?? null,
      messages: r.messages ?? null,
    });
    return stored;
  },
};

const touchResultSql = (
  tenantId: number,
  itineraryId: number,
) => sql`UPDATE itinerary_pricing SET priced_at = now(), updated_at = now()
  WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} RETURNING priced_at::text AS priced_at`;

const saveResultSql = (
  tenantId: number,
  itineraryId: number,
  r: PricingResultValues,
) => sql`INSERT INTO itinerary_pricing (itinerary_id, tenant_id, sales_manual_id, prices, pax_prices, upgrades, messages, priced_at)
  VALUES (${itineraryId}, ${tenantId}, ${r.sales_manual_id}, ${json(r.prices)}, ${json(r.pax_prices)}, ${json(r.upgrades)}, ${json(r.messages)}, now())
  ON CONFLICT (tenant_id, itinerary_id) DO UPDATE SET sales_manual_id = EXCLUDED.sales_manual_id, prices = EXCLUDED.prices, pax_prices = EXCLUDED.pax_prices,
    upgrades = EXCLUDED.upgrades, messages = EXCLUDED.messages, priced_at = now(), updated_at = now()
  RETURNING priced_at::text AS priced_at`;

async function pricedAt(tx: TenantTx, statement: SQL): Promise<string | undefined> {
  return rowsOf<{ priced_at: string }>(await tx.execute(statement))[0]?.priced_at;
}
