import { describe, expect, it } from 'vitest';
import { selectedEntry } from './level-prices';
import { currentMargins, marginBody, selectedSellerType } from './price-settings';

// The margins and seller type of the level prices panel (POST /tenant/itinerary/prices/{id}).

const level = (n: 1 | 2 | 3, extra: Record<string, unknown> = {}) => ({
  level: n,
  type: 'Comfort',
  total: 100 * n,
  ...extra,
});

describe('price settings', () => {
  const prices = [
    {
      id: 1,
      type: 'seller',
      selected: false,
      prices: [
        level(1, { hotel_total: 0, services_total: 50, margin_percentage_hotel: 0, margin_percentage_service: 18 }),
        level(2, { hotel_total: 500, margin_percentage_hotel: 22.5 }),
      ],
    },
    { id: 2, type: 'reseller', selected: true, prices: [level(1)] },
  ];

  it('reads the margins from the first level that has hotels or services', () => {
    expect(currentMargins(prices)).toEqual({ hotel: 22.5, services: 18 });
  });

  it('has no margins for a user whose answer carries no cost fields', () => {
    expect(currentMargins([{ type: 'seller', prices: [level(1, { hotel_total: 200, services_total: 50 })] }])).toEqual(
      {},
    );
  });

  it('sends only a changed margin, rounded to 2 decimals', () => {
    expect(marginBody('hotel', 25.555, { hotel: 20 })).toEqual({ margin_hotel: 25.56 });
    expect(marginBody('services', 18.001, { services: 18 })).toBeNull();
    expect(marginBody('services', 15, {})).toEqual({ margin_services: 15 });
  });

  it('follows the entry marked selected for the seller type and the totals', () => {
    expect(selectedSellerType(prices)).toBe('reseller');
    expect(selectedEntry(prices)?.type).toBe('reseller');
    expect(selectedSellerType([{ type: 'seller', prices: [] }])).toBe('seller');
    expect(
      selectedEntry([
        { type: 'reseller', prices: [] },
        { type: 'seller', prices: [] },
      ])?.type,
    ).toBe('seller');
  });
});
