import { describe, expect, it } from 'vitest';
import { MAX_STORED_AMOUNT, movedOnlyInDates, runVerdict, sameJson, unstorableFigure } from './stored-run';

const stored = {
  sales_manual_id: 7,
  prices: [{ type: 'seller', prices: [{ level: 1, total: 100 }] }],
  pax_prices: [{ pax_id: 1, price: 50 }],
  upgrades: [],
  messages: [{ errors: [], warnings: ['Passenger 2 has no room.'] }],
};
const figures = {
  quantity: 2,
  cost: 10,
  cost_unit: 5,
  price: 12,
  price_unit: 6,
  margin: 2,
  percentage_margin: 16.67,
  calculated_price: 12,
  service_price: [{ id: 1, price: 12, cost: 10 }],
  service_supplier: [],
  errors: [],
};

describe('a stored pricing run', () => {
  it('compares JSON whatever the order of object keys, and undefined fields as absent', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
  });

  it('finds the first figure the database cannot store', () => {
    const ok = { id: 1, cost: MAX_STORED_AMOUNT - 1, price: 0 };
    const huge = { id: 2, cost: 0, price: -MAX_STORED_AMOUNT };
    expect(unstorableFigure([ok])).toBeUndefined();
    expect(unstorableFigure([ok, huge, { ...huge, id: 3 }])).toBe(huge);
  });

  it('writes only the dates of a service whose other figures are as stored', () => {
    expect(movedOnlyInDates({ ...figures, service_price: [{ cost: 10, price: 12, id: 1 }] }, figures)).toBe(true);
    expect(movedOnlyInDates({ ...figures, price: 13 }, figures)).toBe(false);
  });

  it('tells a changed run from one whose result is the one stored', () => {
    const quiet = { servicesMoved: 0, pricesMoved: false, unchangedUnwritten: true };
    expect(runVerdict(stored, structuredClone(stored), quiet)).toEqual({
      changed: false,
      asStored: true,
      write: false,
    });
    // Services moved only in their dates: the result is still the stored one, only stamped.
    expect(runVerdict(stored, structuredClone(stored), { ...quiet, servicesMoved: 40 })).toEqual({
      changed: true,
      asStored: true,
      write: false,
    });
    const dearer = { ...stored, prices: [{ type: 'seller', prices: [{ level: 1, total: 120 }] }] };
    expect(runVerdict(stored, dearer, { ...quiet, pricesMoved: true })).toEqual({
      changed: true,
      asStored: false,
      write: true,
    });
    expect(runVerdict(stored, { ...stored, sales_manual_id: 8 }, quiet).write).toBe(true);
    // Never priced: written; a caller that asks for every result to be written gets it written.
    expect(runVerdict(undefined, stored, quiet)).toEqual({ changed: false, asStored: false, write: true });
    expect(runVerdict(stored, stored, { ...quiet, unchangedUnwritten: false }).write).toBe(true);
  });
});
