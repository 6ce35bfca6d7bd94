import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { readListState, toListParams } from '../components/quote-list-state';
import { listQuotesQueryOptions } from './list-quotes';
import { prefetchOpeningList } from './prefetch-list';

// Opening the app on /quotes signed in asks for the list's page at start-up, under the key the
// list's own query uses (decision 0043); any other address, or signed out, asks for nothing.

afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

const signIn = () =>
  writeAuth({
    token: 't',
    user: { id: 1, name: 'Ana', email: 'a@x', photo: null, external_code: null, roles: { data: [] } },
    permissions: [],
    user_type: { name: 'pro' },
  });

function stubFetch() {
  const fetch = vi.fn(async (_url: string) => new Response('{"data":[],"meta":{"total":0}}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the opening list prefetch', () => {
  it("asks for the address's page under the list query's key", () => {
    signIn();
    const fetch = stubFetch();
    const client = new QueryClient();
    prefetchOpeningList(client, { pathname: '/quotes', search: '?page=2&filter=Arenal' });
    const params = toListParams(readListState(new URLSearchParams('?page=2&filter=Arenal')));
    expect(client.getQueryState(listQuotesQueryOptions(params).queryKey)?.fetchStatus).toBe('fetching');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/tenant/itinerary?');
  });

  it('asks for nothing on another screen or signed out', () => {
    const fetch = stubFetch();
    prefetchOpeningList(new QueryClient(), { pathname: '/quotes', search: '' });
    signIn();
    prefetchOpeningList(new QueryClient(), { pathname: '/home', search: '' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
