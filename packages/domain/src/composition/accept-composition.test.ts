import { describe, expect, it } from 'vitest';
import { priceQuote } from '../pricing/price-quote';
import type { QuotePricingInput } from '../pricing/pricing.schemas';
import { acceptedServices, compositionEdits } from './accept-composition';
import type { Composition, CompositionOffer } from './compose';
import { composedQuote } from './composition.fixture';
import { priceComposition } from './price-composition';

// The quote's new version when the client accepts a composition (decision 0083), on the
// hand-built trip of composition.fixture.ts. Hand-computed (margins 20 %: price = cost ÷ 0.8), three
// adults in a double (1, 2) and a single (3):
//   guide 200 → 66.67 / 66.67 / 66.66; Valley hotel (Superior) 550 → 150 / 150 / 250
//   City palace (Luxury, rates of every level) 2 nights: DBL 400 + SGL 300 = 700 → 875, 250 / 250 / 375
//   Superior with the palace: 466.67 → 467, 467, 691.66 → 692; total 1626
//   with the balloon (per group of 2, 1200, 400 each): 867, 867, 1092; total 2826

const OFFER: CompositionOffer = { choosableStays: ['1-3', '3-5'], extras: true };
const superiorWithPalace: Composition = { level: 2, stays: { '3-5': 3 }, extras: [6] };

const levelOf = (input: QuotePricingInput, level: number) =>
  priceQuote(input).prices[0]!.prices.find((l) => l.level === level)!;
const brief = (input: QuotePricingInput) =>
  input.services.map((s) => ({ id: s.id, level: s.level, optional: s.optional ?? 0 }));

describe('the new version of an accepted composition (issue 49)', () => {
  it('makes the chosen stay level 0, includes the extra taken and drops the alternatives and extras not taken', () => {
    const input = composedQuote();
    expect(compositionEdits(input.services, OFFER, superiorWithPalace)).toEqual({
      toLevelZero: [5],
      included: [6],
      removed: [4],
    });
    const next = { ...input, services: acceptedServices(input.services, OFFER, superiorWithPalace) };
    expect(brief(next)).toEqual([
      { id: 1, level: 0, optional: 0 },
      { id: 2, level: 2, optional: 0 },
      { id: 3, level: 3, optional: 0 },
      { id: 5, level: 0, optional: 0 },
      { id: 9, level: 1, optional: 0 },
      { id: 6, level: 0, optional: 0 },
      // The canceled and the hidden optionals were never offered: they stay as they were.
      { id: 7, level: 0, optional: 1 },
      { id: 8, level: 0, optional: 1 },
    ]);
  });

  it('prices the new version at the accepted level as the composition was priced', () => {
    const input = composedQuote();
    const next = { ...input, services: acceptedServices(input.services, OFFER, superiorWithPalace) };
    const priced = priceComposition(input, OFFER, superiorWithPalace);
    if (!priced.ok) throw new Error(JSON.stringify(priced.problems));
    expect(priced.price.total).toBe(2826);
    const workspace = levelOf(next, 2);
    expect(workspace.total).toBe(2826);
    expect(workspace.pax_prices.map((p) => p.total_price)).toEqual([867, 867, 1092]);
  });

  it('leaves the quote as it was when nothing was chosen otherwise and extras were not offered', () => {
    const input = composedQuote();
    const c: Composition = { level: 2, stays: { '1-3': 2 }, extras: [] };
    const offer = { choosableStays: ['1-3'], extras: false };
    expect(compositionEdits(input.services, offer, c)).toEqual({ toLevelZero: [], included: [], removed: [] });
    expect(acceptedServices(input.services, offer, c)).toEqual(input.services);
  });

  it('removes the extras offered and not taken', () => {
    const input = composedQuote();
    const next = acceptedServices(input.services, OFFER, { level: 2, stays: {}, extras: [] });
    expect(next.map((s) => s.id)).not.toContain(6);
    expect(levelOf({ ...input, services: next }, 2).total).toBe(1201);
  });
});
