import { describe, expect, it } from 'vitest';
import { countryOfCode, replaceCountry, replaceFilters } from './replace-defaults';

const places = (...codes: (string | null)[]) => codes.map((location_code) => ({ location_code }));

describe('where Replace starts its search (issue 25)', () => {
  it('reads the country from any location code', () => {
    expect(countryOfCode('PE-LIM')).toBe('PE');
    expect(countryOfCode('CR')).toBe('CR');
    expect(countryOfCode(null)).toBeNull();
    expect(countryOfCode('')).toBeNull();
  });

  it("starts in the quote's country and contract, not the whole catalogue", () => {
    const quote = { location: places('PE-LIM', 'PE-CUS'), contract_id: 7 };
    expect(replaceFilters(quote, { location: places('PE', 'PE-CUS') })).toEqual({ country: 'PE', contract: 7 });
    // A service placed elsewhere by mistake is replaced from the quote's country.
    expect(replaceFilters(quote, { location: places('CR') })).toEqual({ country: 'PE', contract: 7 });
  });

  it("keeps the service's country when the quote covers it", () => {
    expect(replaceCountry(places('PE-CUS', 'BO-LPB'), places('BO', 'BO-LPB'))).toBe('BO');
  });

  it("falls back to the service's country, then to none", () => {
    expect(replaceCountry([], places('CR'))).toBe('CR');
    expect(replaceCountry([], [])).toBeNull();
    expect(replaceFilters({ location: [], contract_id: null }, { location: [] })).toEqual({
      country: null,
      contract: null,
    });
  });
});
