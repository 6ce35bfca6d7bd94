import { describe, expect, it } from 'vitest';
import { matrixSizes, priceMatrix, type MatrixEntry } from './matrix';
import { matrixExtremes } from './matrix-extremes';
import { setPaxLevelValues } from './pax-prices';
import type { QuotePricingInput, QuoteServiceInput, RateLine } from './pricing.schemas';
import { quote, rate } from './quote-builder.fixture';

// The price matrix (docs/domain/pricing.md#price-matrix): per group size, level and basis, the price
// per person the quote engine gives a party of that size. Every figure below is worked by hand.

const GUIDE: QuoteServiceInput = { id: 1, service_id: 1, id_service_type: 8, day: 1 };
const EXCURSION: QuoteServiceInput = { id: 2, service_id: 2, id_service_type: 7, day: 1 };
const HOTEL: QuoteServiceInput = { id: 3, service_id: 3, id_service_type: 2, day: '1-3', level: 1 };

/** The quote's own party (two adults) does not matter: the matrix prices parties of its own. */
const matrixOf = (services: QuoteServiceInput[], lines: RateLine[], sizes: number[], extra = {}, childAge?: number) =>
  priceMatrix(quote(services, lines, extra), { sizes, child_age: childAge ?? null });

const cells = (entry: MatrixEntry, level = 1, type: 'seller' | 'reseller' = 'seller') =>
  entry.prices.find((p) => p.type === type)!.prices.find((p) => p.level === level)!.per_person;

const hotel = (unit: number, idRoomType: number, extra: Partial<RateLine> = {}) =>
  rate({ service_id: 3, unit_cost: unit, basis: 'per_room', id_room_type: idRoomType, ...extra });

describe('priceMatrix', () => {
  it('divides a per-group guide by the group: its price per person falls as the group grows', () => {
    // 300 a day for the party, at a 20 % margin 375, over 1, 2, 4 and 10 people, rounded up.
    const m = matrixOf([GUIDE], [rate({ service_id: 1, unit_cost: 300, basis: 'per_group' })], [1, 2, 4, 10]);
    expect(m.map((e) => e.num_pax)).toEqual([1, 2, 4, 10]);
    expect(m.map((e) => cells(e).single)).toEqual([375, 188, 94, 38]);
    expect(m.map((e) => cells(e).double)).toEqual([null, 188, 94, 38]);
    expect(m.map((e) => e.prices[0]!.prices[0]!.total)).toEqual([375, 376, 376, 380]);
  });

  it('takes each size’s pax range: a break between 3 and 4 people', () => {
    const lines = [
      rate({ service_id: 2, unit_cost: 80, basis: 'per_person', min_pax: 1, max_pax: 3 }),
      rate({ service_id: 2, unit_cost: 60, basis: 'per_person', min_pax: 4, max_pax: 10 }),
    ];
    const m = matrixOf([EXCURSION], lines, [2, 3, 4, 10, 11]);
    // Eleven people have no rate: no price rather than a wrong one, and the entry says why.
    expect(m.map((e) => cells(e).double)).toEqual([100, 100, 75, 75, null]);
    expect(m.map((e) => e.errors)).toEqual([[], [], [], [], ['No rate for 11 pax on 2025-05-01']]);
  });

  it('gives the single supplement of each size: a single room against a shared double', () => {
    // 2 nights: DBL 100 a night is 100 per person, price 125; SGL 80 a night, price 200.
    const lines = [hotel(100, 2), hotel(80, 1)];
    const [one, two, three] = matrixOf([HOTEL], lines, [1, 2, 3]);
    expect(cells(one!)).toEqual({ double: null, single: 200, single_supplement: null, triple: null, child: null });
    expect(cells(two!)).toEqual({ double: 125, single: 200, single_supplement: 75, triple: null, child: null });
    expect(cells(three!)).toMatchObject({ double: 125, single: 200, single_supplement: 75 });
    // The usual rooms of three: a double and a single.
    expect(three!.prices[0]!.prices[0]!.total).toBe(450);
    expect(three!.services).toEqual([
      {
        id: 3,
        price: 450,
        rooms: [
          { id_room_type: 2, room_qty: 1 },
          { id_room_type: 1, room_qty: 1 },
        ],
      },
    ]);
  });

  it('prices a person sharing a triple from three people on', () => {
    const lines = [hotel(100, 2), hotel(80, 1), hotel(210, 4)];
    const m = matrixOf([HOTEL], lines, [2, 3, 5]);
    // TRP 210 a night over 3 beds, 2 nights: 140 cost, price 175.
    expect(m.map((e) => cells(e).triple)).toEqual([null, 175, 175]);
  });

  it('prices a child sharing a double with two grown-ups at her own rate', () => {
    const band = [{ min_age: 3, max_age: 11, percentage: 50 }];
    const lines = [
      hotel(100, 2, { age_bands: band }),
      hotel(80, 1),
      rate({ service_id: 2, unit_cost: 100, basis: 'per_person', age_bands: band }),
    ];
    const [two, three] = matrixOf([HOTEL, EXCURSION], lines, [2, 3], {}, 8);
    // Hotel: a quarter of the double (25) a night, 2 nights: 50, price 62.50; excursion 50, price 62.50.
    expect(cells(three!).child).toBe(125);
    expect(cells(three!).double).toBe(250);
    // With one grown-up the child takes the double's second bed: half the room (125) and her trek (62.50).
    expect(cells(two!).child).toBe(188);
  });

  it('prices every level apart and leaves a level without services empty', () => {
    const lines = [hotel(100, 2), rate({ service_id: 4, unit_cost: 300, basis: 'per_room', id_room_type: 2 })];
    const luxury: QuoteServiceInput = { id: 4, service_id: 4, id_service_type: 2, day: '1-3', level: 3 };
    const [two] = matrixOf([HOTEL, luxury], lines, [2]);
    expect(cells(two!, 1).double).toBe(125);
    expect(cells(two!, 2)).toEqual({ double: null, single: null, single_supplement: null, triple: null, child: null });
    expect(two!.prices[0]!.prices[1]!.total).toBe(0);
    expect(cells(two!, 3).double).toBe(375);
  });

  it('adds Upsales and the fee per passenger, and gives the reseller’s price', () => {
    const pax_settings = setPaxLevelValues([], [1, 2], {}, { mkt_percentage: 10, fee: 5 });
    const extra: Partial<QuotePricingInput> = {
      pax_settings,
      reseller: { mode: 'commission_from_gross', commission_percentage: 10 },
    };
    const [two] = matrixOf([HOTEL], [hotel(100, 2), hotel(80, 1)], [2], extra);
    // 125 + 12.50 + 5 = 142.50 → 143; the agency pays 143 × 0.9 = 128.70.
    expect(cells(two!).double).toBe(143);
    expect(cells(two!, 1, 'reseller').double).toBe(128.7);
    expect(two!.prices[0]!.prices[0]).toMatchObject({ total: 286, fee: 10, margin: 76 });
  });

  it('keeps a typed price’s margin, not its amount, for every size', () => {
    // 2 × 100 cost typed at 400: a 50 % margin, so 4 people (cost 400) pay 800, 200 each.
    const typed = { ...EXCURSION, edit: { price: 400 } };
    const m = matrixOf([typed], [rate({ service_id: 2, unit_cost: 100, basis: 'per_person' })], [2, 4]);
    expect(m.map((e) => cells(e).double)).toEqual([200, 200]);
    expect(m.map((e) => e.services[0]!.price)).toEqual([400, 800]);
  });

  it('reads the sizes asked: a list, or a range as the original client sends it, at most 40', () => {
    expect(matrixSizes({ pax: [10, 2, 2, 1] })).toEqual({ sizes: [1, 2, 10] });
    expect(matrixSizes({ from_pax: 1, to_pax: 4 })).toEqual({ sizes: [1, 2, 3, 4] });
    expect(matrixSizes({ from_pax: 5, to_pax: 2 })).toEqual({ error: 'to_pax (2) is below from_pax (5).' });
    expect(matrixSizes({ from_pax: 1, to_pax: 41 })).toEqual({ error: 'A matrix has at most 40 group sizes.' });
    expect(matrixSizes({ pax: [0] })).toEqual({ error: 'A group size is a whole number from 1 to 500.' });
    expect(matrixSizes({})).toEqual({ error: 'Give the group sizes: pax, or from_pax and to_pax.' });
  });

  it('marks the cheapest and the dearest group size of each level and basis', () => {
    const m = matrixOf([GUIDE], [rate({ service_id: 1, unit_cost: 300, basis: 'per_group' })], [1, 2, 4, 10]);
    const rows = m.map((e) => ({ num_pax: e.num_pax, levels: e.prices[0]!.prices }));
    const marks = matrixExtremes(rows);
    expect(marks.get('1:single')).toEqual({ cheapest: 10, dearest: 1 });
    expect(marks.get('1:double')).toEqual({ cheapest: 10, dearest: 2 });
    // The supplement is a difference, not a price: never marked; nor a column without prices.
    expect(marks.has('1:single_supplement')).toBe(false);
    expect(marks.has('1:child')).toBe(false);
  });
});
