import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { QuoteDetail, QuoteService } from '@itinera/domain/contracts';
import { writeAuth } from '../../../lib/auth-storage';
import { authAs } from '../logic/auth-fixture';
import { ServicesWorkspace } from './services-workspace';

// Test support for the services tab's tests: a quote of two days with two services, shown to one
// role, and the writes the tab sends.

export const quote = {
  id: '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe',
  uuid: '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe',
  start_date: '2027-04-03',
  num_day: 2,
  prices_locked: 0,
  status: { id: 1, name: 'In Preparation' },
  client: { id: 1, name: 'Andean', configuration: { date_format: 'DD/MM/YYYY' } },
  currency: { id: 1, currency_sign: '$' },
} as QuoteDetail;

export const service = (id: number, day: string, name: string, withCost: boolean): QuoteService =>
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

export function show(
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

/** Records the writes the tab sends; each is answered with `answer` (a process answer) or refused. */
export function sent(answer?: Record<string, unknown>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer && method !== 'GET'
      ? new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ errors: { data: 'not in this test' }, message: 'not in this test', code: 'X' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
  });
  return calls;
}
