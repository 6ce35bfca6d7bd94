import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import type { QuoteId } from '@itinera/domain/contracts';
import { quoteKey } from '../../../lib/quote-keys';
import { useVersionCheck } from './version-check';

const quoteId = '0190f5c0-7c9e-7000-8000-000000000047' as QuoteId;
const answer = (version: number) => ({ data: { id: quoteId, version, title: 'Andes' }, statuses: [] });

afterEach(() => {
  cleanNotifications();
  vi.unstubAllGlobals();
});

/** The workspace of a quote the user read at version 3; the server now has `serverVersion`. */
function openWorkspace(serverVersion: number, watching = true) {
  const reads: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    reads.push(url);
    return Response.json(answer(serverVersion));
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(quoteKey(quoteId), answer(3));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useVersionCheck(quoteId, watching), { wrapper });
  const failWrite = () =>
    queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(new Error('stale version')) })
      .execute(undefined)
      .catch(() => undefined);
  const toasts = () => notificationsStore.getState().notifications.map((n) => String(n.title ?? n.message));
  const knownVersion = () => (queryClient.getQueryData(quoteKey(quoteId)) as ReturnType<typeof answer>).data.version;
  return { reads, failWrite, toasts, knownVersion };
}

describe('the version check after a failed write', () => {
  it('reads the quote again and tells the user someone else changed it', async () => {
    const ws = openWorkspace(5);
    await ws.failWrite();
    await waitFor(() => expect(ws.toasts()).toEqual(['Someone else changed this quote']));
    expect(ws.reads).toEqual([`/tenant/itinerary/${quoteId}`]);
    expect(ws.knownVersion()).toBe(5);
  });

  it('says nothing when the quote is still at the version the user knows', async () => {
    const ws = openWorkspace(3);
    await ws.failWrite();
    await waitFor(() => expect(ws.reads).toHaveLength(1));
    expect(ws.toasts()).toEqual([]);
  });

  it('does not check in history view (nothing is written there)', async () => {
    const ws = openWorkspace(5, false);
    await ws.failWrite();
    expect(ws.reads).toEqual([]);
  });
});
