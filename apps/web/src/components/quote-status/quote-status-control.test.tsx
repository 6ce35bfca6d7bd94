import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { QuoteStatusControl } from './quote-status-control';

// Decision 0059: re-opening a Confirmed quote whose services suppliers hold asks first, naming the
// bookings; keeping them sends the status call again with keep_bookings. Issue 48, docs/decisions/issues.md: the reason for
// changing the sold trip is asked before the first call, and goes with both.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UUID = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const HELD = {
  errors: { data: '1 service is booked with suppliers: …' },
  message: '1 service is booked with suppliers: …',
  code: 'CONFLICT',
  bookings: [
    { service: 'Palacio del Inka', supplier: 'Palacio del Inka Courtyard', state: 'confirmed', reference: 'PDI-9' },
  ],
};

describe('the status control leaving Confirmed', () => {
  it('names the bookings suppliers hold and moves only when the person keeps them', { timeout: 20_000 }, async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ url, body });
        const kept = (body as { keep_bookings?: boolean } | undefined)?.keep_bookings;
        return kept
          ? new Response(
              JSON.stringify({ itinerary: { prices_locked: 0 }, statuses: [], tasks: [], exporting: [], message: '' }),
              { status: 200, headers: { 'content-type': 'application/json' } },
            )
          : new Response(JSON.stringify(HELD), { status: 409, headers: { 'content-type': 'application/json' } });
      }),
    );
    render(
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <QuoteStatusControl
              look="header"
              quoteId={UUID}
              code="I01-X"
              status={{ id: 2, name: 'Confirmed' }}
              options={[{ id: 1, name: 'In Preparation', acronym: 'IP' }]}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Change status/ }));
    fireEvent.click(await screen.findByText('In Preparation'));
    // Issue 48, docs/decisions/issues.md: a sold quote is re-opened with a reason, asked before anything is sent.
    const why = await screen.findByLabelText(/Why does the trip change/);
    expect(calls).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Re-open as a new version' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(why, { target: { value: 'The client adds a child' } });
    fireEvent.click(screen.getByRole('button', { name: 'Re-open as a new version' }));
    const list = await screen.findByTestId('held-bookings');
    expect(list.textContent).toContain('Palacio del Inka');
    expect(list.textContent).toContain('confirmed PDI-9');
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Keep the bookings and move to In Preparation' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toMatchObject({ body: { reason: 'The client adds a child' } });
    expect(calls[1]).toMatchObject({
      url: `/tenant/itinerary/status/${UUID}/1`,
      body: { keep_bookings: true, reason: 'The client adds a child' },
    });
  });
});
