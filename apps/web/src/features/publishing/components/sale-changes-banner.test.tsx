import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ROLES } from '@itinera/domain';
import type { QuoteDetail, SaleChangesResponse } from '@itinera/domain/contracts';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { i18n } from '../../../lib/i18n';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { SaleChangesBanner } from './sale-changes-banner';

// Issue 48, docs/decisions/issues.md: a sold quote changed since the client accepted says so above every tab, with the changes before → after.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});

const QUOTE_ID = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const accepted = {
  version: 3,
  level: 2,
  num_pax: 2,
  passengers: [],
  total: 1020,
  currency_id: 1,
  source: 'proposal',
  accepted_at: '2026-11-20T10:00:00.000Z',
  acceptance: null,
};
const quote = (version: number, over: Partial<QuoteDetail> = {}) =>
  ({
    id: QUOTE_ID,
    version,
    num_pax: 3,
    status: { id: 1, name: 'In Preparation' },
    changes_awaiting: null,
    currency: { id: 1, currency_sign: '$' },
    accepted_version: accepted,
    ...over,
  }) as unknown as QuoteDetail;

const CHANGES: SaleChangesResponse = {
  accepted_version: 3,
  changes: {
    accepted_version: 3,
    current_version: 5,
    services: [
      {
        change: 'changed',
        id: 10,
        name: 'Palacio del Inka',
        level: 2,
        dates: {
          before: { day: '1-3', start_date: '2026-07-01', end_date: '2026-07-03' },
          after: { day: '2-4', start_date: '2026-07-02', end_date: '2026-07-04' },
        },
      },
      {
        change: 'added',
        id: 14,
        name: 'Train to <b>Machu Picchu</b>',
        level: 0,
        price: { before: null, after: 300, direction: null },
      },
    ],
    num_pax: { before: 2, after: 3 },
    total: { before: 1020, after: 1500, direction: 'up' },
    changed: true,
  },
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const signInAs = (roleId: number) =>
  writeAuth({
    token: 't',
    user: {
      id: 1,
      name: 'U',
      email: 'u@x',
      photo: null,
      external_code: null,
      roles: { data: [{ id: roleId, name: 'r' }] },
    },
    permissions: [],
    user_type: { name: 'basic' },
  });

function show(q: QuoteDetail, answer: SaleChangesResponse = CHANGES, roleId: number = ROLES.OPERATOR) {
  signInAs(roleId);
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/sale-changes')) return json(answer);
    if (init?.method === 'POST' && url.endsWith(`/publish/${QUOTE_ID}/changes`))
      return json({
        message: 'Version 5 was sent to Andean Admin: the changes await the client.',
        code: 'new-code',
        url: 'http://demo.test/ela/new-code',
        itinerary: { ...q, status: { id: 4, name: 'Sent' } },
      });
    return json({});
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SaleChangesBanner quote={q} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

describe('Sale changes banner', () => {
  it('shows what changed since the client accepted, before → after, per person and total', async () => {
    show(quote(5));
    const banner = await screen.findByTestId('sale-changes-banner');
    expect(within(banner).getByText('Changed since the client accepted')).toBeTruthy();
    expect(within(banner).getByText('The client accepted version 3; the quote is at version 5.')).toBeTruthy();
    const rows = within(banner)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Palacio del Inka', 'Day 1-3, 2026-07-01 – 2026-07-03', 'Day 2-4, 2026-07-02 – 2026-07-04', 'Moved'],
      ['Train to <b>Machu Picchu</b>', '—', 'Train to <b>Machu Picchu</b> ($300.00)', 'Added'],
      ['Travellers', '2 travellers', '3 travellers', 'Pax'],
      ['Price per person', '$510.00', '$500.00', 'Price down'],
      ['Total', '$1,020.00', '$1,500.00', 'Price up'],
    ]);
    // A name is text, never markup.
    expect(banner.querySelector('b')).toBeNull();
  });

  it('sends the changes to the client from the banner, and says where they went', async () => {
    const fetch = show(quote(5));
    const button = await screen.findByRole('button', { name: 'Send the changes to the client' });
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Version 5 was sent to Andean Admin: the changes await the client.',
    );
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([u, i]) => u === `/tenant/itinerary/publish/${QUOTE_ID}/changes` && i?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('says the changes await the client, and offers to send them again', async () => {
    show(
      quote(5, {
        status: { id: 4, name: 'Sent' },
        changes_awaiting: { version: 5, accepted_version: 3, sent_at: '2026-11-29T10:00:00.000Z' },
      }),
    );
    expect((await screen.findByTestId('banner-changes-awaiting')).textContent).toBe(
      'Changes awaiting the client (version 5 sent)',
    );
    expect(screen.getByRole('button', { name: 'Send the changes again' })).toBeTruthy();
  });

  it('offers no sending to a travel agent, and says why a Confirmed quote cannot be sent', async () => {
    show(quote(5), CHANGES, ROLES.TRAVEL_AGENT);
    await screen.findByTestId('sale-changes-banner');
    expect(screen.queryByRole('button', { name: /Send the changes/ })).toBeNull();
    cleanup();
    show(quote(5, { status: { id: 2, name: 'Confirmed' } }));
    expect(await screen.findByText(/re-open it \(with the reason\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send the changes/ })).toBeNull();
  });

  it('says why the changes cannot go yet when a traveller has no room, and offers no sending', async () => {
    const reason =
      'Sofía Pérez has no room in the rooming list: give every traveller a room on the Passengers tab before sending the changes to the client.';
    show(quote(5), { ...CHANGES, send_refusal: reason });
    expect((await screen.findByTestId('banner-send-refusal')).textContent).toBe(reason);
    expect(screen.queryByRole('button', { name: /Send the changes/ })).toBeNull();
  });

  it('says nothing when the quote is the version accepted, and asks nothing of the API', () => {
    const fetch = show(quote(3));
    expect(screen.queryByTestId('sale-changes-banner')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says nothing when a change was undone (the comparison reports no change)', async () => {
    const fetch = show(quote(6), {
      accepted_version: 3,
      changes: { ...CHANGES.changes!, services: [], num_pax: null, total: null, changed: false },
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('sale-changes-banner')).toBeNull();
  });
});

// Issue 48, docs/decisions/issues.md's weak points: the banner in the operator's language, and on a phone as blocks, not a wide table.
describe('Sale changes banner in each language and on a phone', () => {
  afterEach(() => i18n.changeLanguage('en'));

  for (const [language, title, first, badge] of [
    ['es', 'Cambió desde que el cliente aceptó', 'Día 1-3, 1 jul 2026 – 3 jul 2026', 'Movido'],
    ['pt-BR', 'Mudou desde que o cliente aceitou', 'Dia 1-3, 1 jul 2026 – 3 jul 2026', 'Movido'],
  ] as const)
    it(`reads in ${language}, its lines included`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(quote(5));
      const banner = await screen.findByTestId('sale-changes-banner');
      expect(within(banner).getByText(title)).toBeTruthy();
      const cells = within(banner)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cells).toContain(first);
      expect(cells).toContain(badge);
      expect(cells.join(' ')).not.toMatch(/travellers|Price per person|Moved/);
      expectFullyTranslated(language);
    });

  it('shows each change as a block on a phone: no table to scroll sideways', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }));
    show(quote(5));
    const banner = await screen.findByTestId('sale-changes-banner');
    expect(banner.querySelector('table')).toBeNull();
    const items = within(banner)
      .getAllByRole('listitem')
      .map((i) => i.textContent);
    expect(items[0]).toBe('Palacio del InkaMovedDay 1-3, 2026-07-01 – 2026-07-03 → Day 2-4, 2026-07-02 – 2026-07-04');
    expect(items).toHaveLength(5);
  });
});
