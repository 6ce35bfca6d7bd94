import { describe, expect, it } from 'vitest';
import { formatAgeBands, parseAgeBands } from './age-band-text';

describe('age bands as text', () => {
  it('reads free, a percentage and a cost, with hyphens, dashes or "to"', () => {
    expect(parseAgeBands('0-2 free; 3–11: 50 %; 12 to 17 35.50')).toEqual({
      bands: [
        { min_age: 0, max_age: 2, percentage: 0 },
        { min_age: 3, max_age: 11, percentage: 50 },
        { min_age: 12, max_age: 17, unit_cost: '35.50' },
      ],
    });
    expect(parseAgeBands('')).toEqual({ bands: [] });
    expect(parseAgeBands('1 free')).toEqual({ bands: [{ min_age: 1, max_age: 1, percentage: 0 }] });
  });

  it('says what it cannot read', () => {
    expect(parseAgeBands('3-11 half')).toEqual({
      error: "'3-11 half' is not an age band: write the ages and a price, e.g. 0-2 free; 3-11 50%; 12-17 35.50.",
    });
  });

  it('writes what it reads, in age order', () => {
    const text = formatAgeBands([
      { min_age: 3, max_age: 11, unit_cost: '35.5' },
      { min_age: 0, max_age: 2, percentage: 0 },
      { min_age: 12, max_age: 17, percentage: 75 },
    ]);
    expect(text).toBe('0-2 free; 3-11 35.50; 12-17 75%');
    expect(formatAgeBands(null)).toBe('');
    expect(parseAgeBands(text)).toEqual({
      bands: [
        { min_age: 0, max_age: 2, percentage: 0 },
        { min_age: 3, max_age: 11, unit_cost: '35.50' },
        { min_age: 12, max_age: 17, percentage: 75 },
      ],
    });
  });
});
