import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PlacesMultiSelect,
  usePlaceSearch,
  type PlacesMultiSelectProps,
} from '../../../components/places-multi-select';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import type { LocationRow } from '../../../lib/catalogue/search-locations';
import { useLocationNames } from '../../../lib/catalogue/location-names';
import { placeLabel } from '../../../lib/catalogue/place-label';

export type LocationsMultiSelectProps = Omit<PlacesMultiSelectProps, 'places' | 'data'>;

/**
 * Countries, regions and cities a contract covers. Countries are one cached list, searched here;
 * regions and cities are too many to load (a country can have thousands), so they are searched on
 * the server as the user types.
 */
export function LocationsMultiSelect({ value, onChange, ...props }: LocationsMultiSelectProps) {
  const { t } = useTranslation('clients');
  const countries = useCatalogueList<LocationRow>('/tenant/location/countries');
  const placeSearch = usePlaceSearch(placeLabel);
  const { search, found, picked: labels } = placeSearch;
  const countryNames = useMemo(
    () => new Map((countries.data?.data ?? []).map((c) => [c.id, c.location_name])),
    [countries.data],
  );
  const unknown = value.filter((id) => !countryNames.has(id) && !labels.has(id));
  const fetched = useLocationNames(countries.data ? unknown : []);

  const data = useMemo(() => {
    const term = search.trim().toLowerCase();
    const countryItems = (countries.data?.data ?? [])
      .filter((c) => value.includes(c.id) || (term && c.location_name.toLowerCase().includes(term)))
      .slice(0, 60)
      .map((c) => ({ value: String(c.id), label: c.location_name }));
    const places = new Map<number, string>();
    for (const id of value)
      if (!countryNames.has(id)) places.set(id, labels.get(id) ?? fetched.get(id) ?? t('locations.place', { id }));
    for (const l of found.data?.data ?? [])
      if (l.kind !== 'country' && term.length >= 2) places.set(l.id, placeLabel(l));
    const placeItems = [...places].map(([id, label]) => ({ value: String(id), label }));
    return [
      { group: t('locations.countries'), items: countryItems },
      { group: t('locations.places'), items: placeItems },
    ].filter((g) => g.items.length > 0);
  }, [countries.data, countryNames, found.data, labels, fetched, value, search, t]);

  return (
    // Countries are filtered above, from the cached list; places on the server.
    <PlacesMultiSelect clearable {...props} places={placeSearch} data={data} value={value} onChange={onChange} />
  );
}
