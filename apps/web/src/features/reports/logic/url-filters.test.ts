import { describe, expect, it } from 'vitest';
import { cutFrom, filtersFrom, withFilters } from './url-filters';

describe('the Reports page address', () => {
  it('reads id lists, dates and the cut, dropping junk', () => {
    const params = new URLSearchParams('client=,3,x,7&user=12&from=2026-01-01&to=2026-02-30x&by=consultant');
    expect(filtersFrom(params, '2026-11-29')).toEqual({ clients: [3, 7], users: [12], from: '2026-01-01', to: null });
    expect(cutFrom(params)).toBe('consultant');
    expect(cutFrom(new URLSearchParams('by=profit'))).toBeNull();
  });

  it('shows the last 12 months when the address names no date', () => {
    expect(filtersFrom(new URLSearchParams(''), '2026-11-29')).toEqual({
      clients: [],
      users: [],
      from: '2025-12-01',
      to: '2026-11-29',
    });
  });

  it('writes the filters back, keeping the other keys', () => {
    const next = withFilters(new URLSearchParams('by=level&client=1'), {
      clients: [],
      users: [4, 5],
      from: '2026-11-01',
      to: '2026-11-29',
    });
    expect(next.toString()).toBe('by=level&user=4%2C5&from=2026-11-01&to=2026-11-29');
  });
});
