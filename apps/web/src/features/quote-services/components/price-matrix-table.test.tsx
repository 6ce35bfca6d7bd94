import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { MatrixEntryAnswer } from '@itinera/domain/contracts';
import { PriceMatrixTable } from './price-matrix-table';

// The workspace's matrix table: the levels and bases that have prices, a row per size, the cheapest
// and the dearest size of each column marked, a size without a rate flagged.

afterEach(cleanup);

const cells = (double: number | null, single: number | null, child: number | null = null) => ({
  double,
  single,
  single_supplement: double !== null && single !== null ? single - double : null,
  triple: null,
  child,
});
const entry = (num_pax: number, comfort: ReturnType<typeof cells>, errors: string[] = []): MatrixEntryAnswer => ({
  num_pax,
  service_itinerary: [],
  prices: ['seller', 'reseller'].map((type) => ({
    type: type as 'seller' | 'reseller',
    prices: [
      { level: 1, type: 'Comfort', total: 0, per_person: comfort },
      { level: 2, type: 'Superior', total: 0, per_person: cells(null, null) },
      { level: 3, type: 'Luxury', total: 0, per_person: cells(null, null) },
    ],
  })),
  errors,
});

describe('PriceMatrixTable', () => {
  it('shows only the levels and bases with a price and marks each column’s cheapest and dearest size', () => {
    render(
      <MantineProvider>
        <PriceMatrixTable
          entries={[
            entry(2, cells(540, 700, 300)),
            entry(4, cells(410, 560, 250)),
            entry(10, cells(330, 480, 210), ['No rate for 10 pax on 2026-07-02']),
          ]}
          type="seller"
          currency="$"
          childAge={8}
        />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Price per person by group size' });
    const head = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(head).toEqual(['Group size', 'Comfort ($ per person)', 'Double', 'Single', 'Single suppl.', 'Child (8)']);
    const rows = within(table).getAllByRole('row').slice(2);
    const double = rows.map((r) => within(r).getAllByRole('cell')[1]!);
    expect(double.map((c) => c.getAttribute('data-mark'))).toEqual(['dearest', null, 'cheapest']);
    expect(double[0]!.textContent).toBe('540');
    expect(within(double[0]!).getByTitle('The dearest group size')).toBeDefined();
    // The supplement is a difference, not a price: never marked.
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]!.getAttribute('data-mark'))).toEqual([null, null, null]);
    expect(within(rows[2]!).getByLabelText('No rate for 10 pax on 2026-07-02')).toBeDefined();
  });
});
