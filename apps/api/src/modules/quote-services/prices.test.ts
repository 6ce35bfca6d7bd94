import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';
import { demoIds, ownerQuery } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';
import { seedWorkedExample } from './worked-example.fixtures';

let ctx: TestContext;
const as: Record<string, Headers> = {};
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
const cat: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'agent']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  ids = await demoIds(ctx);
  contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', as.admin)).json().data[0].id;
  cat.tour = await catalogueId(ctx, as.admin, 'cusco city tour');
  cat.hotel = await catalogueId(ctx, as.admin, 'Casa Andina Standard');
});
afterAll(() => ctx.close());

const andean = {
  title: 'Prices',
  client_id: 0,
  contract_id: 0,
  start_date: '2026-07-01',
  end_date: '2026-07-04',
  num_pax: 2,
};
const quote = async (headers = as.admin) =>
  (
    await quoteWith(ctx, headers, { ...andean, client_id: ids.andean, contract_id: contract }, [
      { service_id: cat.hotel, day: '1-4' },
      { service_id: cat.tour, day: '2' },
    ])
  ).quote;
type Level = {
  level: number;
  total: number;
  pax_prices: {
    pax_id: number;
    price: number;
    mkt_coin: number;
    fee: number;
    total_price: number;
    total_cost: number;
  }[];
};
const seller = (prices: { type: string; prices: Level[] }[]) => prices.find((p) => p.type === 'seller')!.prices;

describe('the worked example of docs/domain/pricing.md through the API', () => {
  it('prices 4 passengers (a DBL and two SGL) at every level to the unit', async () => {
    const we = await seedWorkedExample(ctx, ids.tenantId, ids.andean);
    const body = {
      title: 'Worked example',
      client_id: ids.andean,
      contract_id: we.contract,
      start_date: '2026-05-10',
      end_date: '2026-05-13',
      num_pax: 4,
      room_preferable_dist: [
        { id_room_type: 2, qty: 1 },
        { id_room_type: 1, qty: 2 },
      ],
    };
    const services = [
      { service_id: we.transfer, day: '1' },
      { service_id: we.excursion, day: '2' },
      { service_id: we.guide, day: '2-3' },
      ...we.hotels.map((h, i) => ({ service_id: h, day: '1-4', level: i + 1 })),
    ];
    const { quote: q } = await quoteWith(ctx, as.admin, body, services);
    const fees = await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${q.id}`, as.admin, [
      { mkt_percentage: 5, fee: 15 },
    ]);
    expect(fees.statusCode).toBe(200);
    const levels = seller((await inject(ctx, 'GET', `/tenant/itinerary/prices/${q.uuid}`, as.admin)).json());
    expect(levels.map((l) => l.total)).toEqual([1664, 2452, 5484]);
    const costs = levels.map((l) => l.pax_prices.reduce((n, p) => n + p.total_cost, 0));
    expect(costs.map((c) => Math.round(c * 100) / 100)).toEqual([1221, 1821, 4131]);
    expect(levels[0]!.pax_prices.map((p) => p.total_price)).toEqual([347, 347, 485, 485]);
    expect(levels[0]!.pax_prices[0]).toMatchObject({ price: 315.94, mkt_coin: 15.8, fee: 15 });
    expect(levels[2]!.pax_prices.map((p) => p.total_price)).toEqual([997, 997, 1745, 1745]);
    const pax = (await inject(ctx, 'GET', `/tenant/itinerary/pax-prices/${q.id}`, as.admin)).json();
    expect(pax).toHaveLength(4);
    // The pax-prices model (original-client.md §5.8): per seller type, the passenger's cell of every level.
    expect(pax[3]).toMatchObject({
      passenger: { name: 'Passenger 4' },
      price_levels: [
        {
          type: 'seller',
          id: 1,
          prices: [
            expect.objectContaining({ level: 1, price: 447.18, total_price: 485, sellerType: 'seller', priceId: 11 }),
            expect.anything(),
            expect.anything(),
          ],
        },
        expect.objectContaining({ type: 'reseller', id: 2 }),
      ],
    });
  });
});

describe('GET/POST /tenant/itinerary/prices/{id}', () => {
  it('answers one entry per seller type and re-prices with new margins', async () => {
    const q = await quote();
    const prices = (await inject(ctx, 'GET', `/tenant/itinerary/prices/${q.id}`, as.admin)).json();
    expect(
      prices.map((p: { id: number; type: string; entity_id: number; selected: boolean }) => [
        p.id,
        p.type,
        p.entity_id,
        p.selected,
      ]),
    ).toEqual([
      [1, 'seller', q.rowId, true],
      [2, 'reseller', q.rowId, false],
    ]);
    expect(seller(prices)[0]).toMatchObject({ level: 1, type: 'Comfort', hotel_total: 337.5, services_total: 212.5 });
    const res = await inject(ctx, 'POST', `/tenant/itinerary/prices/${q.id}`, as.admin, {
      margin_hotel: 25,
      seller_type: 'reseller',
    });
    expect(res.statusCode).toBe(200);
    expect(seller(res.json().prices)[0]).toMatchObject({ hotel_total: 360, margin_percentage_hotel: 25 });
    expect(res.json().prices.find((p: { selected: boolean }) => p.selected).type).toBe('reseller');
    // The settings themselves come back, so the screen shows what was set, not a figure read back.
    expect(res.json().prices[0]).toMatchObject({ margin_hotel: 25, margin_services: null });
    const history = await ownerQuery<{ field: string }>(
      ctx,
      sql`SELECT field FROM itinerary_history WHERE itinerary_id = ${q.rowId} AND action = 'updated' ORDER BY id`,
    );
    expect(history.map((h) => h.field)).toEqual(['margin_hotel', 'seller_type']);
    expect(
      (await inject(ctx, 'POST', `/tenant/itinerary/prices/${q.id}`, as.admin, { margin_hotel: 100 })).statusCode,
    ).toBe(400);
    expect((await inject(ctx, 'POST', `/tenant/itinerary/prices/${q.id}`, as.admin, { bogus: 1 })).statusCode).toBe(
      400,
    );
    expect((await inject(ctx, 'GET', `/tenant/itinerary/prices/${q.id}`, as.other)).statusCode).toBe(404);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/prices/${q.id}`, {})).statusCode).toBe(401);
  });
});

describe('GET/POST /tenant/itinerary/pax-prices/{id}', () => {
  it('sets Upsales and fee for a column, a row and a cell; refuses a final price under the price', async () => {
    const q = await quote();
    const before = (await inject(ctx, 'GET', `/tenant/itinerary/pax-prices/${q.id}`, as.admin)).json();
    const [p1, p2] = before.map((p: { pax_id: number }) => p.pax_id);
    const column = (
      await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${q.id}`, as.admin, [
        { level: 1, mkt_percentage: 10 },
        { pax_id: p2, fee: 20 },
      ])
    ).json();
    const cell = (pax: number, level: number) =>
      column
        .find((p: { pax_id: number }) => p.pax_id === pax)
        .price_levels[0].prices.find((l: { level: number }) => l.level === level);
    expect(cell(p1, 1)).toMatchObject({ mkt_percentage: 10, fee: 0 });
    expect(cell(p1, 2)).toMatchObject({ mkt_percentage: 0, fee: 0 });
    expect(cell(p2, 3)).toMatchObject({ fee: 20 });
    const typed = (
      await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${q.id}`, as.admin, [
        { pax_id: p1, level: 1, total_price: 400 },
      ])
    ).json();
    const typedCell = typed[0].price_levels[0].prices[0];
    expect(typedCell.total_price).toBe(400);
    expect(typedCell.mkt_coin).toBeCloseTo(400 - typedCell.price - typedCell.fee, 2);
    const low = await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${q.id}`, as.admin, [
      { pax_id: p1, level: 1, total_price: 10 },
    ]);
    expect(low.statusCode).toBe(422);
    expect(errorOf(low).message).toMatch(
      /^Total price, Upsales and fee cannot be negative: Passenger 1's final price at Comfort \(10\) is below/,
    );
    const unknown = await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${q.id}`, as.admin, [
      { pax_id: 999999, fee: 1 },
    ]);
    expect([unknown.statusCode, errorOf(unknown).message]).toEqual([422, 'Passenger 999999 is not on this quote.']);
    expect(
      (await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${q.id}`, as.admin, [{ fee: -1 }])).statusCode,
    ).toBe(400);
    expect((await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${q.id}`, as.other, [{ fee: 1 }])).statusCode).toBe(
      404,
    );
  });
});

describe('prices of a Sent quote', () => {
  it('refuses margins, Upsales and fees while prices are locked, and takes them again once re-opened', async () => {
    const q = await quote();
    const sent = await inject(ctx, 'POST', `/tenant/itinerary/status/${q.id}/4`, as.admin);
    expect(sent.statusCode).toBe(200);
    for (const [path, body] of [
      [`/tenant/itinerary/prices/${q.id}`, { margin_hotel: 30 }],
      [`/tenant/itinerary/pax-prices/${q.id}`, [{ fee: 5 }]],
    ] as const) {
      const res = await inject(ctx, 'POST', path, as.admin, body);
      expect([res.statusCode, errorOf(res).message]).toEqual([
        422,
        expect.stringContaining('Prices are locked while the quote is Sent'),
      ]);
    }
    expect((await inject(ctx, 'POST', `/tenant/itinerary/status/${q.id}/1`, as.admin)).statusCode).toBe(200);
    expect((await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${q.id}`, as.admin, [{ fee: 5 }])).statusCode).toBe(
      200,
    );
  });
});

describe('passengers', () => {
  it('lists num_pax passengers and replaces the list, num_pax following it', async () => {
    const q = await quote();
    const list = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}`, as.admin)).json().data;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Passenger 1', 'Passenger 2']);
    const body = {
      passengers: [
        { id: list[0].id, name: 'Ann Smith', age: 40 },
        { name: 'Tom Smith', type: 'child', age: 9, room: 0 },
        { name: 'Liz Smith' },
      ],
    };
    const res = await inject(ctx, 'PUT', `/tenant/passengers/${q.id}`, as.admin, body);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.passengers.map((p: { name: string; type: string }) => [p.name, p.type])).toEqual([
      ['Ann Smith', 'adult'],
      ['Tom Smith', 'child'],
      ['Liz Smith', 'adult'],
    ]);
    expect(saved.passengers[0].id).toBe(list[0].id);
    expect(saved.itinerary.num_pax).toBe(3);
    expect(seller(saved.prices)[0]!.pax_prices).toHaveLength(3);
    const history = await ownerQuery<{ field: string; to: unknown }>(
      ctx,
      sql`SELECT field, to_value AS "to" FROM itinerary_history WHERE itinerary_id = ${q.rowId} AND action = 'updated' ORDER BY id`,
    );
    expect(history.map((h) => h.field)).toEqual(['passengers', 'num_pax']);
    const badRoom = await inject(ctx, 'PUT', `/tenant/passengers/${q.id}`, as.admin, {
      passengers: [{ name: 'A', room: 9 }],
    });
    expect(badRoom.statusCode).toBe(422);
    const badId = await inject(ctx, 'PUT', `/tenant/passengers/${q.id}`, as.admin, {
      passengers: [{ id: 999999, name: 'A' }],
    });
    expect(badId.statusCode).toBe(422);
    expect((await inject(ctx, 'PUT', `/tenant/passengers/${q.id}`, as.admin, { passengers: [] })).statusCode).toBe(400);
    expect((await inject(ctx, 'PUT', `/tenant/passengers/${q.id}`, as.other, body)).statusCode).toBe(404);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}`, as.other)).statusCode).toBe(404);
  });
});
