import { describe, expect, it } from 'vitest';
import { catalogueUnits } from '@itinera/domain';
import { previewDates } from './preview-dates';

const nights = (d: { from: string; to: string } | null) => (d ? catalogueUnits(2, d.from, d.to) : null);

describe('the dates the add modal prices the catalogue for (issue 25)', () => {
  it('prices a hotel on day 1 of a 5-day quote for one night, not the whole quote', () => {
    const d = previewDates('2026-07-01', '1', '2026-01-10');
    expect(d).toEqual({ from: '2026-07-01', to: '2026-07-02' });
    expect(nights(d)).toBe(1);
  });

  it('counts the nights of a range as the add will (2-4 is two nights, from day 2)', () => {
    const d = previewDates('2026-07-01', '2-4', '2026-01-10');
    expect(d).toEqual({ from: '2026-07-02', to: '2026-07-04' });
    expect(nights(d)).toBe(2);
  });

  it('starts from today when the quote has no dates yet', () => {
    expect(previewDates(null, '3', '2026-01-10')).toEqual({ from: '2026-01-12', to: '2026-01-13' });
  });

  it('gives nothing for a day that is not valid (the last valid one is kept)', () => {
    expect(previewDates('2026-07-01', 'abc', '2026-01-10')).toBeNull();
    expect(previewDates('2026-07-01', '0', '2026-01-10')).toBeNull();
  });
});
