import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES_LOCKED_MESSAGE } from '@itinera/domain';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { demoIds, ownerQuery, setStatus } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// Decision 0013: while prices are locked (Sent, Under Review) no path moves a price — the
// process call included, which once let `price` and `cost_unit` through — and each refusal is the
// domain's one sentence. Arranging without figures stays open; back In Preparation all is allowed.

let ctx: TestContext;
let admin: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
const cat: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', admin)).json().data[0].id;
  cat.tour = await catalogueId(ctx, admin, 'cusco city tour');
  cat.hotel = await catalogueId(ctx, admin, 'Casa Andina Standard');
  cat.transfer = await catalogueId(ctx, admin, 'transfer Cusco airport');
});
afterAll(() => ctx.close());

type Quote = { rowId: number; uuid: string; tour: number; hotel: number };

async function pricedQuote(): Promise<Quote> {
  const body = {
    title: 'Locked',
    client_id: ids.andean,
    contract_id: contract,
    start_date: '2026-07-01',
    end_date: '2026-07-04',
    num_pax: 4,
  };
  const { quote, answer } = await quoteWith(ctx, admin, body, [
    { service_id: cat.hotel, day: '1-4' },
    { service_id: cat.tour, day: '2' },
  ]);
  const named = (part: string) =>
    (answer.services as { id: number; name: { value: string } }[]).find((s) => s.name.value.includes(part))!.id;
  return { rowId: quote.rowId, uuid: quote.uuid, tour: named('city tour'), hotel: named('Casa Andina') };
}

/** Everything a price hangs on, as stored: a refused call must leave all of it as it was. */
async function stored(quoteId: number) {
  const [row] = await ownerQuery(
    ctx,
    sql`SELECT i.version, i.num_pax, i.room_preferable_dist, i.price::float8 AS price,
      (SELECT json_agg(json_build_object('id', s.id, 'service_id', s.service_id, 'day', s.day, 'level', s.level, 'kind', s.kind, 'rooms', s.rooms,
        'price', s.price::float8, 'cost', s.cost::float8, 'edit_price', s.edit_price::text, 'edit_cost_unit', s.edit_cost_unit::text) ORDER BY s.id)
        FROM itinerary_services s WHERE s.itinerary_id = i.id) AS services,
      (SELECT json_agg(json_build_object('id', p.id, 'type', p.type, 'age', p.age, 'room', p.room) ORDER BY p.id) FROM itinerary_passengers p WHERE p.itinerary_id = i.id) AS passengers,
      (SELECT json_build_object('margin_hotel', r.margin_hotel::float8, 'pax_settings', r.pax_settings) FROM itinerary_pricing r WHERE r.itinerary_id = i.id) AS pricing
    FROM itineraries i WHERE i.id = ${quoteId}`,
  );
  return row!;
}

function expectLockRefusal(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(422);
  expect(errorOf(res)).toMatchObject({
    code: 'UNPROCESSABLE',
    message: PRICES_LOCKED_MESSAGE,
    errors: { data: PRICES_LOCKED_MESSAGE },
  });
}

async function moveTo(q: Quote, status: number) {
  const res = await setStatus(ctx, admin, q.rowId, status);
  expect(res.statusCode, res.body).toBe(200);
}

/** Refused in Sent and in Under Review with nothing stored, then taken once back In Preparation. */
async function lockedThenOpen(call: (q: Quote) => Promise<LightMyRequestResponse>, okStatus = 200, q?: Quote) {
  const quote = q ?? (await pricedQuote());
  for (const locking of [4, 5]) {
    await moveTo(quote, locking);
    const before = await stored(quote.rowId);
    expectLockRefusal(await call(quote));
    expect(await stored(quote.rowId)).toEqual(before);
    await moveTo(quote, 1);
  }
  const taken = await call(quote);
  expect(taken.statusCode, taken.body).toBe(okStatus);
  return { quote, taken };
}

const process = (q: Quote, body: unknown) => inject(ctx, 'POST', `/tenant/itinerary/process/${q.uuid}`, admin, body);
const version = async (q: Quote) =>
  (await inject(ctx, 'GET', `/tenant/itinerary/${q.rowId}`, admin)).json().data.version as number;

describe('the process call while prices are locked', () => {
  it('refuses a typed price of 999 and keeps the stored price', async () => {
    const { quote } = await lockedThenOpen((q) => process(q, [{ id: q.tour, price: 999 }]));
    const tour = ((await stored(quote.rowId)).services as { id: number; price: number }[]).find(
      (s) => s.id === quote.tour,
    )!;
    expect(tour.price).toBe(999);
  });

  it('refuses a unit cost, and every other figure-moving field', async () => {
    const { quote } = await lockedThenOpen((q) => process(q, [{ id: q.tour, cost_unit: 70 }]));
    await moveTo(quote, 4);
    for (const edit of [
      { percentage_margin: 50 },
      { quantity: 9 },
      { day: '3' },
      { level: 2 },
      { optional: 1 },
      { room: [{ id_room_type: 1, qty: 4 }] },
    ]) {
      const before = await stored(quote.rowId);
      expectLockRefusal(await process(quote, [{ id: quote.tour, ...edit }]));
      expect(await stored(quote.rowId), JSON.stringify(edit)).toEqual(before);
    }
  });

  it('still arranges services without figures: texts, visibility, order and booking status', async () => {
    const q = await pricedQuote();
    await moveTo(q, 4);
    const before = await stored(q.rowId);
    const res = await process(q, [{ id: q.tour, notes: 'Meet at the hotel lobby', visible: false, order: 7 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(q.rowId)).toMatchObject({
      price: before.price,
      services: before.services,
      version: (before.version as number) + 1,
    });
    // Sending a figure unchanged is no change (the web sends whole rows).
    const tour = (before.services as { id: number; level: number; day: string }[]).find((s) => s.id === q.tour)!;
    expect((await process(q, [{ id: q.tour, level: tour.level, day: tour.day }])).statusCode).toBe(200);
    expect((await inject(ctx, 'POST', `/tenant/itinerary/service/status/${q.tour}/2`, admin)).statusCode).toBe(200);
    // One figure in a batch refuses the whole batch: the notes of the first edit are not kept either.
    expectLockRefusal(
      await process(q, [
        { id: q.hotel, notes: 'late check-in' },
        { id: q.tour, price: 999 },
      ]),
    );
    const notes = await ownerQuery<{ notes: string | null }>(
      ctx,
      sql`SELECT notes FROM itinerary_services WHERE id = ${q.hotel}`,
    );
    expect(notes[0]!.notes).not.toBe('late check-in');
  });

  it('re-prices with an empty list without moving a figure: the lock keeps the stored ones (issue 17)', async () => {
    const q = await pricedQuote();
    await moveTo(q, 4);
    const before = await stored(q.rowId);
    const res = await process(q, []);
    expect(res.statusCode, res.body).toBe(200);
    // Figures, passengers, rooms, settings and the list price stay; the call may still write a version.
    const { version: _before, ...kept } = before;
    const { version: _after, ...now } = await stored(q.rowId);
    expect(now).toEqual(kept);
  });
});

describe('every other path that moves a price', () => {
  it('add services', () =>
    lockedThenOpen(
      (q) =>
        inject(ctx, 'POST', `/tenant/itinerary/services/${q.uuid}`, admin, {
          services: [{ service_id: cat.transfer, day: '1' }],
        }),
      200,
    ));

  it('move services by days', () =>
    lockedThenOpen((q) =>
      inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/services/move`, admin, { days_to_move: 1, services: [q.tour] }),
    ));

  it('replace a service', () =>
    lockedThenOpen((q) =>
      inject(ctx, 'POST', `/tenant/itinerary/${q.rowId}/service/${q.tour}/replace/${cat.transfer}`, admin),
    ));

  it('duplicate a service', () =>
    lockedThenOpen(
      (q) =>
        inject(ctx, 'POST', `/tenant/itinerary/${q.rowId}/services/duplicate`, admin, { services: [q.tour], day: '3' }),
      200,
    ));

  it('delete a service', () =>
    lockedThenOpen((q) => inject(ctx, 'DELETE', `/tenant/itinerary/service/${q.tour}`, admin)));

  it('refresh from the catalogue (check prices, update, import)', async () => {
    const { quote } = await lockedThenOpen((q) =>
      inject(ctx, 'PUT', `/tenant/itinerary/check_prices/${q.uuid}`, admin),
    );
    await lockedThenOpen(
      (q) => inject(ctx, 'POST', `/tenant/itinerary/${q.rowId}/services/update`, admin, { services: [q.tour] }),
      200,
      quote,
    );
    await lockedThenOpen(
      (q) => inject(ctx, 'POST', `/tenant/itinerary/${q.rowId}/services/${q.tour}/import`, admin),
      200,
      quote,
    );
  });

  it('margins and seller type (prices)', () =>
    lockedThenOpen((q) => inject(ctx, 'POST', `/tenant/itinerary/prices/${q.rowId}`, admin, { margin_hotel: 30 })));

  it('Upsales, fees and final prices (pax-prices)', () =>
    lockedThenOpen((q) =>
      inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${q.rowId}`, admin, [{ mkt_percentage: 5, fee: 15 }]),
    ));

  it('the room distribution of the quote', async () => {
    const rooms = [{ id_room_type: 1, qty: 4 }];
    const { quote } = await lockedThenOpen(async (q) =>
      inject(ctx, 'PUT', `/tenant/itinerary/${q.rowId}`, admin, {
        version: await version(q),
        room_preferable_dist: rooms,
      }),
    );
    expect((await stored(quote.rowId)).room_preferable_dist).toEqual(rooms);
    // The basic-info form sends every field: the same rooms and party with a new title still save.
    await moveTo(quote, 4);
    const res = await inject(ctx, 'PUT', `/tenant/itinerary/${quote.rowId}`, admin, {
      version: await version(quote),
      title: 'Renamed while Sent',
      num_pax: 4,
      room_preferable_dist: rooms,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the number of passengers of the quote', () =>
    lockedThenOpen(async (q) =>
      inject(ctx, 'PUT', `/tenant/itinerary/${q.rowId}`, admin, { version: await version(q), num_pax: 6 }),
    ));

  it('the currency and the contract of the quote (what the figures mean, the reseller commission)', async () => {
    const eur = (await inject(ctx, 'GET', '/tenant/currency?search=EUR', admin)).json().data[0].id as number;
    await lockedThenOpen(async (q) =>
      inject(ctx, 'PUT', `/tenant/itinerary/${q.rowId}`, admin, { version: await version(q), currency_id: eur }),
    );
    await lockedThenOpen(async (q) =>
      inject(ctx, 'PUT', `/tenant/itinerary/${q.rowId}`, admin, { version: await version(q), contract_id: null }),
    );
  });

  it('restoring an older version (its services, figures, party and rooms)', () =>
    lockedThenOpen((q) => inject(ctx, 'POST', `/tenant/itinerary/${q.rowId}/versions/1/restore`, admin)));

  it('the passenger list: its party, types, ages and rooms, though not its names', async () => {
    const q = await pricedQuote();
    const list = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.rowId}`, admin)).json().data as {
      id: number;
      name: string;
      type: string;
    }[];
    const put = (passengers: unknown[]) => inject(ctx, 'PUT', `/tenant/passengers/${q.rowId}`, admin, { passengers });
    const named = list.map((p, i) => ({ id: p.id, name: `Traveller ${i + 1}`, type: p.type }));
    await lockedThenOpen(() => put(named.slice(0, 3)), 200, q);
    await moveTo(q, 4);
    const four = [...named.slice(0, 3), { name: 'New traveller' }];
    expect((await put(four)).statusCode).toBe(422);
    const current = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.rowId}`, admin)).json().data as {
      id: number;
      type: string;
    }[];
    expectLockRefusal(
      await put(
        current.map((p, i) => ({
          id: p.id,
          name: `T${i}`,
          type: i === 0 ? 'child' : p.type,
          age: i === 0 ? 9 : undefined,
        })),
      ),
    );
    const renamed = await put(current.map((p, i) => ({ id: p.id, name: `Booked name ${i + 1}`, type: p.type })));
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe('booking on a Confirmed quote (issue 18 item 7)', () => {
  it('changes services booking status while content stays refused', async () => {
    const q = await pricedQuote();
    await moveTo(q, 2); // staff confirm straight from In Preparation
    const before = await stored(q.rowId);
    const one = await inject(ctx, 'POST', `/tenant/itinerary/service/status/${q.tour}/2`, admin);
    expect(one.statusCode, one.body).toBe(200);
    const all = await inject(ctx, 'POST', `/tenant/itinerary/${q.rowId}/services_status/2`, admin);
    expect(all.statusCode, all.body).toBe(200);
    const statuses = await ownerQuery<{ status: number }>(
      ctx,
      sql`SELECT status FROM itinerary_services WHERE itinerary_id = ${q.rowId}`,
    );
    expect(statuses.every((s) => s.status === 2)).toBe(true);
    const edit = await process(q, [{ id: q.tour, notes: 'Not while confirmed' }]);
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toContain('while it is Confirmed');
    expect((await stored(q.rowId)).services).toHaveLength((before.services as unknown[]).length);
  });
});
