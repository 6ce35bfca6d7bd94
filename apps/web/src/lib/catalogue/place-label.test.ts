import { describe, expect, it } from 'vitest';
import { placeLabel } from './place-label';
import type { LocationRow } from './search-locations';

// Decisions 0058, 0059 and 0060: two places of one name (Lima the region of Peru, Lima its capital city) read apart everywhere a
// place is picked or shown: each says where it is.

const peru = { id: 173, location_name: 'Peru', location_code: 'PE' };
const region = { id: 264, location_name: 'Lima', location_code: 'PE-LIM' };
const place = (l: Partial<LocationRow>): LocationRow => ({
  id: 1,
  location_name: '',
  location_code: '',
  kind: 'city',
  country_code: 'PE',
  parent: 173,
  parent_location: null,
  ...l,
});

describe('the label of a place', () => {
  it('names the region and country, so places of one name differ', () => {
    const limaRegion = placeLabel(place({ ...region, kind: 'destination', parent_location: peru }));
    const limaCity = placeLabel(place({ id: 431, location_name: 'Lima', parent_location: region }));
    expect(limaRegion).toBe('Lima, Peru');
    expect(limaCity).toBe('Lima, Lima region (PE)');
    expect(limaCity).not.toBe(limaRegion);
    expect(placeLabel(place({ id: 440, location_name: 'Miraflores', parent_location: region }))).toBe(
      'Miraflores, Lima (PE)',
    );
  });

  it('says a country by its name, and a place right under its country with that country only', () => {
    expect(placeLabel(place({ ...peru, kind: 'country', parent: 0 }))).toBe('Peru');
    expect(placeLabel(place({ id: 9, location_name: 'Callao', parent_location: peru }))).toBe('Callao, Peru');
  });
});
