import { describe, expect, it } from 'vitest';
import { isUnselectableDate } from './unselectable';

describe('unselectable dates of a date picker', () => {
  const rule = { dates: ['2026-12-25'], weekdays: [0, 6] }; // Christmas and weekends

  it.each([
    ['2026-12-25', true], // a listed date (a Friday)
    ['2026-12-26', true], // Saturday
    ['2026-12-27', true], // Sunday
    ['2026-12-28', false], // Monday
    ['2026-12-24', false], // Thursday
    ['2026-12-26T10:30:00', true], // a date-time counts by its calendar day
  ])('%s unselectable: %s', (date, expected) => expect(isUnselectableDate(date, rule)).toBe(expected));

  it('leaves every date selectable when nothing is listed', () => {
    expect(isUnselectableDate('2026-12-26', {})).toBe(false);
  });
});
