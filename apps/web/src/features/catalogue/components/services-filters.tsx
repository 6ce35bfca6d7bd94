import { ActionIcon, CloseButton, Group, MultiSelect, Select, TextInput, Tooltip } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { SERVICE_TYPE_OPTIONS } from './service-labels';
import { CountrySelect, DestinationSelect } from './service-location-fields';

export interface ServiceFilterValues {
  text: string;
  types: number[];
  category: number | null;
  country: string | null;
  location: number | null;
  locationLabel: string | null;
}

export const NO_FILTERS: ServiceFilterValues = {
  text: '',
  types: [],
  category: null,
  country: null,
  location: null,
  locationLabel: null,
};

export const hasFilters = (f: ServiceFilterValues) =>
  Boolean(f.text.trim() || f.types.length || f.category || f.country || f.location);

interface Category {
  id: number;
  name: string;
  acronym: string;
}

/** The toolbar above the services table: one search box and the filters of the spec's search. */
export function ServicesFilters({
  value,
  onChange,
}: {
  value: ServiceFilterValues;
  onChange: (next: ServiceFilterValues) => void;
}) {
  const { t } = useTranslation('catalogue');
  const categories = useCatalogueList<Category>('/tenant/service-categories');
  const set = (patch: Partial<ServiceFilterValues>) => onChange({ ...value, ...patch });
  return (
    // Wraps on a narrow screen: in one row the filters made the page 628 px wide at 390 (issue 45, docs/decisions/issues.md).
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        aria-label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        rightSection={
          value.text ? (
            <CloseButton size="sm" aria-label={t('filters.clearSearch')} onClick={() => set({ text: '' })} />
          ) : null
        }
        value={value.text}
        onChange={(e) => set({ text: e.currentTarget.value })}
        style={{ flex: 1, minWidth: 200 }}
      />
      <MultiSelect<number>
        aria-label={t('filters.types')}
        placeholder={value.types.length ? undefined : t('filters.allTypes')}
        data={SERVICE_TYPE_OPTIONS}
        value={value.types}
        onChange={(types) => set({ types })}
        clearable
        searchable
        w={220}
        // Several types stay on one line (the box scrolls) instead of growing the toolbar.
        styles={{ pillsList: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' } }}
        maxDropdownHeight={320}
        comboboxProps={{ withinPortal: true }}
      />
      <Select<number>
        aria-label={t('filters.category')}
        placeholder={t('filters.allCategories')}
        data={(categories.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.acronym})` }))}
        value={value.category}
        onChange={(category) => set({ category })}
        clearable
        searchable
        w={190}
        comboboxProps={{ withinPortal: true }}
      />
      <CountrySelect
        value={value.country}
        onChange={(country) => set({ country, location: null, locationLabel: null })}
        w={160}
      />
      <DestinationSelect
        country={value.country}
        value={value.location}
        valueLabel={value.locationLabel}
        onChange={(location, item) => set({ location, locationLabel: item ? item.location_name : null })}
        placeholder={value.country ? t('filters.anyDestination') : t('filters.destination')}
        w={200}
      />
      {hasFilters(value) && (
        <Tooltip label={t('filters.clear')} withArrow>
          <ActionIcon variant="default" size={36} aria-label={t('filters.clear')} onClick={() => onChange(NO_FILTERS)}>
            <IconFilterOff size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
