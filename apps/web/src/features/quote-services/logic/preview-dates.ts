import { addDays, parseDayInput } from '@itinera/domain';

// The add modal prices the catalogue for what it will add (decisions 0039, 0040 and 0041): a hotel put on day 1 is one
// night, on days 2-4 two nights, whatever the quote's length. Without the chosen days the search
// priced every hotel for the whole quote ("4 Night(s)" while the day said 1).

export interface PreviewDates {
  /** The date of the first chosen day. */
  from: string;
  /** The date of the last chosen day; one day later for a single day (a night is charged to the morning after). */
  to: string;
}

/**
 * The dates the chosen day (or range) falls on: from the quote's start date, else from today as the
 * server's price search does for a quote without dates. A day the user is still typing falls back
 * to the last valid one the caller kept.
 */
export function previewDates(startDate: string | null, day: string, today: string): PreviewDates | null {
  const parsed = parseDayInput(day);
  if (parsed.error) return null;
  const first = addDays(startDate ?? today, parsed.range.from - 1);
  const span = Math.max(1, parsed.range.to - parsed.range.from);
  return { from: first, to: addDays(first, span) };
}
