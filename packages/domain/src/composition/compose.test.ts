import { describe, expect, it } from 'vitest';
import { priceQuote } from '../pricing/price-quote';
import {
  baseLevels,
  composeServices,
  compositionProblems,
  offeredChoices,
  stayAlternatives,
  type CompositionOffer,
} from './compose';
import { composedQuote } from './composition.fixture';
import { priceComposition } from './price-composition';

// Hand-computed (docs/domain/pricing.md, margins 20 %: price = cost ÷ 0.8), three adults, a double
// (passengers 1 and 2) and a single (passenger 3):
//   guide, per group 160 → price 200 → 66.67 / 66.67 / 66.66
//   Valley hotel (Superior) 2 nights: DBL 240 + SGL 200 = 440 → 550, by room: 150 / 150 / 250
//   City hotel (Superior) 2 nights:   DBL 200 + SGL 160 = 360 → 450, by room: 125 / 125 / 200
//   Superior throughout: 341.67 → 342, 342, 516.66 → 517; total 1201
//   Valley lodge (Luxury) 2 nights, one triple for the three: 480 → 600, 200 each
//   Superior with the lodge: 391.67 → 392, 392, 466.66 → 467; total 1251 (+50, 16.67 pp)
//   Balloon, per group of 2: ⌈3 ÷ 2⌉ × 480 = 960 → 1200, 400 each

const OFFER: CompositionOffer = { choosableStays: ['1-3', '3-5'], extras: true };

describe('a composed trip (issue 49)', () => {
  it('prices nothing chosen as the workspace prices the level', () => {
    const input = composedQuote();
    const out = priceComposition(input, OFFER, { level: 2, stays: {}, extras: [] });
    const workspace = priceQuote(input).prices[0]!.prices.find((l) => l.level === 2)!;
    expect(out.ok && out.price.total).toBe(1201);
    expect(out.ok && out.price.total).toBe(workspace.total);
    expect(out.ok && out.price.paxTotals).toEqual([342, 342, 517]);
  });

  it('prices a Luxury stay in a Superior trip at its own rates and in its own rooms', () => {
    const out = priceComposition(composedQuote(), OFFER, { level: 2, stays: { '1-3': 3 }, extras: [] });
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.price.paxTotals).toEqual([392, 392, 467]);
    expect(out.price).toMatchObject({ total: 1251, baseTotal: 1201, perPerson: 417 });
    // The single traveller shares the lodge's triple: the double dearer, the single cheaper.
    expect(out.price.roomTypePrices).toEqual([
      { id_room_type: 2, per_person: 392 },
      { id_room_type: 1, per_person: 467 },
    ]);
    expect(out.price.changes).toEqual([
      { kind: 'stay', stay: '1-3', from: 2, to: 3, difference: 50, perPerson: 16.67 },
    ]);
  });

  it('adds an optional extra with a per-group cost to every passenger', () => {
    const out = priceComposition(composedQuote(), OFFER, { level: 2, stays: { '1-3': 3 }, extras: [6] });
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.price.paxTotals).toEqual([792, 792, 867]);
    expect(out.price.total).toBe(2451);
    expect(out.price.changes).toContainEqual({ kind: 'extra', serviceId: 6, difference: 1200, perPerson: 400 });
  });

  it('starts from a level with a shown service of its own', () => {
    expect(baseLevels(composedQuote().services)).toEqual([2, 3]);
  });

  it('lists each stay with the levels that have a service there', () => {
    expect(Object.fromEntries(stayAlternatives(composedQuote().services))).toEqual({ '1-3': [2, 3], '3-5': [2, 3] });
  });

  it('offers the choosable stays with their shown alternatives, and the live, shown optionals', () => {
    expect(offeredChoices(composedQuote().services, { choosableStays: ['1-3', '9-10'], extras: true })).toEqual({
      stays: [
        {
          stay: '1-3',
          alternatives: [
            { level: 2, names: ['Valley hotel'] },
            { level: 3, names: ['Valley lodge'] },
          ],
        },
      ],
      extras: [{ id: 6, name: 'Balloon', level: 0 }],
    });
    expect(offeredChoices(composedQuote().services, { choosableStays: [], extras: false })).toEqual({
      stays: [],
      extras: [],
    });
  });

  it('keeps the other stays at the base level and leaves other levels out', () => {
    const ids = composeServices(composedQuote().services, { level: 2, stays: { '1-3': 3 }, extras: [] }).map(
      (s) => s.id,
    );
    expect(ids).toEqual([1, 3, 4, 6, 7, 8]);
    // Comfort's hidden inn moves with Comfort's first stay.
    expect(composeServices(composedQuote().services, { level: 1, stays: {}, extras: [] }).map((s) => s.id)).toEqual([
      1, 9, 6, 7, 8,
    ]);
  });

  it.each([
    [
      'a stay the operator did not make choosable',
      { choosableStays: ['3-5'], extras: true },
      { '1-3': 3 },
      [],
      'stays.1-3',
    ],
    ['a level the stay has no service at', OFFER, { '1-3': 1 }, [], 'stays.1-3'],
    ['a day range that is no stay', { choosableStays: ['2'], extras: true }, { '2': 3 }, [], 'stays.2'],
    ['extras when none are offered', { choosableStays: [], extras: false }, {}, [6], 'extras'],
    ['a service that is not optional', OFFER, {}, [1], 'extras.0'],
    ['a canceled optional', OFFER, {}, [7], 'extras.0'],
    ['a hidden optional', OFFER, {}, [8], 'extras.0'],
    ['an unknown service', OFFER, {}, [99], 'extras.0'],
  ] as const)('refuses %s', (_, offer, stays, extras, path) => {
    const c = { level: 2 as const, stays: stays as Record<string, 1 | 2 | 3>, extras: [...extras] };
    expect(compositionProblems(composedQuote().services, offer, c).map((p) => p.path)).toEqual([path]);
    expect(priceComposition(composedQuote(), offer, c).ok).toBe(false);
  });

  it('refuses a base level the quote shows no service at', () => {
    const out = priceComposition(composedQuote(), OFFER, { level: 1, stays: {}, extras: [] });
    expect(out.ok ? [] : out.problems.map((p) => p.path)).toEqual(['level']);
  });
});
