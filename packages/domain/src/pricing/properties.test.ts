import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignRooms } from '../rooms/assignment';
import { keptLines, priceQuote } from './price-quote';
import type { CostBasis, QuotePricingInput, QuoteServiceInput, RateLine } from './pricing.schemas';
import { rate } from './quote-builder.fixture';

// Invariants of docs/domain/pricing.md, checked over generated quotes of every basis, level and kind.
const cents = (x: number) => Math.round(x * 100);

interface Gen {
  input: QuotePricingInput;
}

const serviceArb = fc.record({
  type: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
  basis: fc.constantFrom<CostBasis>('per_person', 'per_group', 'per_unit', 'per_room'),
  unitCents: fc.integer({ min: 0, max: 500_000 }),
  capacity: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  from: fc.integer({ min: 1, max: 6 }),
  span: fc.integer({ min: 0, max: 3 }),
  level: fc.constantFrom<0 | 1 | 2 | 3>(0, 1, 2, 3),
  optional: fc.constantFrom<0 | 1 | 2>(0, 0, 0, 1, 2),
  status: fc.constantFrom<1 | 2 | 3 | -1>(1, 1, 2, 3, -1),
  paxMask: fc.integer({ min: 0, max: 4095 }),
  assign: fc.boolean(),
});

const quoteArb: fc.Arbitrary<Gen> = fc
  .record({
    pax: fc.integer({ min: 1, max: 12 }),
    rooms: fc.array(fc.record({ id_room_type: fc.constantFrom(1, 2, 3, 4, 5), qty: fc.integer({ min: 0, max: 3 }) }), {
      maxLength: 4,
    }),
    services: fc.array(serviceArb, { minLength: 1, maxLength: 12 }),
    hotelMarginBp: fc.integer({ min: 0, max: 6000 }),
    serviceMarginBp: fc.integer({ min: 0, max: 6000 }),
    markup: fc.boolean(),
    mktBp: fc.integer({ min: 0, max: 3000 }),
    feeCents: fc.integer({ min: 0, max: 10_000 }),
  })
  .map((g) => {
    const passengers = Array.from({ length: g.pax }, (_, i) => ({ id: i + 1 }));
    const rate_lines: RateLine[] = [];
    const services: QuoteServiceInput[] = g.services.map((s, k) => {
      const unit = s.unitCents / 100;
      if (s.basis === 'per_room') {
        for (const rt of [1, 2, 3, 4, 5])
          rate_lines.push(rate({ service_id: k, unit_cost: unit + rt, basis: 'per_room', id_room_type: rt }));
      } else rate_lines.push(rate({ service_id: k, unit_cost: unit, basis: s.basis, capacity: s.capacity }));
      const chosen = passengers.filter((_, i) => s.paxMask & (1 << i)).map((p) => p.id);
      return {
        id: `s${k}`,
        service_id: k,
        id_service_type: s.type,
        day: s.span > 0 ? `${s.from}-${s.from + s.span}` : String(s.from),
        level: s.level,
        optional: s.optional,
        status: s.status,
        passengers: s.assign ? chosen : undefined,
      };
    });
    const pax_settings = passengers.flatMap((p) =>
      ([1, 2, 3] as const).map((level) => ({
        pax_id: p.id,
        level,
        mkt_percentage: g.mktBp / 100,
        fee: g.feeCents / 100,
      })),
    );
    const room_distribution = g.rooms.length > 0 ? g.rooms : [{ id_room_type: 2, qty: Math.ceil(g.pax / 2) }];
    return {
      input: {
        start_date: '2025-05-01',
        rate_date: '2025-04-01',
        currency_id: 1,
        sales_manual_id: 1,
        passengers,
        room_distribution,
        room_assignment: assignRooms(
          room_distribution,
          passengers.map((p) => p.id),
        ),
        margins: { hotel: g.hotelMarginBp / 100, services: g.serviceMarginBp / 100 },
        pricing_mode: g.markup ? 'markup' : 'margin',
        pax_settings,
        services,
        rate_lines,
      } satisfies QuotePricingInput,
    };
  });

const seller = (input: QuotePricingInput) => priceQuote(input).prices[0].prices;
const RUNS = { numRuns: 200 };

describe('pricing invariants (property tests)', () => {
  it('the shares of every service add up exactly to its price, and of every cost to its cost', () => {
    fc.assert(
      fc.property(quoteArb, ({ input }) => {
        // One counted service at a time: the level's passenger prices are exactly its shares.
        for (const s of input.services) {
          const single = {
            ...input,
            services: [{ ...s, level: 0 as const, optional: 0 as const, status: 1 as const }],
          };
          const r = priceQuote(single);
          const line = r.services[0];
          const level = r.prices[0].prices[0];
          expect(level.pax_prices.reduce((a, p) => a + cents(p.price), 0)).toBe(cents(line.price));
          expect(level.pax_prices.reduce((a, p) => a + cents(p.total_cost), 0)).toBe(cents(line.cost));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a level total equals the sum of its passengers’ total_price; Σ price = hotel_total + services_total', () => {
    fc.assert(
      fc.property(quoteArb, ({ input }) => {
        for (const l of seller(input)) {
          expect(cents(l.total)).toBe(l.pax_prices.reduce((a, p) => a + cents(p.total_price), 0));
          expect(l.pax_prices.reduce((a, p) => a + cents(p.price), 0)).toBe(
            cents(l.hotel_total) + cents(l.services_total),
          );
          expect(cents(l.fee)).toBe(l.pax_prices.reduce((a, p) => a + cents(p.fee), 0));
          expect(cents(l.margin)).toBe(
            cents(l.total) - cents(l.sub_total_hotel) - cents(l.sub_total_service) - cents(l.fee),
          );
        }
      }),
      RUNS,
    );
  });

  it('each total_price is ≥ price + mkt_coin + fee, by less than 1, and a whole number', () => {
    fc.assert(
      fc.property(quoteArb, ({ input }) => {
        for (const l of seller(input)) {
          let gain = 0;
          for (const p of l.pax_prices) {
            const exact = cents(p.price) + cents(p.mkt_coin) + cents(p.fee);
            const total = cents(p.total_price);
            expect(total % 100).toBe(0);
            expect(total).toBeGreaterThanOrEqual(exact);
            expect(total - exact).toBeLessThan(100);
            gain += total - exact;
          }
          expect(cents(l.rounding_gain)).toBe(gain);
        }
      }),
      RUNS,
    );
  });

  it('raising any cost never lowers any service price or level sum', () => {
    fc.assert(
      fc.property(quoteArb, fc.nat(), fc.integer({ min: 1, max: 100_000 }), ({ input }, pick, raiseCents) => {
        const k = pick % input.rate_lines.length;
        const raised = {
          ...input,
          rate_lines: input.rate_lines.map((l, i) =>
            i === k ? { ...l, unit_cost: (cents(Number(l.unit_cost)) + raiseCents) / 100 } : l,
          ),
        };
        const before = priceQuote(input);
        const after = priceQuote(raised);
        before.services.forEach((s, i) => expect(after.services[i].price).toBeGreaterThanOrEqual(s.price));
        before.prices[0].prices.forEach((l, i) => {
          const a = after.prices[0].prices[i];
          expect(a.hotel_total).toBeGreaterThanOrEqual(l.hotel_total);
          expect(a.services_total).toBeGreaterThanOrEqual(l.services_total);
        });
      }),
      RUNS,
    );
  });

  it('with equal splits (no per-room service) raising a cost never lowers any passenger’s total_price', () => {
    fc.assert(
      fc.property(quoteArb, fc.nat(), fc.integer({ min: 1, max: 100_000 }), ({ input }, pick, raiseCents) => {
        const lines = input.rate_lines.filter((l) => l.basis !== 'per_room');
        fc.pre(lines.length > 0);
        const base = { ...input, rate_lines: lines };
        const k = pick % lines.length;
        const raised = {
          ...base,
          rate_lines: lines.map((l, i) =>
            i === k ? { ...l, unit_cost: (cents(Number(l.unit_cost)) + raiseCents) / 100 } : l,
          ),
        };
        const b = seller(base);
        const a = seller(raised);
        b.forEach((l, i) => {
          expect(a[i].total).toBeGreaterThanOrEqual(l.total);
          l.pax_prices.forEach((p, j) => expect(a[i].pax_prices[j].total_price).toBeGreaterThanOrEqual(p.total_price));
        });
      }),
      RUNS,
    );
  });

  it('a level never depends on services of another level', () => {
    fc.assert(
      fc.property(quoteArb, serviceArb, fc.constantFrom<1 | 2 | 3>(1, 2, 3), ({ input }, extra, level) => {
        const added: QuoteServiceInput = { id: 'extra', service_id: 0, id_service_type: extra.type, day: '1', level };
        const withExtra = { ...input, services: [...input.services, added] };
        const b = seller(input);
        const a = seller(withExtra);
        for (const l of [1, 2, 3].filter((x) => x !== level)) expect(a[l - 1]).toEqual(b[l - 1]);
      }),
      RUNS,
    );
  });

  it('canceled, disabled and optional services never change totals', () => {
    fc.assert(
      fc.property(
        quoteArb,
        serviceArb,
        fc.constantFrom('optional', 'canceled', 'disabled'),
        ({ input }, extra, how) => {
          const added: QuoteServiceInput = {
            id: 'extra',
            service_id: 0,
            id_service_type: extra.type,
            day: '2',
            level: extra.level,
            optional: how === 'optional' ? 1 : 0,
            status: how === 'canceled' ? 3 : how === 'disabled' ? -1 : 1,
          };
          expect(seller({ ...input, services: [...input.services, added] })).toEqual(seller(input));
        },
      ),
      RUNS,
    );
  });

  it('pricing is deterministic and independent of the order of services', () => {
    fc.assert(
      fc.property(quoteArb, fc.nat(), ({ input }, seed) => {
        const shuffled = [...input.services].sort(
          (a, b) =>
            ((String(a.id).length * 31 + seed) % 7) - ((String(b.id).length * 17 + seed) % 5) ||
            String(a.id).localeCompare(String(b.id)) * (seed % 2 ? 1 : -1),
        );
        const a = priceQuote(input);
        const b = priceQuote({ ...input, services: shuffled });
        expect(priceQuote(input)).toEqual(a);
        // The level's `services` list follows the quote's order; everything else must be equal.
        const norm = (r: typeof a) =>
          r.prices.map((e) => ({
            ...e,
            prices: e.prices.map((l) => ({ ...l, services: [...l.services].map(String).sort() })),
          }));
        expect(norm(b)).toEqual(norm(a));
        const byId = (r: typeof a) => Object.fromEntries(r.services.map((s) => [s.id, s]));
        expect(byId(b)).toEqual(byId(a));
      }),
      RUNS,
    );
  });
  it('with kept lines, a series of edits prices as from scratch and reuses every line it met before', () => {
    fc.assert(
      fc.property(
        quoteArb,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 900_000 })), { maxLength: 6 }),
        ({ input }, edits) => {
          const kept = keptLines();
          let services = input.services;
          let before = priceQuote(input, kept);
          expect(before).toEqual(priceQuote(input));
          for (const [at, priceCents] of edits) {
            // One service is replaced by an edited copy (a new object); the others are the same objects.
            const i = at % services.length;
            services = services.map((s, k) => (k === i ? { ...s, edit: { price: priceCents / 100 } } : s));
            const next = { ...input, services };
            const after = priceQuote(next, kept);
            expect(after).toEqual(priceQuote(next));
            after.services.forEach((line, k) => {
              if (k !== i) expect(line).toBe(before.services[k]);
            });
            before = after;
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
