import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueSalesManual, ExchangeRate, RateLine, RoomDistributionEntry } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface PricedServiceRow {
  id: number;
  id_service_type: number;
  level: number;
  days_services: number;
}

/** What the engine needs to price catalogue services: every read of a pricing run lives here. */
export const pricesRepository = {
  async salesManual(tx: TenantTx, tenantId: number, id: number): Promise<CatalogueSalesManual | undefined> {
    return rowsOf<CatalogueSalesManual>(
      await tx.execute(sql`SELECT id, currency_id, margin_hotel::float8 AS margin_hotel, margin_service::float8 AS margin_service
      FROM sales_manuals WHERE tenant_id = ${tenantId} AND id = ${id} AND NOT archived`),
    )[0];
  },

  /** The manual in force on the date (the latest starting one), else the newest: a tenant's default rate sheet. */
  async defaultSalesManual(tx: TenantTx, tenantId: number, date: string): Promise<CatalogueSalesManual | undefined> {
    return rowsOf<CatalogueSalesManual>(
      await tx.execute(sql`SELECT id, currency_id, margin_hotel::float8 AS margin_hotel, margin_service::float8 AS margin_service
      FROM sales_manuals WHERE tenant_id = ${tenantId} AND NOT archived
      ORDER BY (valid_from <= ${date}::date AND valid_to >= ${date}::date) DESC, valid_from DESC, id LIMIT 1`),
    )[0];
  },

  async contractSalesManualId(tx: TenantTx, tenantId: number, contractId: number): Promise<number | undefined> {
    const row = rowsOf<{ id: number }>(
      await tx.execute(
        sql`SELECT sales_manual_id AS id FROM client_contracts WHERE tenant_id = ${tenantId} AND id = ${contractId} AND NOT archived`,
      ),
    )[0];
    return row?.id;
  },

  async services(tx: TenantTx, tenantId: number, ids: number[]): Promise<PricedServiceRow[]> {
    if (!ids.length) return [];
    return rowsOf<PricedServiceRow>(
      await tx.execute(sql`SELECT id, service_type_id AS id_service_type, level, days_services
      FROM services WHERE tenant_id = ${tenantId} AND id IN ${ids} AND NOT archived`),
    );
  },

  /** Rate lines of the services in one sales manual, in the engine's shape (unit cost kept exact as text). */
  async rateLines(tx: TenantTx, tenantId: number, serviceIds: number[], salesManualId: number): Promise<RateLine[]> {
    if (!serviceIds.length) return [];
    const rows = rowsOf<RateLine & { capacity: number | null }>(
      await tx.execute(sql`SELECT id, service_id, sales_manual_id, season_from::text AS "from", season_to::text AS "to",
        min_pax, max_pax, room_type_id AS id_room_type, level, basis, unit_cost::text AS unit_cost, currency_id, capacity,
        CASE WHEN age_bands = '[]'::jsonb THEN NULL ELSE age_bands END AS age_bands
      FROM rate_lines WHERE tenant_id = ${tenantId} AND sales_manual_id = ${salesManualId} AND service_id IN ${serviceIds}
      ORDER BY id`),
    );
    return rows;
  },

  /** Each room type's night counts of these packages (null: the package's own nights), docs/domain/rooms.md#package-nights. */
  async packageRoomNights(tx: TenantTx, tenantId: number, serviceIds: number[], salesManualId: number) {
    if (!serviceIds.length) return [];
    return rowsOf<{ service_id: number; id_room_type: number; nights: number | null }>(
      await tx.execute(sql`SELECT DISTINCT service_id, room_type_id AS id_room_type, nights FROM rate_lines
      WHERE tenant_id = ${tenantId} AND sales_manual_id = ${salesManualId} AND service_id IN ${serviceIds}
        AND room_type_id IS NOT NULL`),
    );
  },

  /** The stamp of a set of lines: its count and highest revision, which change on any insert, edit or delete (migration 0016). */
  async rateLinesStamp(tx: TenantTx, tenantId: number, serviceIds: number[], salesManualId: number): Promise<string> {
    const [row] = rowsOf<{ stamp: string }>(
      await tx.execute(sql`SELECT count(*) || ':' || coalesce(max(rev), 0) AS stamp FROM rate_lines
        WHERE tenant_id = ${tenantId} AND sales_manual_id = ${salesManualId} AND service_id IN ${serviceIds}`),
    );
    return row?.stamp ?? '';
  },

  /**
   * The pricing defaults a quote gives the catalogue search: its manual (the live contract's), dates,
   * rate date, and its party as its own pricing reads it — rooms, passengers, its margins.
   */
  async quoteDefaults(tx: TenantTx, tenantId: number, uuid: string, visible: SQL) {
    return rowsOf<{
      sales_manual_id: number | null;
      start_date: string | null;
      end_date: string | null;
      num_pax: number;
      rate_date: string;
      room_preferable_dist: RoomDistributionEntry[] | null;
      margin_hotel: number | null;
      margin_services: number | null;
      passengers: { id: number; type: string; age: number | null; birthdate: string | null; room: number | null }[];
    }>(
      await tx.execute(sql`SELECT cc.sales_manual_id, i.start_date::text, i.end_date::text, i.num_pax, i.rate_date::text,
          i.room_preferable_dist, p.margin_hotel::float8 AS margin_hotel, p.margin_services::float8 AS margin_services,
          (SELECT coalesce(json_agg(json_build_object('id', x.id, 'type', x.type, 'age', x.age,
              'birthdate', x.birthdate::text, 'room', x.room) ORDER BY x.position, x.id), '[]'::json)
            FROM itinerary_passengers x WHERE x.tenant_id = i.tenant_id AND x.itinerary_id = i.id) AS passengers
        FROM itineraries i
        LEFT JOIN client_contracts cc ON cc.id = i.contract_id AND cc.tenant_id = i.tenant_id AND NOT cc.archived
        LEFT JOIN itinerary_pricing p ON p.itinerary_id = i.id AND p.tenant_id = i.tenant_id
        WHERE i.tenant_id = ${tenantId} AND i.uuid = ${uuid}::uuid AND ${visible}`),
    )[0];
  },

  async exchangeRates(tx: TenantTx, tenantId: number): Promise<ExchangeRate[]> {
    return rowsOf<ExchangeRate>(
      await tx.execute(sql`SELECT from_currency_id, to_currency_id, rate::text AS rate, valid_from::text AS date
      FROM exchange_rates WHERE tenant_id = ${tenantId} ORDER BY valid_from`),
    );
  },
};
