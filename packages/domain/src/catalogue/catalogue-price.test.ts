import { describe, expect, it } from 'vitest';
import { EXAMPLE_RATE_LINES } from '../pricing/worked-example.fixture';
import {
  catalogueUnits,
  defaultRoomDistribution,
  priceCatalogueService,
  type CataloguePriceInput,
} from './catalogue-price';

// The worked example's catalogue (docs/domain/pricing.md), priced one service at a time as the search does.
const base = (over: Partial<CataloguePriceInput> = {}): CataloguePriceInput => ({
  service: { id: 20, id_service_type: 7, level: 0 },
  from: '2025-05-11',
  num_pax: 4,
  sales_manual: { id: 7, currency_id: 1, margin_hotel: 20, margin_service: 20 },
  rate_lines: EXAMPLE_RATE_LINES,
  exchange_rates: [{ from_currency_id: 1, to_currency_id: 2, rate: 3.75, date: '2025-01-01' }],
  rate_date: '2025-03-01',
  ...over,
});

describe('priceCatalogueService', () => {
  it('prices an excursion for the pax range of the party', () => {
    const p = priceCatalogueService(base());
    expect(p).toMatchObject({
      basis: 'per_person',
      units: 1,
      unit_label: 'Day(s)',
      cost: 260,
      price: 325,
      per_person: 81.25,
      errors: [],
    });
    expect(priceCatalogueService(base({ num_pax: 1 }))).toMatchObject({ cost: 120, price: 150 });
    expect(priceCatalogueService(base({ num_pax: 8 }))).toMatchObject({ cost: 440, price: 550 });
  });

  it('converts a PEN guide into the manual currency and counts its days', () => {
    const p = priceCatalogueService(base({ service: { id: 30, id_service_type: 8, level: 0, days_services: 2 } }));
    expect(p).toMatchObject({ units: 2, cost: 176, price: 220, per_person: 55 });
  });

  it('prices a hotel per night with the default rooms, and lists every room type', () => {
    const p = priceCatalogueService(
      base({ service: { id: 41, id_service_type: 2, level: 1 }, from: '2025-05-10', to: '2025-05-13' }),
    );
    // 3 nights, 2 DBL for 4 pax at 90: cost 540, price 675.
    expect(p).toMatchObject({ units: 3, unit_label: 'Night(s)', cost: 540, price: 675, per_person: 168.75 });
    expect(p.service_price).toEqual([
      expect.objectContaining({
        romm_id: 1,
        romm_name: 'SGL',
        room_qty: 0,
        status: -1,
        cost_unit: 80,
        price_unit: 100,
      }),
      expect.objectContaining({
        romm_id: 2,
        romm_name: 'DBL',
        room_qty: 2,
        status: 1,
        cost_unit: 90,
        price_unit: 112.5,
        price: 675,
      }),
    ]);
  });

  it('follows a chosen room distribution', () => {
    const rooms = [
      { id_room_type: 2, qty: 1 },
      { id_room_type: 1, qty: 2 },
    ];
    const p = priceCatalogueService(
      base({ service: { id: 41, id_service_type: 2, level: 1 }, from: '2025-05-10', to: '2025-05-13', rooms }),
    );
    expect(p).toMatchObject({ cost: 750, price: 937.5 });
  });

  it('reports a missing rate in the spec wording instead of a price of 0 from elsewhere', () => {
    const p = priceCatalogueService(base({ from: '2026-02-01' }));
    expect(p.errors).toEqual(['No rate for 4 pax on 2026-02-01']);
    expect(p.price).toBe(0);
  });

  it('offers doubles first and a single for the odd passenger', () => {
    expect(defaultRoomDistribution(1)).toEqual([{ id_room_type: 1, qty: 1 }]);
    expect(defaultRoomDistribution(5)).toEqual([
      { id_room_type: 2, qty: 2 },
      { id_room_type: 1, qty: 1 },
    ]);
    expect(catalogueUnits(2, '2025-05-10', '2025-05-10')).toBe(1);
    expect(catalogueUnits(7, '2025-05-10', '2025-05-20', 1)).toBe(1);
  });

  it("prices a quote's party with its child at the child band, as adding the service will", () => {
    const withBands = EXAMPLE_RATE_LINES.map((l) =>
      l.service_id === 20 ? { ...l, age_bands: [{ min_age: 3, max_age: 11, percentage: 50 }] } : l,
    );
    const party = {
      passengers: [
        { id: 1, age: 40 },
        { id: 2, age: 38 },
        { id: 3, age: 35 },
        { id: 4, type: 'child' as const, age: 8 },
      ],
      room_distribution: [{ id_room_type: 2, qty: 2 }],
    };
    // Four pax in the 4–6 range at 65: three adults and a child at half, cost 227.50, price 284.38.
    const p = priceCatalogueService(base({ rate_lines: withBands, party }));
    expect(p).toMatchObject({ cost: 227.5, price: 284.38, num_pax: 4 });
    expect(priceCatalogueService(base({ rate_lines: withBands }))).toMatchObject({ cost: 260, price: 325 });
  });
});
