import { useMemo, useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { getCatalogueList, useCatalogueList } from '../../../lib/catalogue/catalogue-lists';

// Country → destination pickers of the catalogue. A country such as Brazil has thousands of cities,
// so the destination list is searched on the server; before anything is typed it offers the places
// the tenant's catalogue already serves, which is where most new services go too.

export interface LocationItem {
  id: number;
  location_name: string;
  location_code: string;
  kind?: string;
  parent_location: { id: number; location_name: string; location_code?: string } | null;
}

type Size = SelectProps['size'];

export function locationLabel(l: Pick<LocationItem, 'location_name' | 'kind' | 'parent_location'>): string {
  if (l.kind === 'country') return l.location_name;
  if (l.kind === 'destination') return i18n.t('catalogue:location.region', { name: l.location_name });
  return l.parent_location ? `${l.location_name}, ${l.parent_location.location_name}` : l.location_name;
}

export function useCountryNames() {
  const countries = useCatalogueList<LocationItem>('/tenant/location/countries');
  return useMemo(
    () => new Map((countries.data?.data ?? []).map((c) => [c.location_code, c.location_name])),
    [countries.data],
  );
}

export function CountrySelect(props: {
  value: string | null;
  onChange: (code: string | null) => void;
  label?: string;
  size?: Size;
  w?: number | string;
  placeholder?: string;
  error?: string;
}) {
  const { t } = useTranslation('catalogue');
  const countries = useCatalogueList<LocationItem>('/tenant/location/countries');
  const data = useMemo(
    () => (countries.data?.data ?? []).map((c) => ({ value: c.location_code, label: c.location_name })),
    [countries.data],
  );
  return (
    <Select
      label={props.label}
      aria-label={props.label ? undefined : t('info.country')}
      placeholder={props.placeholder ?? t('location.anyCountry')}
      data={data}
      value={props.value}
      onChange={props.onChange}
      searchable
      clearable
      nothingFoundMessage={t('location.noCountry')}
      size={props.size}
      w={props.w}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export interface DestinationSelectProps {
  country: string | null;
  value: number | null;
  /** Label of the chosen place when it is not among the loaded options (an edited service). */
  valueLabel?: string | null;
  onChange: (id: number | null, item: LocationItem | null) => void;
  label?: string;
  size?: Size;
  w?: number | string;
  placeholder?: string;
  error?: string;
  description?: string;
  /** The service's type requires a place (docs/domain/services.md#mandatory-sections): marked, not enforced here. */
  withAsterisk?: boolean;
}

export function DestinationSelect({
  country,
  value,
  valueLabel,
  onChange,
  label,
  size,
  w,
  placeholder,
  error,
  description,
  withAsterisk,
}: DestinationSelectProps) {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<LocationItem | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const currentLabel = chosen && chosen.id === value ? locationLabel(chosen) : (valueLabel ?? null);
  // Once a place is chosen the input shows its label; that is not a new search.
  const term = debounced && debounced !== currentLabel ? debounced : '';
  const served = useCatalogueList<LocationItem>('/tenant/location/served-destinations', {
    country: country ?? undefined,
    limit: 100,
  });
  // Typed searches are not catalogue lists to keep for a day: a plain query, kept five minutes.
  const found = useQuery({
    queryKey: ['destination-search', country, term],
    queryFn: () =>
      getCatalogueList<LocationItem>('/tenant/location/destinations', {
        country: country ?? undefined,
        search: term,
        limit: 40,
      }),
    enabled: Boolean(country) && term.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(
    () => (term.length >= 2 ? (found.data?.data ?? []) : (served.data?.data ?? []).filter((l) => l.kind !== 'country')),
    [term, found.data, served.data],
  );
  const byId = useMemo(() => new Map(items.map((l) => [l.id, l])), [items]);

  const data = useMemo(() => {
    const options = items.map((l) => ({ value: l.id, label: locationLabel(l) }));
    if (value !== null && !byId.has(value) && currentLabel) options.unshift({ value, label: currentLabel });
    return options;
  }, [items, byId, value, currentLabel]);

  return (
    <Select<number>
      label={label}
      aria-label={label ? undefined : t('info.destination')}
      description={description}
      withAsterisk={withAsterisk}
      placeholder={placeholder ?? (country ? t('location.searchPlace') : t('location.countryFirst'))}
      disabled={!country}
      data={data}
      value={value}
      onChange={(id) => {
        const item = id === null ? null : (byId.get(id) ?? null);
        if (item) setChosen(item);
        onChange(id, item);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={term.length >= 2 ? t('location.noPlace') : t('location.typeTwo')}
      size={size}
      w={w}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
