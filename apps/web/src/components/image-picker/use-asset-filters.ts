import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { AssetFilters } from '../../lib/assets/assets-api';

/** The filters of a library grid; the search follows the box 300 ms after the last key. */
export function useAssetFilters(initial: Partial<AssetFilters> = {}) {
  const [search, setSearch] = useState(initial.search ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [rest, setRest] = useState<Omit<AssetFilters, 'search'>>({
    category: initial.category ?? null,
    path: initial.path ?? '',
    order: initial.order ?? 'desc',
  });
  const filters: AssetFilters = { ...rest, search: debounced };
  return {
    search,
    setSearch,
    filters,
    change: (f: Partial<AssetFilters>) => setRest((r) => ({ ...r, ...f })),
  };
}
