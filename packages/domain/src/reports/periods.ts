import type { ReportPeriod } from './report-names';

// Periods of the time charts (docs/domain/reports.md#periods): a week starts on Monday (ISO), a
// quarter in January, April, July or October. Days are calendar days in UTC, as everywhere.

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const day = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00Z`);

/** The first day of the period holding `value` (YYYY-MM-DD or an ISO date-time), as YYYY-MM-DD. */
export function periodStart(period: ReportPeriod, value: string): string {
  const d = day(value);
  if (period === 'week') return iso(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS));
  const month = period === 'quarter' ? d.getUTCMonth() - (d.getUTCMonth() % 3) : d.getUTCMonth();
  return iso(new Date(Date.UTC(d.getUTCFullYear(), month, 1)));
}

/** The ISO week number and its year of a Monday. */
function isoWeek(monday: Date): { year: number; week: number } {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return { year, week };
}

/** The label a period is answered with: `2026-W48`, `2026-11`, `2026-Q4` (the screens format them). */
export function periodLabel(period: ReportPeriod, start: string): string {
  const d = day(start);
  if (period === 'week') {
    const { year, week } = isoWeek(d);
    return `${year}-W${pad(week)}`;
  }
  if (period === 'quarter') return `${d.getUTCFullYear()}-Q${Math.floor(d.getUTCMonth() / 3) + 1}`;
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The start of the period before the one starting at `start`. */
function previousStart(period: ReportPeriod, start: string): string {
  const d = day(start);
  if (period === 'week') return iso(new Date(d.getTime() - 7 * DAY_MS));
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (period === 'quarter' ? 3 : 1), 1)));
}

/**
 * Every period from the one holding `oldest` to the one holding `newest`, newest first, at most
 * `max` of them (the newest): a chart shows the periods with nothing in them as 0, not as a gap.
 */
export function periodsBetween(period: ReportPeriod, oldest: string, newest: string, max = 120): string[] {
  const first = periodStart(period, oldest);
  const out: string[] = [];
  for (let s = periodStart(period, newest); s >= first && out.length < max; s = previousStart(period, s)) out.push(s);
  return out;
}
