import { describe, expect, it } from 'vitest';
import { commitDayInput } from './day-field';

describe('the day cell', () => {
  it.each([
    ['0', '3', '1', 'Day must be upper than 0.'],
    ['0-4', '3', '1', 'Day must be upper than 0.'],
    ['abc', '3', '1', 'Incorrect value. Day must be a number.'],
    ['-2', '3', '1', 'Incorrect value. Day must be a number.'],
  ])('refuses %j with the spec message and goes back to day 1', (typed, stored, value, error) => {
    expect(commitDayInput(typed, stored)).toEqual({ value, error, changed: true });
  });

  it('normalises a range and saves only a real change', () => {
    expect(commitDayInput(' 3 - 5 ', '3')).toEqual({ value: '3-5', error: undefined, changed: true });
    expect(commitDayInput('5-2', '5')).toEqual({ value: '5', error: undefined, changed: false });
    expect(commitDayInput('1', '1').changed).toBe(false);
  });
});
