import { sql, type SQL } from 'drizzle-orm';
import type { FunnelCut } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { daysBetween, within, type ReportScope } from './report-scope.repository';
import { ROLLUP, reportSource, type RollupKind } from './rollup-source.repository';

// The reports beyond the spec (docs/domain/reports.md#beyond-the-spec): the conversion funnel and
// what clients look at (report_events: the proposal events added up per quote and UTC day, a day's
// bounds being the date filter's, decision 0090); time to quote is time-to-quote.repository.ts.
// Medians are read from histograms kept by the writes, never computed on quotes loaded into the
// process; the funnel's counts, values and step-day histograms are added up from the rollups where
// they answer (reportSource, decisions 0066, 0078).

const all = async <T>(tx: TenantTx, query: SQL) => rowsOf<T>(await tx.execute(query));
const FUNNEL_STATUSES = sql`(1, 4, 5, 2, 3)`;

/** The rows each funnel cut adds up (reportSource `x`), its key and its label (joined as `k`). */
const CUTS: Record<FunnelCut, { kind: RollupKind; cut?: boolean; consultantsOnly?: boolean; key: SQL; join: SQL }> = {
  client: {
    kind: ROLLUP.created,
    cut: true,
    key: sql`COALESCE(x.client_id::text, '')`,
    join: sql`LEFT JOIN clients k ON k.id = NULLIF(g.key, '')::int`,
  },
  consultant: {
    kind: ROLLUP.created,
    cut: true,
    consultantsOnly: true,
    key: sql`COALESCE(x.consultant_id::text, '')`,
    join: sql`LEFT JOIN users k ON k.id = NULLIF(g.key, '')::int`,
  },
  destination: {
    kind: ROLLUP.country,
    key: sql`x.key`,
    join: sql`LEFT JOIN locations k ON k.kind = 'country' AND k.code = g.key`,
  },
  // Each quote counts in every level it prices, with that level's total.
  level: { kind: ROLLUP.level, key: sql`x.key`, join: sql`` },
};

/**
 * Keeps an event (or accept) whose quote is within the caller's scope, looking the quote up by its
 * key for each row (decision 0099): a tenant's events are thousands, its report_quotes a hundred
 * thousand wide rows that a hash join read whole (~3× the time on the bench tenant). LIMIT 1 keeps
 * the planner to the lookup.
 */
const inScope = (s: ReportScope, quote: SQL) =>
  sql`CROSS JOIN LATERAL (SELECT 1 FROM report_quotes i WHERE i.itinerary_id = ${quote} AND ${s.quotes} LIMIT 1) scoped`;

/**
 * The engagement's days of one kind within the dates (decision 0108), as rows of `quotes` quote-days:
 * report_engagement keeps only the quotes the reports count, so the whole tenant (staff, no filter)
 * reads them added up over the quotes (report_engagement_days); a caller limited by role or filter
 * reads a row per quote and day and looks each quote up.
 */
function engagementDays(s: ReportScope, kind: 'level' | 'read' | 'accept'): SQL {
  const where = sql`e.tenant_id = ${s.tenantId} AND e.kind = ${kind} AND ${within(sql`e.day`, s)}`;
  return s.wide
    ? sql`FROM report_engagement_days e WHERE ${where}`
    : sql`FROM (SELECT e.*, 1 AS quotes FROM report_engagement e ${inScope(s, sql`e.itinerary_id`)} WHERE ${where}) e`;
}

/** Proposals, each once: on its first day within the dates, the one whose previous day is before them (or none). */
const onceEach = (s: ReportScope) =>
  sql`COALESCE(sum(e.quotes) FILTER (WHERE e.prev_day IS NULL${s.from ? sql` OR e.prev_day < ${`${s.from}T00:00:00Z`}::timestamptz` : sql``}), 0)`;

export interface FunnelStepRow {
  status_id: number;
  n: number;
  v: number | null;
}

export const insightsRepository = {
  funnelSteps: (tx: TenantTx, s: ReportScope) =>
    all<FunnelStepRow>(
      tx,
      sql`SELECT x.status_id, sum(x.n)::int AS n, sum(x.value)::float8 AS v FROM ${reportSource(s, ROLLUP.created)} x
          WHERE x.status_id IN ${FUNNEL_STATUSES} GROUP BY 1`,
    ),

  /**
   * The median days into each step, read from a histogram of whole days (ROLLUP.stepDays: kept per
   * month tenant-wide, else counted from report_quotes) as percentile_cont reads sorted values: the
   * values at ranks ⌊h⌋ and ⌈h⌉, h = (n − 1) / 2, interpolated.
   */
  funnelMedians: async (tx: TenantTx, s: ReportScope) => {
    const rows = await all<{ step: number; median: number }>(
      tx,
      // Added up by key first: a travel agent's histogram is thousands of month rows for some sixty keys.
      sql`WITH k AS (SELECT x.key, sum(x.n) AS n FROM ${reportSource(s, ROLLUP.stepDays)} x GROUP BY 1),
          h AS (SELECT split_part(key, ':', 1)::int AS step, split_part(key, ':', 2)::int AS days, sum(n) AS n FROM k GROUP BY 1, 2),
          c AS (
            SELECT step, days, sum(n) OVER (PARTITION BY step ORDER BY days) - n AS before,
              (sum(n) OVER (PARTITION BY step) - 1) / 2.0 AS h
            FROM h WHERE n > 0)
          SELECT step, (lo + (h - floor(h)) * (hi - lo))::float8 AS median FROM (
            SELECT step, h, max(days) FILTER (WHERE before <= floor(h)) AS lo, max(days) FILTER (WHERE before <= ceil(h)) AS hi
            FROM c GROUP BY step, h) m`,
    );
    const of = (step: number) => rows.find((r) => r.step === step)?.median ?? null;
    return { sent: of(4), review: of(5), confirmed: of(2), rejected: of(3) };
  },

  funnelCut: (tx: TenantTx, s: ReportScope, by: FunnelCut) => {
    const cut = CUTS[by];
    const label = by === 'level' ? sql`g.key` : sql`k.name`;
    return all<{ key: string; label: string | null; status_id: number; n: number; v: number | null }>(
      tx,
      sql`SELECT g.key, ${label} AS label, g.status_id, g.n, g.v FROM (
            SELECT ${cut.key} AS key, x.status_id, sum(x.n)::int AS n, sum(x.value)::float8 AS v
            FROM ${reportSource(s, cut.kind, { cut: cut.cut, consultantsOnly: cut.consultantsOnly })} x
            WHERE x.status_id IN ${FUNNEL_STATUSES} GROUP BY 1, 2) g ${cut.join}`,
    );
  },

  levelViews: (tx: TenantTx, s: ReportScope) =>
    all<{ level: number; views: number; proposals: number }>(
      tx,
      sql`SELECT e.level, sum(e.n)::int AS views, ${onceEach(s)}::int AS proposals ${engagementDays(s, 'level')} GROUP BY 1`,
    ),

  accepts: (tx: TenantTx, s: ReportScope) =>
    all<{ level: number; n: number }>(
      tx,
      sql`SELECT e.level, sum(e.n)::int AS n ${engagementDays(s, 'accept')} GROUP BY 1`,
    ),

  sections: (tx: TenantTx, s: ReportScope, limit: number) =>
    all<{ section: string; seconds: number; proposals: number }>(
      tx,
      sql`SELECT e.section, sum(e.seconds)::int AS seconds, ${onceEach(s)}::int AS proposals ${engagementDays(s, 'read')}
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit}`,
    ),

  /** The proposals whose clients priced alternatives (decisions 0079, 0083 and 0084): distinct ones tried, and every one priced. */
  alternatives: (tx: TenantTx, s: ReportScope, limit: number) =>
    all<{ uuid: string; code: string; title: string; tried: number; prices: number }>(
      tx,
      sql`SELECT q.uuid, q.code, q.title, count(DISTINCT (e.section, e.level))::int AS tried, sum(e.n)::int AS prices
          FROM report_events e ${inScope(s, sql`e.itinerary_id`)}
          JOIN itineraries q ON q.id = e.itinerary_id
          WHERE e.tenant_id = ${s.tenantId} AND e.kind = 'compose' AND ${within(sql`e.day`, s)}
          GROUP BY q.id, q.uuid, q.code, q.title ORDER BY 4 DESC, 5 DESC, q.id LIMIT ${limit}`,
    ),

  /**
   * Sent or Under Review proposals first opened at least `days` days ago that the client has not
   * accepted: report_opens by first opening (report_opens_first_idx), each quote looked up by its key,
   * stopping at the first `limit` that qualify (migration 0057).
   */
  followUp: (tx: TenantTx, s: ReportScope, days: number, limit: number) =>
    all<{
      uuid: string;
      code: string;
      title: string;
      client: string | null;
      consultant: string | null;
      status_id: number;
      first_opened: string;
      last_opened: string;
      opens: number;
      days: number;
    }>(
      tx,
      sql`SELECT q.uuid, q.code, q.title, c.name AS client, u.name AS consultant, i.status_id,
            to_char(o.first_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS first_opened,
            to_char(o.last_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_opened,
            o.opens, ${daysBetween(sql`now()`, sql`o.first_at`)}::float8 AS days
          FROM report_opens o
          JOIN report_quotes i ON i.itinerary_id = o.itinerary_id
          JOIN itineraries q ON q.id = i.itinerary_id
          LEFT JOIN clients c ON c.id = i.client_id LEFT JOIN users u ON u.id = i.consultant_id
          WHERE o.tenant_id = ${s.tenantId} AND ${within(sql`o.first_at`, s)} AND o.first_at <= now() - make_interval(days => ${days})
            AND ${s.quotes} AND i.status_id IN (4, 5)
            AND NOT EXISTS (SELECT 1 FROM publication_accepts a WHERE a.tenant_id = ${s.tenantId} AND a.itinerary_id = i.itinerary_id)
          ORDER BY o.first_at, o.itinerary_id LIMIT ${limit}`,
    ),
};
