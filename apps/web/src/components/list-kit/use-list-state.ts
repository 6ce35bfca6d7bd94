import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

interface ListStateShape<F> {
  filters: F;
  page: number;
  limit: number;
}

/**
 * A list's state kept in the page address. `read` and `write` convert between the two and must be
 * stable (module functions). Filter, sort and size changes go back to page 1 and replace the history
 * entry; a page change is its own entry, so Back returns to the previous page.
 */
export function useListState<F, S extends ListStateShape<F>>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
  noFilters: F,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params, read]);
  const update = (patch: Partial<S>) => setParams(write({ ...state, ...patch }), { replace: !('page' in patch) });
  return {
    state,
    update,
    setFilters: (filters: F) => update({ filters, page: 1 } as Partial<S>),
    clearFilters: () => update({ filters: noFilters, page: 1 } as Partial<S>),
    firstPage: () => update({ page: 1 } as Partial<S>),
    /** The table's paging props. */
    paging: {
      page: state.page,
      limit: state.limit,
      onPage: (page: number) => update({ page } as Partial<S>),
      onLimit: (limit: number) => update({ limit, page: 1 } as Partial<S>),
    },
  };
}

/** The resets a "no match" state offers. */
export interface ListControls {
  clearFilters: () => void;
  firstPage: () => void;
}
