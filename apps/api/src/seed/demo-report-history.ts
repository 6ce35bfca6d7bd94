import { sql } from 'drizzle-orm';
import type { TenantTx } from '../db/client';

// The demo's sales history (issue 42, docs/decisions/issues.md): 14 months of older quotes before the demo quotes of 2026,
// and a few in the two months of 2026 they leave empty, so the Reports page has two years to show. Set-based SQL, a few statements, so
// the seed stays fast (it runs at every test-template build and first start).
//
// Every quote is deterministic in its number g: its agency (two, or none), consultant (admin,
// operator, agent), places (a city of eight countries, Peru most), its walk through the statuses
// with dated history (Under Review, Sent, then Confirmed or Rejected, or still waiting), its level
// totals and a request it answers (two in three). They hold no services: their level totals and
// margins are written to report_quotes as the quote's past figures (decision 0061); the list shows
// their price. None is newer than the demo's August quote, so the quote list's first page is the
// demo's as before.

/** Quotes from 2024-12-02 to 2026-01-31, dense; then a few in March and July 2026, the months the demo quotes leave empty. */
const DENSE = 360;
export const HISTORY_QUOTES = DENSE + 16;
const FIRST_DAY = '2024-12-02T09:00:00Z';
const SPAN_DAYS = 425;

const TITLES = [
  'Andes & Amazon',
  'Volcano trail',
  'Pacific coast',
  'Patagonia lakes',
  'Colonial cities',
  'Salt flats',
  'Rainforest lodge',
  'Wildlife week',
  'Family adventure',
  'Wine & estancias',
];
const NAMES = [
  'Becker',
  'Okafor',
  'Laurent',
  'Moreau',
  'Jensen',
  'Ferreira',
  'Ito',
  'Walsh',
  'Costa',
  'Nowak',
  'Haddad',
];
const COUNTRIES = ['PE', 'PE', 'PE', 'CR', 'CR', 'EC', 'BO', 'AR', 'CL', 'CO', 'PE', 'BR', 'CR', 'EC'];
const words = (items: string[]) => sql.raw(`ARRAY[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * One row per history quote: g, when it arrived and went where. `final` is the status it stopped
 * at; `sent`, `review`, `answered` the days after creation it moved (null: never).
 */
const plan = (tenantId: number) => sql`
  SELECT g, code, created, client_id, owner, final, base,
    CASE WHEN final IN (2, 3, 4) THEN created + make_interval(days => 2 + (g * 13) % 9, hours => (g * 5) % 7) END AS sent,
    CASE WHEN final = 5 OR (g % 4 = 0 AND final <> 1) THEN created + make_interval(hours => 2 + g % 20) END AS review,
    CASE WHEN final IN (2, 3) THEN created + make_interval(days => 4 + (g * 13) % 9 + (g * 11) % 26, hours => (g * 5) % 7 + 2) END AS answered,
    -- The level sold: Luxury only where the quote priced it (two in three).
    CASE WHEN final = 2 THEN (CASE WHEN g % 5 = 4 AND g % 3 <> 0 THEN 3 WHEN g % 5 IN (1, 2) THEN 2 ELSE 1 END) END AS sold
  FROM (
  -- A quote never sent whose request was lost before 2026 was turned down too (a Lost request holds
  -- only Rejected quotes); the newer ones still wait.
  SELECT q.*, CASE WHEN q.raw_final IN (1, 5) AND q.g % 3 <> 0 AND q.created < TIMESTAMPTZ '2026-01-01' THEN 3
                   ELSE q.raw_final END AS final
  FROM (
    SELECT g, 'I0' || (1 + g % 2) || '-H' || lpad(g::text, 4, '0') AS code,
      CASE WHEN g <= ${DENSE} THEN ${FIRST_DAY}::timestamptz + make_interval(days => ((g - 1) * ${SPAN_DAYS}) / ${DENSE}, hours => (g * 7) % 9)
           ELSE (CASE WHEN g % 2 = 0 THEN TIMESTAMPTZ '2026-03-03T09:00:00Z' ELSE TIMESTAMPTZ '2026-07-02T09:00:00Z' END)
                + make_interval(days => ((g - ${DENSE + 1}) / 2) * 3, hours => (g * 7) % 9) END AS created,
      CASE WHEN g % 5 = 4 THEN NULL ELSE c.ids[1 + (g % 5) / 2] END AS client_id,
      u.ids[1 + (g * 7) % cardinality(u.ids)] AS owner,
      CASE WHEN (g * 37) % 100 < 40 THEN 2 WHEN (g * 37) % 100 < 62 THEN 3 WHEN (g * 37) % 100 < 70 THEN 4
           WHEN (g * 37) % 100 < 76 THEN 5 ELSE 1 END AS raw_final,
      900 + (g * 97) % 5200 AS base
    FROM generate_series(1, ${HISTORY_QUOTES}) g,
      (SELECT array_agg(id ORDER BY id) AS ids FROM clients WHERE tenant_id = ${tenantId}) c,
      (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE tenant_id = ${tenantId} AND role_id IN (1, 4, 7)) u
  ) q) p`;

export async function seedDemoReportHistory(tx: TenantTx, tenantId: number): Promise<void> {
  // The quotes, at the status they stopped at, with their places and list price.
  await tx.execute(sql`
    INSERT INTO itineraries (tenant_id, code, title, client_id, owner_user_id, status_id, sold_level, start_date, end_date,
      num_day, num_pax, location_ids, version, stable_version, prices_locked, price, rate_date, created_at, updated_at)
    SELECT ${tenantId}, p.code, (${words(TITLES)})[1 + p.g % ${TITLES.length}] || ' — ' || (${words(NAMES)})[1 + (p.g / 3) % ${NAMES.length}],
      p.client_id, p.owner, p.final, p.sold, (p.created + make_interval(days => 30 + (p.g * 17) % 90))::date,
      (p.created + make_interval(days => 30 + (p.g * 17) % 90 + 4 + p.g % 10))::date, 5 + p.g % 10, 1 + (p.g * 3) % 6,
      -- One or two cities, of one country or two.
      array_remove(ARRAY(SELECT (SELECT l.id FROM locations l WHERE l.kind = 'city'
          AND l.country_code = (${words(COUNTRIES)})[1 + (p.g * 5 + n * (p.g % 3)) % ${COUNTRIES.length}]
          ORDER BY l.id OFFSET (p.g * 31 + n * 7) % 20 LIMIT 1) FROM generate_series(0, p.g % 2) n), NULL), 1,
      -- Sent locked the prices (Confirmed and Rejected keep the lock) and marked the version sent.
      CASE WHEN p.final IN (2, 4) THEN 1 END, CASE WHEN p.final <> 1 THEN 1 ELSE 0 END,
      CASE p.sold WHEN 2 THEN round(p.base * 1.4) WHEN 3 THEN round(p.base * 2.1) ELSE p.base END,
      p.created::date, p.created, COALESCE(p.answered, p.sent, p.review, p.created)
    FROM (${plan(tenantId)}) p`);
  // Their status history, dated: what the funnel's medians and the conversions read.
  await tx.execute(sql`
    INSERT INTO itinerary_history (tenant_id, itinerary_id, version, entity, action, field, from_value, to_value, user_id, created_at)
    SELECT ${tenantId}, i.id, 1, 'itinerary', 'status', 'status_id', to_jsonb(s.from_status), to_jsonb(s.to_status), i.owner_user_id, s.at
    FROM (${plan(tenantId)}) p JOIN itineraries i ON i.tenant_id = ${tenantId} AND i.code = p.code,
      LATERAL (VALUES (1, 5, p.review), (CASE WHEN p.review IS NULL THEN 1 ELSE 5 END, 4, p.sent),
                      (4, p.final, CASE WHEN p.final IN (2, 3) THEN p.answered END)) s(from_status, to_status, at)
    WHERE s.at IS NOT NULL`);
  // Their past level totals and margins (they hold no services to price).
  await tx.execute(sql`
    UPDATE report_quotes r SET sale1 = p.base, sale2 = round(p.base * 1.4), sale3 = CASE WHEN p.g % 3 <> 0 THEN round(p.base * 2.1) END,
      margin1 = round(p.base * 0.18), margin2 = round(p.base * 1.4 * 0.2), margin3 = CASE WHEN p.g % 3 <> 0 THEN round(p.base * 2.1 * 0.22) END
    FROM (${plan(tenantId)}) p JOIN itineraries i ON i.tenant_id = ${tenantId} AND i.code = p.code
    WHERE r.itinerary_id = i.id`);
  // The requests they answered (two in three), arrived a few days before; and enquiries never quoted.
  await tx.execute(sql`
    INSERT INTO files (tenant_id, code, title, stage, client_id, contract_id, user_id, created_by, created_at, updated_at)
    SELECT ${tenantId}, 'FH' || lpad(p.g::text, 4, '0'), 'Enquiry — ' || (${words(NAMES)})[1 + (p.g / 3) % ${NAMES.length}],
      CASE WHEN p.g % 3 = 0 THEN (CASE WHEN p.g > ${HISTORY_QUOTES - 40} THEN 1 ELSE 4 END)
           -- A request whose quote never went out is Lost after a month; the recent ones still wait.
           WHEN p.final IN (1, 5) THEN (CASE WHEN p.created < TIMESTAMPTZ '2026-01-01' THEN 4 WHEN p.final = 5 THEN 5 ELSE 1 END)
           ELSE (CASE p.final WHEN 2 THEN 3 WHEN 3 THEN 4 ELSE 2 END) END,
      -- Its client's contract, as the demo's own requests (issue 46); a direct client has none.
      p.client_id, (SELECT c.id FROM client_contracts c WHERE c.tenant_id = ${tenantId} AND c.client_id = p.client_id ORDER BY c.id LIMIT 1),
      p.owner, p.owner, p.created - make_interval(days => p.g % 4, hours => 3), p.created
    FROM (${plan(tenantId)}) p WHERE p.g % 3 <> 0 OR p.g % 9 = 0`);
  await tx.execute(sql`
    INSERT INTO file_quotes (tenant_id, file_id, itinerary_id)
    SELECT ${tenantId}, f.id, i.id FROM files f
    JOIN itineraries i ON i.tenant_id = ${tenantId} AND i.code = 'I0' || (1 + substr(f.code, 3)::int % 2) || '-H' || substr(f.code, 3)
    WHERE f.tenant_id = ${tenantId} AND f.code LIKE 'FH%' AND substr(f.code, 3)::int % 3 <> 0`);
}
