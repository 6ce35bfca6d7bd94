// Integer minor units (cents) are the currency of everything after a service line is rounded:
// shares, Upsales, fees and totals are sums of integers, so they cannot drift.
import { dec, toCents, type DecimalInput } from './decimal';

/** A decimal amount (number or string) rounded half-up to cents. */
export function amountToCents(value: DecimalInput): number {
  return toCents(dec(value));
}

/** Cents back to the 2-decimal number the API and the UI show (347.5 for 34750). */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

/** Rounds cents up to a whole currency unit (`total_price` rounding of docs/domain/pricing.md#step-7-upsales-and-fee). */
export function ceilToUnit(cents: number): number {
  const r = cents % 100;
  if (r === 0) return cents;
  return r > 0 ? cents - r + 100 : cents - r;
}

/** Rounds cents half-up to a whole currency unit (client-facing final prices). */
export function roundToUnit(cents: number): number {
  const sign = cents < 0 ? -1 : 1;
  const a = Math.abs(cents);
  const r = a % 100;
  const whole = a - r + (r >= 50 ? 100 : 0);
  return whole === 0 ? 0 : sign * whole;
}

/**
 * round(a × b ÷ c) half away from zero, exact for integers: the float quotient is only a first
 * guess, corrected by the integer remainder, so no ulp error can flip a half-cent.
 */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) throw new RangeError('Division by zero');
  const p = a * b;
  if (!Number.isSafeInteger(p)) {
    const big = BigInt(a) * BigInt(b);
    const bc = BigInt(c);
    const neg = big < 0n !== bc < 0n;
    const an = big < 0n ? -big : big;
    const ac = bc < 0n ? -bc : bc;
    const q = (an * 2n + ac) / (ac * 2n);
    return Number(neg ? -q : q);
  }
  const neg = p < 0 !== c < 0;
  const ap = Math.abs(p);
  const ac = Math.abs(c);
  let q = Math.floor(ap / ac);
  let r = ap - q * ac;
  while (r < 0) {
    q -= 1;
    r += ac;
  }
  while (r >= ac) {
    q += 1;
    r -= ac;
  }
  if (2 * r >= ac) q += 1;
  return neg && q !== 0 ? -q : q;
}

/** A percentage with 2 decimals as integer hundredths of a percent (basis points): 5 → 500. */
export function percentToBasisPoints(value: DecimalInput): number {
  return toCents(dec(value));
}

/** A typed amount rounded to cents the way the engine rounds (half away from zero, from its decimal spelling). */
export function roundAmount(value: number): number {
  return centsToAmount(amountToCents(value));
}
