import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { quoteKey } from '../../lib/quote-keys';
import { readQuoteParam } from '../shell/quote-location';
import { QuoteTabPage } from './quote-tab-page';

// The workspace itself has its own tests: here it only says which quote it was given.
vi.mock('../../features/quote-workspace/components/quote-workspace', async (original) => ({
  ...(await original<object>()),
  QuoteWorkspace: ({ quoteId, version }: { quoteId: string; version: number | null }) => (
    <p>
      workspace of {quoteId}
      {version ? ` v${version}` : ''}
    </p>
  ),
}));

const QUOTE = '5b2f8a1c-3d4e-4f6a-9b7c-8d9e0f1a2b12';

function open(url: string, answer: (url: string) => Response = () => new Response('{}', { status: 404 })) {
  const fetch = vi.fn(async (requested: string) => answer(requested));
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient();
  let at = '';
  function Where() {
    const location = useLocation();
    at = `${location.pathname}${location.search}`;
    return null;
  }
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/quote/:tab" element={<QuoteTabPage />} />
            <Route path="/history/quote/:tab" element={<QuoteTabPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { at: () => at, fetch, queryClient };
}

// The workspace chunk is large: loaded once before the first test waits on it.
beforeAll(() => import('../../features/quote-workspace/components/quote-workspace'), 30_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the quote named in the address', () => {
  it('reads a uuid, an old numeric id, or nothing', () => {
    expect(readQuoteParam(`?itinerary=${QUOTE}`)).toEqual({ id: QUOTE });
    expect(readQuoteParam(`?itinerary=${QUOTE.toUpperCase()}`)).toEqual({ id: QUOTE });
    expect(readQuoteParam('?itinerary=12')).toEqual({ legacyId: 12 });
    for (const junk of ['', '?itinerary=', '?itinerary=0', '?itinerary=-3', '?itinerary=1.5', '?itinerary=abc'])
      expect(readQuoteParam(junk)).toBeNull();
    expect(readQuoteParam(`?itinerary=${QUOTE.slice(0, 35)}`)).toBeNull();
    expect(readQuoteParam('?itinerary=12345678901')).toBeNull();
  });

  it('opens the quote a uuid names, keeping the address and the version', async () => {
    const { at, fetch } = open(`/history/quote/services?itinerary=${QUOTE}&version=3`);
    expect(await screen.findByText(`workspace of ${QUOTE} v3`)).toBeTruthy();
    expect(at()).toBe(`/history/quote/services?itinerary=${QUOTE}&version=3`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens an old numeric bookmark, then names the quote by its uuid in the address', async () => {
    const { at, fetch, queryClient } = open('/quote/services?itinerary=12&lang=es', (url) =>
      url.startsWith('/tenant/itinerary/12')
        ? new Response(JSON.stringify({ data: { id: QUOTE, uuid: QUOTE, code: 'I01-ABC' }, statuses: [] }))
        : new Response('{}', { status: 404 }),
    );
    expect(await screen.findByText(`workspace of ${QUOTE}`)).toBeTruthy();
    await waitFor(() => expect(at()).toBe(`/quote/services?itinerary=${QUOTE}&lang=es`));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/tenant/itinerary/12');
    // The answer is kept under the uuid: the workspace opens without reading the quote again.
    expect(queryClient.getQueryData(quoteKey(QUOTE))).toMatchObject({ data: { id: QUOTE } });
  });

  it('says an old numeric bookmark names no quote it can open', async () => {
    const { at } = open('/quote/basic-info?itinerary=12');
    expect(await screen.findByText('This quote cannot be found')).toBeTruthy();
    expect(at()).toBe('/quote/basic-info?itinerary=12');
  });

  it('shows that no quote is open for anything else, without calling the server', async () => {
    const { fetch } = open('/quote/basic-info?itinerary=12abc');
    expect(await screen.findByText('No quote is open')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
