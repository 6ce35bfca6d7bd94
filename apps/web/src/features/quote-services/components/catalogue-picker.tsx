import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { canViewSearchedPrices } from '@itinera/domain';
import type { CatalogueService } from '@itinera/domain/contracts';
import { useAuth } from '../../../lib/use-auth';
import { useCatalogueSearch, type CatalogueSearch } from '../api/search-catalogue';
import { CatalogueFilters, EMPTY_FILTERS, type CatalogueFilterValues } from './catalogue-filters';
import { CatalogueResults } from './catalogue-results';
import type { PreviewDates } from '../logic/preview-dates';
import { permissionUserOf } from '../logic/price-columns';

export interface CataloguePickerProps {
  uuid: string;
  currency: string;
  selected: CatalogueService[];
  onSelected: (services: CatalogueService[]) => void;
  single?: boolean;
  /** Replace keeps the type of the service it replaces. */
  initialTypes?: string[];
  /** Filters the search starts with (Replace: the quote's country and contract). */
  initialFilters?: Partial<CatalogueFilterValues>;
  /** The dates the prices are for (the add modal's chosen days); the quote's own dates otherwise. */
  dates?: PreviewDates | null;
  /** The name of the contract the search starts within. */
  contractName?: string;
}

export function toSearch(f: CatalogueFilterValues, page: number, dates?: PreviewDates | null): CatalogueSearch {
  return {
    page,
    ...(dates ? { from: dates.from, to: dates.to } : {}),
    name: f.text.trim() || undefined,
    id_type_service: f.types.length ? f.types.map(Number) : undefined,
    category: f.categories.length ? f.categories.join(',') : undefined,
    country: f.country ?? undefined,
    location: f.location ? Number(f.location) : undefined,
    contract: f.contract ?? undefined,
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
  initialFilters,
  dates,
  contractName,
}: CataloguePickerProps) {
  const [filters, setFilters] = useState<CatalogueFilterValues>({
    ...EMPTY_FILTERS,
    ...initialFilters,
    types: initialTypes,
  });
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(filters, 300);
  // Prices in the search are the view_price_searched permission's (docs/domain/permissions.md#permissions).
  const priced = canViewSearchedPrices(permissionUserOf(useAuth()));
  const search = useCatalogueSearch(uuid, toSearch(debounced, page, dates), priced, true);
  return (
    <Stack gap="sm">
      <CatalogueFilters
        value={filters}
        lockTypes={initialTypes.length > 0}
        contractName={contractName}
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
        priced={priced}
      />
    </Stack>
  );
}
