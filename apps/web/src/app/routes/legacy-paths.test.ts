import { describe, expect, it } from 'vitest';
import { legacyQuotePath } from './legacy-paths';

describe('legacy quote paths', () => {
  it.each([
    ['/basic-info', '?itinerary=4', '/quote/basic-info?itinerary=4'],
    ['/services', '?itinerary=4', '/quote/services?itinerary=4'],
    ['/itinerary', '?itinerary=4', '/quote/itinerary?itinerary=4'],
    ['/export', '?itinerary=4', '/quote/export?itinerary=4'],
    ['/book', '?itinerary=4', '/quote/book?itinerary=4'],
    ['/pax-info', '?itinerary=4', '/quote/pax-info?itinerary=4'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(legacyQuotePath(pathname, search)).toBe(expected);
  });

  it('keeps the itinerary parameter only (and the page language)', () => {
    expect(legacyQuotePath('/services', '?itinerary=7&foo=bar&lang=es')).toBe('/quote/services?itinerary=7&lang=es');
    expect(legacyQuotePath('/services/', '')).toBe('/quote/services');
  });

  it('leaves other paths alone', () => {
    expect(legacyQuotePath('/quotes', '?itinerary=4')).toBeNull();
    expect(legacyQuotePath('/quote/services', '?itinerary=4')).toBeNull();
    expect(legacyQuotePath('/configuration', '')).toBeNull();
  });
});
