import { use, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { clearAuth } from '../../../lib/auth-storage';
import { signInAdmin } from '../../../lib/sign-in-admin.fixture';
import { QuotesPage } from './quotes-page';
import { QuoteSearch } from '../../../components/quote-search/quote-search';

// Home → Quotes: the navigation renders in a transition, so Home and its "Search quotes" box stay on
// screen until the list is drawn. A search typed in that moment (before the list's first answer,
// too) must not vanish with Home's box: the list opens with it, and the address carries it.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const EMPTY = { data: [], meta: { total: 0, per_page: 5, current_page: 1, last_page: 1 } };
const LIST = { ...EMPTY, links: { prev: null, next: null }, queue: { exporting: [], deleting: [], refreshing: [] } };

/** Holds its children back (a screen still being drawn) until `open` is called. */
function gate() {
  let open: () => void = () => {};
  const ready = new Promise<void>((resolve) => (open = resolve));
  function Gate({ children }: { children: ReactNode }) {
    use(ready);
    return children;
  }
  return { Gate, open };
}

function renderApp(Gate: (props: { children: ReactNode }) => ReactNode) {
  signInAdmin();
  window.history.replaceState(null, '', '/home');
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BrowserRouter>
          <Link to="/quotes">Quotes</Link>
          <Routes>
            <Route path="/home" element={<QuoteSearch />} />
            <Route
              path="/quotes"
              element={
                <Gate>
                  <QuotesPage />
                </Gate>
              }
            />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('a search typed while the quotes list opens', () => {
  it('goes to the list: it stays in its box and reaches the address, before the first list answer', async () => {
    let answer: (r: Response) => void = () => {};
    const first = new Promise<Response>((resolve) => (answer = resolve));
    const lists: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      if (!url.startsWith('/tenant/itinerary?')) return json(EMPTY);
      lists.push(url);
      return lists.length === 1 ? first : json(LIST);
    });
    const { Gate, open } = gate();
    renderApp(Gate);
    fireEvent.click(screen.getByRole('link', { name: 'Quotes' }));
    // The address says /quotes; Home, with its box, is still what is on screen.
    expect(window.location.pathname).toBe('/quotes');
    fireEvent.change(screen.getByLabelText('Search quotes'), { target: { value: 'I0' } });
    await act(async () => open());
    const filters = await screen.findByRole('search', { name: 'Quote filters' }, { timeout: 10_000 });
    const box = within(filters).getByLabelText('Search quotes') as HTMLInputElement;
    expect(box.value).toBe('I0');
    expect(window.location.search).toBe('?filter=I0');
    await waitFor(() => expect(lists).toEqual(['/tenant/itinerary?page=1&limit=10&type=1&code=I0&title=I0']), {
      timeout: 10_000,
    });
    // The first answer lands: the search stays.
    await act(async () => answer(json(LIST)));
    await screen.findByText(/No quote matches/, {}, { timeout: 10_000 });
    expect(box.value).toBe('I0');
    expect(window.location.search).toBe('?filter=I0');
  }, 30_000);
});
