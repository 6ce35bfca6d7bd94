import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { demoIds, ownerQuery } from '../../../test/quotes.fixtures';
import { inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// Children and infants through the API (docs/domain/pricing.md#children-and-infants): rate lines carry
// age bands, the quote prices each passenger by the age at travel, and an edit of either re-prices.

let ctx: TestContext;
const as: Record<string, Headers> = {};
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
let manual: number;
let cusco: number;
const cat: Record<string, number> = {};

const YEAR = { season_from: '2026-01-01', season_to: '2026-12-31', min_pax: 1, max_pax: 20, currency_id: 1 };
const CHILD_BANDS = [
  { min_age: 0, max_age: 2, percentage: 0 },
  { min_age: 3, max_age: 11, percentage: 50 },
];
const excursion = (bands: unknown[] = CHILD_BANDS) => ({
  name: { en: 'Rainbow Mountain family trek' },
  id_service_type: 7,
  location_id: cusco,
  rate_lines: [{ ...YEAR, sales_manual_id: manual, basis: 'per_person', unit_cost: '100', age_bands: bands }],
});
const hotel = () => ({
  name: { en: 'Family lodge Cusco' },
  id_service_type: 2,
  location_id: cusco,
  amenities: ['Family rooms'],
  rate_lines: [
    {
      ...YEAR,
      sales_manual_id: manual,
      basis: 'per_room',
      id_room_type: 2,
      unit_cost: '100',
      // Sharing the parents' double: an infant free, a child 30 a night.
      age_bands: [
        { min_age: 0, max_age: 2, percentage: 0 },
        { min_age: 3, max_age: 11, unit_cost: '30' },
      ],
    },
    { ...YEAR, sales_manual_id: manual, basis: 'per_room', id_room_type: 1, unit_cost: '80' },
  ],
});

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['admin', 'agent']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  ids = await demoIds(ctx);
  contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', as.admin)).json().data[0].id;
  manual = (
    await ownerQuery<{ id: number }>(
      ctx,
      sql`SELECT sales_manual_id AS id FROM client_contracts WHERE id = ${contract}`,
    )
  )[0]!.id;
  // Excursions and stays need their place (decisions 0056 and 0057).
  cusco = (
    await ownerQuery<{ id: number }>(ctx, sql`SELECT id FROM locations WHERE kind = 'city' AND name = 'Cusco'`)
  )[0]!.id;
  for (const [key, body] of [
    ['excursion', excursion()],
    ['hotel', hotel()],
  ] as const) {
    const res = await inject(ctx, 'POST', '/tenant/services', as.admin, body);
    expect(res.statusCode, res.body).toBe(201);
    cat[key] = res.json().data.id;
  }
});
afterAll(() => ctx.close());

type Level = {
  level: number;
  total: number;
  pax_prices: { pax_id: number; price: number; total_price: number }[];
  room_type_prices: { id_room_type: number; per_person: number }[];
  child_prices?: { pax_id: number; age: number | null; per_person: number }[];
};
type Entry = { type: string; prices: Level[]; messages?: { warnings: string[] }[] };
const comfort = (prices: Entry[]) => prices.find((p) => p.type === 'seller')!.prices[0]!;

const FAMILY = [
  { id: null, status: '1', first_name: 'Ana', last_name: 'Ríos', birthdate: '1985-04-12', room: 0 },
  { id: null, status: '1', first_name: 'Luis', last_name: 'Ríos', birthdate: '1983-01-20', room: 0 },
  { id: null, status: '1', first_name: 'Sofía', last_name: 'Ríos', birthdate: '2018-03-10', room: 0 },
  { id: null, status: '1', first_name: 'Leo', last_name: 'Ríos', birthdate: '2025-09-01', room: 0 },
];

/** A family of four in one double for two nights, with the trek on day 2. */
async function familyQuote() {
  const { quote } = await quoteWith(
    ctx,
    as.admin,
    {
      title: 'Ríos family',
      client_id: ids.andean,
      contract_id: contract,
      start_date: '2026-07-01',
      end_date: '2026-07-03',
      num_pax: 4,
      room_preferable_dist: [{ id_room_type: 2, qty: 1 }],
    },
    [
      { service_id: cat.hotel, day: '1-3' },
      { service_id: cat.excursion, day: '2' },
    ],
  );
  const listed = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${quote.id}`, as.admin)).json().data as {
    id: number;
  }[];
  const saved = await inject(ctx, 'PUT', `/tenant/passengers/${quote.id}`, as.admin, {
    id_itinerary: quote.id,
    data: FAMILY.map((p, i) => ({ ...p, id: listed[i]?.id ?? null })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const people = saved.json().passengers as { id: number; first_name: string }[];
  return { quote, people };
}

const costs = async (quoteId: string) =>
  (
    (await inject(ctx, 'GET', `/tenant/itinerary/services/${quoteId}`, as.admin)).json() as {
      service_id: number;
      cost: number;
    }[]
  ).map((s) => [s.service_id, s.cost]);

const prices = async (quoteId: string) =>
  ((await inject(ctx, 'GET', `/tenant/itinerary/services/${quoteId}`, as.admin)).json() as { price: number }[]).map(
    (s) => s.price,
  );

describe('rate lines with child and infant prices', () => {
  it('saves the bands, answers them in the editor and refuses bands that cannot price', async () => {
    const read = (await inject(ctx, 'GET', `/tenant/services/${cat.excursion}?info=1`, as.admin)).json().data;
    expect(read.rate_lines[0].age_bands).toEqual(CHILD_BANDS);
    const overlap = await inject(
      ctx,
      'PUT',
      `/tenant/services/${cat.excursion}`,
      as.admin,
      excursion([
        { min_age: 0, max_age: 5, percentage: 0 },
        { min_age: 4, max_age: 11, percentage: 50 },
      ]),
    );
    expect(overlap.statusCode).toBe(422);
    expect(errorOf(overlap).message).toBe('The age bands 0–5 and 4–11 overlap: a child of 4 would have two prices.');
    const group = await inject(ctx, 'POST', '/tenant/services', as.admin, {
      name: { en: 'Private guide' },
      id_service_type: 8,
      rate_lines: [{ ...YEAR, sales_manual_id: manual, basis: 'per_group', unit_cost: '300', age_bands: CHILD_BANDS }],
    });
    expect(group.statusCode).toBe(422);
    expect(errorOf(group).message).toMatch(/^Child and infant prices are for per-person and per-room rates/);
  });
});

describe('a quote prices each passenger by the age at travel', () => {
  it('lets the child pay her band and the infant nothing, and shows the double at a grown-up’s price', async () => {
    const { quote, people } = await familyQuote();
    // Hotel: the double 2 × 100 plus Sofía (8) 2 × 30, Leo (under 1) free; trek: 100 + 100 + 50 + 0.
    expect(await costs(quote.id)).toEqual([
      [cat.hotel, 260],
      [cat.excursion, 250],
    ]);
    const level = comfort((await inject(ctx, 'GET', `/tenant/itinerary/prices/${quote.id}`, as.admin)).json());
    const [ana, luis, sofia, leo] = level.pax_prices;
    expect(ana!.price).toBe(luis!.price);
    expect(leo!.price).toBe(0);
    // Sofía's shares follow her costs: 60 of the hotel's 260 and 50 of the trek's 250.
    const [hotelPrice, trekPrice] = await prices(quote.id);
    expect(sofia!.price).toBeCloseTo((hotelPrice! * 60) / 260 + (trekPrice! * 50) / 250, 1);
    expect(ana!.price).toBeCloseTo((hotelPrice! * 100) / 260 + (trekPrice! * 100) / 250, 1);
    expect(level.child_prices).toEqual([
      { pax_id: people[2]!.id, age: 8, per_person: sofia!.total_price },
      { pax_id: people[3]!.id, age: 0, per_person: 0 },
    ]);
    expect(level.room_type_prices).toEqual([{ id_room_type: 2, per_person: ana!.total_price }]);
  });

  it('prices again when a birth date makes the child 12, and when a rate edit changes a band', async () => {
    const { quote, people } = await familyQuote();
    const twelve = await inject(ctx, 'PUT', `/tenant/passengers/${quote.id}`, as.admin, {
      id_itinerary: quote.id,
      data: [{ id: people[2]!.id, birthdate: '2014-06-30' }],
    });
    expect(twelve.statusCode, twelve.body).toBe(200);
    // Twelve on the first day: a grown-up in the double (it splits among three) and on the trek.
    expect(await costs(quote.id)).toEqual([
      [cat.hotel, 200],
      [cat.excursion, 300],
    ]);
    const edited = await inject(
      ctx,
      'PUT',
      `/tenant/services/${cat.excursion}`,
      as.admin,
      excursion([
        { min_age: 0, max_age: 2, percentage: 10 },
        { min_age: 3, max_age: 11, percentage: 50 },
      ]),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const repriced = await inject(ctx, 'PUT', `/tenant/itinerary/check_prices/${quote.id}`, as.admin);
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(await costs(quote.id)).toEqual([
      [cat.hotel, 200],
      [cat.excursion, 310],
    ]);
    // The catalogue as the other tests expect it.
    expect((await inject(ctx, 'PUT', `/tenant/services/${cat.excursion}`, as.admin, excursion())).statusCode).toBe(200);
  });

  it('warns on the level prices about a child with no age, priced as an adult', async () => {
    const { quote, people } = await familyQuote();
    const res = await inject(ctx, 'PUT', `/tenant/passengers/${quote.id}`, as.admin, {
      id_itinerary: quote.id,
      data: [{ id: people[2]!.id, birthdate: null, age: null, type: 'child' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const prices = (await inject(ctx, 'GET', `/tenant/itinerary/prices/${quote.id}`, as.admin)).json() as Entry[];
    expect(prices[0]!.messages?.[0]?.warnings).toContain(
      'Passenger 3 is a child with no age: priced as an adult. Add a birth date or an age in the passengers’ tab.',
    );
    expect(await costs(quote.id)).toEqual([
      [cat.hotel, 200],
      [cat.excursion, 300],
    ]);
  });
});
