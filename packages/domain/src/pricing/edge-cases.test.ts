import { describe, expect, it } from 'vitest';
import { priceQuote } from './price-quote';
import { paxIds, quote, rate } from './quote-builder.fixture';
import { setPaxLevelValues } from './pax-prices';

const seller = (r: ReturnType<typeof priceQuote>) => r.prices.find((p) => p.type === 'seller')!.prices;

describe('docs/domain/pricing.md edge cases', () => {
  describe('float drift: 200 × 1.1 must not round up to 221', () => {
    it('markup of 10 % on a cost of 200 is exactly 220.00', () => {
      const r = priceQuote(
        quote(
          [{ id: 1, service_id: 1, id_service_type: 10, day: 1 }],
          [rate({ service_id: 1, unit_cost: 200, basis: 'per_unit' })],
          {
            passengers: [{ id: 1 }],
            pricing_mode: 'markup',
            margins: { hotel: 10, services: 10 },
          },
        ),
      );
      expect(r.services[0].price).toBe(220);
      expect(seller(r)[0].pax_prices[0].total_price).toBe(220);
    });

    it('Upsales of 10 % on a price of 200 gives total_price 220, not 221', () => {
      const r = priceQuote(
        quote(
          [{ id: 1, service_id: 1, id_service_type: 10, day: 1 }],
          [rate({ service_id: 1, unit_cost: 160, basis: 'per_unit' })],
          {
            passengers: [{ id: 1 }],
            pax_settings: setPaxLevelValues([], [1], {}, { mkt_percentage: 10 }),
          },
        ),
      );
      const p = seller(r)[0].pax_prices[0];
      expect(p).toMatchObject({ price: 200, mkt_coin: 20, total_price: 220 });
    });

    it.each([
      ['0.1 × 3 pax', 0.1, 3, 0.3],
      ['1.1 × 200 pax', 1.1, 200, 220],
      ['0.7 × 7 pax', '0.7', 7, 4.9],
    ])('%s per person costs exactly the product', (_, unit, pax, cost) => {
      const r = priceQuote(
        quote(
          [{ id: 1, service_id: 1, id_service_type: 7, day: 1 }],
          [rate({ service_id: 1, unit_cost: unit, basis: 'per_person', max_pax: 500 })],
          {
            passengers: paxIds(pax).map((id) => ({ id })),
          },
        ),
      );
      expect(r.services[0].cost).toBe(cost);
    });
  });

  it.each([
    [43.75, 4, [10.94, 10.94, 10.94, 10.93]],
    [100, 3, [33.34, 33.33, 33.33]],
    [0.05, 3, [0.02, 0.02, 0.01]],
    [10, 7, [1.43, 1.43, 1.43, 1.43, 1.43, 1.43, 1.42]],
  ])('no cent drift: %d over %d pax is %j, adding up exactly', (price, pax, shares) => {
    const r = priceQuote(
      quote(
        [{ id: 1, service_id: 1, id_service_type: 10, day: 1, edit: { price } }],
        [rate({ service_id: 1, unit_cost: 1, basis: 'per_unit' })],
        {
          passengers: paxIds(pax).map((id) => ({ id })),
        },
      ),
    );
    const got = seller(r)[0].pax_prices.map((p) => p.price);
    expect(got).toEqual(shares);
    expect(got.reduce((a, b) => a + Math.round(b * 100), 0)).toBe(Math.round(price * 100));
  });

  describe('a rate missing for a pax range is an error, never a neighbouring range or 0', () => {
    const lines = [
      rate({ service_id: 1, unit_cost: 120, basis: 'per_person', min_pax: 1, max_pax: 1 }),
      rate({ service_id: 1, unit_cost: 65, basis: 'per_person', min_pax: 4, max_pax: 6 }),
    ];
    it.each([
      [1, 120, null],
      [2, 0, 'No rate for 2 pax on 2025-05-03'],
      [3, 0, 'No rate for 3 pax on 2025-05-03'],
      [5, 325, null],
      [7, 0, 'No rate for 7 pax on 2025-05-03'],
    ])('%d pax → cost %d, error %s', (pax, cost, error) => {
      const r = priceQuote(
        quote([{ id: 'x', service_id: 1, id_service_type: 7, day: '3' }], lines, {
          passengers: paxIds(pax).map((id) => ({ id })),
        }),
      );
      expect(r.services[0].cost).toBe(cost);
      expect(r.services[0].price).toBe(cost === 0 ? 0 : cost / 0.8);
      if (error) {
        expect(r.services[0].errors).toEqual([error]);
        expect(r.messages).toContainEqual(
          expect.objectContaining({ code: 'NO_RATE', message: error, service_id: 'x', severity: 'error' }),
        );
      } else expect(r.services[0].errors).toEqual([]);
    });
  });

  it.each([
    [6, 1, 35],
    [7, 2, 70],
    [12, 2, 70],
    [13, 3, 105],
  ])('%d pax in 6-seat vans take %d vans (cost %d)', (pax, vans, cost) => {
    const r = priceQuote(
      quote(
        [{ id: 1, service_id: 1, id_service_type: 5, day: 1 }],
        [rate({ service_id: 1, unit_cost: 35, basis: 'per_group', capacity: 6 })],
        {
          passengers: paxIds(pax).map((id) => ({ id })),
        },
      ),
    );
    expect(r.services[0]).toMatchObject({ quantity: vans, cost });
  });

  describe('3 pax in a DBL + SGL vs 2 DBL', () => {
    const lines = [
      rate({ service_id: 1, unit_cost: 100, basis: 'per_room', id_room_type: 2 }),
      rate({ service_id: 1, unit_cost: 80, basis: 'per_room', id_room_type: 1 }),
    ];
    it.each([
      [
        'DBL + SGL',
        [
          { id_room_type: 2, qty: 1 },
          { id_room_type: 1, qty: 1 },
        ],
        360,
        [100, 100, 160],
      ],
      ['2 DBL', [{ id_room_type: 2, qty: 2 }], 400, [100, 100, 200]],
    ])(
      '%s: cost %d for 2 nights, cost shares %j (a passenger alone pays the whole double)',
      (_, dist, cost, shares) => {
        const r = priceQuote(
          quote([{ id: 1, service_id: 1, id_service_type: 2, day: '1-3', level: 1 }], lines, {
            passengers: paxIds(3).map((id) => ({ id })),
            room_distribution: dist,
          }),
        );
        expect(r.services[0].cost).toBe(cost);
        expect(seller(r)[0].pax_prices.map((p) => p.total_cost)).toEqual(shares);
        expect(seller(r)[0].pax_prices.map((p) => p.price)).toEqual(shares.map((s) => s / 0.8));
      },
    );
  });

  it('a stay crossing two seasons prices each night at its own season', () => {
    const lines = [
      rate({ service_id: 1, unit_cost: 100, basis: 'per_room', id_room_type: 2, from: '2025-01-01', to: '2025-06-30' }),
      rate({ service_id: 1, unit_cost: 150, basis: 'per_room', id_room_type: 2, from: '2025-07-01', to: '2025-12-31' }),
    ];
    // Nights of Jun 29, Jun 30 (low) and Jul 1, Jul 2 (high): 2 × 100 + 2 × 150.
    const r = priceQuote(
      quote([{ id: 1, service_id: 1, id_service_type: 2, day: '1-5', level: 0 }], lines, {
        start_date: '2025-06-29',
        room_distribution: [{ id_room_type: 2, qty: 1 }],
      }),
    );
    expect(r.services[0]).toMatchObject({ cost: 500, quantity: 4, units: 4, cost_unit: 125 });
    expect(r.services[0].errors).toEqual([]);
  });

  it('a night outside every season is an error on that night', () => {
    const lines = [
      rate({ service_id: 1, unit_cost: 100, basis: 'per_room', id_room_type: 2, from: '2025-01-01', to: '2025-06-30' }),
    ];
    const r = priceQuote(
      quote([{ id: 1, service_id: 1, id_service_type: 2, day: '1-3' }], lines, {
        start_date: '2025-06-30',
        room_distribution: [{ id_room_type: 2, qty: 1 }],
      }),
    );
    expect(r.services[0]).toMatchObject({ cost: 0, price: 0, errors: ['No rate for 2 pax on 2025-07-01'] });
  });

  describe('currency pairs', () => {
    const line = rate({ service_id: 1, unit_cost: 100, basis: 'per_unit', currency_id: 3 });
    it('a missing pair is an error, never 1.0', () => {
      const r = priceQuote(quote([{ id: 1, service_id: 1, id_service_type: 10, day: 1 }], [line]));
      expect(r.services[0]).toMatchObject({ cost: 0, price: 0 });
      expect(r.messages).toContainEqual(
        expect.objectContaining({ code: 'NO_EXCHANGE_RATE', severity: 'error', service_id: 1 }),
      );
    });
    it('the identity pair is 1.0 with no rate stored', () => {
      const r = priceQuote(
        quote([{ id: 1, service_id: 1, id_service_type: 10, day: 1 }], [{ ...line, currency_id: 1 }]),
      );
      expect(r.services[0].cost).toBe(100);
    });
    it('uses the rate dated on or before the quote creation date, not a later one', () => {
      const rates = [
        { from_currency_id: 3, to_currency_id: 1, rate: 1.1, date: '2025-01-01' },
        { from_currency_id: 3, to_currency_id: 1, rate: 1.2, date: '2025-04-02' },
      ];
      const r = priceQuote(
        quote([{ id: 1, service_id: 1, id_service_type: 10, day: 1 }], [line], { exchange_rates: rates }),
      );
      expect(r.services[0].cost).toBe(110);
    });
  });

  it('warns that a level with no hotel looks misleadingly cheap', () => {
    const r = priceQuote(
      quote(
        [
          { id: 1, service_id: 1, id_service_type: 2, day: '1-2', level: 1 },
          { id: 2, service_id: 2, id_service_type: 7, day: '1', level: 0 },
        ],
        [
          rate({ service_id: 1, unit_cost: 100, basis: 'per_room', id_room_type: 2 }),
          rate({ service_id: 2, unit_cost: 10, basis: 'per_person' }),
        ],
        { room_distribution: [{ id_room_type: 2, qty: 1 }] },
      ),
    );
    const noHotel = r.messages.filter((m) => m.code === 'LEVEL_WITHOUT_HOTEL').map((m) => m.level);
    expect(noHotel).toEqual([2, 3]);
  });

  it('level-0 services count in every level; level services only in theirs', () => {
    const r = priceQuote(
      quote(
        [
          { id: 'all', service_id: 1, id_service_type: 7, day: 1, level: 0 },
          { id: 'sup', service_id: 2, id_service_type: 7, day: 1, level: 2 },
        ],
        [
          rate({ service_id: 1, unit_cost: 40, basis: 'per_unit' }),
          rate({ service_id: 2, unit_cost: 8, basis: 'per_unit' }),
        ],
      ),
    );
    expect(seller(r).map((l) => l.services)).toEqual([['all'], ['all', 'sup'], ['all']]);
    expect(seller(r).map((l) => l.services_total)).toEqual([50, 60, 50]);
  });

  it('optional, canceled and disabled services are priced but never counted in totals', () => {
    const services = [
      { id: 1, service_id: 1, id_service_type: 7, day: 1 },
      { id: 2, service_id: 1, id_service_type: 7, day: 1, optional: 1 as const },
      { id: 3, service_id: 1, id_service_type: 7, day: 1, status: 3 as const },
      { id: 4, service_id: 1, id_service_type: 7, day: 1, status: -1 as const },
      { id: 5, service_id: 1, id_service_type: 7, day: 1, optional: 2 as const, status: 2 as const },
    ];
    const r = priceQuote(quote(services, [rate({ service_id: 1, unit_cost: 8, basis: 'per_unit' })]));
    expect(r.services.map((s) => s.price)).toEqual([10, 10, 10, 10, 10]);
    expect(seller(r)[0]).toMatchObject({ services: [1, 5], services_total: 20 });
  });
});
