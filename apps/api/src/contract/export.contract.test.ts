import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { buildApp } from '../app';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import { ownerQuery } from '../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../test/quote-services.fixtures';

// Decision 0035: I16 (export) and I22 (service import) sent as the original client sends them — JSON declared on a
// bodyless POST, the uuid in the path, `source=oppen`, and the one button that sends `undefined` for both — and
// what it reads back: 200 with `exporting`, or `message` as the alert title with `errors.services` per
// itinerary-service id (§1.5); I22's `message` and the codes in `queue.importing.services` (§5.3). No worker runs
// here, so the queued work stays visible.

let ctx: TestContext;
let queue: JobQueue;
let headers: Headers;
let uuid: string;
let serviceId: number;

beforeAll(async () => {
  const base = await createTestApp();
  await base.app.close();
  queue = createJobQueue(base.database);
  await queue.start();
  const app = await buildApp(base.config, { database: base.database, queue });
  await app.ready();
  ctx = { ...base, app, close: async () => (await app.close(), await queue.stop(), await base.close()) };
  const admin = await signIn(ctx.app, 'admin@itinera.demo');
  headers = {
    ...admin.headers,
    accept: 'application/json',
    'content-type': 'application/json',
    'cache-control': 'no-cache',
  };
  const hotel = await catalogueId(ctx, headers, 'Casa Andina Standard');
  const { quote } = await quoteWith(
    ctx,
    headers,
    { title: 'Contract export', start_date: '2027-02-01', end_date: '2027-02-03', num_pax: 2 },
    [{ service_id: hotel, day: '1-2', level: 1 }],
  );
  uuid = quote.uuid;
  serviceId = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}`, headers)).json()[0].id;
}, 120_000);
afterAll(() => ctx.close());

const post = (url: string) => ctx.app.inject({ method: 'POST', url, headers, payload: '' });

describe('I16 POST /tenant/itinerary/{uuid}/export?source=oppen', () => {
  it('refuses with message as the title and errors.services keyed by itinerary-service id', async () => {
    await ownerQuery(ctx, sql`UPDATE itinerary_services SET service_supplier = '[]'::jsonb WHERE id = ${serviceId}`);
    await ownerQuery(ctx, sql`UPDATE itineraries SET updated_at = now() WHERE uuid = ${uuid}`);
    const res = await post(`/tenant/itinerary/${uuid}/export?source=oppen`);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(typeof body.message).toBe('string');
    expect(typeof body.errors.data).toBe('string');
    expect(body.errors.services).toEqual({ [String(serviceId)]: ['This service has no provider'] });
    await ownerQuery(
      ctx,
      sql`UPDATE itinerary_services SET service_supplier = '[{"supplier_code":"S","name":"Casa"}]'::jsonb WHERE id = ${serviceId}`,
    );
    await ownerQuery(ctx, sql`UPDATE itineraries SET updated_at = now() WHERE uuid = ${uuid}`);
  });

  it('answers 200 with exporting=[uuid], which the detail then carries', async () => {
    const res = await post(`/tenant/itinerary/${uuid}/export?source=oppen`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().exporting).toEqual([uuid]);
    const detail = (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, headers)).json();
    expect(detail.exporting).toEqual([uuid]);
    expect(Array.isArray(detail.importing)).toBe(true);
    const list = (await inject(ctx, 'GET', '/tenant/itinerary?page=1&limit=5', headers)).json();
    expect(list.queue).toMatchObject({ exporting: [uuid], deleting: [], refreshing: [] });
  });

  it('answers the button that sends undefined with a 400 in the error body', async () => {
    const res = await post('/tenant/itinerary/undefined/export?source=undefined');
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().errors.data).toBe('string');
    const source = await post(`/tenant/itinerary/${uuid}/export?source=undefined`);
    expect(source.statusCode).toBe(400);
    expect(source.json().errors.data).toBe('"undefined" is not an export source. Known sources: oppen.');
  });
});

describe('I22 POST /tenant/itinerary/{uuid}/service-import', () => {
  it('answers message and keeps the codes in queue.importing.services until the job runs', async () => {
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/service-import`, headers, {
      services: ['HTL-CUZ-1', 'TRF-1'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(typeof res.json().message).toBe('string');
    const detail = (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, headers)).json();
    expect(detail.queue.importing.services).toEqual(['HTL-CUZ-1', 'TRF-1']);
  });
});
