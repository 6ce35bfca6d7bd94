import type { CatalogueSalesManual, ExchangeRate } from '@itinera/domain';
import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { DAY_COLUMNS, type DayRow } from '../quote-core/days.repository';
import type { QuotePricingFacts } from './catalogue-content.repository';
import { PASSENGER_COLUMNS, type PassengerRow, type PricingRow } from './passengers.repository';
import { ORDER, type ServiceHead } from './quote-services.repository';
import { savedResults } from './saved-results';

// Everything a pricing run reads beside the quote's own rows, in ONE statement (decision 0047): the
// facts (rate date, contract's manual and commission), the seller's settings and last result, the
// sales manual priced with, the stamp of its rate lines for the quote's services, the exchange
// rates, the passengers, the written days and the services' [id, rev] heads. They were nine statements; each costs the API a loopback round trip and a parse, and the
// process call runs them on every edit of every editor.

export interface PricingContext {
  facts: QuotePricingFacts;
  settings: PricingRow | undefined;
  /** The contract's manual when it has a live one, else the manual in force on the date, else the newest. */
  manual: CatalogueSalesManual | undefined;
  /** count:max(rev) of the manual's lines for the services (migration 0016); '' without a manual. */
  rateStamp: string;
  exchangeRates: ExchangeRate[];
  /** The quote's services in order, as [id, rev]: quoteServicesRepository.rowsAt reads the rows. */
  heads: ServiceHead[];
  /** In their order; JSON gives the same values as the row read (ints, texts, booleans, dates as text). */
  passengers: PassengerRow[];
  /** The written days by day number, as daysRepository.list reads them. */
  days: DayRow[];
}

/** `id:rev,id:rev,…` in the services' order: one text column parses faster than 120 rows. */
const parseHeads = (text: string): ServiceHead[] =>
  text
    ? text.split(',').map((pair) => {
        const at = pair.indexOf(':');
        return { id: Number(pair.slice(0, at)), rev: pair.slice(at + 1) };
      })
    : [];

interface ContextRow extends QuotePricingFacts {
  manual: CatalogueSalesManual | null;
  rate_stamp: string | null;
  exchange_rates: ExchangeRate[];
  heads: string;
  passengers: PassengerRow[];
  days: DayRow[];
  has_pricing: boolean;
  p_margin_hotel: number | null;
  p_margin_services: number | null;
  p_seller_type: PricingRow['seller_type'] | null;
  p_pax_settings: PricingRow['pax_settings'] | null;
  p_sales_manual_id: number | null;
  p_prices: PricingRow['prices'] | null;
  p_pax_prices: PricingRow['pax_prices'] | null;
  p_upgrades: unknown;
  p_messages: PricingRow['messages'] | null;
  p_priced_at: PricingRow['priced_at'];
  p_known: boolean;
}

export const pricingContextRepository = {
  /**
   * The context of pricing quote `itineraryId` starting on `startDate` (the quote's own, possibly not
   * yet written; null prices on the rate date), with its services as they stand.
   */
  async read(tx: TenantTx, tenantId: number, itineraryId: number, startDate: string | null): Promise<PricingContext> {
    const kept = savedResults.kept(tenantId, itineraryId);
    // The stored result is the one this process kept while priced_at is the one it stored it with.
    const known = kept ? sql`coalesce(p.priced_at = ${kept.pricedAt}::timestamptz, false)` : sql`false`;
    const [row] = rowsOf<ContextRow>(
      await tx.execute(sql`WITH f AS (
          SELECT i.rate_date, cc.sales_manual_id, cc.commission_mode, cc.commission_pct::float8 AS commission_pct,
            l.code AS language_code
          FROM itineraries i
          LEFT JOIN client_contracts cc ON cc.tenant_id = i.tenant_id AND cc.id = i.contract_id AND NOT cc.archived
          LEFT JOIN languages l ON l.id = i.language_id
          WHERE i.tenant_id = ${tenantId} AND i.id = ${itineraryId}
        ), m AS (
          SELECT sm.id, sm.currency_id, sm.margin_hotel::float8 AS margin_hotel, sm.margin_service::float8 AS margin_service
          FROM sales_manuals sm, f
          WHERE sm.tenant_id = ${tenantId} AND NOT sm.archived
          ORDER BY (sm.id = f.sales_manual_id) IS TRUE DESC,
            (sm.valid_from <= coalesce(${startDate}::date, f.rate_date) AND sm.valid_to >= coalesce(${startDate}::date, f.rate_date)) DESC,
            sm.valid_from DESC, sm.id
          LIMIT 1
        )
        SELECT f.rate_date::text AS rate_date, f.sales_manual_id, f.commission_mode, f.commission_pct, f.language_code,
          (SELECT row_to_json(m) FROM m) AS manual,
          (SELECT count(*) || ':' || coalesce(max(r.rev), 0) FROM rate_lines r
            WHERE r.tenant_id = ${tenantId} AND r.sales_manual_id = (SELECT m.id FROM m)
              AND r.service_id = ANY(ARRAY(SELECT DISTINCT qs.service_id FROM itinerary_services qs
                WHERE qs.tenant_id = ${tenantId} AND qs.itinerary_id = ${itineraryId}))) AS rate_stamp,
          (SELECT coalesce(string_agg(s.id || ':' || s.rev, ',' ORDER BY ${ORDER}), '') FROM itinerary_services s
            WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId}) AS heads,
          (SELECT coalesce(json_agg(x ORDER BY x.position, x.id), '[]'::json) FROM (SELECT ${PASSENGER_COLUMNS}
            FROM itinerary_passengers WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId}) x) AS passengers,
          (SELECT coalesce(json_agg(x ORDER BY x.start_day), '[]'::json) FROM (SELECT ${DAY_COLUMNS}
            FROM itinerary_days d WHERE d.tenant_id = ${tenantId} AND d.itinerary_id = ${itineraryId}) x) AS days,
          (SELECT coalesce(json_agg(json_build_object('from_currency_id', x.from_currency_id, 'to_currency_id', x.to_currency_id,
              'rate', x.rate::text, 'date', x.valid_from::text) ORDER BY x.valid_from, x.id), '[]'::json)
            FROM exchange_rates x WHERE x.tenant_id = ${tenantId}) AS exchange_rates,
          p.itinerary_id IS NOT NULL AS has_pricing, p.margin_hotel::float8 AS p_margin_hotel,
          p.margin_services::float8 AS p_margin_services, p.seller_type AS p_seller_type, p.pax_settings AS p_pax_settings,
          p.sales_manual_id AS p_sales_manual_id, p.priced_at AS p_priced_at, ${known} AS p_known,
          CASE WHEN ${known} THEN NULL ELSE p.prices END AS p_prices,
          CASE WHEN ${known} THEN NULL ELSE p.pax_prices END AS p_pax_prices,
          CASE WHEN ${known} THEN NULL ELSE p.upgrades END AS p_upgrades,
          CASE WHEN ${known} THEN NULL ELSE p.messages END AS p_messages
        FROM f LEFT JOIN itinerary_pricing p ON p.tenant_id = ${tenantId} AND p.itinerary_id = ${itineraryId}`),
    );
    if (!row) throw new Error(`quote ${itineraryId} has no row to price`);
    const stored = row.p_known && kept ? kept.values : undefined;
    const settings: PricingRow | undefined = row.has_pricing
      ? {
          // As stored, nulls included: the run compares them with its own result.
          margin_hotel: row.p_margin_hotel,
          margin_services: row.p_margin_services,
          seller_type: row.p_seller_type as PricingRow['seller_type'],
          pax_settings: row.p_pax_settings as PricingRow['pax_settings'],
          sales_manual_id: row.p_sales_manual_id,
          prices: (stored ? stored.prices : row.p_prices) as PricingRow['prices'],
          pax_prices: (stored ? stored.pax_prices : row.p_pax_prices) as PricingRow['pax_prices'],
          upgrades: stored ? stored.upgrades : row.p_upgrades,
          messages: (stored ? stored.messages : row.p_messages) as PricingRow['messages'],
          priced_at: row.p_priced_at,
        }
      : undefined;
    return {
      facts: {
        rate_date: row.rate_date,
        sales_manual_id: row.sales_manual_id,
        commission_mode: row.commission_mode,
        commission_pct: row.commission_pct,
        language_code: row.language_code,
      },
      settings,
      manual: row.manual ?? undefined,
      rateStamp: row.manual ? (row.rate_stamp ?? '') : '',
      exchangeRates: row.exchange_rates,
      heads: parseHeads(row.heads),
      passengers: row.passengers,
      days: row.days,
    };
  },
};
