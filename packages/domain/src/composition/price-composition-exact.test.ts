import { describe, expect, it } from 'vitest';
import { priceQuote } from '../pricing/price-quote';
import type { PriceLevel, QuotePricingInput } from '../pricing/pricing.schemas';
import { composeServices, type Composition, type CompositionOffer } from './compose';
import { composedQuote } from './composition.fixture';
import { priceComposition } from './price-composition';

// The composed price runs the engine's level once per alternative on one quote-level context (decision
// 0083); its figures must be exactly those of a whole engine run per alternative (decision 0079).

const OFFER: CompositionOffer = { choosableStays: ['1-3', '3-5'], extras: true };

/** The level `c.level` of a whole engine run on `c`'s services, for the quote's seller type. */
function wholeRun(input: QuotePricingInput, c: Composition) {
  const result = priceQuote({ ...input, services: composeServices(input.services, c) });
  const entry = result.prices.find((p) => p.type === result.selected)!;
  return entry.prices.find((l) => l.level === c.level)!;
}

const compositions: Composition[] = [
  { level: 2, stays: {}, extras: [] },
  { level: 2, stays: { '1-3': 3 }, extras: [] },
  { level: 2, stays: { '1-3': 3, '3-5': 3 }, extras: [6] },
  { level: 3, stays: { '1-3': 2 }, extras: [6] },
  { level: 3, stays: { '3-5': 2 }, extras: [] },
];

describe('the composed price is the engine run per alternative', () => {
  for (const [seller_type, name] of [
    ['seller', 'the seller'],
    ['reseller', 'a reseller'],
  ] as const)
    it.each(compositions)(`for ${name}: %j`, (c) => {
      const input: QuotePricingInput = {
        ...composedQuote(),
        seller_type,
        reseller: { mode: 'commission_from_gross', commission_percentage: 12.5 },
      };
      const out = priceComposition(input, OFFER, c);
      if (!out.ok) throw new Error(JSON.stringify(out.problems));
      const whole = wholeRun(input, c);
      expect(out.price.total).toBe(whole.total);
      expect(out.price.paxTotals).toEqual(whole.pax_prices.map((p) => p.total_price));
      expect(out.price.roomTypePrices).toEqual(whole.room_type_prices);
      expect(out.price.childPrices).toEqual(whole.child_prices);
      const base = wholeRun(input, { level: c.level, stays: {}, extras: [] }).total;
      expect(out.price.baseTotal).toBe(base);
      for (const change of out.price.changes) {
        const one: Composition =
          change.kind === 'stay'
            ? { level: c.level, stays: { [change.stay]: change.to as PriceLevel }, extras: [] }
            : { level: c.level, stays: {}, extras: [change.serviceId] };
        expect(change.difference).toBe(wholeRun(input, one).total - base);
      }
    });
});
