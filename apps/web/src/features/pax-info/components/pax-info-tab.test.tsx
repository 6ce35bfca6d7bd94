import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { passenger } from '../logic/passenger-fixture';
import { PaxInfoTab } from './pax-info-tab';

// The Pax Information tab: "fetching" while the list loads, a failed list emptied with its error
// (and logged), edits sent as the original client's P2 body, the form checked before sending,
// read-only in history and locked statuses.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const quote = {
  id: '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe',
  version: 7,
  start_date: '2026-07-01',
  end_date: '2026-07-10',
  num_pax: 2,
  prices_locked: 0,
  status: { id: 1, name: 'In Preparation' },
  currency: { id: 1, currency_sign: '$' },
  room_preferable_dist: [],
} as unknown as QuoteDetail;

const list = {
  data: [passenger(1, { room: 0 }), passenger(2)],
  rooming: {
    rooms: [{ index: 0, id_room_type: 2, name: 'DBL', max_pax: 2, passengers: [1] }],
    unassigned: [2],
    started: true,
  },
  warnings: [{ code: 'no_room', pax_ids: [2], message: 'Ana 2 has no room in the rooming list.' }],
};

type Call = { url: string; method: string; body: unknown };
function stubApi(answers: { passengers?: () => Response; save?: (body: unknown) => Response } = {}) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      if (url.startsWith('/tenant/itinerary/passengers/')) return answers.passengers?.() ?? json(200, list);
      if (url.startsWith('/tenant/itinerary/prices/')) return json(200, []);
      if (url.startsWith('/tenant/passengers/'))
        return (
          answers.save?.(body) ??
          json(200, { ...list, passengers: list.data, prices: [], itinerary: quote, message: 'ok' })
        );
      return json(404, { errors: { data: 'no' }, message: 'no', code: 'NOT_FOUND' });
    }),
  );
  return calls;
}

function show(props: Partial<Parameters<typeof PaxInfoTab>[0]> = {}) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <PaxInfoTab quote={quote} readOnly={false} {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Pax Information tab', () => {
  it('says "fetching" while the list loads, then lists the passengers, the rooming list and the checks', async () => {
    stubApi();
    show();
    expect(screen.getByText('Fetching passengers…')).toBeTruthy();
    expect(await screen.findByText('2 passengers')).toBeTruthy();
    expect(screen.getAllByTestId('passenger-row')).toHaveLength(2);
    expect(screen.getByText('Ana 2 has no room in the rooming list.')).toBeTruthy();
    expect(within(screen.getByTestId('no-room-card')).getByText('Ana 2')).toBeTruthy();
  });

  it('empties the list when it cannot be read, shows why and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      passengers: () =>
        new Response(JSON.stringify({ errors: { data: 'The server is down.' }, message: 'x', code: 'INTERNAL' }), {
          status: 500,
        }),
    });
    show();
    expect(await screen.findByTestId('pax-list-error')).toBeTruthy();
    expect(screen.getByText('The server is down.')).toBeTruthy();
    expect(screen.getByText('No passengers to show.')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it('sends a room change as the original client’s body, based on the quote’s version', async () => {
    const calls = stubApi();
    show();
    const select = await screen.findByRole('combobox', { name: 'Room of Ana 2' });
    fireEvent.click(select);
    const listbox = await waitFor(() => document.getElementById(select.getAttribute('aria-controls')!)!);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Room 1 (DBL)', hidden: true }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`/tenant/passengers/${quote.id}?cur_step=1&last_step=1&version=7`);
    expect(put.body).toEqual({ id_itinerary: quote.id, data: [{ id: 2, status: 1, room: 0 }] });
  });

  it('checks the form before sending, and shows the server’s message on the field it names', async () => {
    const calls = stubApi({
      save: () =>
        new Response(
          JSON.stringify({
            errors: [{ index: 0, errors: { passport_number: 'This passport is known to be lost.' } }],
            message: 'Ana 3: This passport is known to be lost. Nothing was saved.',
            code: 'UNPROCESSABLE',
          }),
          { status: 422 },
        ),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add passenger' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'ana@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add passenger' }));
    expect(await within(dialog).findByText('The first name is required.')).toBeTruthy();
    expect(within(dialog).getByText('This is not a valid e-mail address.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Passport number'), { target: { value: 'PE123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add passenger' }));
    expect(await within(dialog).findByText('This passport is known to be lost.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      data: [{ id: null, status: 1, first_name: 'Ana', email: 'ana@example.com', passport_number: 'PE123456' }],
    });
  });

  it('is read-only in history and in a locked status: no adding, removing or moving', async () => {
    stubApi();
    show({ readOnly: true, lockReason: 'This quote is Confirmed, so it cannot be edited.' });
    expect(await screen.findByText('This quote is Confirmed, so it cannot be edited.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add passenger' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Remove Ana 1')).toBeNull();
    expect(screen.queryByLabelText('Room of Ana 1')).toBeNull();
    cleanup();
    show({ readOnly: true, snapshot: { passengers: list.data, start_date: '2026-07-01', prices: [] } });
    expect(await screen.findByText('2 passengers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add passenger' })).toBeNull();
    expect(screen.getByLabelText('View Ana 1')).toBeTruthy();
  });
});
