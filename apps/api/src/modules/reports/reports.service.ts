import { Readable } from 'node:stream';
import {
  LEVEL_LABELS,
  QUOTE_STATUSES,
  REQUEST_STAGES,
  periodLabel,
  periodsBetween,
  type ReportMeasure,
  type ReportPeriod,
} from '@itinera/domain';
import type { ReportChart, ReportDetailRow, ReportQuery } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { chartsRepository as repo, type DetailCursor, type DetailDbRow, type PeriodRow } from './charts.repository';
import { reportScope, type ReportScope } from './report-scope.repository';

// The spec's reports (docs/domain/reports.md#the-spec-s-reports): the charts in the
// `{labels, datasets}` shape the original client draws, the user's summary and the spreadsheet.

/** The spreadsheet stops at this many rows, newest first (X-Total-Count is not sent: the rows are the answer). */
export const DETAIL_ROWS = 5000;
const LEVELS = [1, 2, 3] as const;

const today = () => new Date().toISOString().slice(0, 10);
const statusName = (id: number) => QUOTE_STATUSES.find((s) => s.id === id)?.name ?? String(id);
const round2 = (n: number | null | undefined) => Math.round((n ?? 0) * 100) / 100;

function refuseMoney(scope: ReportScope, measure: ReportMeasure): void {
  if (measure === 'value' && !scope.canViewSale)
    throw new AppError('FORBIDDEN', 'You may not see sale prices, so the value of quotes is not shown to you.');
  if (measure === 'margin' && !scope.canViewCost)
    throw new AppError('FORBIDDEN', 'You may not see costs and margins, so the margin of quotes is not shown to you.');
}

/**
 * Every period from `from` (else the oldest with a figure) to `to` (else today; never after
 * today), newest first: the original client keeps the first 9 and reverses them (spec 02 §9).
 */
function timeline<T extends { start: string }>(
  rows: T[],
  period: ReportPeriod,
  q: ReportQuery,
): [string, T | undefined][] {
  const byStart = new Map(rows.map((r) => [r.start, r]));
  const newest = q.to && q.to < today() ? q.to : today();
  const oldest = q.from ?? rows[rows.length - 1]?.start;
  if (!oldest || oldest > newest) return [];
  return periodsBetween(period, oldest, newest).map((start) => [start, byStart.get(start)]);
}

export async function periodicQuotes(database: Database, user: SessionUser, q: ReportQuery): Promise<ReportChart> {
  const scope = reportScope(user, q);
  const period = q.period ?? 'month';
  const measure = q.measure ?? 'count';
  refuseMoney(scope, measure);
  const rows = await database.readReports(user.tenantId, (tx) => repo.periods(tx, scope, period));
  const points = timeline(rows, period, q);
  const series = (label: string, pick: (r: PeriodRow) => number | null) => ({
    label,
    data: points.map(([, r]) => (r ? round2(pick(r)) : 0)),
  });
  const level = (kind: 'n' | 'v' | 'm', l: 1 | 2 | 3) =>
    series(LEVEL_LABELS[l], (r) => r[`${kind}${l}` as keyof PeriodRow] as number | null);
  const datasets =
    measure === 'count'
      ? [series('Quotes', (r) => r.n), ...LEVELS.map((l) => level('n', l))]
      : LEVELS.map((l) => level(measure === 'value' ? 'v' : 'm', l));
  return { labels: points.map(([start]) => periodLabel(period, start)), datasets };
}

export async function quotesByClient(database: Database, user: SessionUser, q: ReportQuery): Promise<ReportChart> {
  const scope = reportScope(user, q);
  const rows = await database.readReports(user.tenantId, (tx) => repo.clients(tx, scope));
  return {
    labels: rows.map((r) => r.name ?? 'No client'),
    datasets: [
      { label: 'Quotes', data: rows.map((r) => r.n) },
      ...(scope.canViewSale ? [{ label: 'Value', data: rows.map((r) => round2(r.v)) }] : []),
    ],
  };
}

export async function quotesByDestination(database: Database, user: SessionUser, q: ReportQuery): Promise<ReportChart> {
  const scope = reportScope(user, q);
  const country = q.country?.toUpperCase().slice(0, 2);
  const rows = await database.readReports(user.tenantId, (tx) =>
    country ? repo.destinations(tx, scope, country) : repo.countries(tx, scope),
  );
  return {
    labels: rows.map((r) => r.name),
    datasets: [
      { label: 'Quotes', data: rows.map((r) => r.n) },
      ...(scope.canViewSale ? [{ label: 'Value', data: rows.map((r) => round2(r.v)) }] : []),
    ],
  };
}

export async function requestsByStage(database: Database, user: SessionUser, q: ReportQuery): Promise<ReportChart> {
  const scope = reportScope(user, q);
  const rows = await database.readReports(user.tenantId, (tx) => repo.stages(tx, scope));
  const count = new Map(rows.map((r) => [r.stage, r.n]));
  return {
    labels: REQUEST_STAGES.map((s) => s.name),
    datasets: [{ label: 'Requests', data: REQUEST_STAGES.map((s) => count.get(s.id) ?? 0) }],
  };
}

export async function conversions(database: Database, user: SessionUser, q: ReportQuery): Promise<ReportChart> {
  const scope = reportScope(user, q);
  const period = q.period ?? 'month';
  const rows = await database.readReports(user.tenantId, (tx) => repo.conversions(tx, scope, period));
  const points = timeline(rows, period, q);
  return {
    labels: points.map(([start]) => periodLabel(period, start)),
    datasets: [
      { label: 'Sent', data: points.map(([, r]) => r?.sent ?? 0) },
      { label: 'Confirmed', data: points.map(([, r]) => r?.confirmed ?? 0) },
      {
        label: 'Conversion %',
        data: points.map(([, r]) => (r?.sent ? Math.round((r.confirmed / r.sent) * 1000) / 10 : 0)),
      },
    ],
  };
}

export async function summary(database: Database, user: SessionUser): Promise<{ quotes: number; confirmed: number }> {
  return database.readReports(user.tenantId, (tx) => repo.summary(tx, user.tenantId, user.userId));
}

const isoDay = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString().slice(0, 10));

/** One flat row per quote; sale figures only with view_sale_price, margins only with costs. */
function detailRow(r: DetailDbRow, scope: ReportScope): ReportDetailRow {
  const row: ReportDetailRow = {
    Code: r.code,
    Title: r.title,
    Client: r.client,
    Consultant: r.consultant,
    Status: statusName(r.status_id),
    Created: isoDay(r.created_at),
    Sent: isoDay(r.sent_at),
    Confirmed: isoDay(r.confirmed_at),
    Start: r.start_date,
    End: r.end_date,
    Passengers: r.num_pax,
    Countries: r.countries,
  };
  if (scope.canViewSale) {
    row.Currency = r.currency;
    row['Level sold'] = r.sold_level ? LEVEL_LABELS[r.sold_level as 1 | 2 | 3] : null;
    row.Price = r.price;
    for (const l of LEVELS) row[LEVEL_LABELS[l]] = r[`sale${l}`];
  }
  if (scope.canViewCost) for (const l of LEVELS) row[`${LEVEL_LABELS[l]} margin`] = r[`margin${l}`];
  return row;
}

/** Rows read and written to the reply at a time: the first page answers fast, memory stays flat. */
const DETAIL_PAGE = 500;

/**
 * The spreadsheet, written page by page (decision 0099): the first page is read before answering
 * (a refusal or a database error is still the standard error body), the next ones as the reply
 * drains. The bytes are JSON.stringify's of the whole array, as the serializer wrote them.
 */
export async function detail(database: Database, user: SessionUser, q: ReportQuery): Promise<Readable> {
  const scope = reportScope(user, q);
  const page = (after: DetailCursor | null, limit: number) =>
    database.readReports(user.tenantId, (tx) => repo.detailPage(tx, scope, after, limit));
  const first = await page(null, Math.min(DETAIL_PAGE, DETAIL_ROWS));
  async function* chunks() {
    let rows = first;
    let written = 0;
    while (rows.length) {
      let text = '';
      for (const r of rows) text += (written++ ? ',' : '[') + JSON.stringify(detailRow(r, scope));
      yield text;
      const last = rows[rows.length - 1]!;
      const left = DETAIL_ROWS - written;
      rows = rows.length < DETAIL_PAGE || left <= 0 ? [] : await page(last, Math.min(DETAIL_PAGE, left));
    }
    yield written ? ']' : '[]';
  }
  return Readable.from(chunks(), { objectMode: false });
}
