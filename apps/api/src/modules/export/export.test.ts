import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, waitUntil, type TestContext } from '../../../test/helper';
import { loadWorkbook } from '../../lib/xlsx';
import { buildApp } from '../../app';
import { seedDemo } from '../../seed/seed';
import { createJobQueue, type JobQueue } from '../../jobs/queue';
import { registerWorkers } from '../../workers';
import { createQuote, ownerQuery } from '../../../test/quotes.fixtures';
import { catalogueId, inject as send, quoteWith } from '../../../test/quote-services.fixtures';
import { bookingQuote } from '../../../test/booking.fixtures';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';

// External export through the real pg-boss queue and a real local HTTP receiver (decision 0035).

const SECRET = 'whsec-itinera-test-0123456789';
let ctx: TestContext;
let queue: JobQueue;
let receiver: WebhookReceiver;
let admin: Record<string, string>;
let operator: Record<string, string>;
let other: Record<string, string>;
const answers: string[] = [];

beforeAll(async () => {
  // The receiver listens on 127.0.0.1, an internal address the operator must allow (decision 0052).
  const env = {
    EXPORT_RETRY_DELAY_SECONDS: '1',
    EXPORT_TIMEOUT_MS: '1500',
    EXPORT_SECRET_KEY: 'b'.repeat(64),
    OUTBOUND_ALLOW_INTERNAL: '127.0.0.1',
  };
  const base = await createTestApp({ env });
  await seedDemo(base.database, 'other');
  await base.app.close();
  queue = createJobQueue(base.database);
  await queue.start();
  const app = await buildApp(base.config, { database: base.database, queue });
  await registerWorkers(queue, app);
  await app.ready();
  ctx = {
    ...base,
    app,
    close: async () => {
      await app.close();
      await queue.stop();
      await base.close();
    },
  };
  receiver = await startWebhookReceiver(SECRET);
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
});

/** Every answer is kept: none may ever hold the secret. */
const inject = async (...args: Parameters<typeof send>) => {
  const res = await send(...args);
  answers.push(res.body);
  return res;
};

let quoteUuid: string;
let hotelService: number;
const exportsOf = async (uuid: string, headers = admin) =>
  (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/exports`, headers)).json();
const exportTo = (uuid: string, source: string, headers = admin) =>
  inject(ctx, 'POST', `/tenant/itinerary/${uuid}/export?source=${source}`, headers);
const finished = (uuid: string) => async () =>
  ((await exportsOf(uuid)).data as { status: string }[]).every(
    (e) => e.status === 'delivered' || e.status === 'failed',
  );

describe('export targets (Configuration, admin only)', () => {
  it('creates a signed webhook and never answers its secret', async () => {
    const res = await inject(ctx, 'POST', '/tenant/export-targets', admin, {
      source: 'crm',
      name: 'CRM webhook',
      kind: 'webhook',
      url: receiver.url,
      secret: SECRET,
      max_attempts: 3,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ source: 'crm', kind: 'webhook', has_secret: true, max_attempts: 3 });
    const list = await inject(ctx, 'GET', '/tenant/export-targets', admin);
    expect(list.json().data.map((t: { source: string }) => t.source)).toEqual(['crm', 'oppen']);
    const [stored] = await ownerQuery<{ secret_enc: string }>(
      ctx,
      sql`SELECT secret_enc FROM export_targets WHERE source = 'crm'`,
    );
    expect(stored!.secret_enc).not.toContain(SECRET);
  });

  it('refuses a webhook without secret, a duplicate source, and anyone but an administrator', async () => {
    const noSecret = await inject(ctx, 'POST', '/tenant/export-targets', admin, {
      source: 'x',
      name: 'X',
      kind: 'webhook',
      url: receiver.url,
    });
    expect(noSecret.statusCode).toBe(400);
    const dup = await inject(ctx, 'POST', '/tenant/export-targets', admin, {
      source: 'CRM',
      name: 'again',
      kind: 'file',
    });
    expect(dup.statusCode).toBe(409);
    expect((await inject(ctx, 'GET', '/tenant/export-targets', operator)).statusCode).toBe(403);
  });

  it('keeps each company to its own targets', async () => {
    const mine = (await inject(ctx, 'GET', '/tenant/export-targets', admin)).json().data as {
      id: number;
      source: string;
    }[];
    const crm = mine.find((t) => t.source === 'crm')!;
    expect(
      (await inject(ctx, 'GET', '/tenant/export-targets', other)).json().data.map((t: { source: string }) => t.source),
    ).toEqual(['oppen']);
    expect((await inject(ctx, 'PUT', `/tenant/export-targets/${crm.id}`, other, { name: 'stolen' })).statusCode).toBe(
      404,
    );
    expect((await inject(ctx, 'DELETE', `/tenant/export-targets/${crm.id}`, other)).statusCode).toBe(404);
  });
});

describe('export checks', () => {
  beforeAll(async () => {
    const hotel = await catalogueId(ctx, admin, 'Casa Miraflores Boutique');
    const { quote } = await quoteWith(
      ctx,
      admin,
      { title: 'Export me', start_date: '2027-03-01', end_date: '2027-03-04', num_pax: 2 },
      [{ service_id: hotel, day: '1-2', level: 1 }],
    );
    quoteUuid = quote.uuid;
    hotelService = (await inject(ctx, 'GET', `/tenant/itinerary/services/${quoteUuid}`, admin)).json()[0].id;
  });

  it('names the known sources when the source is unknown', async () => {
    const res = await exportTo(quoteUuid, 'nowhere');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('"nowhere" is not an export source. Known sources: crm, oppen.');
    expect(res.json().known_sources).toEqual(['crm', 'oppen']);
  });

  it("refuses a service without provider with the original client's shape and a link to its pricing tab", async () => {
    await ownerQuery(ctx, sql`UPDATE itinerary_services SET service_supplier = '[]'::jsonb WHERE id = ${hotelService}`);
    await ownerQuery(ctx, sql`UPDATE itineraries SET updated_at = now() WHERE uuid = ${quoteUuid}`);
    const res = await exportTo(quoteUuid, 'oppen');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('This quote cannot be exported yet.');
    expect(body.errors.services).toEqual({ [String(hotelService)]: ['This service has no provider'] });
    // Each error names its service, not only its link (spec 02 §8; decisions 0056 and 0057).
    const named = {
      service_id: hotelService,
      service_name: 'Casa Miraflores Boutique',
      message: 'This service has no provider',
    };
    expect(body.checks).toContainEqual(expect.objectContaining(named));
    expect(body.details).toContainEqual({
      path: `services.${hotelService}`,
      message: 'Casa Miraflores Boutique (day 1-2): This service has no provider',
    });
    const history = await exportsOf(quoteUuid);
    expect(history.checks.can_export).toBe(false);
    expect(history.checks.errors).toContainEqual(
      expect.objectContaining({
        ...named,
        service_day: '1-2',
        link: `/quote/services?itinerary=${quoteUuid}&service=${hotelService}&tab=pricing`,
      }),
    );
    expect(history.checks.warnings.map((w: { message: string }) => w.message)).toContain(
      'No hidden services(Check Services section)',
    );
    await ownerQuery(
      ctx,
      sql`UPDATE itinerary_services SET service_supplier = '[{"supplier_code":"S1","name":"Casa"}]'::jsonb WHERE id = ${hotelService}`,
    );
    await ownerQuery(ctx, sql`UPDATE itineraries SET updated_at = now() WHERE uuid = ${quoteUuid}`);
  });

  it('lets an operator see the checks but not export', async () => {
    expect((await exportTo(quoteUuid, 'oppen', operator)).statusCode).toBe(403);
  });

  it('exports only for a user with an account on the external system (issue 40 item 6)', async () => {
    const me = (await inject(ctx, 'GET', '/tenant/user', admin)).json().user as { id: number; external_code: string };
    expect(me.external_code).not.toBe('');
    await inject(ctx, 'PUT', `/tenant/users/${me.id}`, admin, { external_code: null });
    const refused = await exportTo(quoteUuid, 'oppen');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(
      'Exporting needs your account on the external system: an administrator sets it in Configuration › Users.',
    );
    expect((await exportsOf(quoteUuid)).user_external_code).toBeNull();
    await inject(ctx, 'PUT', `/tenant/users/${me.id}`, admin, { external_code: me.external_code });
    expect((await exportsOf(quoteUuid)).user_external_code).toBe(me.external_code);
  });
});

describe('exporting to a signed webhook', () => {
  it('retries on 5xx with the same key and signature until the receiver takes it', async () => {
    receiver.policy = (n) => (n <= 2 ? 500 : 200);
    const res = await exportTo(quoteUuid, 'crm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      exporting: [quoteUuid],
      export: { status: 'queued', source: 'crm', kind: 'webhook' },
    });
    await waitUntil('the export delivered', finished(quoteUuid), 30_000);
    const [done] = (await exportsOf(quoteUuid)).data;
    expect(done).toMatchObject({
      status: 'delivered',
      attempts: 3,
      response_status: 200,
      user: { name: expect.any(String) },
    });
    expect(receiver.deliveries.map((d) => [d.signed, d.status, d.attempt])).toEqual([
      [true, 500, '1'],
      [true, 500, '2'],
      [true, 200, '3'],
    ]);
    expect(new Set(receiver.deliveries.map((d) => d.key)).size).toBe(1);
    expect(receiver.effects).toHaveLength(1);
    const doc = JSON.parse(receiver.deliveries[2]!.body);
    expect(doc).toMatchObject({ format: 'itinera.quote-export/1', source: 'crm', quote: { id: quoteUuid } });
    expect(JSON.stringify(doc)).not.toMatch(/"cost/);
  }, 40_000);

  it("gives up after the target's tries, keeping the reason, and a retry sends the same document again", async () => {
    receiver.deliveries.length = 0;
    receiver.policy = () => 503;
    expect((await exportTo(quoteUuid, 'crm')).statusCode).toBe(200);
    await waitUntil('the export given up', finished(quoteUuid), 30_000);
    const [failed] = (await exportsOf(quoteUuid)).data;
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, response_status: 503 });
    expect(failed.last_error).toBe('Given up after 3 tries: The receiver answered 503.');
    expect(receiver.deliveries).toHaveLength(3);

    receiver.policy = () => 200;
    const retry = await inject(ctx, 'POST', `/tenant/itinerary/${quoteUuid}/exports/${failed.id}/retry`, admin);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().export.retry_of).toBe(failed.id);
    await waitUntil('the retry delivered', finished(quoteUuid), 30_000);
    expect((await exportsOf(quoteUuid)).data[0]).toMatchObject({ status: 'delivered', retry_of: failed.id });
    expect(receiver.deliveries.at(-1)!.key).toBe(receiver.deliveries[0]!.key);
    const again = await inject(ctx, 'POST', `/tenant/itinerary/${quoteUuid}/exports/${failed.id + 1}/retry`, admin);
    expect(again.statusCode).toBe(409);
  }, 40_000);

  it('shows the quote in queue.exporting, as exporting and confirmed in the list, while the job runs', async () => {
    receiver.policy = () => 'hold';
    expect((await exportTo(quoteUuid, 'crm')).statusCode).toBe(200);
    await waitUntil('the delivery reaching the receiver', () => receiver.deliveries.at(-1)?.status === 'held', 20_000);
    const detail = (await inject(ctx, 'GET', `/tenant/itinerary/${quoteUuid}`, admin)).json();
    expect(detail.exporting).toEqual([quoteUuid]);
    const list = (await inject(ctx, 'GET', '/tenant/itinerary?limit=50', admin)).json();
    expect(list.queue.exporting).toEqual([quoteUuid]);
    const row = list.data.find((r: { id: string }) => r.id === quoteUuid);
    expect(row).toMatchObject({ isExporting: true, isUpdating: false, status: { id: 2, name: 'Confirmed' } });
    expect((await exportTo(quoteUuid, 'crm')).statusCode).toBe(409);
    receiver.policy = () => 200;
    receiver.release(200);
    await waitUntil('the export delivered', finished(quoteUuid), 30_000);
    const after = (await inject(ctx, 'GET', '/tenant/itinerary?limit=50', admin)).json();
    expect(after.queue.exporting).toEqual([]);
    expect(after.data.find((r: { id: string }) => r.id === quoteUuid)).toMatchObject({
      isExporting: false,
      status: { id: 1 },
    });
  }, 60_000);
});

describe('exporting to a file', () => {
  it('produces the JSON document and an xlsx workbook with services per day, prices and passengers', async () => {
    const res = await exportTo(quoteUuid, 'oppen');
    expect(res.statusCode).toBe(200);
    await waitUntil('the file export', finished(quoteUuid), 20_000);
    const [done] = (await exportsOf(quoteUuid)).data;
    expect(done).toMatchObject({
      status: 'delivered',
      kind: 'file',
      files: { json: expect.stringContaining('/json') },
    });
    const json = await inject(ctx, 'GET', done.files.json, admin);
    expect(json.statusCode).toBe(200);
    expect(json.json().services.map((s: { id: number }) => s.id)).toEqual([hotelService]);
    const xlsx = await ctx.app.inject({ method: 'GET', url: done.files.xlsx, headers: admin });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = await loadWorkbook(xlsx.rawPayload);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Quote', 'Services', 'Prices', 'Passengers']);
    expect(book.getWorksheet('Services')!.getRow(2).getCell(1).value).toBe(1);
    expect(book.getWorksheet('Passengers')!.rowCount).toBe(3);
    const schema = await ctx.app.inject({ method: 'GET', url: '/tenant/export/schema.json' });
    expect(schema.json()).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['idempotency_key', 'services']),
    });
  }, 30_000);
});

describe('the workbook of a sold quote (issue 39 item 6)', () => {
  it('lists a stay of several nights once, at its price, and says which level was sold', async () => {
    const sold = await bookingQuote(ctx, admin);
    expect((await exportTo(sold.uuid, 'oppen')).statusCode).toBe(200);
    await waitUntil('the file export', finished(sold.uuid), 20_000);
    const [done] = (await exportsOf(sold.uuid)).data;
    const doc = (await inject(ctx, 'GET', done.files.json, admin)).json();
    const xlsx = await ctx.app.inject({ method: 'GET', url: done.files.xlsx, headers: admin });
    const book = await loadWorkbook(xlsx.rawPayload);
    const sheet = book.getWorksheet('Services')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows = sheet
      .getRows(2, sheet.rowCount - 1)!
      .map((r) => Object.fromEntries(header.map((h, i) => [String(h), r.getCell(i + 1).value])));
    // The two-night stays (days 1-3) are one row each, at their start day, not one per night.
    expect(rows.map((r) => r.Code).sort()).toEqual(doc.services.map((s: { code: string }) => s.code).sort());
    const stay = rows.find((r) => r.Days === '1-3' && r.Level === 'Superior')!;
    expect(stay).toMatchObject({ Day: 1, Sold: 'yes' });
    expect(rows.find((r) => r.Days === '1-3' && r.Level === 'Comfort')!.Sold).toBe('');
    const priceSum = rows.reduce((sum, r) => sum + Number(r.Price ?? 0), 0);
    expect(priceSum).toBeCloseTo(
      doc.services.reduce((sum: number, s: { price: number | null }) => sum + (s.price ?? 0), 0),
      2,
    );
    expect(doc.quote.sold_level).toBe(2);
    const quoteSheet = book.getWorksheet('Quote')!;
    const levelRow = quoteSheet.getRows(1, quoteSheet.rowCount)!.find((r) => r.getCell(1).value === 'Level sold');
    expect(levelRow?.getCell(2).value).toBe('Superior');
    const prices = book.getWorksheet('Prices')!;
    const soldRows = prices.getRows(2, prices.rowCount - 1)!.filter((r) => r.getCell(2).value === 'yes');
    expect(soldRows.map((r) => r.getCell(1).value)).toEqual(['Superior']);
  }, 40_000);
});

describe('tenant isolation and secrecy', () => {
  it('answers 404 to another company on every export route', async () => {
    expect((await exportTo(quoteUuid, 'oppen', other)).statusCode).toBe(404);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/${quoteUuid}/exports`, other)).statusCode).toBe(404);
    const [first] = (await exportsOf(quoteUuid)).data;
    expect(
      (await inject(ctx, 'GET', `/tenant/itinerary/${quoteUuid}/exports/${first.id}/json`, other)).statusCode,
    ).toBe(404);
    expect(
      (await inject(ctx, 'POST', `/tenant/itinerary/${quoteUuid}/service-import`, other, { services: ['X'] }))
        .statusCode,
    ).toBe(404);
  });

  it("never puts the secret in an answer, a stored export or a job's recorded error", async () => {
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((a) => a.includes(SECRET))).toEqual([]);
    const jobs = await ownerQuery<{ output: unknown }>(
      ctx,
      sql`SELECT output FROM pgboss.job WHERE name = 'quote.export'`,
    );
    expect(jobs.length).toBeGreaterThan(0);
    expect(JSON.stringify(jobs)).not.toContain(SECRET);
    const rows = await ownerQuery(ctx, sql`SELECT * FROM quote_exports`);
    expect(JSON.stringify(rows)).not.toContain(SECRET);
  });
});

describe('service import by code (contract I22)', () => {
  it('queues the codes, then adds the catalogue services and empties queue.importing.services', async () => {
    const quote = await createQuote(ctx, admin, {
      title: 'Import',
      start_date: '2027-04-01',
      end_date: '2027-04-03',
      num_pax: 2,
    });
    const [svc] = (await inject(ctx, 'GET', '/tenant/services?name=Hotel%20Barranco%20Bay', admin)).json().data as {
      code: string;
    }[];
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${quote.uuid}/service-import`, admin, {
      services: [svc!.code, 'NO-SUCH'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '2 services are being imported.',
      queue: { importing: { services: [svc!.code, 'NO-SUCH'] } },
    });
    await waitUntil(
      'the import done',
      async () =>
        (await inject(ctx, 'GET', `/tenant/itinerary/${quote.uuid}`, admin)).json().queue.importing.services.length ===
        0,
      20_000,
    );
    const services = (await inject(ctx, 'GET', `/tenant/itinerary/services/${quote.uuid}`, admin)).json();
    expect(services.map((s: { code: string }) => s.code)).toEqual([svc!.code]);
    const bad = await inject(ctx, 'POST', `/tenant/itinerary/${quote.uuid}/service-import`, admin, { services: [] });
    expect(bad.statusCode).toBe(400);
  }, 30_000);
});
