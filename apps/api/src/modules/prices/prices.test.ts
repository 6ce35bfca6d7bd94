import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';

let ctx: TestContext;
const as: Record<string, Record<string, string>> = {};
let monasterio: number;
let cityTour: number;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'operator', 'agent']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  const find = async (name: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/tenant/services?name=${encodeURIComponent(name)}`,
        headers: as.admin,
      })
    ).json().data[0].id as number;
  monasterio = await find('monasterio');
  cityTour = await find('cusco city tour');
});
afterAll(() => ctx.close());

const price = (id: number, qs: string, payload: object = {}, headers = as.admin) =>
  ctx.app.inject({ method: 'POST', url: `/tenant/prices/${id}?${qs}`, headers, payload });
const distribute = (qs: string, payload: object, headers = as.admin) =>
  ctx.app.inject({ method: 'POST', url: `/tenant/room_distribution?${qs}`, headers, payload });

describe('POST /tenant/prices/{id}', () => {
  it('prices a hotel stay per night with the engine, per room type too', async () => {
    // High season (Jun–Sep) DBL 420 at a 20 % margin: 525 a night; 3 nights for a couple.
    const res = await price(monasterio, 'num_pax=2&from=2026-07-01&to=2026-07-04');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      service_id: monasterio,
      units: 3,
      unit_label: 'Night(s)',
      basis: 'per_room',
      cost: 1260,
      price: 1575,
      per_person: 787.5,
      errors: [],
    });
    expect(
      data.service_price.map((l: { romm_name: string; price_unit: number; room_qty: number }) => [
        l.romm_name,
        l.price_unit,
        l.room_qty,
      ]),
    ).toEqual([
      ['SGL', 472.5, 0],
      ['DBL', 525, 1],
      ['TWI', 525, 0],
      ['TRP', 682.5, 0],
    ]);
  });

  it('follows the rooms sent in the data body', async () => {
    const res = await price(monasterio, 'num_pax=3&from=2026-07-01&to=2026-07-02', {
      data: { rooms: [{ id_room_type: 4, qty: 1 }] },
    });
    expect(res.json().data).toMatchObject({ cost: 546, price: 682.5 });
  });

  it('picks the pax range of the party for a per-person excursion', async () => {
    expect((await price(cityTour, 'num_pax=4&from=2026-07-02')).json().data).toMatchObject({
      unit_label: 'Day(s)',
      cost: 260,
      price: 325,
      per_person: 81.25,
    });
    expect((await price(cityTour, 'num_pax=1&from=2026-07-02')).json().data).toMatchObject({ cost: 120, price: 150 });
  });

  it('says when no rate covers the date instead of inventing one', async () => {
    const res = await price(cityTour, 'num_pax=2&from=2029-03-01');
    expect(res.json().data).toMatchObject({ price: 0, errors: ['No rate for 2 pax on 2029-03-01'] });
  });

  it('prices with the sales manual of a contract', async () => {
    const contract = (
      await ctx.app.inject({ method: 'GET', url: '/tenant/clients/contract/', headers: as.admin })
    ).json().data[0].id;
    expect((await price(cityTour, `num_pax=4&from=2026-07-02&contract=${contract}`)).json().data).toMatchObject({
      price: 325,
    });
  });

  it('never shows a travel agent a cost, and keeps the sale price', async () => {
    const res = await price(monasterio, 'num_pax=2&from=2026-07-01&to=2026-07-04', {}, as.agent);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/"cost|"percentage_margin|"margin/);
    expect(res.json().data).toMatchObject({ price: 1575 });
  });

  it("answers 404 for another tenant's service, manual or contract, and 400 for junk", async () => {
    errorOf(await price(monasterio, 'num_pax=2&from=2026-07-01', {}, as.other));
    expect((await price(monasterio, 'num_pax=2&from=2026-07-01', {}, as.other)).statusCode).toBe(404);
    expect((await price(monasterio, 'num_pax=2&sm=999999')).statusCode).toBe(404);
    expect((await price(monasterio, 'num_pax=2&contract=999999')).statusCode).toBe(404);
    for (const [qs, body] of [
      ['num_pax=-1', {}],
      ['from=tomorrow', {}],
      ['from=2026-07-05&to=2026-07-01', {}],
      ['num_pax=2', { data: { rooms: [{ id_room_type: 9, qty: 1 }] } }],
      ['num_pax=2', { data: { hack: 1 } }],
      ['num_pax=2', { data: { rooms: 'many' } }],
    ] as const) {
      const res = await price(monasterio, qs, body);
      expect(res.statusCode, `${qs} ${JSON.stringify(body)}`).toBe(400);
      errorOf(res);
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/tenant/prices/${monasterio}`, payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('prices in the catalogue search', () => {
  it("carries each result's price for the dates and pax asked (calculate_prices=1)", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/tenant/services?name=monasterio&calculate_prices=1&from=2026-07-01&to=2026-07-04&num_pax=2',
      headers: as.agent,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].pricing).toMatchObject({ units: 3, price: 1575, per_person: 787.5 });
    expect(res.json().data[0].prices_costs_margins).toMatchObject({ price: 1575, num_pax: 2, risk_price: 0 });
    // No cost figure anywhere (cost_service keeps its shape, without the cost).
    expect(res.body).not.toMatch(/"(cost|cost_unit|unit_cost)":/);
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/tenant/services/${cityTour}?calculate_prices=1&from=2026-07-02&num_pax=4`,
      headers: as.operator,
    });
    expect(one.json().data.pricing).toMatchObject({ cost: 260, price: 325 });
    expect(one.json().data.prices_costs_margins).toMatchObject({ cost: 260, price: 325 });
    const plain = await ctx.app.inject({ method: 'GET', url: '/tenant/services?name=monasterio', headers: as.agent });
    expect(plain.json().data[0].pricing).toBeUndefined();
    expect(plain.json().data[0].prices_costs_margins.price).toBeNull();
  });

  it('prices for a quote: its contract, dates and party (itinerary_uuid)', async () => {
    const contracts = (
      await ctx.app.inject({ method: 'GET', url: '/tenant/clients/contract/', headers: as.admin })
    ).json().data;
    const peru = contracts.find((c: { name: string }) => c.name.includes('Peru'));
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/itinerary',
      headers: as.admin,
      payload: {
        title: 'Cusco honeymoon',
        client_id: peru.client_id,
        contract_id: peru.id,
        start_date: '2026-07-01',
        end_date: '2026-07-04',
        num_pax: 2,
      },
    });
    expect(created.statusCode).toBe(201);
    const uuid = created.json().data.uuid;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/tenant/services?name=monasterio&calculate_prices=1&itinerary_uuid=${uuid}`,
      headers: as.admin,
    });
    expect(res.json().data[0].pricing).toMatchObject({ from: '2026-07-01', units: 3, num_pax: 2, price: 1575 });
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/tenant/services?name=monasterio&calculate_prices=1&itinerary_uuid=${uuid}`,
      headers: as.agent,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('limits the search to what the contracts of a client cover (contract_user, the client id)', async () => {
    const contracts = (
      await ctx.app.inject({ method: 'GET', url: '/tenant/clients/contract/', headers: as.admin })
    ).json().data;
    const costaRica = contracts.find((c: { name: string }) => c.name.includes('Costa Rica'));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/tenant/services?contract_user=${costaRica.client_id}&limit=100`,
      headers: as.admin,
    });
    expect(res.json().meta.total).toBe(20);
    expect(
      res
        .json()
        .data.every((s: { location: { location_code: string }[] }) =>
          s.location.at(-1)!.location_code.startsWith('CR-'),
        ),
    ).toBe(true);
  });

  it('gives catalogue search prices only to users holding view_price_searched (issue 40 item 2)', async () => {
    // An operator with sale and cost prices but not the search's own permission (spec 02 §6).
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/users',
      headers: as.admin,
      payload: {
        name: 'Sam Searcher',
        email: 'sam.searcher@itinera.demo',
        password: 'sacred-valley-9',
        role: 4,
        permissions: ['view_sale_price', 'view_cost_price'],
      },
    });
    expect(created.statusCode).toBe(201);
    const sam = (await signIn(ctx.app, 'sam.searcher@itinera.demo', { password: 'sacred-valley-9' })).headers;
    const query = 'calculate_prices=1&from=2026-07-01&to=2026-07-04&num_pax=2';
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/tenant/services?name=monasterio&${query}`,
      headers: sam,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0].pricing).toBeUndefined();
    expect(list.json().data[0].prices_costs_margins.price).toBeNull();
    const one = await ctx.app.inject({ method: 'GET', url: `/tenant/services/${monasterio}?${query}`, headers: sam });
    expect(one.json().data.pricing).toBeUndefined();
    const priced = await price(monasterio, 'num_pax=2&from=2026-07-01&to=2026-07-04', {}, sam);
    expect(priced.statusCode).toBe(403);
    expect(errorOf(priced).message).toMatch(/catalogue search/);
    // The admin pass: a client admin holding no permission at all still sees the sale price.
    const clientAdmin = (await signIn(ctx.app, 'clientadmin@itinera.demo')).headers;
    const passed = await ctx.app.inject({
      method: 'GET',
      url: `/tenant/services?name=monasterio&${query}`,
      headers: clientAdmin,
    });
    expect(passed.json().data[0].pricing).toMatchObject({ price: 1575 });
  });

  it('refuses a day that does not exist', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/tenant/services?calculate_prices=1&from=2026-02-30',
      headers: as.agent,
    });
    expect(res.statusCode).toBe(400);
    errorOf(res);
  });
});

describe('POST /tenant/room_distribution', () => {
  it('keeps the preferred rooms where the hotel has them and prices them on request', async () => {
    const res = await distribute('num_pax=5&from=2026-07-01&to=2026-07-03&calculate_prices=1', {
      services: [{ id: 'a', service_id: monasterio }, cityTour],
      room_prefered_dist: [
        { id_room_type: 2, qty: 2 },
        { id_room_type: 1, qty: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [hotel, tour] = res.json().data;
    expect(hotel).toMatchObject({ id: 'a', service_id: monasterio, complete: true, remaining_pax: 0 });
    expect(
      hotel.room_distribution.map(
        (r: { acronym: string; qty: number; state: string }) => `${r.acronym}:${r.qty}:${r.state}`,
      ),
    ).toEqual(['SGL:1:selected', 'DBL:2:selected', 'TWI:0:not_allowed', 'TRP:0:not_allowed']);
    // 2 nights × (2 DBL at 420 + 1 SGL at 378) = 2436 cost, 3045 sale.
    expect(hotel.price).toMatchObject({ cost: 2436, price: 3045 });
    expect(tour).toMatchObject({ id: null, service_id: cityTour, room_distribution: [] });
  });

  it('lets a service keep the rooms already chosen for it', async () => {
    const res = await distribute('num_pax=3&from=2026-07-01', {
      services: [monasterio],
      room_prefered_dist: [
        { id_room_type: 2, qty: 1 },
        { id_room_type: 1, qty: 1 },
      ],
      service_price: [{ service_id: monasterio, romm_id: 4, room_qty: 1 }],
    });
    expect(
      res
        .json()
        .data[0].room_distribution.filter((r: { qty: number }) => r.qty > 0)
        .map((r: { acronym: string }) => r.acronym),
    ).toEqual(['TRP']);
  });

  it('refuses an empty list, unknown services and another tenant', async () => {
    expect((await distribute('num_pax=2', { services: [] })).statusCode).toBe(400);
    expect((await distribute('num_pax=2', { services: [999999] })).statusCode).toBe(404);
    const foreign = await distribute('num_pax=2', { services: [monasterio] }, as.other);
    expect(foreign.statusCode).toBe(404);
    errorOf(foreign);
  });
});
