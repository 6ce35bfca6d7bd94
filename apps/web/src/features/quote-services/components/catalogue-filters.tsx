import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { CloseButton, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { ContractFilter } from './contract-filter';
import { SERVICE_TYPE_OPTIONS } from './service-look';

export interface CatalogueFilterValues {
  text: string;
  types: string[];
  categories: string[];
  country: string | null;
  location: string | null;
  /** A contract id: only what its places cover (Replace starts with the quote's). */
  contract: number | null;
}

export const EMPTY_FILTERS: CatalogueFilterValues = {
  text: '',
  types: [],
  categories: [],
  country: null,
  location: null,
  contract: null,
};

interface Named {
  id: number;
  name?: string;
  location_name?: string;
  location_code?: string;
  acronym?: string;
}

/** Type, category tags, country then destination, and one text box (code, name, category). */
export function CatalogueFilters({
  value,
  onChange,
  lockTypes = false,
  contractName,
}: {
  value: CatalogueFilterValues;
  onChange: (v: CatalogueFilterValues) => void;
  lockTypes?: boolean;
  /** The name of the contract in `value.contract`, shown as a filter the user can remove. */
  contractName?: string;
}) {
  const { t } = useTranslation('services');
  const categories = useCatalogueList<Named>('/tenant/service-categories');
  const countries = useCatalogueList<Named>('/tenant/location/countries', { limit: 500 });
  const destinations = useCatalogueList<Named>('/tenant/location/destinations', {
    country: value.country ?? undefined,
    limit: 500,
  });
  const set = (patch: Partial<CatalogueFilterValues>) => onChange({ ...value, ...patch });
  const categoryData = useMemo(
    () =>
      (categories.data?.data ?? []).map((c) => ({
        value: c.acronym ?? String(c.id),
        label: `${c.name} (${c.acronym})`,
      })),
    [categories.data],
  );
  const countryData = useMemo(
    () =>
      (countries.data?.data ?? []).map((c) => ({
        value: c.location_code ?? String(c.id),
        label: c.location_name ?? '',
      })),
    [countries.data],
  );
  const destinationData = useMemo(
    () => (destinations.data?.data ?? []).map((d) => ({ value: String(d.id), label: d.location_name ?? '' })),
    [destinations.data],
  );
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={t('cat.search')}
          placeholder={t('cat.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={
            value.text ? <CloseButton size="sm" aria-label={t('cat.clear')} onClick={() => set({ text: '' })} /> : null
          }
          value={value.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
          style={{ flex: 1, minWidth: 180 }}
          data-autofocus
        />
        <MultiSelect
          aria-label={t('cat.type')}
          placeholder={value.types.length ? undefined : t('cat.anyType')}
          data={SERVICE_TYPE_OPTIONS}
          value={value.types}
          onChange={(types) => set({ types })}
          disabled={lockTypes}
          clearable
          w={190}
          comboboxProps={{ withinPortal: true }}
          styles={{ pillsList: { flexWrap: 'nowrap', overflow: 'hidden' } }}
        />
        <MultiSelect
          aria-label={t('cat.category')}
          placeholder={value.categories.length ? undefined : t('cat.anyCategory')}
          data={categoryData}
          value={value.categories}
          onChange={(categories) => set({ categories })}
          clearable
          searchable
          w={180}
          comboboxProps={{ withinPortal: true }}
          styles={{ pillsList: { flexWrap: 'nowrap', overflow: 'hidden' } }}
        />
        <Select
          aria-label={t('cat.country')}
          placeholder={t('cat.anyCountry')}
          data={countryData}
          value={value.country}
          onChange={(country) => set({ country, location: null })}
          clearable
          searchable
          w={150}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          aria-label={t('cat.destination')}
          placeholder={value.country ? t('cat.anyDestination') : t('cat.destination')}
          data={destinationData}
          value={value.location}
          onChange={(location) => set({ location })}
          disabled={!value.country}
          clearable
          searchable
          w={170}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {value.contract !== null && <ContractFilter name={contractName} onRemove={() => set({ contract: null })} />}
    </Stack>
  );
}
