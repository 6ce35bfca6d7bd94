import type { QueryClient } from '@tanstack/react-query';
import { isSignedIn } from '../../../lib/auth-storage';
import { readListState, toListParams } from '../components/quote-list-state';
import { listQuotesQueryOptions } from './list-quotes';

/**
 * When the app opens on the quotes list signed in, its page of rows is asked for at start-up, while
 * React draws the shell, instead of once the list has mounted (decision 0043). The list's own query
 * (same key, same parameters from the address) then finds the answer under way and does not ask again.
 */
export function prefetchOpeningList(
  client: QueryClient,
  where: Pick<Location, 'pathname' | 'search'> = window.location,
) {
  if (where.pathname !== '/quotes' || !isSignedIn()) return;
  const params = toListParams(readListState(new URLSearchParams(where.search)));
  void client.prefetchQuery(listQuotesQueryOptions(params));
}
