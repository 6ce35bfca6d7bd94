import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { clearAuth } from '../../../lib/auth-storage';
import { signInAdmin } from '../../../lib/sign-in-admin.fixture';
import type { QuoteListResponse, QuoteListRow } from '../api/list-quotes';
import { QuotesPage } from './quotes-page';

// The quotes list as a tour operator first meets it (decisions 0039, 0040 and 0041): a search typed while the list is
// still loading stays typed, and each row's price, dates and owner read as the quote's own.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});

const row = (patch: Partial<QuoteListRow>): QuoteListRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  uuid: '00000000-0000-4000-8000-000000000001',
  code: 'I02-CF08AL',
  title: 'Arenal & Monteverde honeymoon — Rossi',
  client: { id: 2, name: 'Pura Vida Journeys', configuration: { date_format: 'DD/MM/YYYY' } },
  itinerary_type_id: 1,
  user: { id: 3, name: 'Tania Agent' },
  num_pax: 2,
  num_day: 9,
  price: 1150,
  level_prices: [
    { level: 1, type: 'Comfort', total: 1150 },
    { level: 2, type: 'Superior', total: 1690 },
    { level: 3, type: 'Luxury', total: 3648 },
  ],
  sold_level: null,
  start_date: '2027-09-18',
  end_date: '2027-09-26',
  created_date: '2026-11-16',
  status: { id: 4, name: 'Sent' },
  statusesOptions: [],
  contract_id: 2,
  owner: { id: 3, external_code: 'OPP-4471' },
  currency: { currency_sign: '€' },
  file_id: null,
  location: [],
  itinerary_public: 0,
  link_code: '',
  background_image: { images_full: [] },
  isDeleting: false,
  isExporting: false,
  isUpdating: false,
  isShared: false,
  booking_progress: null,
  ...patch,
});

const page = (rows: QuoteListRow[]): QuoteListResponse => ({
  data: rows,
  meta: { total: rows.length, per_page: 5, current_page: 1, last_page: 1 },
  links: { prev: null, next: null },
  queue: { exporting: [], deleting: [], refreshing: [] },
  statuses: {},
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const EMPTY_LIST = { data: [], meta: { total: 0, per_page: 10, current_page: 1, last_page: 1 } };

/** Every list call answers `answer(url)`; catalogue lists answer empty. Returns the list calls' urls. */
function stubApi(answer: (url: string) => Promise<Response> | Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/tenant/itinerary?') || url === '/tenant/itinerary') {
        calls.push(url);
        return answer(url);
      }
      return json(EMPTY_LIST);
    }),
  );
  return calls;
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderPage() {
  signInAdmin();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/quotes']}>
          <QuotesPage />
          <Address />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The table row of the quote with this code, once the list has come. */
const rowOf = async (code: string) => (await screen.findByText(code, {}, { timeout: 10_000 })).closest('tr')!;

// Rendering the whole screen in happy-dom takes seconds on a busy machine.
const SLOW = 30_000;

describe('the quotes list search box', () => {
  it(
    'keeps a search typed before the first list arrives, and sends it',
    async () => {
      let release: (r: Response) => void = () => {};
      const first = new Promise<Response>((resolve) => (release = resolve));
      const calls = stubApi((url) => (url.includes('title=') ? json(page([row({})])) : first));
      renderPage();
      const box = screen.getByLabelText('Search quotes') as HTMLInputElement;
      await waitFor(() => expect(calls.length).toBe(1), { timeout: 10_000 });

      fireEvent.change(box, { target: { value: 'Arenal' } });
      // The address (and the query) follow the box 300 ms later; the first answer has not come yet.
      await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?filter=Arenal'), {
        timeout: 10_000,
      });
      release(json(page([row({ code: 'I01-OTHER', title: 'Another quote' })])));
      // Sent as the spec's code and title (spec 01 §7), 10 a page (§9), never as `filter` (decision 0057).
      await waitFor(() => expect(calls.some((u) => u.includes('title=Arenal'))).toBe(true), { timeout: 10_000 });
      const sent = new URLSearchParams(calls.find((u) => u.includes('title=Arenal'))!.split('?')[1]);
      expect(Object.fromEntries(sent)).toEqual({ page: '1', limit: '10', type: '1', code: 'Arenal', title: 'Arenal' });
      await rowOf('I02-CF08AL');
      expect(box.value).toBe('Arenal');
      expect(screen.getByTestId('address').textContent).toBe('?filter=Arenal');
    },
    SLOW,
  );
});

describe('a quotes list row', () => {
  it(
    "shows every level's price in the quote's currency, dates in the client's format and the owner's external account",
    async () => {
      stubApi(() => json(page([row({})])));
      renderPage();
      const cells = await rowOf('I02-CF08AL');
      const text = cells.textContent ?? '';
      expect(text).toContain('Comfort€ 1,150');
      expect(text).toContain('Superior€ 1,690');
      expect(text).toContain('Luxury€ 3,648');
      expect(text).toContain('18/09/2027');
      expect(text).toContain('to 26/09/2027');
      expect(text).toContain('9 days · 2 pax');
      expect(within(cells).getByLabelText('External account OPP-4471')).toBeTruthy();
      // The whole title is there (cut by CSS to two lines, shown whole in its tooltip).
      expect(within(cells).getByText('Arenal & Monteverde honeymoon — Rossi')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'shows only the level sold, and says when no level holds a service yet',
    async () => {
      stubApi(() =>
        json(
          page([
            row({ code: 'SOLD', sold_level: 2, owner: { id: 3, external_code: null } }),
            row({ id: '00000000-0000-4000-8000-000000000002', code: 'EMPTY', price: null, level_prices: [] }),
          ]),
        ),
      );
      renderPage();
      const sold = await rowOf('SOLD');
      const empty = await rowOf('EMPTY');
      expect(sold!.textContent).toContain('Superior€ 1,690level sold');
      expect(sold!.textContent).not.toContain('Comfort');
      expect(within(sold!).queryByLabelText(/External account/)).toBeNull();
      expect(empty!.textContent).toContain('No services yet');
    },
    SLOW,
  );
});

describe('a sold quote whose changes were sent', () => {
  // Issue 48, docs/decisions/issues.md: until the client accepts the changes, the row says they await the client.
  it(
    'shows "Changes awaiting the client" on its row, and only there',
    async () => {
      stubApi(() =>
        json(
          page([
            row({
              code: 'AWAITING',
              status: { id: 4, name: 'Sent' },
              changes_awaiting: { version: 6, accepted_version: 4, sent_at: '2026-11-29T10:00:00.000Z' },
            }),
            row({ id: '00000000-0000-4000-8000-000000000003', code: 'ANSWERED', changes_awaiting: null }),
          ]),
        ),
      );
      renderPage();
      const awaiting = await rowOf('AWAITING');
      expect(within(awaiting).getByTestId('changes-awaiting').textContent).toBe('Changes awaiting the client');
      expect(within(await rowOf('ANSWERED')).queryByTestId('changes-awaiting')).toBeNull();
    },
    SLOW,
  );
});

describe('the itinerary type filter', () => {
  // Spec 01 §3 and §7: the list's filter names the itinerary type, sent as `type` (decision 0057).
  it(
    'lists example itineraries, modules or experiences instead of quotes',
    async () => {
      const calls = stubApi(() => json(page([row({})])));
      renderPage();
      await rowOf('I02-CF08AL');
      // The field's code comes on first use (decision 0072): the click on its stand-in opens the real one.
      fireEvent.click(screen.getByRole('combobox', { name: 'Itinerary type' }));
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Itinerary type' }).getAttribute('data-expanded')).toBe('true'),
      );
      const listbox = screen.getByRole('listbox', { name: 'Itinerary type', hidden: true });
      fireEvent.click(within(listbox).getByRole('option', { name: 'Example itineraries', hidden: true }));
      await waitFor(
        () => expect(calls.some((u) => new URLSearchParams(u.split('?')[1]).get('type') === '2')).toBe(true),
        {
          timeout: 10_000,
        },
      );
      expect(screen.getByTestId('address').textContent).toBe('?type=2');
    },
    SLOW,
  );
});
