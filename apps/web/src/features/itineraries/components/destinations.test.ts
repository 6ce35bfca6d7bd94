import { describe, expect, it } from 'vitest';
import { destinationSlug, FEATURED_DESTINATIONS, resolveDestination, slugify } from './destinations';

const countries = [
  { location_name: 'Peru', location_code: 'PE' },
  { location_name: 'Mexico', location_code: 'MX' },
  { location_name: 'United States', location_code: 'US' },
  { location_name: 'Curaçao', location_code: 'CW' },
];

describe('destinations in the address', () => {
  it('features the eight countries of the spec, in its order, with their codes', () => {
    expect(FEATURED_DESTINATIONS.map((d) => `${d.name}:${d.country}`)).toEqual([
      'Peru:PE',
      'Costa Rica:CR',
      'Bolivia:BO',
      'Ecuador:EC',
      'Argentina:AR',
      'Brazil:BR',
      'Chile:CL',
      'Colombia:CO',
    ]);
  });

  it('maps every featured slug to its country code and back', () => {
    for (const d of FEATURED_DESTINATIONS) {
      expect(resolveDestination(d.slug)?.country).toBe(d.country);
      expect(destinationSlug(d.country)).toBe(d.slug);
    }
    expect(resolveDestination('costa-rica')?.name).toBe('Costa Rica');
    expect(resolveDestination('COSTA-RICA')?.country).toBe('CR');
  });

  it('slugifies names without accents or punctuation', () => {
    expect(slugify('Costa Rica')).toBe('costa-rica');
    expect(slugify('Curaçao')).toBe('curacao');
    expect(slugify("  Côte d'Ivoire ")).toBe('cote-d-ivoire');
  });

  it('resolves any other country by its slug or its two-letter code, once the country list is known', () => {
    expect(resolveDestination('mexico')).toBeNull();
    expect(resolveDestination('mexico', countries)).toMatchObject({ country: 'MX', name: 'Mexico', slug: 'mexico' });
    expect(resolveDestination('us', countries)).toMatchObject({ country: 'US', slug: 'united-states' });
    expect(resolveDestination('pe', countries)?.slug).toBe('peru');
    expect(destinationSlug('us', countries)).toBe('united-states');
    expect(destinationSlug('CW', countries)).toBe('curacao');
  });

  it('does not resolve an unknown or missing destination', () => {
    expect(resolveDestination('atlantis', countries)).toBeNull();
    expect(resolveDestination(undefined, countries)).toBeNull();
    expect(destinationSlug('ZZ', countries)).toBe('zz');
  });
});
