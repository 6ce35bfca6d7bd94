import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's state kept in the page address. `read` and `write` convert between the two and must be
 * stable (module functions). Filter and sort changes replace the history entry; a page change is its
 * own entry, so Back returns to the previous page.
 */
export function useListState<S extends { page: number }>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params, read]);
  const update = (patch: Partial<S>) => setParams(write({ ...state, ...patch }), { replace: !('page' in patch) });
  return [state, update] as const;
}
