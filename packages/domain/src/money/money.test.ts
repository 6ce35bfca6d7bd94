import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByIntegerWeights, splitByWeights, splitEvenly } from './allocate';
import { amountToCents, ceilToUnit, mulDivRound, roundToUnit } from './cents';
import { add, dec, div, InvalidDecimalError, mul, toCents, toRoundedNumber } from './decimal';
import { createConverter, exchangeFactor, MissingExchangeRateError } from './exchange';

describe('exact decimals', () => {
  it.each([
    ['0.1 + 0.2', add(dec(0.1), dec(0.2)), 30],
    ['1.1 × 200', mul(dec(1.1), dec(200)), 22000],
    ['330 ÷ 3.75', div(dec(330), dec('3.75')), 8800],
    ['1.005 rounds half up', dec('1.005'), 101],
    ['-1.005 rounds away from zero', dec('-1.005'), -101],
    ['1e-7', dec(1e-7), 0],
    ['2.5e3', dec('2.5e3'), 250000],
  ])('%s → %d cents', (_, f, c) => expect(toCents(f)).toBe(c));

  it.each(['', 'abc', '1.2.3', '--1'])('refuses %j', (s) => expect(() => dec(s)).toThrow(InvalidDecimalError));
  it('refuses NaN and Infinity', () => {
    expect(() => dec(Number.NaN)).toThrow(InvalidDecimalError);
    expect(() => dec(Number.POSITIVE_INFINITY)).toThrow(InvalidDecimalError);
  });
  it('rounds percentages to 2 decimals', () => expect(toRoundedNumber(div(dec(1), dec(3)), 2)).toBe(0.33));
});

describe('cents', () => {
  it.each([
    [34674, 34700],
    [34700, 34700],
    [1, 100],
    [-150, -100],
    [0, 0],
  ])('ceilToUnit(%d) = %d', (c, u) => expect(ceilToUnit(c)).toBe(u));
  it.each([
    [34649, 34600],
    [34650, 34700],
    [-34650, -34700],
  ])('roundToUnit(%d) = %d', (c, u) => expect(roundToUnit(c)).toBe(u));
  it.each([
    [31594, 500, 10000, 1580],
    [44719, 500, 10000, 2236],
    [5, 1, 10, 1],
    [-5, 1, 10, -1],
    [2 ** 50, 3000, 7, Number((2n ** 50n * 3000n * 2n + 7n) / 14n)],
  ])('mulDivRound(%d, %d, %d) = %d', (a, b, c, r) => expect(mulDivRound(a, b, c)).toBe(r));
  it('amountToCents reads the decimal spelling', () => expect(amountToCents(1.005)).toBe(101));
});

describe('allocation', () => {
  it.each([
    [4375, 4, [1094, 1094, 1094, 1093]],
    [-4375, 4, [-1094, -1094, -1094, -1093]],
    [2, 3, [1, 1, 0]],
  ])('splitEvenly(%d, %d)', (t, n, out) => expect(splitEvenly(t, n)).toEqual(out));

  it('weighted splits follow the weights and add up exactly', () => {
    expect(splitByWeights(93750, [dec(135), dec(135), dec(240), dec(240)])).toEqual([16875, 16875, 30000, 30000]);
    expect(splitByIntegerWeights(100, [1n, 1n, 1n])).toEqual([34, 33, 33]);
    expect(splitByIntegerWeights(100, [0n, 0n])).toEqual([50, 50]);
  });

  it('every split adds up to its total (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 15 }),
        (total, weights) => {
          const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
          expect(sum(splitByIntegerWeights(total, weights))).toBe(total);
          expect(
            sum(
              splitByWeights(
                total,
                weights.map((w) => ({ n: w, d: 7n })),
              ),
            ),
          ).toBe(total);
          expect(sum(splitEvenly(total, weights.length))).toBe(total);
        },
      ),
    );
  });

  it('the float fast path equals the exact bigint split (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 12 }),
        (total, ws) => {
          const exact = splitByWeights(
            total,
            ws.map((w) => ({ n: BigInt(w), d: 1n })),
          );
          expect(splitByIntegerWeights(total, ws.map(BigInt))).toEqual(exact);
        },
      ),
    );
  });
});

describe('exchange rates', () => {
  const rates = [
    { from_currency_id: 1, to_currency_id: 2, rate: 3.75, date: '2025-01-01' },
    { from_currency_id: 1, to_currency_id: 2, rate: 3.9, date: '2025-06-01' },
    { from_currency_id: 3, to_currency_id: 1, rate: '1.08', date: '2025-01-01' },
  ];
  it.each([
    [2, 1, '2025-03-01', 330, 8800],
    [2, 1, '2025-07-01', 390, 10000],
    [1, 2, '2025-03-01', 100, 37500],
    [3, 1, '2025-03-01', 100, 10800],
    [1, 1, '2020-01-01', 12.34, 1234],
  ])('%d → %d on %s: %d becomes %d cents', (from, to, date, amount, cents) => {
    // As the engine converts: one converter per quote currency and date.
    expect(toCents(mul(dec(amount), createConverter(rates, to, date)(from)))).toBe(cents);
  });
  it.each([
    [3, 2, '2025-03-01'],
    [2, 1, '2024-12-31'],
  ])('a missing pair %d → %d on %s throws, never 1.0', (from, to, date) => {
    expect(() => exchangeFactor(rates, from, to, date)).toThrow(MissingExchangeRateError);
    expect(() => createConverter(rates, to, date)(from)).toThrow(MissingExchangeRateError);
  });
});
