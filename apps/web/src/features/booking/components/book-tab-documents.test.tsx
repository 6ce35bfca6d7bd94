import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { BookingOverview, BookingSettings, QuoteDetail, VoucherRecipients } from '@itinera/domain/contracts';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { quoteKey } from '../../../lib/quote-keys';
import { BookTab } from './book-tab';

// Decision 0060 on the Book tab: the tracker follows the suppliers' answers without a reload,
// "Send vouchers" names the quote's contacts and takes a message, vouchers are of confirmed services
// (the others on request, marked), and the emergency phone the vouchers print is shown and set.

const UUID = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const quote = { id: UUID, status: { id: 2, name: 'Confirmed' } } as unknown as QuoteDetail;

const signedInAs = (roleId: number) =>
  writeAuth({
    token: 't',
    user: {
      id: 1,
      name: 'U',
      email: 'u@x',
      photo: null,
      external_code: null,
      client_id: null,
      roles: { data: [{ id: roleId, name: 'r' }] },
    },
    permissions: [],
    user_type: { name: 'pro' },
  });

type State = BookingOverview['suppliers'][number]['services'][number]['booking_state'];
const service = (id: number, state: State) => ({
  id,
  code: `SVC-${id}`,
  name: `Service ${id}`,
  id_service_type: 7,
  level: 0,
  day: '2',
  start_date: '2026-07-02',
  end_date: '2026-07-02',
  num_pax: 2,
  passengers: ['Ana Pérez', 'Lucía Pérez (CHD 6)'],
  stay: null,
  passenger_notes: [],
  rooms: [],
  rooming: [],
  status: state === 'confirmed' ? 2 : 1,
  booking_state: state,
  reference: state === 'confirmed' ? `REF-${id}` : null,
  decline_reason: null,
  last_message: '',
});

const overview = (states: State[]): BookingOverview => ({
  quote: {
    id: UUID,
    code: 'I01-X',
    title: 'Trip',
    status: { id: 2, name: 'Confirmed' },
    sold_level: 2,
    bookable: true,
  },
  progress: { confirmed: states.filter((s) => s === 'confirmed').length, total: states.length },
  suppliers: [
    {
      id: 7,
      code: 'SUP-PE-DMC',
      name: 'Andes Operaciones SAC',
      email: 'dmc@example.com',
      language: 'es',
      last_request: {
        sent_at: '2026-06-01T10:00:00Z',
        expires_at: '2026-07-01T10:00:00Z',
        reminded_at: null,
        answered_at: null,
      },
      progress: { confirmed: states.filter((s) => s === 'confirmed').length, total: states.length },
      services: states.map((s, i) => service(11 + i, s)),
    },
  ],
});

const recipients: VoucherRecipients = {
  recipients: [
    { email: 'ana@example.com', name: 'Ana Pérez', kind: 'lead_passenger' },
    { email: 'carla@agency.example', name: 'Carla Client-Admin', kind: 'agency' },
  ],
};

type Call = { url: string; method: string; body: unknown };
/** The API as the tab reads it: `bookings` answers the booking reads in turn (the last one stays). */
function stubApi(bookings: BookingOverview[], settings: BookingSettings = { emergency_phone: null, can_edit: true }) {
  const calls: Call[] = [];
  let reads = 0;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body });
      if (url.includes('/booking/settings')) return json(method === 'PUT' ? { ...settings, ...body } : settings);
      if (url.includes('/vouchers/recipients')) return json(recipients);
      if (url.includes('/vouchers/send'))
        return json({
          message: 'The vouchers are being sent.',
          to: body.recipients.join(', '),
          recipients: body.recipients,
        });
      if (url.includes('/booking/vouchers/'))
        return new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
      if (url.includes('/booking/amendments')) return json({ version: 3, suppliers: [] });
      if (url.includes('/booking')) return json(bookings[Math.min(reads++, bookings.length - 1)]);
      return json({});
    }),
  );
  return calls;
}

/** The quote's header reads the quote (its "n of m confirmed"): stands for it here. */
function QuoteHeaderRead() {
  useQuery({ queryKey: quoteKey(UUID), queryFn: () => fetch(`/tenant/itinerary/${UUID}`).then((r) => r.json()) });
  return null;
}

function show() {
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <QuoteHeaderRead />
          <BookTab quote={quote} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const bookingReads = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.url.endsWith(`${UUID}/booking`));
const quoteReads = (calls: Call[]) => calls.filter((c) => c.url === `/tenant/itinerary/${UUID}`);

beforeEach(() => signedInAs(1));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearAuth();
});

describe('the Book tab follows the suppliers', () => {
  it('asks again every 15 s while a request is open and shows the answer without a reload, the header too; then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi([overview(['requested', 'confirmed']), overview(['confirmed', 'confirmed'])]);
    show();
    const row = await screen.findByTestId('booked-service-11');
    expect(within(row).getByText('Requested')).toBeTruthy();
    expect(bookingReads(calls)).toHaveLength(1);
    expect(quoteReads(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(within(screen.getByTestId('booked-service-11')).getByText('Confirmed')).toBeTruthy());
    expect(bookingReads(calls)).toHaveLength(2);
    // The progress moved: the quote's header (and the list rows) read it again.
    await waitFor(() => expect(quoteReads(calls)).toHaveLength(2));
    // Nothing is awaited any more: no further reads.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(bookingReads(calls)).toHaveLength(2);
  });
});

describe('what the supplier is told, as the tab shows it', () => {
  it("shows a one-night stay's check-in and check-out and the notes its supplier receives", async () => {
    const hotel = {
      ...service(11, 'requested'),
      id_service_type: 2,
      stay: {
        nights: 1,
        check_in: '2026-07-02',
        check_out: '2026-07-03',
        day_in: 2,
        day_out: 3,
        check_in_time: null,
        check_out_time: null,
      },
      passenger_notes: [{ passenger: 'Ana Pérez', dietary: 'Vegetarian', medical: 'Nut allergy' }],
    };
    const b = overview(['requested']);
    b.suppliers[0]!.services = [hotel];
    stubApi([b]);
    show();
    const row = await screen.findByTestId('booked-service-11');
    expect(within(row).getByText('Jul 02, 2026 – Jul 03, 2026 (1 night)')).toBeTruthy();
    // The request's day as the header writes dates too.
    expect(screen.getByText(/requested Jun 01, 2026/)).toBeTruthy();
    expect(within(row).getByText('Ana Pérez: dietary: Vegetarian; medical: Nut allergy')).toBeTruthy();
    expect(within(row).getByText('Lucía Pérez (CHD 6)', { exact: false })).toBeTruthy();
  });
});

describe('vouchers on the Book tab', () => {
  it("sends the vouchers to the quote's contacts the staff keep, an address typed, and the message", async () => {
    const calls = stubApi([overview(['confirmed', 'requested'])]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Send vouchers to client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the vouchers to the client' });
    const lead = await within(dialog).findByRole('checkbox', { name: /Ana Pérez · lead passenger/ });
    const agency = within(dialog).getByRole('checkbox', { name: /Carla Client-Admin · agency/ });
    expect((lead as HTMLInputElement).checked).toBe(true);
    expect((agency as HTMLInputElement).checked).toBe(true);
    fireEvent.click(agency);
    const other = within(dialog).getByLabelText('Other addresses');
    // Typed as a person types: into the focused field, then Enter.
    act(() => other.focus());
    fireEvent.change(other, { target: { value: 'office@family.example' } });
    fireEvent.keyDown(other, { key: 'Enter' });
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), { target: { value: 'Enjoy Cusco!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send vouchers' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/vouchers/send'))?.body).toEqual({
        recipients: ['ana@example.com', 'office@family.example'],
        message: 'Enjoy Cusco!',
      }),
    );
  });

  it("downloads a supplier's voucher of confirmed services, or with the open ones marked when asked", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const calls = stubApi([overview(['confirmed', 'requested'])]);
    show();
    const card = await screen.findByRole('region', { name: 'Supplier Andes Operaciones SAC' });
    fireEvent.click(within(card).getByRole('button', { name: 'Voucher' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Confirmed services \(1\)/ }));
    await waitFor(() => expect(calls.some((c) => /\/booking\/vouchers\/7$/.test(c.url))).toBe(true));
    // Again, in a fresh tab: the open services too, marked.
    cleanup();
    show();
    const again = await screen.findByRole('region', { name: 'Supplier Andes Operaciones SAC' });
    fireEvent.click(within(again).getByRole('button', { name: 'Voucher' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /also the 1 not confirmed, marked/ }));
    await waitFor(() =>
      expect(calls.some((c) => /\/booking\/vouchers\/7\?unconfirmed=include/.test(c.url))).toBe(true),
    );
  });

  it('offers no voucher while nothing is confirmed, saying why', async () => {
    stubApi([overview(['requested', 'to_request'])]);
    show();
    await screen.findByRole('region', { name: 'Supplier Andes Operaciones SAC' });
    expect((screen.getByRole('button', { name: 'All vouchers' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send vouchers to client' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Vouchers list the services their suppliers confirmed/)).toBeTruthy();
  });

  it('says the confirmed services wait for their amendment, not that none is confirmed beside "2 of 3 confirmed" (issue 48)', async () => {
    const b = overview(['requested', 'requested', 'requested']);
    // Confirmed before the trip changed, now asked to amend: they count as confirmed, off the vouchers (decision 0076).
    // The third was only requested, then asked to amend: never confirmed, so not among "the 2 confirmed".
    b.suppliers[0]!.services = b.suppliers[0]!.services.map((s, i) => ({
      ...s,
      status: i < 2 ? 2 : 1,
      booking_state: 'amendment_requested' as const,
    }));
    b.progress = { confirmed: 2, total: 3, amendments_pending: 3 };
    stubApi([b]);
    show();
    await screen.findByRole('region', { name: 'Supplier Andes Operaciones SAC' });
    expect(screen.getAllByText('2 of 3 confirmed · 3 amendments pending').length).toBeGreaterThan(0);
    expect(screen.queryByText(/none is confirmed/)).toBeNull();
    expect(
      screen.getByText(/the 2 confirmed before the trip changed wait for their suppliers to confirm the amendment/),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'All vouchers' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the emergency phone on the vouchers', () => {
  it('warns when the company has none, and an admin sets it', async () => {
    const calls = stubApi([overview(['confirmed'])]);
    show();
    const box = await screen.findByTestId('emergency-phone');
    expect(within(box).getByText(/print no emergency phone/)).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Set the phone' }));
    fireEvent.change(await screen.findByLabelText(/Emergency phone/), { target: { value: '+51 84 600 700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save phone' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.url.endsWith('/tenant/booking/settings'))?.body).toEqual({
        emergency_phone: '+51 84 600 700',
      }),
    );
    expect(await within(box).findByText('+51 84 600 700')).toBeTruthy();
  });

  it('shows the phone to an operator, who asks an admin to change it', async () => {
    signedInAs(4);
    stubApi([overview(['confirmed'])], { emergency_phone: '+51 84 600 700', can_edit: false });
    show();
    const box = await screen.findByTestId('emergency-phone');
    expect(await within(box).findByText('+51 84 600 700')).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
  });
});
