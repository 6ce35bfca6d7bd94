import { describe, expect, it } from 'vitest';
import { addDays, diffDays, InvalidDateError, toDayNumber, fromDayNumber } from './dates';
import { dayUnitLabel, parseDayInput, serviceUnits } from './day-input';

describe('day input', () => {
  it.each([
    ['3', '3', 3, 3, undefined],
    [' 3 - 5 ', '3-5', 3, 5, undefined],
    ['5-3', '5', 5, 5, undefined],
    ['4-4', '4', 4, 4, undefined],
    ['4-x', '4', 4, 4, undefined],
    ['4-', '4', 4, 4, undefined],
    ['0', '1', 1, 1, 'Day must be upper than 0.'],
    ['0-3', '1', 1, 1, 'Day must be upper than 0.'],
    ['abc', '1', 1, 1, 'Incorrect value. Day must be a number.'],
    ['-2', '1', 1, 1, 'Incorrect value. Day must be a number.'],
    ['', '1', 1, 1, 'Incorrect value. Day must be a number.'],
    ['2.5', '1', 1, 1, 'Incorrect value. Day must be a number.'],
  ])('%j → day %s (%d–%d) error %s', (input, day, from, to, error) => {
    expect(parseDayInput(input)).toEqual({ day, range: { from, to }, ...(error ? { error } : {}) });
  });

  it.each([
    [2, 'Night(s)'],
    [9, 'Night(s)'],
    [5, 'Day(s)'],
    [7, 'Day(s)'],
  ])('type %d counts in %s', (type, label) => expect(dayUnitLabel(type)).toBe(label));

  it.each([
    [{ from: 3, to: 5 }, 2, 2],
    [{ from: 3, to: 3 }, 2, 1],
    [{ from: 3, to: 5 }, 7, 3],
    [{ from: 3, to: 3 }, 7, 1],
  ])('%j of type %d is %d units', (range, type, units) => expect(serviceUnits(range, type)).toBe(units));
});

describe('dates', () => {
  it.each([
    ['2025-05-01', '2025-05-04', 3],
    ['2025-05-04', '2025-05-01', -3],
    ['2025-05-01T10:00:00Z', '2025-05-03T09:00:00Z', 2],
    ['2025-02-27', '2025-03-01', 2],
    ['2024-02-27', '2024-03-01', 3],
  ])('%s → %s is %d days (rounded up)', (a, b, n) => expect(diffDays(a, b)).toBe(n));
  it('adds days across months and years in API format', () => {
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(fromDayNumber(toDayNumber('2025-05-01'))).toBe('2025-05-01');
  });
  it.each(['2025-02-30', 'nope', '2025-13-01'])('refuses %s', (s) =>
    expect(() => toDayNumber(s)).toThrow(InvalidDateError),
  );
});
