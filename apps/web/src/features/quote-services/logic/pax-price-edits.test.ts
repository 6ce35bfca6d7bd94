import { describe, expect, it } from 'vitest';
import {
  cellBody,
  paxLevelSum,
  paxTableRows,
  paxValueError,
  roundPaxValue,
  scopeBody,
  scopeLabel,
  scopeValuesError,
} from './pax-price-edits';

// The Upsales and fee editor's bodies (docs/domain/pricing.md#step-7-upsales-and-fee) and rounding (docs/domain/spec-sections.md#spec-02-section-5).

describe('pax price bodies', () => {
  it('sends one cell with its passenger and level', () => {
    expect(cellBody(7, 2, 'mkt_percentage', 5.456)).toEqual([{ pax_id: 7, level: 2, mkt_percentage: 5.46 }]);
    expect(cellBody('p1', 1, 'fee', 15)).toEqual([{ pax_id: 'p1', level: 1, fee: 15 }]);
  });

  it('rounds a typed final price up to a whole unit, as the engine does', () => {
    expect(cellBody(7, 3, 'total_price', 599.01)).toEqual([{ pax_id: 7, level: 3, total_price: 600 }]);
    expect(cellBody(7, 3, 'total_price', 600)).toEqual([{ pax_id: 7, level: 3, total_price: 600 }]);
  });

  it('leaves out the level for a row, the passenger for a column, both for all', () => {
    expect(scopeBody({ pax_id: 7 }, { mkt_percentage: 5, fee: 15 })).toEqual([
      { pax_id: 7, mkt_percentage: 5, fee: 15 },
    ]);
    expect(scopeBody({ level: 1 }, { fee: 20 })).toEqual([{ level: 1, fee: 20 }]);
    expect(scopeBody({}, { mkt_percentage: 8 })).toEqual([{ mkt_percentage: 8 }]);
  });

  it('sends nothing when no value was typed: a blank field keeps each cell as it is', () => {
    expect(scopeBody({ level: 2 }, {})).toBeNull();
    expect(scopeBody({}, { mkt_percentage: undefined, fee: undefined })).toBeNull();
  });

  it('rounds Upsales and fee half-up to 2 decimals without float drift', () => {
    expect(roundPaxValue('mkt_percentage', 1.005)).toBe(1.01);
    expect(roundPaxValue('fee', 12.344)).toBe(12.34);
    expect(scopeBody({}, { mkt_percentage: 2.675, fee: 0.125 })).toEqual([{ mkt_percentage: 2.68, fee: 0.13 }]);
  });

  it('refuses negative figures with a sentence naming the field', () => {
    expect(paxValueError('fee', -1)).toBe('Fee cannot be negative.');
    expect(paxValueError('total_price', -0.5)).toBe('Total price cannot be negative.');
    expect(paxValueError('mkt_percentage', 0)).toBeNull();
    expect(scopeValuesError({ mkt_percentage: 5, fee: -3 })).toBe('Fee cannot be negative.');
    expect(scopeValuesError({ mkt_percentage: -5 })).toBe('Upsales cannot be negative.');
    expect(scopeValuesError({ fee: 10 })).toBeNull();
  });

  it('names the scope of a bulk control', () => {
    expect(scopeLabel({ pax_id: 7 }, 'Paul Baker')).toBe('Paul Baker at every level');
    expect(scopeLabel({ level: 2 })).toBe('Every passenger at Superior');
    expect(scopeLabel({})).toBe('Every passenger at every level');
  });
});

describe('pax price rows', () => {
  const answer = [
    {
      pax_id: 7,
      passenger: { id: 7, name: 'Paul Baker', type: 'adult' as const, age: null },
      price_levels: [
        { pax_id: 7, level: 1, price: 315.94, mkt_percentage: 5, mkt_coin: 15.8, fee: 15, total_price: 347 },
        { pax_id: 7, level: 2, price: 447.19, mkt_percentage: 5, mkt_coin: 22.36, fee: 15, total_price: 485 },
      ],
    },
    {
      pax_id: 8,
      passenger: { id: 8, name: '  ', type: 'child' as const, age: 9 },
      price_levels: [{ pax_id: 8, level: 1, price: 447.18, total_price: 485 }],
    },
  ];

  it('keys each passenger’s figures by level and names an unnamed passenger by position', () => {
    const rows = paxTableRows(answer);
    expect(rows.map((r) => [r.paxId, r.name, r.detail])).toEqual([
      [7, 'Paul Baker', 'Adult'],
      [8, 'Passenger 2', 'Child, 9'],
    ]);
    expect(rows[0]!.levels[2]?.total_price).toBe(485);
    expect(rows[1]!.levels[3]).toBeUndefined();
  });

  it('adds the final prices of a level to its total, exactly', () => {
    const rows = paxTableRows(answer);
    expect(paxLevelSum(rows, 1)).toBe(832);
    expect(paxLevelSum(rows, 3)).toBeUndefined();
  });
});
