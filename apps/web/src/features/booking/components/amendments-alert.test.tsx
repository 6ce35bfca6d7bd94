import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AmendmentsAlert } from './amendments-alert';

// Decision 0076: the Book tab names the suppliers a sold trip's change reaches and
// sends them their amendments in one call.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UUID = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const plan = {
  version: 5,
  suppliers: [
    {
      supplier_id: 7,
      supplier: 'Andes Operaciones SAC',
      services: [
        {
          id: 11,
          name: 'Cusco city tour',
          kind: 'amendment',
          dates: {
            before: { day: '2', start_date: null, end_date: null },
            after: { day: '3', start_date: null, end_date: null },
          },
          pax: { before: 2, after: 3 },
        },
        { id: 12, name: 'Airport transfer', kind: 'cancellation' },
      ],
    },
  ],
};

function stub(suppliers: unknown[]) {
  const calls: { url: string; method: string }[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      if (init?.method === 'POST')
        return json({ message: 'Amendment sent to 1 supplier.', amended: [], cancelled: [], skipped: [], booking: {} });
      return json({ ...plan, suppliers });
    }),
  );
  return calls;
}

const show = () =>
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient()}>
        <AmendmentsAlert quoteId={UUID} />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('AmendmentsAlert', () => {
  it('names each affected supplier with what changed, and sends the amendments in one call', async () => {
    const calls = stub(plan.suppliers);
    show();
    expect(await screen.findByText('The trip changed since 1 supplier booked it')).toBeTruthy();
    expect(screen.getByText(/Cusco city tour \(dates, pax\); Airport transfer \(cancel\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send amendments' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: `/tenant/itinerary/${UUID}/booking/amendments`, method: 'POST' }),
    );
    expect(await screen.findByText('Amendment sent to 1 supplier.')).toBeTruthy();
  });

  it('stops loading once sent, while the plan is read again, and the alert goes when nobody is affected', async () => {
    let sent = false;
    let release = () => {};
    const reread = new Promise<void>((resolve) => (release = resolve));
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          sent = true;
          return json({
            message: 'Amendment sent to 1 supplier.',
            amended: [],
            cancelled: [],
            skipped: [],
            booking: {},
          });
        }
        // The plan read again after the send answers late, as a busy server would.
        if (sent) await reread;
        return json({ ...plan, suppliers: sent ? [] : plan.suppliers });
      }),
    );
    show();
    const button = await screen.findByRole('button', { name: 'Send amendments' });
    fireEvent.click(button);
    expect(await screen.findByText('Amendment sent to 1 supplier.')).toBeTruthy();
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    release();
    // The server's plan after the amendments: nobody affected any more.
    await waitFor(() => expect(screen.queryByText(/The trip changed/)).toBeNull());
  });

  it('shows nothing while no supplier is affected', async () => {
    const calls = stub([]);
    show();
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByText(/The trip changed/)).toBeNull();
  });
});
