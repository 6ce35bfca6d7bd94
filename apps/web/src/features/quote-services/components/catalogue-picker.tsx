import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CatalogueService } from '@itinera/domain/contracts';
import { useCatalogueSearch, type CatalogueSearch } from '../api/search-catalogue';
import { CatalogueFilters, EMPTY_FILTERS, type CatalogueFilterValues } from './catalogue-filters';
import { CatalogueResults } from './catalogue-results';

export interface CataloguePickerProps {
  uuid: string;
  currency: string;
  selected: CatalogueService[];
  onSelected: (services: CatalogueService[]) => void;
  single?: boolean;
  /** Replace keeps the type of the service it replaces. */
  initialTypes?: string[];
}

export function toSearch(f: CatalogueFilterValues, page: number): CatalogueSearch {
  return {
    page,
    name: f.text.trim() || undefined,
    id_type_service: f.types.length ? f.types.map(Number) : undefined,
    category: f.categories.length ? f.categories.join(',') : undefined,
    country: f.country ?? undefined,
    location: f.location ? Number(f.location) : undefined,
  };
}

/** The catalogue searched and priced for the quote; mounted only while its modal is open. */
export function CataloguePicker({
  uuid,
  currency,
  selected,
  onSelected,
  single,
  initialTypes = [],
}: CataloguePickerProps) {
  const [filters, setFilters] = useState<CatalogueFilterValues>({ ...EMPTY_FILTERS, types: initialTypes });
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(filters, 300);
  const search = useCatalogueSearch(uuid, toSearch(debounced, page), true);
  return (
    <Stack gap="sm">
      <CatalogueFilters
        value={filters}
        lockTypes={initialTypes.length > 0}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <CatalogueResults
        records={search.data?.data ?? []}
        total={search.data?.meta.total ?? 0}
        page={page}
        onPage={setPage}
        fetching={search.isFetching}
        selected={selected}
        onSelected={onSelected}
        single={single}
        currency={currency}
      />
    </Stack>
  );
}
