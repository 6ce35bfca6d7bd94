import { describe, expect, it } from 'vitest';
import { parseSizes, SAMPLE_SIZES, SAMPLE_SIZES_TEXT } from './matrix-sizes';

describe('the group sizes field', () => {
  it('reads sizes and ranges, sorted and once each', () => {
    expect(parseSizes(SAMPLE_SIZES_TEXT)).toEqual(SAMPLE_SIZES);
    expect(parseSizes('12; 3 3,20-22')).toEqual([3, 12, 20, 21, 22]);
  });

  it('reads nothing from words, reversed ranges or an empty field', () => {
    expect(parseSizes('two')).toBeNull();
    expect(parseSizes('10-4')).toBeNull();
    expect(parseSizes('  ')).toBeNull();
  });
});
