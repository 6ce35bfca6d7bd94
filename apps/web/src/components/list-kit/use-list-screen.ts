import type { UseQueryResult } from '@tanstack/react-query';
import type { ListNoun } from './list-body';
import type { ListKind } from './list-kind';
import { listView, type ListView } from './list-view';
import { useListState, type ListControls } from './use-list-state';

/** What ListPage and NoMatch read of a list screen. */
export interface ListScreen {
  noun: ListNoun;
  view: ListView<unknown>;
  list: ListControls;
  filtered: boolean;
}

/** A list screen's state from the address, its query, and what its header, body and empty rows show. */
export function useListScreen<
  F,
  S extends { filters: F; page: number; limit: number },
  P,
  D extends { data: unknown[]; meta: { total: number } },
>(kind: ListKind<F, S, P>, useRows: (params: P) => UseQueryResult<D>) {
  const list = useListState(kind.read, kind.write, kind.noFilters);
  const query = useRows(kind.toParams(list.state));
  const filtered = kind.hasFilters(list.state.filters);
  const view = listView<D['data'][number]>(query, list.state.page, filtered);
  return { noun: kind.noun, list, query, view, filtered };
}
