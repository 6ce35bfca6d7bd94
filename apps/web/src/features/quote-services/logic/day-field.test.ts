import { describe, expect, it } from 'vitest';
import { commitDayInput } from './day-field';

describe('the day cell', () => {
  it.each([
    ['0', 'Day must be upper than 0.'],
    ['0-4', 'Day must be upper than 0.'],
    ['abc', 'Incorrect value. Day must be a number.'],
    ['-2', 'Incorrect value. Day must be a number.'],
    ['', 'Incorrect value. Day must be a number.'],
  ])('refuses %j with the spec message, keeps the stored day and saves nothing', (typed, error) => {
    expect(commitDayInput(typed, '3')).toEqual({ value: '3', error, changed: false });
  });

  it('normalises a range and saves only a real change', () => {
    expect(commitDayInput(' 3 - 5 ', '3')).toEqual({ value: '3-5', changed: true });
    expect(commitDayInput('5-2', '5')).toEqual({ value: '5', changed: false });
    expect(commitDayInput('1', '1').changed).toBe(false);
  });
});
