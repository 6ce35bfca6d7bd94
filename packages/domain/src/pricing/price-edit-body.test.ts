import { describe, expect, it } from 'vitest';
import type { QuoteService } from '../contracts/quote-services.contract';
import { roundAmount } from '../money/cents';
import { MAX_MARGIN_PERCENTAGE, priceEdit, saleUnits } from './price-edit-body';

const tour = { id: 7, price: 300, price_unit: 75, quantity: 4 } as QuoteService;

describe('what a typed figure sends to process', () => {
  it('rounds a typed amount to cents from its decimal spelling', () => {
    expect(roundAmount(1.005)).toBe(1.01);
    expect(roundAmount(-2.675)).toBe(-2.68);
  });
  it('turns a typed price unit into the final price it implies', () => {
    expect(saleUnits(tour)).toBe(4);
    expect(priceEdit(tour, 'price_unit', 80.004)).toEqual({ id: 7, price: 320.02 });
    expect(saleUnits({ price: undefined, price_unit: 0, quantity: 0 } as unknown as QuoteService)).toBe(1);
  });
  it('caps the margin below 100 % and rounds the other figures', () => {
    expect(priceEdit(tour, 'percentage_margin', 120)).toEqual({ id: 7, percentage_margin: MAX_MARGIN_PERCENTAGE });
    expect(priceEdit(tour, 'cost_unit', 12.345)).toEqual({ id: 7, cost_unit: 12.35 });
  });
});
