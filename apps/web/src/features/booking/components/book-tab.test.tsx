import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { BookingState } from '@itinera/domain';
import type { BookingOverview, QuoteDetail } from '@itinera/domain/contracts';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { BookTab } from './book-tab';

// The Book tab: level cards and the sale's call (I10 with prices_list) before the quote is
// Confirmed; afterwards suppliers with their services' booking states, progress, requests and
// marking by hand. A supplier's decline is flagged, not a cancellation (decision 0060).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearAuth();
});

/** The signed-in user: a role, and the client agency it belongs to (none for the operator's people). */
const signedInAs = (roleId: number, clientId: number | null) =>
  writeAuth({
    token: 't',
    user: {
      id: 1,
      name: 'U',
      email: 'u@x',
      photo: null,
      external_code: null,
      client_id: clientId,
      roles: { data: [{ id: roleId, name: 'r' }] },
    },
    permissions: [],
    user_type: { name: 'pro' },
  });

// The tab's actions are the operator's staff's: signed in as its admin unless a test says otherwise.
beforeEach(() => signedInAs(1, null));

const UUID = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const quoteIn = (status: number) =>
  ({
    id: UUID,
    status: { id: status, name: status === 2 ? 'Confirmed' : 'Sent' },
    currency: { id: 1, currency_sign: '$' },
  }) as unknown as QuoteDetail;

const service = (id: number, status: number, extra: Partial<BookingOverview['suppliers'][0]['services'][0]> = {}) => ({
  id,
  code: `SVC-${id}`,
  name: `Service ${id}`,
  id_service_type: 7,
  level: 0,
  day: '2',
  start_date: '2026-07-02',
  end_date: '2026-07-02',
  num_pax: 2,
  passengers: ['Ana Smith', 'Tom Smith'],
  stay: null,
  passenger_notes: [],
  rooms: [],
  rooming: [],
  status,
  booking_state: (status === 2 ? 'confirmed' : status === 3 ? 'dropped' : 'requested') as BookingState,
  reference: null,
  decline_reason: null,
  last_message: '',
  ...extra,
});

const overview: BookingOverview = {
  quote: {
    id: UUID,
    code: 'I01-X',
    title: 'Trip',
    status: { id: 2, name: 'Confirmed' },
    sold_level: 2,
    bookable: true,
  },
  progress: { confirmed: 1, total: 3 },
  suppliers: [
    {
      id: 7,
      code: 'SUP-PE-DMC',
      name: 'Andes Operaciones SAC',
      email: 'dmc@example.com',
      language: 'es',
      last_request: null,
      progress: { confirmed: 1, total: 3 },
      services: [
        service(11, 1),
        service(12, 2, { reference: 'AND-1' }),
        service(13, 1, { booking_state: 'declined', decline_reason: 'Full', last_message: 'Declined by Andes: Full' }),
        service(14, 3, { last_message: 'Canceled on the quote: client changed plans' }),
      ],
    },
  ],
};

type Call = { url: string; method: string; body: unknown };
function stubApi() {
  const calls: Call[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      if (url.startsWith('/tenant/itinerary/prices/'))
        return json([
          {
            id: 1,
            type: 'seller',
            selected_level: 0,
            prices: [
              { level: 1, type: 'Comfort', total: 1000 },
              { level: 2, type: 'Superior', total: 1500 },
            ],
          },
        ]);
      if (url.includes('/booking/requests'))
        return json({ message: 'Booking request sent to 1 supplier.', requested: [], skipped: [], booking: overview });
      if (url.includes('/booking/services')) return json({ message: '1 service marked Confirmed.', booking: overview });
      if (url.includes('/booking/amendments')) return json({ version: 3, suppliers: [] });
      if (url.includes('/booking')) return json(overview);
      return json({});
    }),
  );
  return calls;
}

function show(status: number) {
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BookTab quote={quoteIn(status)} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Book tab', () => {
  it('confirms the sale with the chosen level in one status call, leaving the services as their bookings say', async () => {
    const calls = stubApi();
    show(4);
    fireEvent.click(await screen.findByRole('radio', { name: 'Superior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm sale' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith(`/tenant/itinerary/status/${UUID}/2`))).toBe(true));
    const status = calls.find((c) => c.url.startsWith(`/tenant/itinerary/status/${UUID}/2`))!;
    expect(status.body).toMatchObject({
      id: UUID,
      status: 2,
      prices_list: [{ id: 1, type: 'seller', selected_level: 2 }],
    });
    // No services_status call: it would set back what suppliers confirmed before a re-opening (decision 0060).
    expect(calls.some((c) => c.url.includes('/services_status/'))).toBe(false);
  });

  it('shows each service’s booking state by name — Requested, Confirmed, Declined with its reason, Canceled', async () => {
    stubApi();
    show(2);
    const card = await screen.findByRole('region', { name: 'Supplier Andes Operaciones SAC' });
    expect(screen.getAllByText('1 of 3 confirmed').length).toBeGreaterThan(0);
    const row = (id: number) => within(within(card).getByTestId(`booked-service-${id}`));
    const badge = (id: number, name: string) => row(id).getByText(name).closest('.mantine-Badge-root')!;
    expect(badge(11, 'Requested').getAttribute('style')).toMatch(/yellow/);
    expect(badge(12, 'Confirmed').getAttribute('style')).toMatch(/green/);
    expect(badge(13, 'Declined').getAttribute('style')).toMatch(/red/);
    expect(row(13).getByText(/Full/)).toBeTruthy();
    expect(badge(14, 'Canceled')).toBeTruthy();
    expect(within(card).queryByText('Pending')).toBeNull();
    expect(within(card).getByText('AND-1')).toBeTruthy();
    // The declined one is flagged for the operator, with the ways forward.
    expect(screen.getByTestId('declined-alert').textContent).toMatch(/price stays as the client accepted it/);
    expect(row(13).getByRole('link', { name: 'Replace…' }).getAttribute('href')).toBe(
      `/quote/services?itinerary=${UUID}&service=13`,
    );
  });

  it('drops a declined service only with a reason, saying the price changes', { timeout: 20_000 }, async () => {
    const calls = stubApi();
    show(2);
    const card = await screen.findByRole('region', { name: 'Supplier Andes Operaciones SAC' });
    fireEvent.click(
      within(within(card).getByTestId('booked-service-13')).getByRole('button', { name: 'Drop from the trip…' }),
    );
    expect(await screen.findByText(/Dropping a service lowers it/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Drop and change the price' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Client takes a taxi' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/booking/services'))?.body).toEqual({
        services: [13],
        status: 3,
        reason: 'Client takes a taxi',
      }),
    );
  });

  it('requests booking from all suppliers and marks selected services confirmed with a reference', {
    timeout: 20_000,
  }, async () => {
    const calls = stubApi();
    show(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Request booking from all suppliers' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('/booking/requests'))?.body).toEqual({ supplierIds: 'all' }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Service 11' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark confirmed…' }));
    fireEvent.change(await screen.findByLabelText(/Supplier reference/), { target: { value: 'PHONE-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark confirmed' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/booking/services'))?.body).toEqual({
        services: [11],
        status: 2,
        reference: 'PHONE-9',
      }),
    );
  });

  it('shows a client agency the progress alone: no supplier, no booking or voucher action (issue 38)', async () => {
    signedInAs(2, 5);
    const calls = stubApi();
    show(2);
    expect((await screen.findAllByText('1 of 3 confirmed')).length).toBeGreaterThan(0);
    expect(screen.getByText('Sold at Superior')).toBeTruthy();
    // The server answers an agency no supplier; the screen shows none even if one came.
    expect(screen.queryByRole('region', { name: /^Supplier / })).toBeNull();
    expect(screen.queryByText('Andes Operaciones SAC')).toBeNull();
    for (const name of [
      'Request booking from all suppliers',
      'All vouchers',
      'Send vouchers to client',
      'Cancel booking',
      'Request booking',
      'Voucher',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('keeps the supplier cards and the actions for the staff', async () => {
    signedInAs(4, null);
    stubApi();
    show(2);
    expect(await screen.findByRole('region', { name: 'Supplier Andes Operaciones SAC' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });
});
