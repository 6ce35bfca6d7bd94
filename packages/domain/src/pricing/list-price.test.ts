import { describe, expect, it } from 'vitest';
import { listPriceOf } from './list-price';

const prices = [
  {
    type: 'seller',
    prices: [
      { level: 1, total: 4176, services: [1] },
      { level: 2, total: 5308, services: [1, 2] },
      { level: 3, total: 8764, services: [] },
    ],
  },
  { type: 'reseller', prices: [{ level: 1, total: 100, services: [1] }] },
];

describe('the list price', () => {
  it('is the cheapest seller level holding a service', () => {
    expect(listPriceOf(prices)).toBe(4176);
  });
  it('is the level sold once there is one', () => {
    expect(listPriceOf(prices, 2)).toBe(5308);
  });
  it('falls back to the cheapest level when the level sold holds no service', () => {
    expect(listPriceOf(prices, 3)).toBe(4176);
  });
  it('is null while no level holds a service', () => {
    expect(listPriceOf([{ type: 'seller', prices: [{ level: 1, total: 0, services: [] }] }])).toBeNull();
    expect(listPriceOf([])).toBeNull();
  });
});
