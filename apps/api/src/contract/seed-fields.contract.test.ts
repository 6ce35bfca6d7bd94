import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { buildApp } from '../app';
import { createJobQueue } from '../jobs/queue';
import { demoIds } from '../../test/quotes.fixtures';
import { catalogueId, inject, type Headers } from '../../test/quote-services.fixtures';
import { originalClientHeaders } from '../../test/original-client';
import { createFourDayQuote, fourDayForm } from '../../test/original-client-quote.fixtures';

// Decision 0067, the quote fields of spec 01 §3 and spec 02 §3, sent as the original client sends them:
// `trip_type` from its basic-info form (I5, I6) answered on the detail, `quote_creation`, and the
// quote's `tasks` on the detail as on the status answer (the activity types, from the jobs).

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let ctx: TestContext;
let headers: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  // A job queue with no worker, so a service import stays waiting (as in export.contract.test.ts).
  const base = await createTestApp();
  await base.app.close();
  const queue = createJobQueue(base.database);
  await queue.start();
  const app = await buildApp(base.config, { database: base.database, queue });
  await app.ready();
  ctx = { ...base, app, close: async () => (await app.close(), await queue.stop(), await base.close()) };
  headers = originalClientHeaders((await signIn(ctx.app, 'admin@itinera.demo')).headers);
  ids = await demoIds(ctx);
});
afterAll(() => ctx.close());

const form = (title: string, trip_type: number) => fourDayForm({ title, client_id: ids.andean, trip_type });

const createAsClient = (title: string, trip_type: number) =>
  createFourDayQuote(ctx, headers, { title, client_id: ids.andean, trip_type });

const detail = async (uuid: string) => {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('quote fields (spec 01 §3): trip_type and quote_creation', () => {
  it('stores the form’s trip_type and answers it on the detail; I6 changes it', async () => {
    const uuid = await createAsClient('Trip type', 3);
    const read = await detail(uuid);
    expect(read.data.trip_type).toBe(3);
    // quote_creation is the creation instant, whatever the form sent.
    expect(read.data.quote_creation).toBe(read.data.created);
    const put = await inject(ctx, 'PUT', `/tenant/itinerary/${uuid}?cur_step=1&last_step=1`, headers, {
      ...form('Trip type', 2)[0],
      version: read.data.version,
      cur_step: 1,
      last_step: 1,
    });
    expect(put.statusCode, put.body.slice(0, 300)).toBe(200);
    expect(put.json().itinerary.trip_type).toBe(2);
    // The save state goes from empty to 'updated' (spec 01 §5).
    expect(put.json().update_state).toBe('updated');
    expect((await detail(uuid)).data.trip_type).toBe(2);
  });

  it('answers trip_type null when never chosen and refuses one outside 1–4', async () => {
    const made = await inject(ctx, 'POST', '/tenant/itinerary', headers, { title: 'No trip type' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.trip_type).toBeNull();
    const bad = await inject(ctx, 'POST', '/tenant/itinerary', headers, { title: 'Bad', trip_type: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.data).toMatch(/trip_type/);
  });
});

describe('tasks on the detail (spec 01 §3 work in progress, §4 activity types)', () => {
  it('answers no task when nothing runs, then the service import waiting, as the status answer does', async () => {
    const uuid = await createAsClient('Tasks', 1);
    expect((await detail(uuid)).tasks).toEqual([]);
    const queued = await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/service-import`, headers, {
      services: ['HTL-CUZ-1'],
    });
    expect(queued.statusCode).toBe(200);
    const importing = { task: 'service_import', itinerary: { id: uuid }, services: [{ code: 'HTL-CUZ-1' }] };
    expect((await detail(uuid)).tasks).toEqual([importing]);
    const moved = await inject(ctx, 'POST', `/tenant/itinerary/status/${uuid}/4?cur_step=1&last_step=1`, headers, {
      id: uuid,
      status: 4,
    });
    expect(moved.statusCode, moved.body.slice(0, 300)).toBe(200);
    expect(moved.json().tasks).toEqual([importing]);
  });
});

describe('service fields (spec 02 §3) on S1 rows and the S3 answer', () => {
  it('answers destination, servicesRelated, isGrouped, affected, delete and each price line’s prices', async () => {
    const uuid = await createAsClient('Service fields', 1);
    const tour = await catalogueId(ctx, headers, 'cusco city tour');
    const added = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/services/${uuid}?cur_step=1&last_step=1&calculate_prices=1&sm=`,
      headers,
      [1, 2].map((day) => ({ id: null, service: tour, day, passengers: '{}', images: '{}', visible: 1, optional: 0 })),
    );
    expect(added.statusCode, added.body.slice(0, 300)).toBe(200);
    const rows = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, headers)).json() as Json[];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ servicesRelated: [], isGrouped: false, affected: false, delete: false });
      // Cusco is a destination of Peru: the row's place below the country.
      expect(row.destination).toMatchObject({
        location_name: expect.stringMatching(/cusco/i),
        parent: expect.any(Number),
      });
      expect(row.destination.parent).not.toBe(0);
      for (const line of row.service_price as Json[])
        expect(line.prices).toEqual([{ price: line.price, price_unit: line.price_unit }]);
    }
    const [first, second] = rows as [Json, Json];
    const processed = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/process/${uuid}?cur_step=1&last_step=1&calculate_prices=1&calculate_room_distribution=0`,
      headers,
      [{ ...first, notes: { id: first.id, value: 'Bring a hat', translate: [] } }, second],
    );
    expect(processed.statusCode, processed.body.slice(0, 300)).toBe(200);
    // Each row's flag says what the answer's `affected` list says: the rows this write changed.
    const { services: answered, affected } = processed.json() as { services: Json[]; affected: number[] };
    expect(affected).toContain(first.id);
    for (const s of answered) expect(s.affected, `service ${s.id}`).toBe(affected.includes(s.id));
    // A read afterwards highlights nothing.
    const reread = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, headers)).json() as Json[];
    for (const s of reread) expect(s.affected).toBe(false);
  });
});

describe('I20 audit fields (spec 02 §3): created/updated on seller entries and level prices', () => {
  it('answers the quote’s creation and the last pricing run on every entry and level', async () => {
    const uuid = await createAsClient('Audit fields', 1);
    const tour = await catalogueId(ctx, headers, 'cusco city tour');
    await inject(
      ctx,
      'POST',
      `/tenant/itinerary/services/${uuid}?cur_step=1&last_step=1&calculate_prices=1&sm=`,
      headers,
      [{ id: null, service: tour, day: 1, passengers: '{}', images: '{}', visible: 1, optional: 0 }],
    );
    const created = (await detail(uuid)).data.created as string;
    const prices = (await inject(ctx, 'GET', `/tenant/itinerary/prices/${uuid}`, headers)).json() as Json[];
    expect(prices.length).toBeGreaterThan(0);
    for (const entry of prices) {
      expect(entry.created_at).toBe(created);
      expect(Date.parse(entry.updated_at)).toBeGreaterThanOrEqual(Date.parse(created));
      for (const level of entry.prices as Json[])
        expect(level).toMatchObject({ created_at: entry.created_at, updated_at: entry.updated_at });
    }
  });
});

describe('rooms (spec 02 §3): the room-types list and the room fields on the quote', () => {
  it('answers every room type with max_child, description and id_room_type, as a cached list is asked', async () => {
    const res = await inject(ctx, 'GET', '/tenant/room-types?page=1&page=1&limit=10&search=&name=', headers);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const rows = res.json().data as Json[];
    expect(rows.map((r) => r.acronym)).toEqual(['SGL', 'DBL', 'TWI', 'TRP', 'QUA']);
    for (const r of rows) {
      expect(r.id_room_type).toBe(r.id);
      expect(r.max_child).toBe(0);
      expect(r.description).toMatchObject({ id: r.id, value: expect.any(String), translate: [] });
    }
    expect((await inject(ctx, 'GET', '/tenant/room-types', {})).statusCode).toBe(401);
  });

  it('answers the quote’s room distribution with its room types’ fields after the form saves it', async () => {
    const rooms = [1, 2, 3, 4, 5].map((id) => ({
      id: null,
      name: ['Single', 'Double', 'Twin', 'Triple', 'Quadruple'][id - 1],
      acronym: ['SGL', 'DBL', 'TWI', 'TRP', 'QUA'][id - 1],
      bed_num: 1,
      max_pax: id,
      max_child: 0,
      description: { id: null, value: null, translate: [] },
      id_room_type: id,
      qty: id === 2 ? 1 : 0,
      max_qty: 10,
      status: 1,
    }));
    const made = await inject(ctx, 'POST', '/tenant/itinerary?cur_step=1&last_step=1', headers, [
      { ...form('Rooms', 1)[0], room_preferable_dist: rooms },
    ]);
    expect(made.statusCode, made.body.slice(0, 300)).toBe(201);
    const read = await detail(made.json().messages[0].itinerary);
    expect(read.data.room_preferable_dist).toEqual([
      expect.objectContaining({ id_room_type: 2, qty: 1, acronym: 'DBL', max_child: 0, bed_num: 1 }),
    ]);
    expect(read.data.room_preferable_dist[0].description.value).toMatch(/Double room/);
  });
});

describe('sign-up (spec 01 §5): the registration body as the spec sends it', () => {
  it('registers with {name, email, password, password_confirmation = password, role: 1} and no company', async () => {
    const password = 'cordillera-blanca-6768';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/register',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: { name: 'Rosa Huamán', email: 'rosa@huaman.pe', password, password_confirmation: password, role: 1 },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json().data.tenant.name).toBe('Rosa Huamán');
    expect(res.json().data.user.roles.data).toEqual([{ id: 1, name: 'admin' }]);
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/register',
      payload: {
        name: 'Rosa Two',
        email: 'rosa2@huaman.pe',
        password,
        password_confirmation: 'other-one-1234',
        role: 1,
      },
    });
    expect(mismatch.statusCode).toBe(400);
  });
});
