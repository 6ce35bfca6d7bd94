import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

/**
 * The search box and page of a server-paged table: the query follows the search 300 ms after the
 * last key, and a new search (or any filter wrapped in `resetPage`) starts again at page 1.
 */
export function usePagedSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const resetPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { search, onSearch: resetPage(setSearch), debounced, page, setPage, resetPage };
}
