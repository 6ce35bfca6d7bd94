// The day field of a service: a single day number or a range 'a-b' (docs/domain/spec-sections.md#spec-02-section-5). Messages are the
// spec's, word for word, because the UI shows them as they are.
export const DAY_ZERO_MESSAGE = 'Day must be upper than 0.';
export const DAY_NOT_NUMBER_MESSAGE = 'Incorrect value. Day must be a number.';

export interface DayRange {
  from: number;
  to: number;
}

export interface DayInputResult {
  /** The value the field should hold after validation: '3', '3-5', or '1' after an error. */
  day: string;
  range: DayRange;
  error?: typeof DAY_ZERO_MESSAGE | typeof DAY_NOT_NUMBER_MESSAGE;
}

const INT_RE = /^\d+$/;

/**
 * Validates what the user typed. A first value not above 0 is an error: 'Day must be upper than
 * 0.' when a part is zero, otherwise 'Incorrect value. Day must be a number.'; either way the
 * result reads as day 1 so pricing can go on, but a value with an error is never saved (the API
 * refuses it, the day cell keeps the service's own day). A range whose end is missing, not a
 * number or not above its start collapses to the start day.
 */
export function parseDayInput(input: string | number): DayInputResult {
  const text = String(input).trim();
  const parts = text.split('-').map((p) => p.trim());
  const first = INT_RE.test(parts[0] ?? '') ? Number(parts[0]) : Number.NaN;
  if (!(first > 0)) {
    const hasZero = parts.some((p) => INT_RE.test(p) && Number(p) === 0);
    return { day: '1', range: { from: 1, to: 1 }, error: hasZero ? DAY_ZERO_MESSAGE : DAY_NOT_NUMBER_MESSAGE };
  }
  const second = parts.length > 1 && INT_RE.test(parts[1] ?? '') ? Number(parts[1]) : Number.NaN;
  if (parts.length > 1 && second > first) return { day: `${first}-${second}`, range: { from: first, to: second } };
  return { day: String(first), range: { from: first, to: first } };
}

/** Night types count nights (docs/domain/spec-sections.md#spec-02-section-5: hotel and package). */
export const NIGHT_SERVICE_TYPES: readonly number[] = [2, 9];

export function isNightType(serviceTypeId: number): boolean {
  return NIGHT_SERVICE_TYPES.includes(serviceTypeId);
}

/** 'Night(s)' for accommodation and package, 'Day(s)' for the rest. */
export function dayUnitLabel(serviceTypeId: number): 'Night(s)' | 'Day(s)' {
  return isNightType(serviceTypeId) ? 'Night(s)' : 'Day(s)';
}

/**
 * Units a service is charged for (docs/domain/pricing.md#step-1-units): nights for night types ('3-5' is 2 nights, a
 * single day is 1 night), days in the range for the others ('3-5' is 3 days).
 */
export function serviceUnits(range: DayRange, serviceTypeId: number): number {
  const span = range.to - range.from;
  if (isNightType(serviceTypeId)) return span > 0 ? span : 1;
  return span + 1;
}
