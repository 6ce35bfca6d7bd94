import { sql } from 'drizzle-orm';
import type { ReportPeriod } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { periodOf, within, type ReportScope } from './report-scope.repository';
import { ROLLUP, reportSource } from './rollup-source.repository';

// The spec's charts (docs/domain/reports.md#the-spec-s-reports): every figure is added up by
// PostgreSQL on report_rollups (pre-aggregated, decision 0066) or report_quotes where the rollup
// cannot answer (reportSource), or on requests, never by loading quotes into the process. Sums
// come back as float8 and counts as int.

export interface PeriodRow {
  start: string;
  n: number;
  n1: number;
  n2: number;
  n3: number;
  v1: number | null;
  v2: number | null;
  v3: number | null;
  m1: number | null;
  m2: number | null;
  m3: number | null;
}

const all = async <T>(tx: TenantTx, query: ReturnType<typeof sql>) => rowsOf<T>(await tx.execute(query));

export const chartsRepository = {
  /** Quotes created per period: count, count per level in use, sale and margin sums per level. */
  periods: (tx: TenantTx, s: ReportScope, period: ReportPeriod) =>
    all<PeriodRow>(
      tx,
      // Grouped by the period's first moment, written as text once per period (to_char on each of a
      // travel agent's month rows was a third of the statement, decision 0109).
      sql`SELECT to_char(g.p, 'YYYY-MM-DD') AS start, g.n, g.n1, g.n2, g.n3, g.v1, g.v2, g.v3, g.m1, g.m2, g.m3 FROM (
            SELECT date_trunc(${sql.raw(`'${period}'`)}, x.at AT TIME ZONE 'UTC') AS p, sum(x.n)::int AS n,
              sum(x.n1)::int AS n1, sum(x.n2)::int AS n2, sum(x.n3)::int AS n3,
              sum(x.v1)::float8 AS v1, sum(x.v2)::float8 AS v2, sum(x.v3)::float8 AS v3,
              sum(x.m1)::float8 AS m1, sum(x.m2)::float8 AS m2, sum(x.m3)::float8 AS m3
            FROM ${reportSource(s, ROLLUP.created, { days: period === 'week' })} x GROUP BY 1) g
          ORDER BY g.p DESC`,
    ),

  /** Quotes per client agency, most first; the value is the list price (the sold level once sold). */
  clients: (tx: TenantTx, s: ReportScope) =>
    all<{ id: number | null; name: string | null; n: number; v: number | null }>(
      tx,
      sql`SELECT g.client_id AS id, c.name, g.n, g.v FROM (
            SELECT x.client_id, sum(x.n)::int AS n, sum(x.value)::float8 AS v
            FROM ${reportSource(s, ROLLUP.created, { cut: true, clientsOnly: true })} x GROUP BY 1) g
          LEFT JOIN clients c ON c.id = g.client_id AND c.tenant_id = ${s.tenantId}
          ORDER BY g.n DESC, c.name NULLS LAST`,
    ),

  /** Quotes per country (a quote through two countries counts in both, once in each). */
  countries: (tx: TenantTx, s: ReportScope) =>
    all<{ name: string; n: number; v: number | null }>(
      tx,
      sql`SELECT COALESCE(l.name, g.code) AS name, g.n, g.v FROM (
            SELECT x.key AS code, sum(x.n)::int AS n, sum(x.value)::float8 AS v
            FROM ${reportSource(s, ROLLUP.country)} x GROUP BY 1) g
          LEFT JOIN locations l ON l.kind = 'country' AND l.code = g.code
          ORDER BY g.n DESC, l.name`,
    ),

  /** Quotes per destination (region) of one country: a quote through a city counts under its region. */
  destinations: (tx: TenantTx, s: ReportScope, country: string) =>
    all<{ name: string; n: number; v: number | null }>(
      tx,
      sql`SELECT l.name, g.n, g.v FROM (
            SELECT split_part(x.key, ':', 2)::int AS id, sum(x.n)::int AS n, sum(x.value)::float8 AS v
            FROM ${reportSource(s, ROLLUP.destination)} x WHERE x.key LIKE ${`${country}:%`} GROUP BY 1) g
          JOIN locations l ON l.id = g.id AND l.country_code = ${country}
          ORDER BY g.n DESC, l.name`,
    ),

  /**
   * Requests per stage (requests arrive dated by their creation). An unfiltered admin or operator
   * reads the counts per arrival day and stage (report_request_days, decision 0090; days are UTC, as
   * the date filter's bounds); anyone else report_requests' covering index, whose columns the
   * requests' scope names as on files.
   */
  stages: (tx: TenantTx, s: ReportScope) =>
    all<{ stage: number; n: number }>(
      tx,
      s.wide
        ? sql`SELECT r.stage, sum(r.n)::int AS n FROM report_request_days r
              WHERE r.tenant_id = ${s.tenantId} AND ${within(sql`r.bucket`, s)} GROUP BY 1`
        : sql`SELECT f.stage, count(*)::int AS n FROM report_requests f WHERE ${s.requests} AND ${within(sql`f.created_at`, s)} GROUP BY 1`,
    ),

  /**
   * Quotes that went out per period (first Sent, or Confirmed when never Sent), and how many of
   * them are Confirmed now.
   */
  conversions: (tx: TenantTx, s: ReportScope, period: ReportPeriod) =>
    all<{ start: string; sent: number; confirmed: number }>(
      tx,
      sql`SELECT ${periodOf(period, sql`x.at`)} AS start, sum(x.n)::int AS sent,
            COALESCE(sum(x.n) FILTER (WHERE x.status_id = 2), 0)::int AS confirmed
          FROM ${reportSource(s, ROLLUP.out, { days: period === 'week' })} x
          GROUP BY 1 ORDER BY 1 DESC`,
    ),

  /** The user's own quotes (as consultant: assigned to it, else owned) and how many are Confirmed. */
  summary: async (tx: TenantTx, tenantId: number, userId: number) =>
    (
      await all<{ quotes: number; confirmed: number }>(
        tx,
        // Every month of the user's quotes as consultant, all time: the per-consultant month cuts
        // ('mu', decision 0078), a row per month and status, not report_rollups' month rows that are
        // also split by client and owner (ten times as many to read).
        sql`SELECT COALESCE(sum(r.n), 0)::int AS quotes, COALESCE(sum(r.n) FILTER (WHERE r.status_id = 2), 0)::int AS confirmed
            FROM report_rollup_cuts r
            WHERE r.tenant_id = ${tenantId} AND r.kind = ${ROLLUP.created} AND r.grain = 'mu' AND r.consultant_id = ${userId}`,
      )
    )[0] ?? { quotes: 0, confirmed: 0 },

  /**
   * One page of the spreadsheet's rows, newest first, at most `limit`, after `after` (the last row of
   * the page before): the detail is written to the reply page by page (decision 0099). The key is
   * the moment as text, so its microseconds survive the round trip.
   */
  detailPage: (tx: TenantTx, s: ReportScope, after: DetailCursor | null, limit: number) =>
    all<DetailDbRow & DetailCursor>(
      tx,
      sql`SELECT q.code, q.title, c.name AS client, u.name AS consultant, i.status_id, i.created_at, i.sent_at,
            i.confirmed_at, q.start_date::text, q.end_date::text, q.num_pax, cur.code AS currency, i.sold_level,
            i.price::float8 AS price, i.sale1::float8 AS sale1, i.sale2::float8 AS sale2, i.sale3::float8 AS sale3,
            i.margin1::float8 AS margin1, i.margin2::float8 AS margin2, i.margin3::float8 AS margin3,
            array_to_string(ARRAY(SELECT l.name FROM locations l WHERE l.kind = 'country' AND l.code = ANY(i.countries) ORDER BY l.name), ', ') AS countries,
            i.created_at::text AS key_at, i.itinerary_id AS key_id
          FROM report_quotes i
          JOIN itineraries q ON q.id = i.itinerary_id AND q.tenant_id = ${s.tenantId}
          LEFT JOIN clients c ON c.id = i.client_id AND c.tenant_id = ${s.tenantId}
          LEFT JOIN users u ON u.id = i.consultant_id AND u.tenant_id = ${s.tenantId}
          LEFT JOIN currencies cur ON cur.id = i.currency_id
          WHERE ${s.quotes} AND ${within(sql`i.created_at`, s)}
            AND ${after ? sql`(i.created_at, i.itinerary_id) < (${after.key_at}::timestamptz, ${after.key_id})` : sql`true`}
          ORDER BY i.created_at DESC, i.itinerary_id DESC LIMIT ${limit}`,
    ),
};

/** Where a page of the spreadsheet ends: the next one starts after it. */
export interface DetailCursor {
  key_at: string;
  key_id: number;
}

export interface DetailDbRow {
  code: string;
  title: string;
  client: string | null;
  consultant: string | null;
  status_id: number;
  created_at: string | Date;
  sent_at: string | Date | null;
  confirmed_at: string | Date | null;
  start_date: string | null;
  end_date: string | null;
  num_pax: number;
  currency: string | null;
  sold_level: number | null;
  price: number | null;
  sale1: number | null;
  sale2: number | null;
  sale3: number | null;
  margin1: number | null;
  margin2: number | null;
  margin3: number | null;
  countries: string;
}
