// Dated exchange rates of a tenant. A missing pair is an error, never a silent 1.0 (docs/domain/pricing.md#edge-cases);
// only a currency converted to itself is 1. The rate in force on the quote's creation date
// is used, so re-opening a quote never changes a price silently.
import { z } from 'zod';
import { ONE, dec, div, type Frac } from './decimal';

export const exchangeRateSchema = z.object({
  /** 1 unit of `from_currency_id` is worth `rate` units of `to_currency_id` (3.75 PEN per USD: from USD, to PEN). */
  from_currency_id: z.number().int(),
  to_currency_id: z.number().int(),
  rate: z.union([z.number().positive(), z.string().regex(/^\d+(\.\d+)?$/)]),
  /** First day the rate applies, 'YYYY-MM-DD'. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export class MissingExchangeRateError extends Error {
  constructor(
    readonly fromCurrencyId: number,
    readonly toCurrencyId: number,
    readonly date: string,
  ) {
    super(`No exchange rate from currency ${fromCurrencyId} to ${toCurrencyId} on ${date}`);
    this.name = 'MissingExchangeRateError';
  }
}

function latest(rates: readonly ExchangeRate[], from: number, to: number, date: string): ExchangeRate | undefined {
  let best: ExchangeRate | undefined;
  for (const r of rates) {
    if (r.from_currency_id !== from || r.to_currency_id !== to || r.date > date) continue;
    if (!best || r.date > best.date) best = r;
  }
  return best;
}

/**
 * The exact factor that turns an amount in `from` into `to`, as of `date`. A stored direct pair
 * multiplies; the reverse pair divides (so 330 PEN at 3.75 PEN per USD is exactly 88 USD).
 * The newest rate dated on or before `date` wins, and a direct pair wins over a reverse one of the
 * same day.
 */
export function exchangeFactor(rates: readonly ExchangeRate[], from: number, to: number, date: string): Frac {
  if (from === to) return ONE;
  const direct = latest(rates, from, to, date);
  const reverse = latest(rates, to, from, date);
  if (direct && (!reverse || direct.date >= reverse.date)) return dec(direct.rate);
  if (reverse) return div(ONE, dec(reverse.rate));
  throw new MissingExchangeRateError(from, to, date);
}

/** A converter bound to one quote: factors are looked up once per currency. */
export function createConverter(
  rates: readonly ExchangeRate[],
  toCurrencyId: number,
  date: string,
): (fromCurrencyId: number) => Frac {
  const known = new Map<number, Frac>();
  return (from) => {
    let f = known.get(from);
    if (f === undefined) {
      f = exchangeFactor(rates, from, toCurrencyId, date);
      known.set(from, f);
    }
    return f;
  };
}
