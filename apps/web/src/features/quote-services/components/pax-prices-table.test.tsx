import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { paxTableRows } from '../logic/pax-price-edits';
import { PaxPricesTable } from './pax-prices-table';

// The Upsales and fee table: figures rounded as the spec shows them, a cell saved as one
// passenger at one level, a negative figure refused before it is sent, and the level warnings.

afterEach(cleanup);

const rows = paxTableRows([
  {
    pax_id: 7,
    passenger: { id: 7, name: 'Paul Baker', type: 'adult', age: null },
    price_levels: [
      { pax_id: 7, level: 1, price: 315.94, mkt_percentage: 5, mkt_coin: 15.8, fee: 15, total_price: 347 },
      { pax_id: 7, level: 2, price: 447.19, mkt_percentage: 0, mkt_coin: 0, fee: 15, total_price: 463 },
      { pax_id: 7, level: 3, price: 934.69, mkt_percentage: 5, mkt_coin: 46.73, fee: 15, total_price: 997 },
    ],
  },
]);

function show(
  levels = { 1: { inUse: true, total: 347 }, 2: { inUse: true, total: 463 }, 3: { inUse: true, total: -2 } },
) {
  const save = vi.fn((_body: unknown) => Promise.resolve(true));
  const refuse = vi.fn();
  render(
    <MantineProvider>
      <PaxPricesTable rows={rows} levels={levels} disabled={false} save={save} refuse={refuse} />
    </MantineProvider>,
  );
  return { save, refuse };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the Upsales and fee table', () => {
  it('shows Upsales % and fee with 2 decimals, the final price in whole units, the Upsales amount beside', () => {
    show();
    expect(input('Upsales % of Paul Baker, Comfort').value).toBe('5.00 %');
    expect(input('Fee of Paul Baker, Comfort').value).toBe('15.00');
    expect(input('Total price of Paul Baker, Comfort').value).toBe('347');
    expect(screen.getByText('= 15.80')).toBeTruthy();
    expect(screen.getByText('315.94')).toBeTruthy();
  });

  it('saves a typed cell for that passenger at that level', () => {
    const { save } = show();
    const fee = input('Fee of Paul Baker, Superior');
    fireEvent.change(fee, { target: { value: '20.5' } });
    fireEvent.blur(fee);
    expect(save).toHaveBeenCalledWith([{ pax_id: 7, level: 2, fee: 20.5 }]);
  });

  it('refuses a negative figure with a sentence and sends nothing', async () => {
    const { save, refuse } = show();
    const total = input('Total price of Paul Baker, Luxury');
    fireEvent.change(total, { target: { value: '-5' } });
    fireEvent.blur(total);
    expect(save).not.toHaveBeenCalled();
    expect(refuse).toHaveBeenCalledWith('Total price cannot be negative.');
    await waitFor(() => expect(total.value).toBe('997'));
  });

  it('puts the stored figure back when the server refuses the save', async () => {
    const { save } = show();
    save.mockResolvedValueOnce(false);
    const total = input('Total price of Paul Baker, Comfort');
    fireEvent.change(total, { target: { value: '100' } });
    fireEvent.blur(total);
    expect(save).toHaveBeenCalledWith([{ pax_id: 7, level: 1, total_price: 100 }]);
    await waitFor(() => expect(total.value).toBe('347'));
  });

  it('shows the level warnings where they apply', () => {
    show();
    expect(screen.getAllByText('Upsales has not been added!')).toHaveLength(1);
    expect(input('Upsales % of Paul Baker, Superior').title).toBe('Upsales has not been added!');
    expect(input('Upsales % of Paul Baker, Comfort').title).toBe('');
    expect(screen.getByText('Level price is negative!')).toBeTruthy();
  });

  it('says nothing about Upsales for a level without services', () => {
    show({ 1: { inUse: true, total: 347 }, 2: { inUse: false, total: 0 }, 3: { inUse: true, total: 997 } });
    expect(screen.queryByText('Upsales has not been added!')).toBeNull();
    expect(screen.getByText('no services')).toBeTruthy();
  });
});
