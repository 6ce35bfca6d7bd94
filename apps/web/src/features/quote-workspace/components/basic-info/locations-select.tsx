import { useMemo, useState } from 'react';
import { Loader, MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLocationSearch, type LocationRow } from '../../../../lib/catalogue/search-locations';
import { useLocationNames } from '../../../../lib/catalogue/location-names';

export interface LocationsSelectProps
  extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  value: number[];
  onChange: (ids: number[]) => void;
  /** Names already known (the quote's own locations), so they are not fetched again. */
  known: ReadonlyMap<number, string>;
}

const placeLabel = (l: LocationRow) => (l.parent ? `${l.location_name}, ${l.parent.location_name}` : l.location_name);

/** The places of the quote: countries, regions and cities, searched on the server as the user types. */
export function LocationsSelect({ value, onChange, known, ...props }: LocationsSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useLocationSearch(debounced);
  const [picked, setPicked] = useState(new Map<number, string>());
  const fetched = useLocationNames(value.filter((id) => !known.has(id) && !picked.has(id)));

  const data = useMemo(() => {
    const items = new Map<number, string>();
    for (const id of value) items.set(id, known.get(id) ?? picked.get(id) ?? fetched.get(id) ?? `Place ${id}`);
    if (search.trim().length >= 2)
      for (const l of found.data?.data ?? []) if (!items.has(l.id)) items.set(l.id, placeLabel(l));
    return [...items].map(([id, label]) => ({ value: String(id), label }));
  }, [value, known, picked, fetched, found.data, search]);

  return (
    <MultiSelect
      searchable
      hidePickedOptions
      placeholder={value.length ? undefined : 'Type a country, region or city'}
      nothingFoundMessage={search.trim().length < 2 ? 'Type at least two letters' : 'No place matches'}
      rightSection={found.isFetching ? <Loader size={14} /> : undefined}
      {...props}
      data={data}
      // Matched on the server already.
      filter={({ options }) => options}
      value={value.map(String)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(ids) => {
        const next = ids.map(Number);
        const labels = new Map(picked);
        for (const l of found.data?.data ?? []) if (next.includes(l.id)) labels.set(l.id, placeLabel(l));
        setPicked(labels);
        onChange(next);
      }}
    />
  );
}
