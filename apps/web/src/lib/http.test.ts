import { describe, expect, it } from 'vitest';
import { buildUrl, errorText, GENERIC_ERROR } from './http';

describe('the common call rules', () => {
  it('copies lang from the page address into the call', () => {
    expect(buildUrl('/tenant/itinerary', { page: 1 }, '?lang=es&itinerary=4')).toBe('/tenant/itinerary?page=1&lang=es');
  });

  it('joins arrays with commas and drops empty values', () => {
    expect(buildUrl('/tenant/itinerary', { tag: [3, 7], title: '', code: undefined, sort: 'code.asc' }, '')).toBe(
      '/tenant/itinerary?tag=3%2C7&sort=code.asc',
    );
  });

  it('shows the server sentence, else the generic message', () => {
    expect(errorText({ errors: { data: 'Invalid credentials' } })).toBe('Invalid credentials');
    expect(errorText(null)).toBe(GENERIC_ERROR);
    expect(errorText({ errors: {} })).toBe(GENERIC_ERROR);
  });
});
