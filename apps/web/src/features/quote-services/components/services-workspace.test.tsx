import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { PRICES_LOCKED_MESSAGE, priceLockNotice } from '@itinera/domain';
import type { QuoteDetail, QuoteService } from '@itinera/domain/contracts';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { authAs } from '../logic/auth-fixture';
import { ServicesWorkspace } from './services-workspace';

// The services tab as each role sees it: the columns follow the permissions, a travel agent never
// gets a cost column nor the visibility control, and a locked quote says why its prices are read-only.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});

const quote = {
  id: '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe',
  uuid: '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe',
  start_date: '2027-04-03',
  num_day: 2,
  prices_locked: 0,
  status: { id: 1, name: 'In Preparation' },
  client: { id: 1, name: 'Andean', configuration: { date_format: 'DD/MM/YYYY' } },
  currency: { id: 1, currency_sign: '$' },
} as QuoteDetail;

const service = (id: number, day: string, name: string, withCost: boolean): QuoteService =>
  ({
    id,
    day,
    order: id,
    level: 0,
    optional: 0,
    status: 1,
    visible: 1,
    code: `SVC0000${id}`,
    name: { id, value: name, translate: [] },
    description: { id, value: '', translate: [] },
    notes: { id, value: '', translate: [] },
    recommendations: { id, value: '', translate: [] },
    id_service_type: 7,
    start_date: '2027-04-0' + (2 + Number(day)),
    end_date: null,
    units: 1,
    unit_label: 'Day(s)',
    quantity: 2,
    errors: [],
    isPriceEdited: false,
    price: 100,
    price_unit: 50,
    ...(withCost ? { cost: 80, cost_unit: 40, percentage_margin: 20 } : {}),
  }) as unknown as QuoteService;

function show(
  roleId: number,
  permissions: string[],
  withCost: boolean,
  locked = false,
  status = quote.status,
  readOnly = false,
) {
  writeAuth(authAs(roleId, permissions));
  const data = {
    services: [service(1, '1', 'Airport transfer', withCost), service(2, '2', 'City tour', withCost)],
    prices: [],
    messages: [],
    days: [],
  };
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ServicesWorkspace
            quote={{ ...quote, status, prices_locked: locked ? 1 : 0 }}
            readOnly={readOnly}
            data={data}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('the services tab by role', () => {
  it('lists services under their day with the client date format', () => {
    show(1, [], true);
    expect(screen.getByText('Day 1')).toBeTruthy();
    expect(screen.getByText('· Sat, 03/04/2027')).toBeTruthy();
    expect(screen.getByText('City tour')).toBeTruthy();
  });

  it('gives an admin cost, sale and margin columns, the price filter and the visibility control', () => {
    show(1, [], true);
    expect(headers()).toEqual(expect.arrayContaining(['Cost', 'Price unit', 'Sale', 'Margin']));
    expect(screen.getByText('Only Cost')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Hide / })).toHaveLength(2);
  });

  it('never shows a travel agent a cost column, the cost filter or the visibility control', () => {
    show(7, ['view_sale_price', 'view_cost_price'], true);
    expect(headers()).not.toContain('Cost');
    expect(headers()).not.toContain('Margin');
    expect(headers()).toContain('Sale');
    expect(screen.queryByText('Only Cost')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Hide / })).toHaveLength(0);
  });

  it("says why prices are locked in the domain's words and offers nothing that moves a price", () => {
    show(1, [], true, true);
    expect(screen.getByText(priceLockNotice(1))).toBeTruthy();
    expect(priceLockNotice(1)).toContain(PRICES_LOCKED_MESSAGE);
    expect((screen.getByLabelText('Sale of City tour') as HTMLInputElement).readOnly).toBe(true);
    // The day, level and kind set what a service is charged for: shown, not editable.
    expect(screen.getByLabelText('Day of City tour').tagName).not.toBe('INPUT');
    expect(screen.getByRole('button', { name: 'Add services' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('booking on a Confirmed quote', () => {
  it('keeps the booking status open while the rest of the tab is read-only', () => {
    show(4, [], true, true, { id: 2, name: 'Confirmed' }, true);
    expect(screen.getByRole('button', { name: 'Status of City tour: Pending' })).toBeTruthy();
    // A Confirmed quote is not told to go back to In Preparation: only booking is left to do.
    expect(screen.getByText(priceLockNotice(2))).toBeTruthy();
    expect(screen.queryByText(priceLockNotice(1))).toBeNull();
    expect(screen.queryByRole('button', { name: /^Level of City tour/ })).toBeNull();
    cleanup();
    show(4, [], true, false, { id: 3, name: 'Rejected' }, true);
    expect(screen.queryByRole('button', { name: /^Status of City tour/ })).toBeNull();
  });
});

describe('the day of a service in the services tab', () => {
  function sent() {
    // The writes the tab sends (its reads, such as the passengers, are not what this is about).
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if ((init.method ?? 'GET') !== 'GET')
        calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(
        JSON.stringify({ errors: { data: 'not in this test' }, message: 'not in this test', code: 'X' }),
        { status: 500, headers: { 'content-type': 'application/json' } },
      );
    });
    return calls;
  }
  const typeDay = (text: string) => {
    const input = screen.getByLabelText('Day of City tour') as HTMLInputElement;
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
    return input;
  };

  // Issue 16: a refused day once went to day 1 and was saved, moving the service and writing a version.
  it.each(['0', 'abc', ''])('sends nothing for %j and shows the service on its own day', async (text) => {
    const calls = sent();
    show(1, [], true);
    expect(typeDay(text).value).toBe('2');
    expect(
      (await screen.findAllByText(/Day must be upper than 0\.|Incorrect value\. Day must be a number\./)).length,
    ).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it('sends a real day as a process edit', async () => {
    const calls = sent();
    show(1, [], true);
    typeDay('3');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: expect.stringContaining(`/tenant/itinerary/process/${quote.uuid}`),
      body: [{ day: '3', id: 2 }],
    });
  });
});

describe('the services tab of a stored version', () => {
  it('says the version held no services and offers nothing to add (history view is read-only)', () => {
    writeAuth(authAs(1, []));
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <ServicesWorkspace
              quote={quote}
              readOnly
              history
              data={{ services: [], prices: [], messages: [], days: [] }}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('No services in this version')).toBeTruthy();
    expect(screen.queryByText(/Add hotels/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Add services/ })).toBeNull();
  });
});
