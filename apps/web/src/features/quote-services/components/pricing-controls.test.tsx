import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { QuoteDetail, QuoteService } from '@itinera/domain/contracts';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { authAs } from '../logic/auth-fixture';
import { ServicesWorkspace } from './services-workspace';

// The pricing controls of the services tab: equal services grouped by default (docs/domain/spec-sections.md#spec-02-section-5), the
// margins only for a user who sees costs, never for a travel agent.

afterEach(() => {
  cleanup();
  clearAuth();
});

const quote = {
  id: '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe',
  uuid: '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe',
  start_date: '2027-04-03',
  num_day: 2,
  num_pax: 2,
  prices_locked: 0,
  status: { id: 1, name: 'In Preparation' },
  client: { id: 1, name: 'Andean', configuration: { date_format: 'DD/MM/YYYY' } },
  currency: { id: 1, currency_sign: '$' },
} as QuoteDetail;

const tour = (id: number, pax: number, withCost: boolean): QuoteService =>
  ({
    id,
    day: '1',
    order: id,
    level: 0,
    optional: 0,
    status: 1,
    visible: 1,
    code: 'SVC00034',
    name: { id, value: 'Sacred Valley tour' },
    id_service_type: 7,
    description: { id: 0, value: '', translate: [] },
    notes: { id: 0, value: '', translate: [] },
    recommendations: { id: 0, value: '', translate: [] },
    location: [],
    images: [],
    passengers: [pax],
    num_pax: 1,
    start_date: '2027-04-03',
    end_date: null,
    units: 1,
    unit_label: 'Day(s)',
    quantity: 1,
    errors: [],
    isPriceEdited: false,
    price: 200,
    price_unit: 200,
    ...(withCost ? { cost: 160, cost_unit: 160, percentage_margin: 20 } : {}),
  }) as unknown as QuoteService;

const level = (n: number, withCost: boolean) => ({
  level: n,
  type: 'Comfort',
  total: 400,
  fee: 30,
  mkt_coin: 20,
  hotel_total: 0,
  services_total: 400,
  services: [1, 2],
  pax_prices: [],
  ...(withCost
    ? {
        sub_total_service: 320,
        margin_percentage_service: 20,
        margin_percentage_hotel: 0,
        sub_total_hotel: 0,
        margin: 80,
      }
    : {}),
});

function show(roleId: number, withCost: boolean, clientId: number | null = null) {
  writeAuth(authAs(roleId, ['view_sale_price'], clientId));
  const prices = [{ id: 1, type: 'seller', selected: true, prices: [1, 2, 3].map((n) => level(n, withCost)) }];
  const data = { services: [tour(1, 7, withCost), tour(2, 8, withCost)], prices, messages: [], days: [] } as never;
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ServicesWorkspace quote={quote} readOnly={false} data={data} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('pricing controls of the services tab', () => {
  it('shows equal services of split passengers as one grouped row with the summed sale, expandable', () => {
    show(1, true);
    expect(screen.getByText('grouped')).toBeTruthy();
    expect(screen.getByLabelText('Sale of the group Sacred Valley tour').textContent).toBe('400.00');
    expect(screen.queryAllByLabelText('Sale of Sacred Valley tour')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Expand the group Sacred Valley tour' }));
    expect(screen.getAllByLabelText('Sale of Sacred Valley tour')).toHaveLength(2);
  });

  it('lists every service on its own when grouping is switched off', () => {
    show(1, true);
    fireEvent.click(screen.getByRole('switch', { name: 'Group equal services' }));
    expect(screen.queryByText('grouped')).toBeNull();
    expect(screen.getAllByLabelText('Sale of Sacred Valley tour')).toHaveLength(2);
  });

  it('gives a user who sees costs the margins of the quote, the seller type and the Upsales editor', () => {
    show(1, true);
    expect((screen.getByLabelText('Services margin %') as HTMLInputElement).value).toBe('20.00 %');
    expect(screen.getByLabelText('Hotels margin %')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Seller type' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upsales & fee' })).toBeTruthy();
  });

  it('never shows a travel agent a margin or a cost', () => {
    show(7, false);
    expect(screen.queryByLabelText('Hotels margin %')).toBeNull();
    expect(screen.queryByLabelText('Services margin %')).toBeNull();
    expect(screen.queryByText(/margin|cost/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Upsales & fee' })).toBeTruthy();
  });

  it('never shows a client agency the Upsales and fee of a level, nor their editor (issue 38)', () => {
    show(2, false, 5);
    const card = screen.getByLabelText('Comfort prices');
    expect(card.textContent).toContain('400');
    expect(screen.queryByText('Upsales')).toBeNull();
    expect(screen.queryByText('Fee')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upsales & fee' })).toBeNull();
  });

  it('shows the staff the Upsales and fee lines of each level', () => {
    show(1, true);
    expect(screen.getAllByText('Upsales').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Fee').length).toBeGreaterThan(0);
  });
});
