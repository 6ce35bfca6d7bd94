// Calendar dates as plain 'YYYY-MM-DD' strings and whole UTC day numbers. Quotes deal in calendar
// days, not instants, so everything is UTC: no time zone of the browser or server can shift a day.

/** Client display format when the client has none configured (docs/domain/spec-sections.md#section-9-constants-and-limits). */
export const DEFAULT_CLIENT_DATE_FORMAT = 'MMM DD, YYYY';

const MS_PER_DAY = 86_400_000;
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export class InvalidDateError extends Error {
  constructor(readonly input: unknown) {
    super(`Invalid date: ${String(input)}`);
    this.name = 'InvalidDateError';
  }
}

/** Milliseconds since the epoch of an ISO date or date-time (no offset means UTC). */
export function parseIsoToMs(value: string): number {
  const m = ISO_RE.exec(value.trim());
  if (!m) throw new InvalidDateError(value);
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0', off] = m;
  const month = Number(mo);
  const day = Number(d);
  let t = Date.UTC(Number(y), month - 1, day, Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')));
  const check = new Date(Date.UTC(Number(y), month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new InvalidDateError(value);
  if (off && off !== 'Z') {
    const sign = off.startsWith('-') ? -1 : 1;
    const digits = off.slice(1).replace(':', '');
    t -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  return t;
}

/** Whole UTC day number of a date ('1970-01-01' is 0). */
export function toDayNumber(isoDate: string): number {
  return Math.floor(parseIsoToMs(isoDate) / MS_PER_DAY);
}

const isoCache = new Map<number, string>();
/** 'YYYY-MM-DD' of a UTC day number; memoised because the engine asks for every night of a stay. */
export function fromDayNumber(day: number): string {
  let s = isoCache.get(day);
  if (s === undefined) {
    s = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    if (isoCache.size > 20_000) isoCache.clear();
    isoCache.set(day, s);
  }
  return s;
}

/** The date `days` days after (or before) an ISO date, in API format. */
export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(toDayNumber(isoDate) + days);
}

/**
 * Difference `to − from` in whole days, rounded up (docs/domain/spec-sections.md#spec-01-section-5): a part day counts as a day, so
 * 10:00 on the 1st to 09:00 on the 3rd is 2 days.
 */
export function diffDays(from: string, to: string): number {
  return Math.ceil((parseIsoToMs(to) - parseIsoToMs(from)) / MS_PER_DAY) || 0;
}

/** Formats an instant (ms since epoch) in API format. */
export function toApiDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
