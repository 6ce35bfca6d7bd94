import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { authAs } from '../logic/auth-fixture';
import { CataloguePicker } from './catalogue-picker';

// The add and replace dialogs' catalogue search (spec 02 §6, decisions 0056 and 0057): prices are asked for and
// shown only to a user holding view_price_searched, admins passing; anyone else searches unpriced.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});

const QUOTE = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const hotel = {
  id: 7,
  code: 'SVC00007',
  name: { id: 7, value: 'Casa Andina Cusco', translate: [] },
  id_service_type: 2,
  category: null,
  location: [{ id: 3, location_name: 'Cusco', location_code: 'PE-CUS', parent: null }],
  pricing: { price: 540, per_person: 270, units: 3, unit_label: 'Night(s)', errors: [] },
};

function stubApi() {
  const searches: string[] = [];
  const list = (data: unknown[]) =>
    new Response(
      JSON.stringify({ data, meta: { total: data.length, per_page: 10, current_page: 1, last_page: 1 }, links: {} }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.startsWith('/tenant/services?')) return list([]);
      searches.push(url);
      return list([hotel]);
    }),
  );
  return searches;
}

function show(roleId: number, permissions: string[]) {
  writeAuth(authAs(roleId, permissions));
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CataloguePicker uuid={QUOTE} currency="$" selected={[]} onSelected={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the catalogue search of the add-services dialog', () => {
  it('prices the results for a user holding view_price_searched', async () => {
    const searches = stubApi();
    show(4, ['view_sale_price', 'view_price_searched']);
    expect(await screen.findByText('Casa Andina Cusco')).toBeTruthy();
    expect(searches[0]).toContain('calculate_prices=1');
    expect(screen.getByText('Price for this quote')).toBeTruthy();
    expect(screen.getByText('$ 540.00')).toBeTruthy();
  });

  it('neither asks for nor shows prices without view_price_searched', async () => {
    const searches = stubApi();
    show(4, ['view_sale_price', 'view_cost_price']);
    expect(await screen.findByText('Casa Andina Cusco')).toBeTruthy();
    expect(searches[0]).not.toContain('calculate_prices');
    expect(screen.queryByText('Price for this quote')).toBeNull();
    expect(screen.queryByText('$ 540.00')).toBeNull();
  });

  it('lets an admin through without the permission listed (the admin pass)', async () => {
    const searches = stubApi();
    show(1, []);
    expect(await screen.findByText('Casa Andina Cusco')).toBeTruthy();
    expect(searches[0]).toContain('calculate_prices=1');
  });
});
