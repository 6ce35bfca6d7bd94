import { useMemo } from 'react';
import {
  PlacesMultiSelect,
  usePlaceSearch,
  type PlacesMultiSelectProps,
} from '../../../../components/places-multi-select';
import { useLocationNames } from '../../../../lib/catalogue/location-names';
import { placeLabel } from '../../../../lib/catalogue/place-label';
import { i18n } from '../../../../lib/i18n';

export interface LocationsSelectProps extends Omit<PlacesMultiSelectProps, 'places' | 'data'> {
  /** Bare names already known (the quote's own locations): shown until each place's label (with its region) comes. */
  known: ReadonlyMap<number, string>;
}

/** The places of the quote: countries, regions and cities, searched on the server as the user types. */
export function LocationsSelect({ value, onChange, known, ...props }: LocationsSelectProps) {
  const placeSearch = usePlaceSearch(placeLabel);
  const { search, found, picked } = placeSearch;
  // Every saved place is labelled with its region (one request per place, cached): a bare name made Lima the region
  // and Lima the city two identical chips.
  const fetched = useLocationNames(value.filter((id) => !picked.has(id)));

  const data = useMemo(() => {
    const items = new Map<number, string>();
    for (const id of value)
      items.set(id, picked.get(id) ?? fetched.get(id) ?? known.get(id) ?? i18n.t('workspace:basicInfo.place', { id }));
    if (search.trim().length >= 2)
      for (const l of found.data?.data ?? []) if (!items.has(l.id)) items.set(l.id, placeLabel(l));
    return [...items].map(([id, label]) => ({ value: String(id), label }));
  }, [value, known, picked, fetched, found.data, search]);

  return <PlacesMultiSelect {...props} places={placeSearch} data={data} value={value} onChange={onChange} />;
}
