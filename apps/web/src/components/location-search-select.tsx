import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { placeLabel } from '../lib/catalogue/place-label';
import { useLocationSearch } from '../lib/catalogue/search-locations';

export interface LocationSearchSelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  value: number | null;
  /** Label of the current place, which the search results may not hold. */
  valueLabel?: string | null;
  onChange: (id: number | null) => void;
}

/** One place (city, region or country), searched on the server as the user types. */
export function LocationSearchSelect({ value, valueLabel, onChange, ...props }: LocationSearchSelectProps) {
  const { t } = useTranslation('quotes');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useLocationSearch(debounced);
  const [picked, setPicked] = useState<{ id: number; label: string } | null>(null);
  // The place shown: the one picked here, else the label the caller knows for its value (it may arrive later).
  const current = picked?.id === value ? picked : value && valueLabel ? { id: value, label: valueLabel } : null;

  const data = (found.data?.data ?? []).map((l) => ({ value: String(l.id), label: placeLabel(l) }));
  if (current && !data.some((o) => o.value === String(current.id)))
    data.unshift({ value: String(current.id), label: current.label });

  return (
    <Select
      searchable
      clearable
      placeholder={t('place.typeTwo')}
      nothingFoundMessage={debounced.trim().length < 2 ? t('place.typeTwo') : t('place.noMatch')}
      rightSection={found.isFetching ? <Loader size={14} /> : undefined}
      {...props}
      data={data}
      // The server already searched: keep every option it answered with.
      filter={({ options }) => options}
      value={value ? String(value) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => {
        setPicked(id && option ? { id: Number(id), label: option.label } : null);
        onChange(id ? Number(id) : null);
      }}
    />
  );
}
