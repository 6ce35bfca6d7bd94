import { describe, expect, it } from 'vitest';
import type { QuoteService } from '@itinera/domain/contracts';
import { authAs } from './auth-fixture';
import { priceColumns, priceFilterOptions, priceVisibilityOf } from './price-columns';

const service = (id: number, day: string, order: number, extra: Partial<QuoteService> = {}): QuoteService =>
  ({ id, day, order, level: 0, cost: 10, cost_unit: 10, price: 12.5, price_unit: 12.5, ...extra }) as QuoteService;

describe('price columns follow permissions', () => {
  const withCost = [service(1, '1', 0)];
  const saleOnly = [{ ...service(1, '1', 0), cost: undefined, cost_unit: undefined }] as QuoteService[];

  it('gives an admin every filter and both column groups', () => {
    const v = priceVisibilityOf(authAs(1), withCost);
    expect(priceFilterOptions(v).map((o) => o.label)).toEqual(['All price', 'Only Sales', 'Only Cost']);
    expect(priceColumns('all', v)).toEqual({ cost: true, sale: true });
    expect(priceColumns('sales', v)).toEqual({ cost: false, sale: true });
    expect(priceColumns('cost', v)).toEqual({ cost: true, sale: false });
  });

  it('never shows a cost column to a travel agent, even one holding view_cost_price', () => {
    const v = priceVisibilityOf(authAs(7, ['view_sale_price', 'view_cost_price']), withCost);
    expect(v.canViewCost).toBe(false);
    expect(priceFilterOptions(v).map((o) => o.value)).toEqual(['sales']);
    expect(priceColumns('cost', v)).toEqual({ cost: false, sale: true });
  });

  it('shows no cost column when the answer carries no cost field', () => {
    const v = priceVisibilityOf(authAs(4, ['view_sale_price', 'view_cost_price']), saleOnly);
    expect(v).toEqual({ canViewCost: false, canViewSale: true });
  });

  it('shows no price column to a user without price permissions', () => {
    const v = priceVisibilityOf(authAs(3), withCost);
    expect(priceFilterOptions(v)).toEqual([]);
    expect(priceColumns('all', v)).toEqual({ cost: false, sale: false });
  });
});
