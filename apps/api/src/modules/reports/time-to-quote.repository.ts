import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { daysBetween, within, type ReportScope } from './report-scope.repository';
import { edgeStretches, wholeMonths } from './rollup-source.repository';

// Time to quote (decision 0101): from a request's arrival to its first quote out (first Sent, else
// Confirmed), timed overall, per consultant and per agency. The durations come as a histogram of
// whole minutes: report_request_times' month rows for the whole months within the dates (kept by
// triggers, migration 0057), report_requests' rows for the partial months at the edges. Median and
// p90 are read from the histogram as percentile_cont reads sorted values; a minute is 0.0007 day,
// below the 0.1 day the report answers.

const all = async <T>(tx: TenantTx, query: SQL) => rowsOf<T>(await tx.execute(query));

/** The minutes of one request, as migration 0057 counts them. */
const MINUTES = sql`GREATEST(0, round(date_part('epoch', f.first_out_at - f.created_at) / 60))::int`;

const moment = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The arrivals in the partial months at the edges, [from, lo) and [hi, to + 1 day), each bounded on
 * both sides, only those that hold a day. The statement is prepared and, after five calls, planned
 * once for any values (db/tenant-sessions.ts): written as "within the dates AND (before lo OR from hi
 * on)" that generic plan read report_requests_arrived_idx over the whole dates and filtered the
 * tenant's 29 000 requests out on every call (decision 0108); two closed ranges are two short reads.
 */
function edges(s: ReportScope, lo?: Date, hi?: Date): SQL[] {
  return edgeStretches(s, lo, hi).map(([a, b]) => sql`f.created_at >= ${moment(a)} AND f.created_at < ${moment(b)}`);
}

/**
 * The visible requests with a quote out as (client_id, consultant_id, minutes, n). The scope's
 * request conditions (alias `f`) name columns both tables have.
 */
function durations(s: ReportScope): SQL {
  const { lo, hi } = wholeMonths(s.from, s.to);
  const fromRequests = (dates: SQL) =>
    sql`SELECT f.client_id, COALESCE(f.user_id, f.created_by) AS consultant_id, ${MINUTES} AS minutes, 1 AS n
      FROM report_requests f WHERE ${s.requests} AND f.first_out_at IS NOT NULL AND ${dates}`;
  if (lo && hi && lo >= hi) return fromRequests(within(sql`f.created_at`, s));
  const months = [...(lo ? [sql`f.bucket >= ${moment(lo)}`] : []), ...(hi ? [sql`f.bucket < ${moment(hi)}`] : [])];
  const kept = sql`SELECT f.client_id, COALESCE(f.user_id, f.created_by) AS consultant_id, f.minutes, f.n
    FROM report_request_times f WHERE ${sql.join([s.requests, ...months], sql` AND `)}`;
  return sql.join([kept, ...edges(s, lo, hi).map(fromRequests)], sql` UNION ALL `);
}

/** percentile_cont(p) over the histogram `c` (minutes, n, before, total), in days. */
const percentile = (p: number) => {
  const h = sql.raw(`((total - 1) * ${p})`);
  const lo = sql`max(minutes) FILTER (WHERE before <= floor(${h}))`;
  const hi = sql`max(minutes) FILTER (WHERE before <= ceil(${h}))`;
  return sql`((${lo} + (${h} - floor(${h})) * (${hi} - ${lo})) / 1440.0)::float8`;
};

export const timeToQuoteRepository = {
  timings: (tx: TenantTx, s: ReportScope) =>
    all<{
      grp: 'all' | 'consultant' | 'client';
      id: number | null;
      name: string | null;
      requests: number;
      median: number | null;
      p90: number | null;
    }>(
      tx,
      // Names joined to the ~tens of groups after the percentiles, not to every histogram row.
      sql`WITH h AS (${durations(s)}),
          s AS (
            SELECT GROUPING(h.consultant_id, h.client_id) AS g, h.consultant_id, h.client_id, h.minutes, sum(h.n) AS n
            FROM h GROUP BY GROUPING SETS ((h.minutes), (h.consultant_id, h.minutes), (h.client_id, h.minutes))),
          c AS (
            SELECT s.*, sum(n) OVER (PARTITION BY g, consultant_id, client_id ORDER BY minutes) - n AS before,
              sum(n) OVER (PARTITION BY g, consultant_id, client_id) AS total
            FROM s WHERE n > 0),
          t AS (
            SELECT g, consultant_id, client_id, total::int AS requests, ${percentile(0.5)} AS median, ${percentile(0.9)} AS p90
            FROM c GROUP BY g, consultant_id, client_id, total)
          SELECT CASE t.g WHEN 3 THEN 'all' WHEN 1 THEN 'consultant' ELSE 'client' END AS grp,
            CASE t.g WHEN 1 THEN t.consultant_id ELSE t.client_id END AS id,
            CASE t.g WHEN 1 THEN u.name WHEN 2 THEN k.name END AS name,
            t.requests, t.median, t.p90
          FROM t LEFT JOIN users u ON t.g = 1 AND u.id = t.consultant_id LEFT JOIN clients k ON t.g = 2 AND k.id = t.client_id
          ORDER BY 1, 4 DESC, 3`,
    ),

  /**
   * Requests with no quote gone out yet and not Won or Lost, the longest waiting first: the first
   * rows of report_requests_waiting_idx (migration 0057), whose condition this repeats.
   */
  waiting: (tx: TenantTx, s: ReportScope, limit: number) =>
    all<{
      uuid: string;
      code: string;
      title: string;
      client: string | null;
      consultant: string | null;
      arrived: string;
      days: number;
    }>(
      tx,
      sql`SELECT x.uuid, x.code, x.title, c.name AS client, u.name AS consultant,
            to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS arrived, ${daysBetween(sql`now()`, sql`f.created_at`)}::float8 AS days
          FROM report_requests f JOIN files x ON x.id = f.file_id
          LEFT JOIN users u ON u.id = COALESCE(f.user_id, f.created_by) LEFT JOIN clients c ON c.id = f.client_id
          WHERE ${s.requests} AND ${within(sql`f.created_at`, s)} AND f.first_out_at IS NULL AND f.stage NOT IN (3, 4)
          ORDER BY f.created_at, f.file_id LIMIT ${limit}`,
    ),
};
