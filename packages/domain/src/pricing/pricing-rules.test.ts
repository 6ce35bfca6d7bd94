import { describe, expect, it } from 'vitest';
import { applyPriceEdit, percentageFromPrice, salePrice, type PriceLineFigures } from './margin';
import { dec, toCents } from '../money/decimal';
import { canSavePaxPrices, paxPricesRefusal } from './level-warnings';
import { paxLevelCents, setPaxLevelValues } from './pax-prices';
import { priceQuote } from './price-quote';
import { paxIds, quote, rate } from './quote-builder.fixture';
import { resellerPrice } from './reseller';
import { selectRateLine } from './rate-selection';
import { exportChecks } from './export-checks';

const seller = (r: ReturnType<typeof priceQuote>) => r.prices[0].prices;
const oneService = (extra: Partial<Parameters<typeof quote>[2]> = {}, edit?: object, cost = 80) =>
  quote(
    [{ id: 1, service_id: 1, id_service_type: 7, day: 1, edit }],
    [rate({ service_id: 1, unit_cost: cost, basis: 'per_unit' })],
    { passengers: [{ id: 1 }], ...extra },
  );

describe('sale price: gross margin by default, markup as a tenant setting', () => {
  it.each([
    ['margin', 80, 20, 100],
    ['margin', 35, 20, 43.75],
    ['margin', 100, 0, 100],
    ['markup', 80, 25, 100],
    ['markup', 200, 10, 220],
  ] as const)('%s: cost %d at %d %% sells at %d', (mode, cost, pct, price) => {
    expect(toCents(salePrice(dec(cost), dec(pct), mode)) / 100).toBe(price);
  });

  it.each([
    [10000, 8000, 'margin', 20],
    [10000, 8000, 'markup', 25],
    [0, 0, 'margin', 0],
    [3000, 2000, 'margin', 33.33],
  ] as const)('price %d over cost %d (%s) is %d %%', (price, cost, mode, pct) => {
    expect(percentageFromPrice(price, cost, mode)).toBe(pct);
  });
});

describe('edited prices and percentages on a quote', () => {
  it('an edited percentage recomputes the price; calculated_price keeps the engine price', () => {
    const s = priceQuote(oneService({}, { percentage_margin: 50 })).services[0];
    expect(s).toMatchObject({
      cost: 80,
      price: 160,
      percentage_margin: 50,
      calculated_price: 100,
      isPriceEdited: true,
      margin: 80,
    });
  });
  it('an edited final price recomputes the percentage', () => {
    const s = priceQuote(oneService({}, { price: 120 })).services[0];
    expect(s).toMatchObject({ price: 120, percentage_margin: 33.33, calculated_price: 100, isPriceEdited: true });
  });
  it('an edited cost unit and quantity change the cost, not the calculated price', () => {
    const s = priceQuote(oneService({}, { cost_unit: 40, quantity: 3 })).services[0];
    expect(s).toMatchObject({
      cost: 120,
      quantity: 3,
      cost_unit: 40,
      price: 150,
      calculated_price: 100,
      isPriceEdited: true,
    });
  });
  it('an edit equal to the engine price is not an edit', () => {
    expect(priceQuote(oneService({}, { price: 100 })).services[0].isPriceEdited).toBe(false);
  });
  it('price_saas keeps the system-calculated share before the manual edit', () => {
    const p = seller(priceQuote(oneService({}, { price: 130 })))[0].pax_prices[0];
    expect(p).toMatchObject({ price: 130, price_saas: 100 });
  });

  const line: PriceLineFigures = {
    quantity: 4,
    cost_unit: 20,
    cost: 80,
    price_unit: 25,
    price: 100,
    margin: 20,
    percentage_margin: 20,
    calculated_price: 100,
    isPriceEdited: false,
  };
  it.each([
    [
      'unit_price',
      30,
      { cost_unit: 30, cost: 120, price: 150, price_unit: 37.5, percentage_margin: 20, isPriceEdited: true },
      { cost_unit: 30 },
    ],
    [
      'quantity',
      5,
      { quantity: 5, cost: 100, price: 125, cost_unit: 20, price_unit: 25, percentage_margin: 20 },
      { quantity: 5 },
    ],
    [
      'new_unit_price',
      30,
      { price: 120, price_unit: 30, percentage_margin: 33.33, isPriceEdited: true },
      { price: 120 },
    ],
    ['final_price', 90, { price: 90, price_unit: 22.5, percentage_margin: 11.11, margin: 10 }, { price: 90 }],
    ['price', 100, { price: 100, isPriceEdited: false, percentage_margin: 20 }, { price: 100 }],
    ['percentage', 50, { price: 160, price_unit: 40, percentage_margin: 50, margin: 80 }, { percentage_margin: 50 }],
  ] as const)('edit origin %s = %d', (origin, value, figures, edit) => {
    const r = applyPriceEdit(line, origin, value, 'margin');
    expect(r.figures).toMatchObject(figures);
    expect(r.edit).toEqual(edit);
  });
});

describe('Upsales and fee per passenger and level', () => {
  it.each([
    [31594, { mkt_percentage: 5, fee: 15 }, { mktCents: 1580, feeCents: 1500, totalCents: 34700 }],
    [20000, { mkt_percentage: 10 }, { mktCents: 2000, feeCents: 0, totalCents: 22000 }],
    [10000, { total_price: 130, fee: 10 }, { mktCents: 2000, feeCents: 1000, totalCents: 13000, mktBp: 2000 }],
    // mkt_coin would be 100 − 100 − 15 < 0: the fee is lowered instead
    [10000, { total_price: 105, fee: 15 }, { mktCents: 0, feeCents: 500, totalCents: 10500 }],
    // below the price: fee 0 and mkt_coin negative, so saving is refused
    [10000, { total_price: 90, fee: 15 }, { mktCents: -1000, feeCents: 0, totalCents: 9000 }],
  ])('price %d cents with %j', (price, setting, expected) => {
    expect(paxLevelCents(price, setting)).toMatchObject(expected);
  });

  it('sets a value for a row, a column, or all, and drops an edited final price it overrides', () => {
    let s = setPaxLevelValues([], paxIds(2), {}, { mkt_percentage: 5, fee: 15 });
    expect(s).toHaveLength(6);
    s = setPaxLevelValues(s, paxIds(2), { pax_id: 2, level: 3 }, { total_price: 900 });
    s = setPaxLevelValues(s, paxIds(2), { pax_id: 1 }, { fee: 20 });
    s = setPaxLevelValues(s, paxIds(2), { level: 2 }, { mkt_percentage: 8 });
    const cell = (p: number, l: number) => s.find((x) => x.pax_id === p && x.level === l);
    expect(cell(1, 1)).toEqual({ pax_id: 1, level: 1, mkt_percentage: 5, fee: 20 });
    expect(cell(2, 2)).toEqual({ pax_id: 2, level: 2, mkt_percentage: 8, fee: 15 });
    expect(cell(2, 3)).toEqual({ pax_id: 2, level: 3, mkt_percentage: 5, fee: 15, total_price: 900 });
    s = setPaxLevelValues(s, paxIds(2), {}, { mkt_percentage: 6 });
    expect(cell(2, 3)?.total_price).toBeUndefined();
  });

  it("warns 'Upsales has not been added!' for the passengers without Upsales in a level in use", () => {
    const r = priceQuote(oneService({ pax_settings: [{ pax_id: 1, level: 1, mkt_percentage: 5 }] }));
    const w = r.messages.filter((m) => m.code === 'UPSALES_NOT_ADDED');
    expect(w.map((m) => [m.message, m.level, m.pax_ids])).toEqual([
      ['Upsales has not been added!', 2, [1]],
      ['Upsales has not been added!', 3, [1]],
    ]);
  });

  it("reports 'Level price is negative!' and refuses saving negative values", () => {
    const r = priceQuote(oneService({}, { price: -50 }));
    expect(r.messages).toContainEqual(
      expect.objectContaining({ code: 'LEVEL_PRICE_NEGATIVE', message: 'Level price is negative!', level: 1 }),
    );
    expect(canSavePaxPrices(seller(r))).toBe(false);
    expect(canSavePaxPrices(seller(priceQuote(oneService())))).toBe(true);
  });

  it('names the passenger and the level whose typed final price fell under their share', () => {
    const label = (_: unknown, i: number) => `Passenger ${i + 1}`;
    // The service costs 80 and sells at 100; the final price typed is 90.
    const typed = priceQuote(oneService({ pax_settings: [{ pax_id: 1, level: 2, total_price: 90, fee: 15 }] }));
    expect(paxPricesRefusal(seller(typed), label)).toBe(
      "Total price, Upsales and fee cannot be negative: Passenger 1's final price at Superior (90) is below their share of the services (100.00). Type a final price of at least 100 or clear it.",
    );
    expect(paxPricesRefusal(seller(priceQuote(oneService())), label)).toBeNull();
    // A final price at or above the share is stored: the fee gives way first.
    const above = priceQuote(oneService({ pax_settings: [{ pax_id: 1, level: 2, total_price: 105, fee: 15 }] }));
    expect(paxPricesRefusal(seller(above), label)).toBeNull();
    expect(paxPricesRefusal(seller(priceQuote(oneService({}, { price: -50 }))), label)).toBe(
      'Level price is negative! (Comfort)',
    );
  });
});

describe('reseller commission modes', () => {
  it.each([
    ['net', 10, 347],
    ['commission_from_gross', 10, 312.3],
    ['commission_on_top', 10, 385.56],
    ['commission_from_gross', 0, 347],
  ] as const)('%s at %d %% on 347 → %d', (mode, c, price) => {
    expect(resellerPrice(347, { mode, commission_percentage: c })).toBe(price);
  });
});

describe('rate selection', () => {
  const lines = [
    rate({ service_id: 1, unit_cost: 10, basis: 'per_person', level: 0 }),
    rate({ service_id: 1, unit_cost: 20, basis: 'per_person', level: 2 }),
    rate({ service_id: 1, unit_cost: 30, basis: 'per_person', level: 0, from: '2025-05-01', to: '2025-05-31' }),
  ];
  it.each([
    [{ date: '2025-04-10', pax: 2, level: 1 }, 10],
    [{ date: '2025-04-10', pax: 2, level: 2 }, 20],
    [{ date: '2025-05-10', pax: 2, level: 1 }, 30],
    [{ date: '2026-01-01', pax: 2, level: 1 }, undefined],
  ])('%j picks the line costing %s', (q, cost) => {
    expect(selectRateLine(lines, q)?.unit_cost).toBe(cost);
  });
});

describe('locked prices', () => {
  it('keeps the stored cost and price while the quote is locked, whatever the catalogue says', () => {
    const r = priceQuote(
      quote(
        [{ id: 1, service_id: 1, id_service_type: 7, day: 1, locked: { cost: 50, price: 70 } }],
        [rate({ service_id: 1, unit_cost: 999, basis: 'per_unit' })],
        {
          prices_locked: true,
        },
      ),
    );
    expect(r.services[0]).toMatchObject({ cost: 50, price: 70, percentage_margin: 28.57 });
  });
});

describe('export checks', () => {
  it('lists the spec warnings and the per-service errors with a link to the pricing tab', () => {
    const input = quote(
      [
        { id: 1, service_id: 1, id_service_type: 7, day: 1 },
        { id: 2, service_id: 2, id_service_type: 7, day: 1 },
      ],
      [rate({ service_id: 1, unit_cost: 10, basis: 'per_unit' })],
    );
    const r = exportChecks(
      77,
      [
        { id: 1, visible: true, service_supplier: [{ supplier_code: 'S1', name: 'Van Co' }] },
        { id: 2, visible: 1 },
      ],
      priceQuote(input),
    );
    expect(r.warnings.map((w) => w.message)).toEqual([
      'No hidden services(Check Services section)',
      'No Fee(Check Prices section)',
      'No Upsales(Check Prices section)',
    ]);
    expect(r.errors.map((e) => [e.message, e.link])).toEqual([
      ['This service has no provider', '/quote/services?itinerary=77&service=2&tab=pricing'],
      ['No rate for 2 pax on 2025-05-01', '/quote/services?itinerary=77&service=2&tab=pricing'],
    ]);
    expect(r.canExport).toBe(false);
  });
});
