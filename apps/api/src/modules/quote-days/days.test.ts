import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import {
  cuscoQuote,
  daysOf,
  daysWorld,
  quoteRow,
  serviceDays,
  servicesByDay,
  servicesOf,
  type DaysWorld,
} from '../../../test/quote-days.fixtures';

// Decision 0027: the days of a quote (D1) and saving them (D2). A day's services are the services its
// number is in the range of, so moving one between days is a change of the service's day.

let ctx: TestContext;
let admin: Headers;
let w: DaysWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await daysWorld(ctx, admin);
});
afterAll(() => ctx.close());

const save = (uuid: string, body: unknown, qs = '') =>
  inject(ctx, 'POST', `/tenant/itinerary/days/${uuid}${qs}`, admin, body);

describe('GET /tenant/itinerary/days/{uuid} (D1)', () => {
  it('answers every day of the quote with its date and the services on it, ten at a time, without writing', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const res = await inject(ctx, 'GET', `/tenant/itinerary/days/${q.quote.uuid}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    const days = res.json();
    expect(
      days.map((d: { start_day: number; start_date: string; id: null }) => [d.start_day, d.start_date, d.id]),
    ).toEqual([
      [1, '2026-07-01', null],
      [2, '2026-07-02', null],
      [3, '2026-07-03', null],
      [4, '2026-07-04', null],
    ]);
    // The stay is on its three nights, not on the day it checks out.
    expect(servicesByDay(days)).toEqual([
      [1, [q.hotel, q.transfer]],
      [2, [q.hotel, q.tour]],
      [3, [q.hotel, q.valley]],
      [4, []],
    ]);
    expect(days[1]).toMatchObject({
      itinerary_id: q.quote.rowId,
      end_date: '2026-07-02',
      title: { value: '' },
      description: { value: '' },
      meals: { breakfast: false, lunch: false, dinner: false },
      services: [
        { id: q.hotel, itinerary_service: q.hotel, order: 1 },
        { id: q.tour, itinerary_service: q.tour, order: 2 },
      ],
    });
    const page = await inject(ctx, 'GET', `/tenant/itinerary/days/${q.quote.uuid}?limit=3&page=2`, admin);
    expect(page.json().map((d: { start_day: number }) => d.start_day)).toEqual([4]);
    expect(page.headers['x-total-count']).toBe('4');
    expect((await quoteRow(ctx, admin, q.quote.uuid)).version).toBe(q.quote.version + 1);
    // By the numeric id too, like the other quote routes.
    expect((await inject(ctx, 'GET', `/tenant/itinerary/days/${q.quote.rowId}`, admin)).statusCode).toBe(200);
  });

  it('moves the dates with the quote start date', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const version = (await quoteRow(ctx, admin, q.quote.uuid)).version;
    const res = await inject(ctx, 'PUT', `/tenant/itinerary/${q.quote.uuid}`, admin, {
      version,
      start_date: '2026-08-10',
      end_date: '2026-08-13',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await daysOf(ctx, admin, q.quote.uuid)).map((d) => d.start_date)).toEqual([
      '2026-08-10',
      '2026-08-11',
      '2026-08-12',
      '2026-08-13',
    ]);
  });
});

describe('POST /tenant/itinerary/days/{uuid} (D2)', () => {
  it('writes a day: plain title, cleaned HTML, places, meals, images; a new version with history', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const before = await quoteRow(ctx, admin, q.quote.uuid);
    const res = await save(q.quote.uuid, [
      {
        id: null,
        start_day: 2,
        title: { id: null, value: '  Cusco & its ruins ' },
        description: {
          id: null,
          value:
            '<p onclick="x()">Walk the <strong>old town</strong><script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><a href="https://cusco.example">map</a><img src=x onerror=y>',
        },
        location: [{ id: w.places.cusco, order: 1 }],
        overnight_location_id: w.places.cusco,
        meals: { breakfast: true, lunch: false, dinner: true },
        images: '{https://pics.example/cusco.jpg,/media/a1.jpg}',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json();
    expect(days).toHaveLength(4);
    const day = days[1];
    expect(day).toMatchObject({
      id: expect.any(Number),
      start_day: 2,
      title: { value: 'Cusco & its ruins' },
      description: {
        value: '<p>Walk the <strong>old town</strong></p><a>bad</a><a href="https://cusco.example">map</a>',
      },
      location: [{ id: w.places.cusco, order: 1, location_name: 'Cusco' }],
      overnight_location_id: w.places.cusco,
      overnight_location_name: 'Cusco',
      meals: { breakfast: true, lunch: false, dinner: true },
      images: ['https://pics.example/cusco.jpg', '/media/a1.jpg'],
    });
    expect((await quoteRow(ctx, admin, q.quote.uuid)).version).toBe(before.version + 1);
    const history = await ownerQuery<{ entity: string; entity_id: number; action: string; field: string }>(
      ctx,
      sql`SELECT entity, entity_id, action, field FROM itinerary_history WHERE itinerary_id = ${q.quote.rowId} AND entity = 'day' ORDER BY id`,
    );
    expect(history).toEqual([{ entity: 'day', entity_id: day.id, action: 'created', field: 'start_day' }]);
    // Editing it again by id: one entry per field that changed; the other fields stay.
    const again = await save(q.quote.uuid, [{ id: day.id, start_day: 2, title: 'Cusco', location: [] }]);
    expect(again.json()[1]).toMatchObject({
      id: day.id,
      title: { value: 'Cusco' },
      location: [],
      meals: { dinner: true },
    });
    const fields = await ownerQuery<{ field: string }>(
      ctx,
      sql`SELECT field FROM itinerary_history WHERE itinerary_id = ${q.quote.rowId} AND entity = 'day' AND action = 'updated' ORDER BY id`,
    );
    expect(fields.map((f) => f.field)).toEqual(['title', 'location_ids']);
  });

  it('orders the services of a day and moves a service named from another day onto it, re-priced', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const priced = (await servicesOf(ctx, admin, q.quote.uuid)).find((s) => s.id === q.tour)!;
    const res = await save(q.quote.uuid, [
      {
        id: null,
        start_day: 3,
        services: [
          { id: q.tour, itinerary_service: q.tour, order: 1 },
          { id: q.valley, itinerary_service: q.valley, order: 2 },
          { id: q.hotel, itinerary_service: q.hotel, order: 3 },
        ],
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // One order holds for every day: the stay, last on day 3 now, follows the transfer on day 1 too.
    expect(servicesByDay(res.json())).toEqual([
      [1, [q.transfer, q.hotel]],
      [2, [q.hotel]],
      [3, [q.tour, q.valley, q.hotel]],
      [4, []],
    ]);
    const tour = (await servicesOf(ctx, admin, q.quote.uuid)).find((s) => s.id === q.tour)!;
    expect(tour).toMatchObject({ day: '3', start_date: '2026-07-03', price: priced.price });
    const moved = await ownerQuery<{ entity_id: number; from_value: string; to_value: string }>(
      ctx,
      sql`SELECT entity_id, from_value, to_value FROM itinerary_history WHERE itinerary_id = ${q.quote.rowId} AND entity = 'service' AND action = 'moved'`,
    );
    expect(moved).toEqual([{ entity_id: q.tour, from_value: '2', to_value: '3' }]);
  });

  it('reorders whole days with _order_start_day: written days and the services starting on them follow', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const first = (await save(q.quote.uuid, [{ id: null, start_day: 2, title: 'City day' }])).json();
    const days = first.map((d: { id: number | null; start_day: number; services: unknown[] }) => ({
      ...d,
      _order_start_day: true,
    }));
    // Day 2 (written, the tour) and day 3 (not written, the valley) swap places.
    const swapped = [days[0], { ...days[2], start_day: 2 }, { ...days[1], start_day: 3 }, days[3]];
    const res = await save(q.quote.uuid, swapped);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after[2]).toMatchObject({ id: first[1].id, title: { value: 'City day' } });
    expect(await serviceDays(ctx, admin, q.quote.uuid)).toMatchObject({
      [q.tour]: '3',
      [q.valley]: '2',
      [q.hotel]: '1-4',
      [q.transfer]: '1',
    });
    expect((await quoteRow(ctx, admin, q.quote.uuid)).num_day).toBe(4);
  });

  it('adds a free day inside the programme (a reorder with a new day) and at its end', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const days = await daysOf(ctx, admin, q.quote.uuid);
    const list = [
      { ...days[0], _order_start_day: true },
      { id: null, start_day: 2, duration: 1, title: 'Rest day', _order_start_day: true },
      ...days.slice(1).map((d) => ({ ...d, start_day: d.start_day + 1, _order_start_day: true })),
    ];
    const res = await save(q.quote.uuid, list);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((d: { title: { value: string } }) => d.title.value)).toEqual(['', 'Rest day', '', '', '']);
    expect(await serviceDays(ctx, admin, q.quote.uuid)).toMatchObject({
      [q.tour]: '3',
      [q.valley]: '4',
      [q.hotel]: '1-4',
    });
    expect(await quoteRow(ctx, admin, q.quote.uuid)).toMatchObject({ num_day: 5, end_date: '2026-07-05' });
    const end = await save(q.quote.uuid, [{ id: null, start_day: 6, title: 'Departure' }]);
    expect(end.statusCode, end.body).toBe(200);
    expect(await quoteRow(ctx, admin, q.quote.uuid)).toMatchObject({ num_day: 6, end_date: '2026-07-06' });
    const far = await save(q.quote.uuid, [{ id: null, start_day: 9, title: 'Too far' }]);
    expect(far.statusCode).toBe(422);
  });

  it('removes a day sent with status -1 as D4 does (its services to the day before)', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const written = (await save(q.quote.uuid, [{ id: null, start_day: 3, title: 'Valley' }])).json();
    const res = await save(q.quote.uuid, [{ ...written[2], status: -1 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(await serviceDays(ctx, admin, q.quote.uuid)).toMatchObject({ [q.valley]: '2', [q.hotel]: '1-3' });
    expect(await quoteRow(ctx, admin, q.quote.uuid)).toMatchObject({ num_day: 3, end_date: '2026-07-03' });
  });
});
