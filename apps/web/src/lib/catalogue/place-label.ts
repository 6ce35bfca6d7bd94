import { i18n } from '../i18n';
import type { LocationRow } from './search-locations';

/**
 * How a place reads wherever it is picked or shown (docs/domain/screens.md): a country by its name; a region or a
 * city with the place above it, and a city with its country's code too — so "Lima, Peru" (the region) and "Lima, Lima
 * region (PE)" (the city) are never two bare "Lima"s.
 */
export function placeLabel(
  l: Pick<LocationRow, 'location_name' | 'kind' | 'parent' | 'parent_location' | 'country_code'>,
): string {
  const above = l.parent_location;
  if (l.kind === 'country' || !above) return l.location_name;
  // Right under its country (a region, or a city of a country without regions): the country says it all.
  if (l.kind === 'destination' || above.id === l.parent) return `${l.location_name}, ${above.location_name}`;
  const region =
    above.location_name === l.location_name
      ? i18n.t('places.region', { name: above.location_name })
      : above.location_name;
  return `${l.location_name}, ${region} (${l.country_code})`;
}
