import type { UseQueryResult } from '@tanstack/react-query';

/** What a list screen shows of its query's state: rows, the load error, the "nothing yet" case. */
export interface ListView<R> {
  loaded: boolean;
  failed: boolean;
  retry: () => void;
  /** Nothing at all, and not a filter's or a page's doing: said once, with the way to start. */
  nothingYet: boolean;
  total: number;
  /** The table's rows props. */
  table: { records: R[]; total: number; fetching: boolean };
}

export function listView<R>(
  query: UseQueryResult<{ data: R[]; meta: { total: number } }>,
  page: number,
  filtered: boolean,
): ListView<R> {
  const data = query.data;
  const total = data?.meta.total ?? 0;
  return {
    loaded: data !== undefined,
    failed: query.isError && !data,
    retry: () => void query.refetch(),
    nothingYet: data !== undefined && total === 0 && !filtered && page === 1,
    total,
    // The loader shows on the first read and while a new page or filter is fetched, not on a refetch.
    table: { records: data?.data ?? [], total, fetching: query.isFetching && (!data || query.isPlaceholderData) },
  };
}
