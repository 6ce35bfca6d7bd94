import { useMemo } from 'react';
import {
  PlacesMultiSelect,
  usePlaceSearch,
  type PlacesMultiSelectProps,
} from '../../../../components/places-multi-select';
import type { LocationRow } from '../../../../lib/catalogue/search-locations';
import { useLocationNames } from '../../../../lib/catalogue/location-names';

export interface LocationsSelectProps extends Omit<PlacesMultiSelectProps, 'places' | 'data'> {
  /** Names already known (the quote's own locations), so they are not fetched again. */
  known: ReadonlyMap<number, string>;
}

const placeLabel = (l: LocationRow) =>
  l.parent_location ? `${l.location_name}, ${l.parent_location.location_name}` : l.location_name;

/** The places of the quote: countries, regions and cities, searched on the server as the user types. */
export function LocationsSelect({ value, onChange, known, ...props }: LocationsSelectProps) {
  const placeSearch = usePlaceSearch(placeLabel);
  const { search, found, picked } = placeSearch;
  const fetched = useLocationNames(value.filter((id) => !known.has(id) && !picked.has(id)));

  const data = useMemo(() => {
    const items = new Map<number, string>();
    for (const id of value) items.set(id, known.get(id) ?? picked.get(id) ?? fetched.get(id) ?? `Place ${id}`);
    if (search.trim().length >= 2)
      for (const l of found.data?.data ?? []) if (!items.has(l.id)) items.set(l.id, placeLabel(l));
    return [...items].map(([id, label]) => ({ value: String(id), label }));
  }, [value, known, picked, fetched, found.data, search]);

  return <PlacesMultiSelect {...props} places={placeSearch} data={data} value={value} onChange={onChange} />;
}
