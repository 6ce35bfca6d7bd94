import { sql, type SQL } from 'drizzle-orm';
import { within, type ReportScope } from './report-scope.repository';

// Where a report reads its counts and sums (decisions 0066, 0078): report_rollups and
// report_rollup_cuts when the call allows it, report_quotes for what they cannot answer, with the
// same columns either way, so every report's SQL adds up one source and the answers are the same
// whichever is read.
//
// - No restriction (staff, no client or user filter) and no cut by client or consultant: the
//   tenant-wide months ('mt') or ISO weeks ('wt') within the dates and the day rows ('d') of the
//   partial ones at the edges: some tens of rows, exact for any dates.
// - Grouped by client alone, no status read, a caller whose rule and filters name clients only
//   (staff or a client admin, no user filter): the per-client months ('mc') and days ('dc').
//   Grouped by consultant (and status), staff with no client filter: per consultant ('mu', 'du').
// - Otherwise the month rows ('m') with their client, consultant and owner, for the whole months
//   within the dates, and report_quotes rows for the partial months at the edges. Not for ISO weeks
//   (a week spans two months) nor for a role the rollup's columns cannot express: report_quotes.

/** What a rollup row counts (migration 0046). */
export const ROLLUP = { created: 1, out: 2, country: 3, destination: 4, level: 5, stepDays: 6 } as const;
export type RollupKind = (typeof ROLLUP)[keyof typeof ROLLUP];

export interface SourceNeeds {
  /** The query groups by client or consultant: the day rows have neither. */
  cut?: boolean;
  /** Periods that do not fall on months (ISO weeks): the month rows cannot answer. */
  days?: boolean;
  /** The query groups by client alone and reads no status: the per-client cuts answer (kind created only). */
  clientsOnly?: boolean;
  /** The query groups by consultant alone (and status): the per-consultant cuts answer (kind created only). */
  consultantsOnly?: boolean;
}

/** One row per counted quote (and per country, destination or level for those kinds), as the migration's trigger counts it. */
function quoteRows(kind: RollupKind): { at: SQL; from: SQL; key: SQL; value: SQL; where: SQL } {
  const created = sql`i.created_at`;
  const price = sql`COALESCE(i.price, 0)`;
  switch (kind) {
    case ROLLUP.created:
      return { at: created, from: sql``, key: sql`''`, value: price, where: sql`true` };
    case ROLLUP.out: {
      const out = sql`COALESCE(i.sent_at, i.confirmed_at)`;
      return { at: out, from: sql``, key: sql`''`, value: sql`0`, where: sql`${out} IS NOT NULL` };
    }
    case ROLLUP.country:
      return { at: created, from: sql`, unnest(i.countries) c`, key: sql`c`, value: price, where: sql`true` };
    case ROLLUP.destination:
      return {
        at: created,
        from: sql`, unnest(i.countries) c, unnest(i.destination_ids) t`,
        key: sql`c || ':' || t`,
        value: price,
        where: sql`true`,
      };
    case ROLLUP.level:
      return {
        at: created,
        from: sql`, LATERAL (VALUES (1, i.sale1), (2, i.sale2), (3, i.sale3)) v(l, s)`,
        key: sql`v.l::text`,
        value: sql`v.s`,
        where: sql`v.s IS NOT NULL`,
      };
    case ROLLUP.stepDays: {
      // As the migration (0052): `step:days`, the days into each step reached, to the nearest day.
      const before = (step: number, c: string) =>
        sql.raw(`CASE WHEN st.step <> ${step} AND i.${c} <= st.at THEN i.${c} END`);
      const days = sql`round(extract(epoch FROM (st.at - GREATEST(i.created_at, ${before(4, 'sent_at')}, ${before(5, 'review_at')},
        ${before(2, 'confirmed_at')}))) / 86400.0)::int`;
      return {
        at: created,
        from: sql`, LATERAL (VALUES (4, i.sent_at), (5, i.review_at), (2, i.confirmed_at), (3, i.rejected_at)) st(step, at)`,
        key: sql`st.step || ':' || ${days}`,
        value: sql`0`,
        where: sql`st.at IS NOT NULL`,
      };
    }
  }
}

function fromQuotes(s: ReportScope, kind: RollupKind, dates: SQL): SQL {
  const q = quoteRows(kind);
  const level = kind === ROLLUP.created;
  const has = (c: string) => (level ? sql.raw(`(i.${c} IS NOT NULL)::int`) : sql`0`);
  const sum = (c: string) => (level ? sql.raw(`COALESCE(i.${c}, 0)`) : sql`0`);
  // As the rollup: destinations and step days carry no status.
  const status = kind === ROLLUP.destination || kind === ROLLUP.stepDays ? sql`0` : sql`i.status_id`;
  return sql`SELECT ${q.at} AS at, ${q.key} AS key, i.client_id, i.consultant_id, ${status} AS status_id, 1 AS n,
      ${has('sale1')} AS n1, ${has('sale2')} AS n2, ${has('sale3')} AS n3, ${sum('sale1')} AS v1, ${sum('sale2')} AS v2,
      ${sum('sale3')} AS v3, ${sum('margin1')} AS m1, ${sum('margin2')} AS m2, ${sum('margin3')} AS m3, ${q.value} AS value
    FROM report_quotes i ${q.from} WHERE ${s.quotes} AND ${q.where} AND ${dates}`;
}

/**
 * 'sd': the step days per UTC day tenant-wide, in report_step_days (decision 0090); 'sm': per month
 * with client, consultant and owner, in report_step_cuts (decision 0099).
 */
type Grain = 'd' | 'm' | 'mt' | 'wt' | 'mc' | 'dc' | 'mu' | 'du' | 'sd' | 'sm';

function fromRollup(s: ReportScope, kind: RollupKind, grain: Grain, where: SQL): SQL {
  if (grain === 'sd')
    return sql`SELECT r.bucket AS at, r.key, NULL::int AS client_id, NULL::int AS consultant_id, 0::smallint AS status_id, r.n,
        0 AS n1, 0 AS n2, 0 AS n3, 0 AS v1, 0 AS v2, 0 AS v3, 0 AS m1, 0 AS m2, 0 AS m3, 0 AS value
      FROM report_step_days r WHERE r.tenant_id = ${s.tenantId} AND ${where}`;
  if (grain === 'sm')
    return sql`SELECT r.bucket AS at, r.key, r.client_id, r.consultant_id, 0::smallint AS status_id, r.n,
        0 AS n1, 0 AS n2, 0 AS n3, 0 AS v1, 0 AS v2, 0 AS v3, 0 AS m1, 0 AS m2, 0 AS m3, 0 AS value
      FROM report_step_cuts r WHERE r.tenant_id = ${s.tenantId} AND ${where}`;
  const table = grain === 'd' || grain === 'm' ? sql`report_rollups` : sql`report_rollup_cuts`;
  return sql`SELECT r.bucket AS at, r.key, r.client_id, r.consultant_id, r.status_id, r.n, r.n1, r.n2, r.n3,
      r.v1, r.v2, r.v3, r.m1, r.m2, r.m3, r.value
    FROM ${table} r WHERE r.tenant_id = ${s.tenantId} AND r.kind = ${kind} AND r.grain = ${grain} AND ${where}`;
}

const DAY_MS = 86_400_000;
const day = (d: string) => new Date(`${d}T00:00:00Z`);
const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const nextMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

/** The whole months within the days from … to (both included): [lo, hi), a missing end unbounded. */
export function wholeMonths(from?: string, to?: string): { lo?: Date; hi?: Date } {
  const start = from ? day(from) : undefined;
  const end = to ? new Date(day(to).getTime() + DAY_MS) : undefined;
  return {
    lo: start && (start.getUTCDate() === 1 ? start : nextMonth(start)),
    hi: end && monthStart(end),
  };
}

/** The whole ISO weeks (Monday to Sunday) within the days from … to: [lo, hi), a missing end unbounded. */
export function wholeWeeks(from?: string, to?: string): { lo?: Date; hi?: Date } {
  const monday = (d: Date) => new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
  const start = from ? day(from) : undefined;
  const end = to ? new Date(day(to).getTime() + DAY_MS) : undefined;
  return {
    lo: start && (start.getUTCDay() === 1 ? start : new Date(monday(start).getTime() + 7 * DAY_MS)),
    hi: end && monday(end),
  };
}

/**
 * A moment we computed, written into the statement's text rather than sent as a parameter. The
 * statements are prepared and, after five calls, planned once for any values (tenant-sessions.ts):
 * a range between two parameters is guessed at a few rows, so the generic plan read the tenant's
 * month rows by their key and filtered a travel agent's out (decision 0109). With the moments in
 * the text the plan knows how many rows the range holds, and the statements are still a handful
 * (the page's dates).
 */
const moment = (d: Date) => sql.raw(`'${d.toISOString()}'::timestamptz`);

const bounds = (c: SQL, lo?: Date, hi?: Date): SQL[] => [
  ...(lo ? [sql`${c} >= ${moment(lo)}`] : []),
  ...(hi ? [sql`${c} < ${moment(hi)}`] : []),
];

/**
 * The partial stretches at the edges, [from, lo) and [hi, to + 1 day), each bounded on both sides,
 * and only those that hold a day. The statements are prepared and, after five calls, planned once
 * for any values (tenant-sessions.ts): written as "within the dates AND (before lo OR from hi on)"
 * the generic plan read the index over the whole dates and filtered every quote of the tenant out
 * (86 000 on the bench tenant for a travel agent, decision 0109); two closed ranges it reads as two
 * short index ranges.
 */
function edgeRanges(c: SQL, s: Pick<ReportScope, 'from' | 'to'>, lo?: Date, hi?: Date): SQL | null {
  const parts = edgeStretches(s, lo, hi).map(([a, b]) => sql`(${c} >= ${moment(a)} AND ${c} < ${moment(b)})`);
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : null;
}

/** The edges' stretches as [start, end) pairs: the one rule both the rollups and time to quote read by. */
export function edgeStretches(s: Pick<ReportScope, 'from' | 'to'>, lo?: Date, hi?: Date): Array<[Date, Date]> {
  const start = s.from ? day(s.from) : undefined;
  const end = s.to ? new Date(day(s.to).getTime() + DAY_MS) : undefined;
  return [
    ...(start && lo && start < lo ? [[start, lo] as [Date, Date]] : []),
    ...(end && hi && hi < end ? [[hi, end] as [Date, Date]] : []),
  ];
}

/**
 * Rollup rows only: the coarse grain's rows for the whole weeks or months within the dates, the
 * day grain's for the days of the partial ones at the edges.
 */
function coarseAndDays(s: ReportScope, kind: RollupKind, coarse: Grain, days: Grain, where: SQL): SQL {
  const { lo, hi } = coarse === 'wt' ? wholeWeeks(s.from, s.to) : wholeMonths(s.from, s.to);
  const inDates = within(sql`r.bucket`, s);
  if (lo && hi && lo >= hi) return sql`(${fromRollup(s, kind, days, sql`${where} AND ${inDates}`)})`;
  const whole = fromRollup(s, kind, coarse, sql.join([where, ...bounds(sql`r.bucket`, lo, hi)], sql` AND `));
  const edges = edgeRanges(sql`r.bucket`, s, lo, hi);
  if (!edges) return sql`(${whole})`;
  return sql`(${whole} UNION ALL ${fromRollup(s, kind, days, sql`${where} AND ${edges}`)})`;
}

/**
 * The rows of one kind the call counts, as a derived table: at (a moment, or the first of its day
 * or month), key, client_id, consultant_id, status_id, n, n1–n3, v1–v3, m1–m3 and value.
 */
export function reportSource(s: ReportScope, kind: RollupKind, needs: SourceNeeds = {}): SQL {
  const at = quoteRows(kind).at;
  // The step days: tenant-wide per month and per day (whole months and the days at the edges from
  // there); for a role or filter the month rows with client, consultant and owner answer as 'm' does
  // (the partial months at the edges from report_quotes); a client user from report_quotes.
  if (kind === ROLLUP.stepDays) {
    if (s.wide) return coarseAndDays(s, kind, 'mt', 'sd', sql`true`);
    return s.rollup ? monthsAndQuotes(s, kind, 'sm', s.rollup) : sql`(${fromQuotes(s, kind, within(at, s))})`;
  }
  if (s.wide && !needs.cut) return coarseAndDays(s, kind, needs.days ? 'wt' : 'mt', 'd', sql`true`);
  if (needs.clientsOnly && s.clients && kind === ROLLUP.created && !needs.days)
    return coarseAndDays(s, kind, 'mc', 'dc', s.clients);
  if (needs.consultantsOnly && s.consultants && kind === ROLLUP.created && !needs.days)
    return coarseAndDays(s, kind, 'mu', 'du', s.consultants);
  if (!s.rollup || needs.days) return sql`(${fromQuotes(s, kind, within(at, s))})`;
  return monthsAndQuotes(s, kind, 'm', s.rollup);
}

/** A month grain's rows for the whole months within the dates, report_quotes rows for the partial months at the edges. */
function monthsAndQuotes(s: ReportScope, kind: RollupKind, grain: Grain, where: SQL): SQL {
  const at = quoteRows(kind).at;
  const { lo, hi } = wholeMonths(s.from, s.to);
  if (lo && hi && lo >= hi) return sql`(${fromQuotes(s, kind, within(at, s))})`;
  const inMonths = (c: SQL) => sql.join([...bounds(c, lo, hi), sql`true`], sql` AND `);
  const edges = edgeRanges(at, s, lo, hi);
  const months = fromRollup(s, kind, grain, sql`${where} AND ${inMonths(sql`r.bucket`)}`);
  if (!edges) return sql`(${months})`;
  return sql`(${months} UNION ALL ${fromQuotes(s, kind, edges)})`;
}
