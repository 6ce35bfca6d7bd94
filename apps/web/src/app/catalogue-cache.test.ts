import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type PersistedQueryClientSaveOptions,
} from '@tanstack/react-query-persist-client';
import { CATALOGUE_LIST_KEY } from '../lib/catalogue/catalogue-lists';
import { clearCatalogueCaches, type AuthData } from '../lib/auth-storage';
import {
  cacheIdentity,
  cataloguePersistOptions,
  CATALOGUE_CACHE_STORAGE_KEY,
  createCataloguePersister,
  restoreCatalogues,
} from './catalogue-cache';

const HOUR = 60 * 60 * 1000;
const START = new Date('2026-03-01T08:00:00Z').getTime();
const clients = [CATALOGUE_LIST_KEY, '/tenant/clients', {}];
const currencies = [CATALOGUE_LIST_KEY, '/tenant/currency', {}];
const tags = [CATALOGUE_LIST_KEY, '/tenant/tags', {}];

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const stored = () => JSON.parse(localStorage.getItem(CATALOGUE_CACHE_STORAGE_KEY) ?? 'null') as PersistedClient | null;

function setup(identity: { current: string | null }) {
  const persister = createCataloguePersister({ identity: () => identity.current, throttleTime: 0 });
  // The persist client ships its own copy of query-core (5.104 beside react-query's 5.108); it
  // only calls the client's public methods, but the type checker sees two QueryClient classes.
  const options = (queryClient: QueryClient) => ({
    ...cataloguePersistOptions(persister, identity.current ?? ''),
    queryClient: queryClient as unknown as PersistedQueryClientSaveOptions['queryClient'],
  });
  return { options };
}

describe('the catalogue list cache in localStorage', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('stores successful catalogue lists only, and none older than 24 hours', async () => {
    const me = { current: 'demo.localhost|1|1' };
    const { options } = setup(me);
    const queryClient = new QueryClient();
    queryClient.setQueryData(clients, { data: [{ id: 1, name: 'Andean Trails Travel' }] });
    queryClient.setQueryData(currencies, { data: [{ id: 1, code: 'USD' }] }, { updatedAt: START - 25 * HOUR });
    queryClient.setQueryData(['itinerary', '7e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c07'], {
      data: { id: '7e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c07', price: '1200.00' },
    });
    queryClient.setQueryData(['current-user'], { user: { id: 1 } });
    await queryClient.prefetchQuery({
      queryKey: tags,
      queryFn: () => Promise.reject(new Error('offline')),
      retry: false,
    });

    await persistQueryClientSave(options(queryClient));
    await tick();

    const saved = stored();
    expect(saved?.buster).toBe('demo.localhost|1|1');
    expect(saved?.clientState.queries.map((q) => q.queryKey)).toEqual([clients]);
    expect(saved?.clientState.queries[0]?.state.data).toEqual({ data: [{ id: 1, name: 'Andean Trails Travel' }] });
  });

  it('restores a list fetched 23 hours ago and drops it once it is older than 24 hours', async () => {
    const me = { current: 'demo.localhost|1|1' };
    const { options } = setup(me);
    const source = new QueryClient();
    source.setQueryData(clients, { data: [{ id: 1 }] });
    source.setQueryData(currencies, { data: [{ id: 2 }] }, { updatedAt: START - 2 * HOUR });
    await persistQueryClientSave(options(source));
    await tick();

    vi.setSystemTime(START + 23 * HOUR);
    const later = new QueryClient();
    await persistQueryClientRestore(options(later));
    expect(later.getQueryData(clients)).toEqual({ data: [{ id: 1 }] });
    // Fetched two hours before the save: 25 hours old now, so not restored.
    expect(later.getQueryData(currencies)).toBeUndefined();

    vi.setSystemTime(START + 24 * HOUR + 1);
    const nextDay = new QueryClient();
    await persistQueryClientRestore(options(nextDay));
    expect(nextDay.getQueryData(clients)).toBeUndefined();
  });

  it('never restores another user’s lists, and writes nothing once signed out', async () => {
    const who = { current: 'demo.localhost|1|1' as string | null };
    const { options } = setup(who);
    const queryClient = new QueryClient();
    queryClient.setQueryData(clients, { data: [{ id: 1 }] });
    await persistQueryClientSave(options(queryClient));
    await tick();
    expect(stored()).not.toBeNull();

    who.current = 'demo.localhost|4|4';
    const other = new QueryClient();
    await persistQueryClientRestore(options(other));
    expect(other.getQueryData(clients)).toBeUndefined();
    expect(stored()).toBeNull();

    who.current = null;
    await persistQueryClientSave(options(queryClient));
    await tick();
    expect(stored()).toBeNull();
  });

  it('is removed by sign-out with the other catalogue caches', async () => {
    const { options } = setup({ current: 'demo.localhost|1|1' });
    const queryClient = new QueryClient();
    queryClient.setQueryData(clients, { data: [] });
    await persistQueryClientSave(options(queryClient));
    await tick();
    expect(stored()).not.toBeNull();
    clearCatalogueCaches();
    expect(stored()).toBeNull();
  });

  it('labels the cache with the tenant host, the user and the role', () => {
    const auth = { token: 't', user: { id: 5, roles: { data: [{ id: 4, name: 'operator' }] } } } as AuthData;
    expect(cacheIdentity(auth, 'acme.itinera.test')).toBe('acme.itinera.test|5|4');
    expect(cacheIdentity(auth, 'demo.itinera.test')).not.toBe(cacheIdentity(auth, 'acme.itinera.test'));
    expect(cacheIdentity(null, 'acme.itinera.test')).toBeNull();
  });

  it('restores before the first render, then keeps saving (restoreCatalogues)', async () => {
    const me = { current: 'demo.localhost|1|1' };
    const { options } = setup(me);
    const source = new QueryClient();
    source.setQueryData(clients, { data: [{ id: 1, name: 'Andean Trails Travel' }] });
    await persistQueryClientSave(options(source));
    await tick();

    const queryClient = new QueryClient();
    const persister = createCataloguePersister({ identity: () => me.current, throttleTime: 0 });
    const restored = restoreCatalogues(queryClient, persister, me.current);
    // localStorage answers at once: the lists are back within the microtasks, before any task (a render) runs.
    await restored;
    expect(queryClient.getQueryData(clients)).toEqual({ data: [{ id: 1, name: 'Andean Trails Travel' }] });

    queryClient.setQueryData(tags, { data: [{ id: 3, name: 'Honeymoon' }] });
    await tick();
    expect(stored()?.clientState.queries.map((q) => q.queryKey)).toEqual(expect.arrayContaining([clients, tags]));
  });
});
