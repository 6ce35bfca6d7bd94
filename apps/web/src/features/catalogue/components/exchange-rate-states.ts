import type { ExchangeRate } from '../api/get-exchange-rates';

export type RateState = 'current' | 'scheduled' | 'past';

/**
 * Per currency pair, the rate in force on `today` is the latest one already started; later ones are
 * scheduled and earlier ones replaced. Dates are ISO days, so they compare as text.
 */
export function rateStates(
  rates: Pick<ExchangeRate, 'id' | 'from_currency_id' | 'to_currency_id' | 'valid_from'>[],
  today: string,
): Map<number, RateState> {
  const current = new Map<string, (typeof rates)[number]>();
  for (const r of rates) {
    const pair = `${r.from_currency_id}-${r.to_currency_id}`;
    const best = current.get(pair);
    if (r.valid_from <= today && (!best || r.valid_from > best.valid_from)) current.set(pair, r);
  }
  const currentIds = new Set([...current.values()].map((r) => r.id));
  return new Map(
    rates.map((r) => [r.id, r.valid_from > today ? 'scheduled' : currentIds.has(r.id) ? 'current' : 'past']),
  );
}
