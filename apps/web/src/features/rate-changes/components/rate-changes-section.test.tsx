import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { RateChangesSection } from './rate-changes-section';

// Configuration → Rate changes: the change, its quotes with totals before → after and the margin's
// change, the lock badge, the In Preparation quote chosen and the locked one not, the confirmation,
// the job's progress with each result, and the sold-below-cost list apart.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const change = {
  id: 7,
  service: { id: 38, code: 'TRF-CUZ', name: 'Cusco airport transfer' },
  source: 'editor',
  user: { id: 1, name: 'Ana Admin' },
  created_at: '2026-11-29T03:00:00.000Z',
  changed_ids: [101],
  added_ids: [],
  removed_ids: [],
  costs: [{ id: 101, sales_manual_id: 1, before: 88, after: 98 }],
  open_quotes: 2,
};
const level = (total_before: number, total_after: number, margin_change: number, pts: number) => ({
  level: 1,
  type: 'Comfort',
  total_before,
  total_after,
  cost_before: 800,
  cost_after: 810,
  margin_before: 200,
  margin_after: 200 + margin_change,
  margin_change,
  margin_percent_before: 20,
  margin_percent_after: 20 + pts,
  margin_percent_change: pts,
});
const head = (id: number, code: string, status: string, locked: boolean) => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  code,
  title: `Trip ${code}`,
  status_id: locked ? 4 : 1,
  status,
  version: 3,
  prices_locked: locked,
  service_ids: [38],
});
const impact = {
  rate_change_ids: [7],
  quotes: [
    {
      ...head(1, 'I01-AAA', 'In Preparation', false),
      lock: null,
      levels: [level(1000, 1013, 2.5, 0.05)],
      changed: true,
    },
    {
      ...head(2, 'I01-BBB', 'Sent', true),
      lock: 'Prices are locked while the quote is Sent or Under Review.',
      levels: [level(1500, 1513, -10, -0.66)],
      changed: true,
    },
  ],
  sold_below_cost: [
    {
      ...head(3, 'I01-CCC', 'Confirmed', true),
      level: 2,
      type: 'Superior',
      sold_total: 3882,
      cost_before: 2900,
      cost_after: 3990,
      margin_left: -208,
    },
  ],
};

function stubApi() {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/reprice/job-1'))
        return json({
          id: 'job-1',
          status: 'done',
          total: 1,
          done: 1,
          rate_change_id: 7,
          results: [{ id: 1, code: 'I01-AAA', outcome: 'repriced', version: 4 }],
        });
      if (method === 'POST')
        return json({ id: 'job-1', status: 'running', total: 1, done: 0, rate_change_id: 7, results: [] }, 202);
      if (url.includes('/impact')) return json(impact);
      return json({ data: [change] });
    }),
  );
  return calls;
}

function show() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/configuration/rate-changes']}>
          <RateChangesSection />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the rate changes section', () => {
  it('lists the change and its quotes with totals before → after, the margin change and the lock', async () => {
    stubApi();
    show();
    const changes = await screen.findByRole('table', { name: 'Rate changes' });
    expect(within(changes).getByText('TRF-CUZ Cusco airport transfer')).toBeTruthy();
    expect(within(changes).getByText('88.00 → 98.00')).toBeTruthy();
    const prep = await screen.findByTestId('impact-I01-AAA');
    expect(within(prep).getByText('Comfort: 1,000.00 → 1,013.00')).toBeTruthy();
    expect(within(prep).getByText('+2.50 (+0.05 pts)')).toBeTruthy();
    const sent = screen.getByTestId('impact-I01-BBB');
    expect(within(sent).getByText('Prices locked')).toBeTruthy();
    expect(within(sent).getByText('-10.00 (-0.66 pts)')).toBeTruthy();
    // The In Preparation quote is chosen; the locked one only when ticked.
    expect((within(prep).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(sent).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    const sold = screen.getByRole('table', { name: 'Sold below the new cost' });
    expect(within(sold).getByText('I01-CCC')).toBeTruthy();
    expect(within(sold).getByText('-208.00')).toBeTruthy();
  });

  it('re-prices the chosen quotes after a confirmation and shows the job progress with each result', async () => {
    const calls = stubApi();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Re-price 1 quote' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-price 1 quote' }));
    expect(await screen.findByText('Re-pricing done')).toBeTruthy();
    expect(screen.getByText('I01-AAA: Re-priced (version 4)')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: expect.stringContaining('/tenant/rate-changes/reprice'),
      body: { quote_ids: [1], rate_change_id: 7 },
    });
  });

  it('warns in the confirmation that a ticked locked quote will be refused by its lock', async () => {
    stubApi();
    show();
    const sent = await screen.findByTestId('impact-I01-BBB');
    fireEvent.click(within(sent).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Re-price 2 quotes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/1 chosen quote has locked prices/)).toBeTruthy();
  });
});
