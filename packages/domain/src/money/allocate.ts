// Splitting a rounded amount between passengers. Shares are cut to cents and the leftover cents go
// one at a time to the first passengers (docs/domain/pricing.md#step-6-passenger-shares), so the shares of a service add up to
// its price exactly: 43.75 over 4 pax is 10.94, 10.94, 10.94, 10.93.
import { divFloor, type Frac } from './decimal';

/** Equal split of `total` cents over `n` takers (n ≥ 1). */
export function splitEvenly(total: number, n: number): number[] {
  if (n <= 0) throw new RangeError('Cannot split between zero passengers');
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const base = Math.floor(abs / n);
  let left = abs - base * n;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const extra = left > 0 ? 1 : 0;
    left -= extra;
    out[i] = sign * (base + extra) || 0;
  }
  return out;
}

/**
 * Split of `total` cents in proportion to exact weights (per-room shares: the room's price over the
 * people in it). Falls back to an equal split when every weight is zero.
 */
export function splitByWeights(total: number, weights: readonly Frac[]): number[] {
  const n = weights.length;
  if (n === 0) throw new RangeError('Cannot split between zero passengers');
  let sumN = 0n;
  let sumD = 1n;
  for (const w of weights) {
    if (w.d === sumD) sumN += w.n;
    else {
      sumN = sumN * w.d + w.n * sumD;
      sumD *= w.d;
    }
  }
  if (sumN === 0n) return splitEvenly(total, n);
  const sign = total < 0 ? -1 : 1;
  const abs = BigInt(Math.abs(total));
  const out = new Array<number>(n);
  let given = 0;
  for (let i = 0; i < n; i++) {
    const w = weights[i];
    // share = total × (w.n / w.d) ÷ (sumN / sumD), cut to the cent below
    const share = Number(divFloor(abs * w.n * sumD, w.d * sumN));
    out[i] = share;
    given += share;
  }
  let left = Math.abs(total) - given;
  for (let i = 0; left > 0 && i < n; i++, left--) out[i] += 1;
  // Exact weights leave at most n − 1 cents; a second pass is a guard, never expected to run.
  for (let i = 0; left > 0; i = (i + 1) % n, left--) out[i] += 1;
  return sign < 0 ? out.map((c) => -c || 0) : out;
}

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Same split with integer weights. When total × Σweights stays below 2^53 the float quotient of
 * two exact integers is floored exactly (its distance to the next integer is at least 1/Σweights),
 * so the fast path gives the same cents as the bigint one.
 */
export function splitByIntegerWeights(total: number, weights: readonly bigint[]): number[] {
  const n = weights.length;
  if (n === 0) throw new RangeError('Cannot split between zero passengers');
  let sum = 0n;
  for (const w of weights) sum += w;
  if (sum === 0n) return splitEvenly(total, n);
  const abs = Math.abs(total);
  const out = new Array<number>(n);
  let given = 0;
  const sumN = Number(sum);
  if (sumN <= SAFE && abs * sumN <= SAFE) {
    for (let i = 0; i < n; i++) {
      const share = Math.floor((abs * Number(weights[i])) / sumN);
      out[i] = share;
      given += share;
    }
  } else {
    const a = BigInt(abs);
    for (let i = 0; i < n; i++) {
      const share = Number((a * weights[i]) / sum);
      out[i] = share;
      given += share;
    }
  }
  let left = abs - given;
  for (let i = 0; left > 0; i = (i + 1) % n, left--) out[i] += 1;
  return total < 0 ? out.map((c) => -c || 0) : out;
}
