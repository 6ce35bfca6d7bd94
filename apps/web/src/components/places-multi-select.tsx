import { useState } from 'react';
import { Loader, MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@mantine/hooks';
import { useLocationSearch, type LocationRow } from '../lib/catalogue/search-locations';

/**
 * The server search behind a places multi-select, and the names of the places picked from it: a
 * picked place leaves the search results, so its name is kept here rather than fetched again.
 */
export function usePlaceSearch(label: (l: LocationRow) => string) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useLocationSearch(debounced);
  const [picked, setPicked] = useState(new Map<number, string>());
  const remember = (ids: number[]) => {
    const next = new Map(picked);
    for (const l of found.data?.data ?? []) if (ids.includes(l.id)) next.set(l.id, label(l));
    setPicked(next);
  };
  return { search, setSearch, found, picked, remember };
}

export interface PlacesMultiSelectProps
  extends Omit<MultiSelectProps, 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  places: ReturnType<typeof usePlaceSearch>;
  value: number[];
  onChange: (ids: number[]) => void;
}

/** A multi-select of places whose options the caller has already matched (on the server, or in a cached list). */
export function PlacesMultiSelect({ places, value, onChange, ...props }: PlacesMultiSelectProps) {
  const { t } = useTranslation();
  const { search, setSearch, found, remember } = places;
  return (
    <MultiSelect
      searchable
      hidePickedOptions
      placeholder={value.length ? undefined : t('places.placeholder')}
      nothingFoundMessage={search.trim().length < 2 ? t('places.typeTwo') : t('places.noMatch')}
      rightSection={found.isFetching ? <Loader size={14} /> : undefined}
      {...props}
      filter={({ options }) => options}
      value={value.map(String)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(ids) => {
        const next = ids.map(Number);
        remember(next);
        onChange(next);
      }}
    />
  );
}
