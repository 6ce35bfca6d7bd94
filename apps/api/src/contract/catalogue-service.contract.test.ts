import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { catalogueId } from '../../test/quote-services.fixtures';
import { quoteForm, serviceSearchQuery } from '../../test/original-client';
import { demoIds } from '../../test/quotes.fixtures';

// Decisions 0025, 0032 and 0042: the catalogue service as the original client reads it (original-client.md §6.4) in S9 (search,
// `data[]`) and S10 (one, `data`), and the S11 price it uses as `prices_costs_margins`. Each call is
// sent as the client sends it (§6.1: every key, in order, unset ones empty, unencoded; the headers of
// §1.2) and each field the client reads is checked with the type it reads it as.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let ctx: TestContext;
let headers: Record<string, string>;
let agent: Record<string, string>;
let uuid: string;
const cat = { hotel: 0, tour: 0 };

/** S9's query: every key in the client's order, unset ones sent empty, values as typed. */
const s9 = serviceSearchQuery;

async function ok(url: string, as = headers, method: 'GET' | 'POST' = 'GET', payload?: object) {
  const res = await ctx.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${url} → ${res.body.slice(0, 300)}`).toBe(200);
  return res.json();
}

const text = (t: Json) => {
  expect(typeof t.value).toBe('string');
  expect(Array.isArray(t.translate)).toBe(true);
};

/** Every field §6.4 lists, with the type the client reads (strings it splits, arrays it maps). */
function expectCatalogueService(s: Json) {
  expect(s).toMatchObject({
    id: expect.any(Number),
    code: expect.any(String),
    id_service_type: expect.any(Number),
    level: expect.any(Number),
    num_pax: expect.any(Number),
    status: expect.any(Number),
    visible: expect.any(Number),
  });
  expect(typeof s.name.value).toBe('string');
  expect(typeof s.name_type_service.service_type_name).toBe('string');
  for (const place of s.location)
    expect(place).toMatchObject({
      id: expect.any(Number),
      location_name: expect.any(String),
      location_code: expect.any(String),
    });
  // The country has parent null, the places below it name the one above.
  expect(s.location[0].parent).toBeNull();
  for (const place of s.location.slice(1)) expect(place.parent).not.toBe(0);
  if (s.category) expect(s.category).toMatchObject({ acronym: expect.any(String), name: expect.any(String) });
  text(s.description);
  text(s.notes);
  text(s.recommendations);
  expect(Array.isArray(s.images)).toBe(true);
  expect(Array.isArray(s.images_full)).toBe(true);
  expect(typeof s.day).toBe('string');
  expect(s.day.split('-')[0]).toBe('1');
  // Strings when the query names dates; left out otherwise (the client merges these rows, decision 0064).
  if ('start_date' in s) expect(typeof s.start_date).toBe('string');
  if ('end_date' in s) expect(typeof s.end_date).toBe('string');
  expect(Array.isArray(s.days_services)).toBe(true);
  // The client calls .split on both.
  expect(typeof s.start_date_inactivity.split).toBe('function');
  expect(typeof s.end_date_inactivity.split).toBe('function');
  expect(Array.isArray(s.service_price)).toBe(true);
  expect(Array.isArray(s.room)).toBe(true);
  expect(Array.isArray(s.supplier_service)).toBe(true);
  expect(Array.isArray(s.price_service_sm)).toBe(true);
  const pcm = s.prices_costs_margins;
  expect(pcm).toMatchObject({ risk_price: expect.any(Number), num_pax: expect.any(Number) });
  expect(typeof pcm.currency.currency_sign).toBe('string');
  expect(pcm.price === null || typeof pcm.price === 'number').toBe(true);
  expect(Array.isArray(pcm.service_price)).toBe(true);
  expect(Array.isArray(pcm.service_supplier)).toBe(true);
}

/** A room of §6.4 as the search modal reads it. */
function expectRoom(r: Json) {
  expect(r).toMatchObject({
    id: expect.any(Number),
    name: expect.any(String),
    qty: expect.any(Number),
    max_passengers: expect.any(Number),
    includes: { value: expect.any(String) },
  });
  const sm = r.price_service_sm[0];
  expect(sm.sales_manual_id).toEqual(expect.any(Number));
  expect(sm.price_service[0].risk_price).toEqual(expect.any(Number));
  expect(sm.price_service[0].prices_ranges[0]).toMatchObject({
    price: expect.any(Number),
    price_unit: expect.any(Number),
    night_qty: expect.any(Number),
  });
  expect(sm.price_service[0].prices_ranges[0]).toHaveProperty('id');
  expect(typeof r.cost_service[0].currency_sign).toBe('string');
}

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signIn(ctx.app, 'admin@itinera.demo');
  const base = { accept: 'application/json', 'content-type': 'application/json', 'cache-control': 'no-cache' };
  headers = { ...base, authorization: `Bearer ${admin.token}` };
  agent = { ...base, authorization: `Bearer ${(await signIn(ctx.app, 'agent@itinera.demo')).token}` };
  cat.hotel = await catalogueId(ctx, headers, 'Casa Andina Standard');
  cat.tour = await catalogueId(ctx, headers, 'cusco city tour');
  const ids = await demoIds(ctx);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/tenant/itinerary?cur_step=1&last_step=1',
    headers,
    payload: quoteForm({
      title: 'Cusco catalogue',
      client_id: ids.andean,
      start_date: '2027-09-06',
      end_date: '2027-09-09',
      num_pax: 2,
      num_day: 4,
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  uuid = created.json().messages[0].itinerary;
  // One service with an inactivity period, set as the catalogue admin would.
  await ctx.database.db.execute(
    sql`UPDATE services SET start_date_inactivity = '2028-01-10', end_date_inactivity = '2028-01-20' WHERE id = ${cat.tour}`,
  );
});
afterAll(() => ctx.close());

describe('S9 GET /tenant/services as the client sends it', () => {
  it('the search modal (limit=10, prices for the quote) answers every §6.4 field, priced', async () => {
    const q = s9({
      page: '1',
      limit: '10',
      name: 'cusco',
      info: '0',
      from: '2027-09-06',
      to: '2027-09-09',
      itinerary_uuid: uuid,
      num_pax: '2',
      calculate_prices: '1',
    });
    const body = await ok(`/tenant/services?${q}`);
    expect(body.meta).toMatchObject({ total: expect.any(Number), per_page: 10, last_page: expect.any(Number) });
    expect(body.data.length).toBeGreaterThan(0);
    for (const s of body.data) expectCatalogueService(s);
    const hotel = body.data.find((s: Json) => s.id === cat.hotel);
    expect(hotel.name.value).toContain('Casa Andina Standard');
    expect(hotel.name_type_service.service_type_name).toBe('Accommodation');
    expect(hotel.location.map((l: Json) => l.location_code)[0]).toBe('PE');
    expect(hotel).toMatchObject({ start_date: '2027-09-06', end_date: '2027-09-09', num_pax: 2 });
    expect(hotel.prices_costs_margins).toMatchObject({
      price: expect.any(Number),
      price_unit: expect.any(Number),
      cost: expect.any(Number),
      cost_unit: expect.any(Number),
      risk_price: 0,
      num_pax: 2,
      currency: { currency_sign: '$' },
    });
    expect(hotel.prices_costs_margins.price).toBeGreaterThan(0);
    // The hotel's rooms, each priced for the stay; the rooms taken by the default distribution have qty.
    expect(hotel.room.length).toBeGreaterThan(0);
    for (const r of hotel.room) expectRoom(r);
    expect(hotel.room.some((r: Json) => r.qty > 0)).toBe(true);
    expect(hotel.room[0].price_service_sm[0].price_service[0].prices_ranges[0].night_qty).toBe(3);
    expect(hotel.service_price.length).toBe(hotel.room.length);
    expect(hotel.price_service_sm[0]).toMatchObject({ currency_sign: '$', price_service: expect.any(Array) });
    expect(hotel.price_service_sm[0].price_service[0]).toMatchObject({ supplier_code: expect.any(String) });
    expect(hotel.price_service_sm[0].price_service[0].prices_ranges[0]).toMatchObject({
      price_unit: expect.any(Number),
      price: expect.any(Number),
      to_qty: expect.any(Number),
    });
    expect(hotel.supplier_service[0]).toMatchObject({
      id: expect.any(Number),
      code: expect.any(String),
      name: { value: expect.any(String) },
      default_sup: 1,
      room_qty: expect.any(Number),
      individual_cost: expect.any(Number),
    });
    for (const line of hotel.prices_costs_margins.service_supplier)
      expect(line).toMatchObject({ code: expect.any(String), cost: expect.any(Number), currency_id: 1 });
  });

  it('with page and limit sent twice and every other key empty answers the first page of 10', async () => {
    const body = await ok(`/tenant/services?page=1&page=1&limit=10&limit=10&${s9({}).replace(/^page=&limit=&/, '')}`);
    expect(body.data).toHaveLength(10);
    for (const s of body.data) expectCatalogueService(s);
    // Not asked for prices: price null (not available), no rooms priced.
    expect(body.data.every((s: Json) => s.prices_costs_margins.price === null)).toBe(true);
  });

  it('the service-list loader (0000-00-00 dates, info=0, limit=5000) loops while page < last_page', async () => {
    const all: Json[] = [];
    let page = 1;
    let last = 1;
    do {
      const q = s9({
        page: String(page),
        limit: '5000',
        from: '0000-00-00',
        to: '0000-00-00',
        info: '0',
        itinerary_uuid: uuid,
      });
      const body = await ok(`/tenant/services?${q}`);
      all.push(...body.data);
      last = body.meta.last_page;
      page += 1;
    } while (page < last);
    expect(all.length).toBe(50);
    for (const s of all) expectCatalogueService(s);
    const tour = all.find((s) => s.id === cat.tour)!;
    expect(tour).toMatchObject({ start_date_inactivity: '2028-01-10', end_date_inactivity: '2028-01-20' });
    expect(tour.start_date_inactivity.split('-')).toEqual(['2028', '01', '10']);
    // Unset periods are '' (the client splits them too).
    expect(all.find((s) => s.id === cat.hotel)).toMatchObject({ start_date_inactivity: '', end_date_inactivity: '' });
  });

  it('a travel agent gets the same shape and the sale price, never a cost or a supplier', async () => {
    const q = s9({
      page: '1',
      limit: '10',
      name: 'casa andina',
      from: '2027-09-06',
      to: '2027-09-09',
      num_pax: '2',
      calculate_prices: '1',
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/tenant/services?${q}`, headers: agent });
    expect(res.statusCode).toBe(200);
    for (const s of res.json().data) expectCatalogueService(s);
    const hotel = res.json().data.find((s: Json) => s.id === cat.hotel);
    expect(hotel.prices_costs_margins.price).toBeGreaterThan(0);
    expect(hotel.supplier_service).toEqual([]);
    expect(hotel.prices_costs_margins.service_supplier).toEqual([]);
    expect(res.body).not.toMatch(/"(cost|cost_unit|unit_cost|margin|percentage_margin)":/);
  });
});

describe('S10 GET /tenant/services/{id} as the client sends it', () => {
  it('with info=1, dates, party and prices answers data with every §6.4 field', async () => {
    const body = await ok(
      `/tenant/services/${cat.hotel}?info=1&from=2027-09-06&to=2027-09-09&sm=&itinerary_uuid=${uuid}&num_pax=2&calculate_prices=1`,
    );
    expectCatalogueService(body.data);
    expect(body.data).toMatchObject({ id: cat.hotel, id_service_type: 2, day: '1', num_pax: 2 });
    expect(body.data.prices_costs_margins.price).toBeGreaterThan(0);
    for (const r of body.data.room) expectRoom(r);
  });

  it('with every key but info sent empty answers the shape, price null (not asked)', async () => {
    const body = await ok(
      `/tenant/services/${cat.tour}?info=0&from=&to=&sm=&itinerary_uuid=&num_pax=&calculate_prices=`,
    );
    expectCatalogueService(body.data);
    expect(body.data.prices_costs_margins.price).toBeNull();
    expect(body.data.room).toEqual([]);
    expect(body.data.start_date_inactivity).toBe('2028-01-10');
  });
});

describe('S11 POST /tenant/prices/{id}: the price the client stores as prices_costs_margins', () => {
  it('answers risk_price, currency.currency_sign, num_pax, service_price and service_supplier', async () => {
    const body = await ok(
      `/tenant/prices/${cat.hotel}?num_pax=2&from=2027-09-06&to=2027-09-08&info=1&sm=&contract=`,
      headers,
      'POST',
      { service_price: [{ romm_id: 2, romm_name: 'SUP-DBL', room_qty: 1 }] },
    );
    expect(body).toMatchObject({
      price: expect.any(Number),
      price_unit: expect.any(Number),
      cost: expect.any(Number),
      cost_unit: expect.any(Number),
      risk_price: 0,
      num_pax: 2,
      currency: { currency_sign: '$' },
    });
    expect(body.service_price.filter((l: Json) => l.status === 1)).toEqual([expect.objectContaining({ romm_id: 2 })]);
    expect(body.service_supplier).toEqual(
      body.service_price.map((l: Json) =>
        expect.objectContaining({
          code: expect.any(String),
          romm_id: l.romm_id,
          cost_unit: l.cost_unit,
          currency_id: 1,
        }),
      ),
    );
  });

  it('answers price null when no rate covers the dates asked (not available)', async () => {
    const body = await ok(
      `/tenant/prices/${cat.tour}?num_pax=2&from=2029-03-01&to=&info=1&sm=&contract=`,
      headers,
      'POST',
      {
        service_price: [],
      },
    );
    expect(body.price).toBeNull();
    expect(body.price_unit).toBeNull();
    expect(body).toMatchObject({ risk_price: 0, num_pax: 2, currency: { currency_sign: '$' }, service_supplier: [] });
  });

  it('answers a travel agent the sale price and no cost side', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/prices/${cat.hotel}?num_pax=2&from=2027-09-06&to=2027-09-08&info=1&sm=&contract=`,
      headers: agent,
      payload: { service_price: [{ romm_id: 2, romm_name: 'SUP-DBL', room_qty: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: expect.any(Number), risk_price: 0, service_supplier: [] });
    expect(res.body).not.toMatch(/"(cost|cost_unit)":/);
  });
});
