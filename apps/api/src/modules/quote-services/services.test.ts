import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';
import { demoIds, ownerQuery, setStatus } from '../../../test/quotes.fixtures';
import { catalogueId, cuscoCatalogue, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

let ctx: TestContext;
const as: Record<string, Headers> = {};
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
let cat: Awaited<ReturnType<typeof cuscoCatalogue>>['cat'];
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'operator', 'agent']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  ids = await demoIds(ctx);
  ({ contract, cat } = await cuscoCatalogue(ctx, as.admin));
});
afterAll(() => ctx.close());

const andean = (extra: Record<string, unknown> = {}) => ({
  title: 'Cusco 4 days',
  client_id: ids.andean,
  contract_id: contract,
  start_date: '2026-07-01',
  end_date: '2026-07-04',
  num_pax: 4,
  ...extra,
});
const threeServices = () => [
  { service_id: cat.hotel, day: '1-4' },
  { service_id: cat.tour, day: '2' },
  { service_id: cat.transfer, day: '1' },
];
const process = (uuid: string, body: unknown, headers = as.admin, qs = '') =>
  inject(ctx, 'POST', `/tenant/itinerary/process/${uuid}${qs}`, headers, body);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are JSON read field by field
const byName = (answer: { services: { name: { value: string } }[] }, part: string): any =>
  answer.services.find((s) => s.name.value.includes(part));

describe('POST /tenant/itinerary/services/{uuid}', () => {
  it('adds catalogue services with their content, supplier and engine figures, and answers the process shape', async () => {
    const { quote, answer } = await quoteWith(ctx, as.admin, andean(), threeServices());
    expect(answer.affected).toHaveLength(3);
    const hotel = byName(answer, 'Casa Andina');
    // High season DBL 90 a night, 2 doubles for 4 pax, 3 nights, 20 % margin on the sale price.
    expect(hotel).toMatchObject({
      day: '1-4',
      start_date: '2026-07-01',
      end_date: '2026-07-04',
      level: 1,
      level_text: 'Comfort',
      units: 3,
      unit_label: 'Night(s)',
      quantity: 6,
      cost: 540,
      price: 675,
      percentage_margin: 20,
      isPriceEdited: false,
      errors: [],
    });
    expect(hotel.service_supplier).toEqual([
      expect.objectContaining({ supplier_code: expect.stringMatching(/^SUP-/), status: 1, cost: 540 }),
    ]);
    expect(hotel.service_price).toEqual([
      expect.objectContaining({ romm_id: 2, romm_name: 'DBL', room_qty: 2, price: 675 }),
    ]);
    expect(byName(answer, 'city tour')).toMatchObject({
      cost: 260,
      price: 325,
      units: 1,
      unit_label: 'Day(s)',
      category: { acronym: 'EXC' },
      location: [expect.objectContaining({ location_name: 'Cusco' })],
    });
    expect(
      answer.days.map((d: { start_day: number; start_date: string; services: unknown[] }) => [
        d.start_day,
        d.start_date,
        d.services.length,
      ]),
    ).toEqual([
      [1, '2026-07-01', 2],
      [2, '2026-07-02', 2],
      [3, '2026-07-03', 1],
      [4, '2026-07-04', 0],
    ]);
    const comfort = answer.prices.find((p: { type: string }) => p.type === 'seller').prices[0];
    expect(comfort).toMatchObject({ level: 1, hotel_total: 675, sub_total_hotel: 540 });
    // The list's price: the seller total of the cheapest level in use (Superior and Luxury have no hotel here).
    const totals = answer.prices
      .find((p: { type: string }) => p.type === 'seller')
      .prices.map((l: { total: number }) => l.total);
    expect(answer.itinerary).toMatchObject({ id: quote.id, version: 2, price: Math.min(...totals) });
    expect(answer.messages).toEqual([
      { errors: [], warnings: expect.arrayContaining(['Upsales has not been added!']) },
    ]);
    const history = await ownerQuery<{ entity: string; entity_id: number; action: string; version: number }>(
      ctx,
      sql`SELECT entity, entity_id, action, version FROM itinerary_history WHERE itinerary_id = ${quote.rowId} AND entity = 'service' ORDER BY id`,
    );
    expect(history.map((h) => [h.entity_id, h.action, h.version])).toEqual(
      answer.affected.map((id: number) => [id, 'added', 2]),
    );
    const snap = (await inject(ctx, 'GET', `/tenant/itinerary/${quote.id}/versions/2`, as.admin)).json();
    expect(snap.service_itinerary).toHaveLength(3);
    expect(snap.passengers).toHaveLength(4);
  });

  it('keeps every version whole while copying only the bodies of the services that changed', async () => {
    const { quote, answer } = await quoteWith(ctx, as.admin, andean(), threeServices());
    const tour = byName(answer, 'city tour');
    const edited = (await process(quote.uuid, [{ id: tour.id, price: 400 }])).json();
    expect(edited.itinerary.version).toBe(3);
    const bodies = await ownerQuery<{ service_id: number }>(
      ctx,
      sql`SELECT service_id FROM itinerary_service_snapshots WHERE itinerary_id = ${quote.rowId}`,
    );
    // Three bodies for version 2, then one more: the edited tour's.
    expect(bodies.map((b) => b.service_id).sort()).toEqual([...answer.affected, tour.id].sort());
    const [v2, v3] = await Promise.all(
      [2, 3].map(async (v) =>
        (await inject(ctx, 'GET', `/tenant/itinerary/${quote.id}/versions/${v}`, as.admin)).json(),
      ),
    );
    const ids = (v: { service_itinerary: { id: number }[] }) => v.service_itinerary.map((s) => s.id);
    expect(ids(v2)).toEqual(ids(v3));
    expect(v2.service_itinerary.find((s: { id: number }) => s.id === tour.id).price).toBe(325);
    expect(v3.service_itinerary.find((s: { id: number }) => s.id === tour.id).price).toBe(400);
  });

  it('places a levelled hotel at its level and a multi-day tour over its days; says which day input is wrong', async () => {
    const { quote, answer } = await quoteWith(ctx, as.admin, andean(), [{ service_id: cat.hotel, day: '2', level: 0 }]);
    expect(answer.services[0]).toMatchObject({ level: 1, day: '2', units: 1 });
    for (const [day, message] of [
      ['0', 'Day must be upper than 0.'],
      ['x', 'Incorrect value. Day must be a number.'],
    ]) {
      const res = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, as.admin, {
        services: [{ service_id: cat.tour, day }],
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    const noPax = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, as.admin, {
      services: [{ service_id: cat.tour, day: '1', passengers: [999999] }],
    });
    expect([noPax.statusCode, errorOf(noPax).message]).toEqual([422, 'Passenger 999999 is not on this quote.']);
  });

  it('answers 400 for junk, 401 without a token, 404 for unknown services and for another tenant', async () => {
    const { quote } = await quoteWith(ctx, as.admin, andean(), []);
    for (const body of [
      {},
      { services: [] },
      { services: [{ service_id: 'x', day: '1' }] },
      { services: [{ service_id: cat.tour, day: 'abc' }] },
      { services: [{ service_id: cat.tour, day: '1', level: 9 }] },
    ]) {
      const res = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, as.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      errorOf(res);
    }
    expect(
      (
        await inject(
          ctx,
          'POST',
          `/tenant/itinerary/services/${quote.uuid}`,
          {},
          { services: [{ service_id: cat.tour, day: '1' }] },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, as.admin, {
          services: [{ service_id: 999999, day: '1' }],
        })
      ).statusCode,
    ).toBe(404);
    const other = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, as.other, {
      services: [{ service_id: cat.tour, day: '1' }],
    });
    expect(other.statusCode).toBe(404);
    const otherTour = await catalogueId(ctx, as.other, 'cusco city tour');
    expect(
      (
        await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, as.admin, {
          services: [{ service_id: otherTour, day: '1' }],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /tenant/itinerary/process/{uuid}', () => {
  it('applies price edits the engine way: final price, then percentage, then back to the engine', async () => {
    const { quote, answer } = await quoteWith(ctx, as.admin, andean(), threeServices());
    const tour = byName(answer, 'city tour');
    const priced = (await process(quote.uuid, [{ id: tour.id, price: 400 }])).json();
    expect(byName(priced, 'city tour')).toMatchObject({
      price: 400,
      calculated_price: 325,
      isPriceEdited: true,
      percentage_margin: 35,
    });
    expect(priced.affected).toEqual([tour.id]);
    const pct = (await process(quote.uuid, [{ id: tour.id, percentage_margin: 50 }])).json();
    expect(byName(pct, 'city tour')).toMatchObject({ price: 520, percentage_margin: 50, isPriceEdited: true });
    const back = (await process(quote.uuid, [{ id: tour.id, percentage_margin: null, price: null }])).json();
    expect(byName(back, 'city tour')).toMatchObject({ price: 325, isPriceEdited: false });
    const cost = (await process(quote.uuid, [{ id: tour.id, cost_unit: 70 }])).json();
    expect(byName(cost, 'city tour')).toMatchObject({ cost: 280, cost_unit: 70, price: 350 });
    expect(cost.itinerary.version).toBe(6);
  });

  it('writes the figure a service held before its first price edit as the old value of its history', async () => {
    const { quote, answer } = await quoteWith(ctx, as.admin, andean(), threeServices());
    const tour = byName(answer, 'city tour');
    expect(tour.percentage_margin).toBe(20);
    const at22 = byName((await process(quote.uuid, [{ id: tour.id, percentage_margin: 22 }])).json(), 'city tour');
    expect(at22.price).toBeGreaterThan(tour.price);
    const priced = (await process(quote.uuid, [{ id: tour.id, price: 400 }])).json();
    expect(byName(priced, 'city tour').price).toBe(400);
    const history = (
      await inject(ctx, 'GET', `/tenant/itinerary/${quote.uuid}/history?entity_id=${tour.id}`, as.admin)
    ).json().data as { field: string; from: unknown; to: unknown }[];
    const changes = history.filter((h) => h.field?.startsWith('edit_')).map((h) => [h.field, h.from, h.to]);
    // The price replaced the 22 % price (and the margin edit gave way); entries of one version in any order.
    expect(changes).toHaveLength(3);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['edit_price', at22.price, '400'],
        ['edit_percentage_margin', 22, null],
        ['edit_percentage_margin', 20, 22],
      ]),
    );
  });

  it('moves a service to another day (dates follow), re-prices on an empty list without a new version, refuses a stale version', async () => {
    const { quote, answer } = await quoteWith(ctx, as.admin, andean(), threeServices());
    const tour = byName(answer, 'city tour');
    const moved = (
      await process(quote.uuid, [{ id: tour.id, day: '3', notes: 'Morning start', visible: false }])
    ).json();
    expect(byName(moved, 'city tour')).toMatchObject({
      day: '3',
      start_date: '2026-07-03',
      end_date: '2026-07-03',
      notes: { value: 'Morning start' },
      visible: 0,
    });
    const history = await ownerQuery<{ field: string }>(
      ctx,
      sql`SELECT field FROM itinerary_history WHERE itinerary_id = ${quote.rowId} AND entity_id = ${tour.id} AND action = 'updated' ORDER BY id`,
    );
    expect(history.map((h) => h.field)).toEqual(['notes', 'day', 'visible']);
    const same = await process(quote.uuid, []);
    expect(same.statusCode).toBe(200);
    expect(same.json().itinerary.version).toBe(moved.itinerary.version);
    const stale = await process(quote.uuid, [{ id: tour.id, notes: 'x' }], as.admin, '?version=1');
    expect(stale.statusCode).toBe(409);
    expect((await process(quote.uuid, [{ id: 999999, notes: 'x' }])).statusCode).toBe(404);
    expect((await process(quote.uuid, [{ id: tour.id, day: '0' }])).statusCode).toBe(400);
    expect((await process(quote.uuid, [{ id: tour.id, level: 7 }])).statusCode).toBe(400);
    const far = await process(quote.uuid, [{ id: tour.id, day: '2-999999' }]);
    expect([far.statusCode, errorOf(far).message]).toEqual([400, 'Day must be at most 1000.']);
    // Past an integer column: refused by the contract before any look-up (decisions 0013, 0023 and 0024).
    const past = await process(quote.uuid, [{ id: tour.id, location_ids: [1e12] }]);
    expect([past.statusCode, errorOf(past).message]).toEqual([400, expect.stringContaining('body.0.location_ids.0')]);
    const huge = await process(quote.uuid, [{ id: tour.id, cost_unit: 100_000_000, quantity: 10_000 }]);
    expect([huge.statusCode, errorOf(huge).message]).toEqual([422, expect.stringMatching(/too large to store/)]);
    expect((await process(quote.uuid, [{ id: tour.id }], as.other)).statusCode).toBe(404);
    expect((await process(quote.uuid, [], {})).statusCode).toBe(401);
  });
});

describe('list, delete and status', () => {
  it('lists by day then order as a bare array, filters by dates and pages up to 5000', async () => {
    const { quote } = await quoteWith(ctx, as.admin, andean(), threeServices());
    const list = (await inject(ctx, 'GET', `/tenant/itinerary/services/${quote.id}`, as.admin)).json();
    expect(list.map((s: { day: string; name: { value: string } }) => s.day)).toEqual(['1-4', '1', '2']);
    const day2 = (
      await inject(ctx, 'GET', `/tenant/itinerary/services/${quote.uuid}?from=2026-07-02&to=2026-07-02`, as.admin)
    ).json();
    expect(day2.map((s: { day: string }) => s.day)).toEqual(['1-4', '2']);
    const paged = (await inject(ctx, 'GET', `/tenant/itinerary/services/${quote.id}?limit=2&page=2`, as.admin)).json();
    expect(paged).toHaveLength(1);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/services/${quote.id}?limit=5001`, as.admin)).statusCode).toBe(
      400,
    );
    expect((await inject(ctx, 'GET', `/tenant/itinerary/services/${quote.id}`, as.other)).statusCode).toBe(404);
  });

  it('deletes a service and sets statuses; a canceled service leaves the totals', async () => {
    const { quote, answer } = await quoteWith(ctx, as.admin, andean(), threeServices());
    const comfort = (a: { prices: { type: string; prices: { services_total: number }[] }[] }) =>
      a.prices.find((p) => p.type === 'seller')!.prices[0]!.services_total;
    const tour = byName(answer, 'city tour');
    const canceled = await inject(ctx, 'POST', `/tenant/itinerary/service/status/${tour.id}/3`, as.admin);
    expect(canceled.statusCode).toBe(200);
    expect(byName(canceled.json(), 'city tour')).toMatchObject({ status: 3 });
    expect(comfort(canceled.json())).toBe(comfort(answer) - 325);
    const all = (await inject(ctx, 'POST', `/tenant/itinerary/${quote.uuid}/services_status/2`, as.admin)).json();
    expect(all.services.map((s: { status: number }) => s.status)).toEqual([2, 2, 2]);
    expect(all.affected).toHaveLength(3);
    expect((await inject(ctx, 'POST', `/tenant/itinerary/service/status/${tour.id}/4`, as.admin)).statusCode).toBe(400);
    expect((await inject(ctx, 'POST', `/tenant/itinerary/service/status/${tour.id}/3`, as.other)).statusCode).toBe(404);
    const gone = await inject(ctx, 'DELETE', `/tenant/itinerary/service/${tour.id}`, as.admin);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().services).toHaveLength(2);
    const [entry] = await ownerQuery<{ action: string }>(
      ctx,
      sql`SELECT action FROM itinerary_history WHERE entity_id = ${tour.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(entry!.action).toBe('deleted');
    expect((await inject(ctx, 'DELETE', `/tenant/itinerary/service/${tour.id}`, as.admin)).statusCode).toBe(404);
    expect(
      (await inject(ctx, 'DELETE', `/tenant/itinerary/service/${byName(answer, 'Casa').id}`, as.other)).statusCode,
    ).toBe(404);
  });
});

describe('statuses and locked prices', () => {
  it('keeps the stored figures while Sent, refuses check_prices then, and refuses edits once Confirmed', async () => {
    const { quote, answer } = await quoteWith(ctx, as.admin, andean(), threeServices());
    expect((await setStatus(ctx, as.admin, quote.id, 4)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`UPDATE rate_lines SET unit_cost = unit_cost * 2 WHERE service_id = ${cat.tour}`);
    const kept = (await process(quote.uuid, [])).json();
    expect(byName(kept, 'city tour')).toMatchObject({ cost: 260, price: 325 });
    const refused = await inject(ctx, 'PUT', `/tenant/itinerary/check_prices/${quote.uuid}`, as.admin);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toMatch(/Prices are locked while the quote is Sent or Under Review/);
    expect(
      (
        await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/services/update`, as.admin, {
          services: [answer.services[0].id],
        })
      ).statusCode,
    ).toBe(422);
    expect((await setStatus(ctx, as.admin, quote.id, 1)).statusCode).toBe(200);
    const fresh = (await inject(ctx, 'PUT', `/tenant/itinerary/check_prices/${quote.uuid}`, as.admin)).json();
    expect(byName(fresh, 'city tour')).toMatchObject({ cost: 520, price: 650 });
    expect(fresh.affected).toEqual([byName(fresh, 'city tour').id]);
    await ctx.database.db.execute(sql`UPDATE rate_lines SET unit_cost = unit_cost / 2 WHERE service_id = ${cat.tour}`);
    await setStatus(ctx, as.admin, quote.id, 4);
    await setStatus(ctx, as.admin, quote.id, 2);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, as.admin, {
      services: [{ service_id: cat.tour, day: '1' }],
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toMatch(/cannot be edited while it is Confirmed/);
    expect(
      (await inject(ctx, 'DELETE', `/tenant/itinerary/service/${answer.services[0].id}`, as.admin)).statusCode,
    ).toBe(422);
  });
});

describe('PUT /tenant/itinerary/{id} (basic info)', () => {
  it('saves the new dates and party already re-priced: service dates follow the start, the snapshot holds the new figures', async () => {
    const { quote, answer } = await quoteWith(ctx, as.admin, andean(), threeServices());
    const hotel = byName(answer, 'Casa Andina');
    const before = (await inject(ctx, 'GET', `/tenant/itinerary/${quote.id}`, as.admin)).json().data;
    const put = await inject(ctx, 'PUT', `/tenant/itinerary/${quote.id}`, as.admin, {
      version: before.version,
      start_date: '2026-07-11',
      end_date: '2026-07-14',
      num_pax: 6,
    });
    expect(put.statusCode).toBe(200);
    const saved = put.json();
    expect(saved.itinerary).toMatchObject({ version: before.version + 1, num_pax: 6, start_date: '2026-07-11' });
    expect(saved.days[0]).toMatchObject({ start_day: 1, start_date: '2026-07-11', end_date: '2026-07-11' });
    expect(saved.messages).toEqual([{ errors: [], warnings: expect.any(Array) }]);
    // The version written by the PUT already carries the moved, re-priced hotel (3 doubles for 6 pax).
    const snap = (
      await inject(ctx, 'GET', `/tenant/itinerary/${quote.id}/versions/${before.version + 1}`, as.admin)
    ).json();
    const stored = (snap.service_itinerary as { id: number; start_date: string; cost: number }[]).find(
      (x) => x.id === hotel.id,
    )!;
    expect(stored).toMatchObject({ start_date: '2026-07-11' });
    expect(Number(stored.cost)).toBe(810);
    expect(saved.itinerary.price).not.toBe(before.price);
  });
});
