// Exact decimal arithmetic on bigint fractions. Catalogue amounts, exchange rates and percentages
// pass through here between the rate line and the stored 2-decimal figure, so no binary-float step
// can move a cent (docs/domain/pricing.md#rounding). Fractions are never reduced: every denominator
// is a product of powers of ten and a few small factors, and bigint multiplication stays cheap.

/** A rational number n/d with d > 0. */
export interface Frac {
  readonly n: bigint;
  readonly d: bigint;
}

/** What callers may hand in: a JSON number (read by its shortest decimal spelling) or a decimal string. */
export type DecimalInput = number | string;

export const ZERO: Frac = { n: 0n, d: 1n };
export const ONE: Frac = { n: 1n, d: 1n };

const DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
// Rates and unit costs repeat across services and runs; parsing them once keeps the engine fast.
// Bounded so a long-running server never grows it without limit.
const cache = new Map<string, Frac>();
const CACHE_LIMIT = 5000;

export class InvalidDecimalError extends Error {
  constructor(readonly input: unknown) {
    super(`Invalid decimal value: ${String(input)}`);
    this.name = 'InvalidDecimalError';
  }
}

const POW10: bigint[] = [];
export function pow10(k: number): bigint {
  let p = POW10[k];
  if (p === undefined) {
    p = 10n ** BigInt(k);
    POW10[k] = p;
  }
  return p;
}

function parseText(text: string): Frac {
  const m = DECIMAL_RE.exec(text.trim());
  if (!m) throw new InvalidDecimalError(text);
  const [, sign = '', intPart = '', fracPart = '', expPart] = m;
  if (intPart === '' && fracPart === '') throw new InvalidDecimalError(text);
  const exp = expPart === undefined ? 0 : Number(expPart);
  let n = BigInt((intPart || '0') + fracPart);
  let scale = fracPart.length - exp;
  if (scale < 0) {
    n *= pow10(-scale);
    scale = 0;
  }
  if (sign === '-') n = -n;
  return { n, d: pow10(scale) };
}

/** Reads a number or decimal string exactly as written (0.1 is one tenth, not 0.1000000000000000055). */
export function dec(value: DecimalInput): Frac {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidDecimalError(value);
    if (Number.isSafeInteger(value)) return { n: BigInt(value), d: 1n };
  }
  const key = typeof value === 'number' ? String(value) : value;
  let f = cache.get(key);
  if (f === undefined) {
    f = parseText(key);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, f);
  }
  return f;
}

export function fromInt(k: number | bigint): Frac {
  return { n: BigInt(k), d: 1n };
}

/** Cents (integer minor units) as an exact fraction. */
export function fromCents(cents: number): Frac {
  return { n: BigInt(cents), d: 100n };
}

export function add(a: Frac, b: Frac): Frac {
  if (a.d === b.d) return { n: a.n + b.n, d: a.d };
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

export function sub(a: Frac, b: Frac): Frac {
  if (a.d === b.d) return { n: a.n - b.n, d: a.d };
  return { n: a.n * b.d - b.n * a.d, d: a.d * b.d };
}

export function mul(a: Frac, b: Frac): Frac {
  return { n: a.n * b.n, d: a.d * b.d };
}

export function mulInt(a: Frac, k: number): Frac {
  return k === 1 ? a : { n: a.n * BigInt(k), d: a.d };
}

export function div(a: Frac, b: Frac): Frac {
  if (b.n === 0n) throw new RangeError('Division by zero');
  return b.n < 0n ? { n: -a.n * b.d, d: a.d * -b.n } : { n: a.n * b.d, d: a.d * b.n };
}

/** Integer division rounded half away from zero (the "round to 2 decimals" of the spec). */
export function divRoundHalfUp(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return neg ? -q : q;
}

/** Floor division for bigint (JS `/` truncates toward zero). */
export function divFloor(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d !== 0n && n < 0n !== d < 0n ? q - 1n : q;
}

/** The fraction rounded half-up to whole cents, as a safe integer number of cents. */
export function toCents(a: Frac): number {
  return Number(divRoundHalfUp(a.n * 100n, a.d));
}

/** Rounded half-up to `decimals` places, as a JS number (for percentages and display only). */
export function toRoundedNumber(a: Frac, decimals = 2): number {
  const p = pow10(decimals);
  return Number(divRoundHalfUp(a.n * p, a.d)) / Number(p);
}
