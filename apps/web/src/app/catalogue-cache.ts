import type { Query, QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistedQueryClientSaveOptions,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { CATALOGUE_LIST_KEY, CATALOGUE_MAX_AGE_MS } from '../lib/catalogue/catalogue-lists';
import { CACHE_PREFIX, readAuth, type AuthData } from '../lib/auth-storage';

/**
 * The spec's catalogue lists live in localStorage for 24 hours so a reload or a new tab does not
 * fetch clients, currencies, sales manuals … again. Only those lists are stored (quotes and prices
 * never are), each list for at most 24 h after it was fetched, and every stored copy is labelled
 * with the signed-in user and tenant so nobody restores somebody else's lists. The key starts with
 * CACHE_PREFIX, so sign-out (clearCatalogueCaches) removes it.
 */
export const CATALOGUE_CACHE_STORAGE_KEY = `${CACHE_PREFIX}catalogue-lists`;

/** Who the stored lists belong to: tenant host, user and role (a role change can change what a list holds). */
export function cacheIdentity(auth: AuthData | null = readAuth(), host: string = window.location.host): string | null {
  if (!auth) return null;
  return `${host}|${auth.user.id}|${auth.user.roles.data.map((r) => r.id).join(',')}`;
}

const isFresh = (updatedAt: number, now: number) => updatedAt > 0 && now - updatedAt < CATALOGUE_MAX_AGE_MS;

export const isCatalogueListQuery = (query: Pick<Query, 'queryKey' | 'state'>, now = Date.now()) =>
  query.queryKey[0] === CATALOGUE_LIST_KEY &&
  query.state.status === 'success' &&
  isFresh(query.state.dataUpdatedAt, now);

/** A stored copy without the lists that have grown older than 24 h since they were fetched. */
export function dropExpired(client: PersistedClient, now = Date.now()): PersistedClient {
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.filter((q) => isFresh(q.state.dataUpdatedAt, now)),
    },
  };
}

export interface CataloguePersisterOptions {
  storage?: Storage;
  identity?: () => string | null;
  now?: () => number;
  throttleTime?: number;
}

export function createCataloguePersister({
  storage = window.localStorage,
  identity = () => cacheIdentity(),
  now = Date.now,
  throttleTime = 1000,
}: CataloguePersisterOptions = {}): Persister {
  return createSyncStoragePersister({
    key: CATALOGUE_CACHE_STORAGE_KEY,
    throttleTime,
    storage: {
      getItem: (key) => storage.getItem(key),
      // A throttled write that lands after sign-out must not leave lists for the next person.
      setItem: (key, value) => (identity() ? storage.setItem(key, value) : storage.removeItem(key)),
      removeItem: (key) => storage.removeItem(key),
    },
    // Labelled at write time, not with the provider's buster of page load: signing in does not reload.
    serialize: (client) => JSON.stringify({ ...client, buster: identity() ?? '' }),
    deserialize: (text) => dropExpired(JSON.parse(text) as PersistedClient, now()),
  });
}

export function cataloguePersistOptions(
  persister: Persister,
  buster = cacheIdentity() ?? '',
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: CATALOGUE_MAX_AGE_MS,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: (query) => isCatalogueListQuery(query) },
  };
}

/** Restored lists keep their 24 h life even before a screen uses them (the default gcTime is 5 minutes). */
export function configureCatalogueQueries(queryClient: QueryClient): void {
  queryClient.setQueryDefaults([CATALOGUE_LIST_KEY], { staleTime: CATALOGUE_MAX_AGE_MS, gcTime: CATALOGUE_MAX_AGE_MS });
}

/**
 * Puts the stored lists back into `queryClient`, then saves them on every change; resolves once they
 * are back (or were dropped: expired, another user's, unreadable). Called before the first render,
 * instead of PersistQueryClientProvider: the provider restores in an effect after the first commit
 * and then flips its "restoring" flag, which re-rendered every screen that asks a query at once, in
 * one ~90 ms task (~370 ms under a phone's 4× CPU slowdown, issue 50). localStorage is synchronous,
 * so the restore takes microtasks only and the first render already reads the restored lists.
 */
export function restoreCatalogues(
  queryClient: QueryClient,
  persister: Persister,
  buster = cacheIdentity() ?? '',
): Promise<void> {
  // The persist client ships its own copy of query-core (catalogue-cache.test.ts): the same client, two types.
  const options = {
    ...cataloguePersistOptions(persister, buster),
    queryClient: queryClient as unknown as PersistedQueryClientSaveOptions['queryClient'],
  };
  return persistQueryClientRestore(options)
    .catch(() => undefined) // a broken copy is removed by the restore itself; the lists are fetched again
    .then(() => void persistQueryClientSubscribe(options));
}
