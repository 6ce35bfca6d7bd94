import { describe, expect, it } from 'vitest';
import { priceQuote } from './price-quote';
import { workedExampleInput } from './worked-example.fixture';

// Every figure of the worked example of docs/domain/pricing.md, checked against the engine.
describe('docs/domain/pricing.md worked example (USD, Cusco, 4 pax, DBL + 2 SGL, 3 nights, margin 20 %)', () => {
  const result = priceQuote(workedExampleInput());
  const seller = result.prices.find((p) => p.type === 'seller')!.prices;
  const line = (id: string) => result.services.find((s) => s.id === id)!;
  const level = (l: number) => seller.find((p) => p.level === l)!;

  it.each([
    ['transfer', 'per_group', 35, 43.75, 1],
    ['excursion', 'per_person', 260, 325, 4],
    ['guide', 'per_group', 176, 220, 2],
  ])('prices the %s (%s): cost %d, price %d, quantity %d', (id, basis, cost, price, quantity) => {
    expect(line(id)).toMatchObject({
      basis,
      cost,
      price,
      quantity,
      percentage_margin: 20,
      isPriceEdited: false,
      calculated_price: price,
    });
  });

  it.each([
    ['transfer', [10.94, 10.94, 10.94, 10.93]],
    ['excursion', [81.25, 81.25, 81.25, 81.25]],
    ['guide', [55, 55, 55, 55]],
  ])('splits the %s into shares %j', (id, shares) => {
    const single = workedExampleInput();
    single.services = single.services.filter((s) => s.id === id);
    single.pax_settings = [];
    const prices = priceQuote(single).prices[0].prices[0].pax_prices.map((p) => p.price);
    expect(prices).toEqual(shares);
  });

  it('prices the comfort hotel: sub_total_hotel 750.00, hotel_total 937.50, DBL 168.75 pp, SGL 300', () => {
    expect(line('hotel-comfort')).toMatchObject({ cost: 750, price: 937.5, basis: 'per_room', quantity: 9 });
    expect(level(1)).toMatchObject({ sub_total_hotel: 750, hotel_total: 937.5 });
    const rooms = line('hotel-comfort').room_lines;
    expect(rooms).toEqual([
      { id_room_type: 2, room_qty: 1, cost: 270, price: 337.5 },
      { id_room_type: 1, room_qty: 2, cost: 480, price: 600 },
    ]);
  });

  it.each([
    // level, DBL price, mkt, SGL price (P3), mkt, P4 price, DBL total, SGL total, level total, cost, sub_total_hotel
    [1, 315.94, 15.8, 447.19, 22.36, 447.18, 347, 485, 1664, 1221, 750],
    [2, 447.19, 22.36, 690.94, 34.55, 690.93, 485, 741, 2452, 1821, 1350],
    [3, 934.69, 46.73, 1647.19, 82.36, 1647.18, 997, 1745, 5484, 4131, 3660],
  ])(
    'level %d: DBL %d + %d + 15, SGL %d + %d + 15, totals and costs',
    (l, dblPrice, dblMkt, sglPrice, sglMkt, p4Price, dblTotal, sglTotal, total, cost, hotelCost) => {
      const lv = level(l);
      const [p1, p2, p3, p4] = lv.pax_prices;
      for (const p of [p1, p2])
        expect(p).toMatchObject({
          price: dblPrice,
          mkt_coin: dblMkt,
          fee: 15,
          mkt_percentage: 5,
          total_price: dblTotal,
        });
      expect(p3).toMatchObject({ price: sglPrice, mkt_coin: sglMkt, fee: 15, total_price: sglTotal });
      expect(p4).toMatchObject({ price: p4Price, fee: 15, total_price: sglTotal });
      expect(lv.total).toBe(total);
      expect(lv.sub_total_hotel + lv.sub_total_service).toBe(cost);
      expect(lv.sub_total_hotel).toBe(hotelCost);
      expect(lv.sub_total_service).toBe(471);
      expect(lv.services_total).toBe(588.75);
      expect(lv.fee).toBe(60);
      expect(lv.margin).toBe(total - cost - 60);
      expect(lv.margin_percentage_hotel).toBe(20);
      expect(lv.margin_percentage_service).toBe(20);
      const costs = lv.pax_prices.reduce((a, p) => a + Math.round(p.total_cost * 100), 0);
      expect(costs).toBe(cost * 100);
      expect(lv.room_type_prices).toEqual([
        { id_room_type: 2, per_person: dblTotal },
        { id_room_type: 1, per_person: sglTotal },
      ]);
    },
  );

  it('reports the rounding gain instead of dropping it (comfort: 1664 − 1662.57)', () => {
    expect(level(1).rounding_gain).toBe(1.43);
  });

  it('P1 and P2 sharing the double pay 346.74 before rounding up to 347', () => {
    const p1 = level(1).pax_prices[0];
    expect(Math.round((p1.price + p1.mkt_coin + p1.fee) * 100)).toBe(34674);
    const p3 = level(1).pax_prices[2];
    expect(Math.round((p3.price + p3.mkt_coin + p3.fee) * 100)).toBe(48455);
  });

  it('shows the client 347 in a double, single supplement 138, upgrades +138 / +256', () => {
    expect(level(1).single_supplement).toBe(138);
    expect(level(2).single_supplement).toBe(256);
    expect(level(3).single_supplement).toBe(748);
    expect(result.upgrades.seller).toEqual([
      { from_level: 1, to_level: 2, id_room_type: 2, amount: 138 },
      { from_level: 1, to_level: 2, id_room_type: 1, amount: 256 },
      { from_level: 2, to_level: 3, id_room_type: 2, amount: 512 },
      { from_level: 2, to_level: 3, id_room_type: 1, amount: 1004 },
    ]);
  });

  it('gives a reseller at 10 % commission from gross 347 × 0.9 = 312.30', () => {
    const reseller = result.prices.find((p) => p.type === 'reseller')!.prices[0];
    expect(reseller.pax_prices[0].total_price).toBe(312.3);
    expect(reseller.room_type_prices[0]).toEqual({ id_room_type: 2, per_person: 312.3 });
    expect(reseller.total).toBe(312.3 * 2 + 436.5 * 2);
  });

  it('exposes per passenger price_levels for all three levels', () => {
    expect(result.pax_prices.map((p) => p.pax_id)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(result.pax_prices[0].price_levels.map((l) => l.total_price)).toEqual([347, 485, 997]);
    expect(result.pax_prices[3].price_levels.map((l) => l.total_price)).toEqual([485, 741, 1745]);
  });

  it('raises no Upsales warning and no error: every passenger has Upsales and a fee', () => {
    expect(result.messages).toEqual([]);
  });
});
