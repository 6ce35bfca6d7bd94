import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, waitUntil, type TestContext } from '../../../test/helper';
import { buildApp } from '../../app';
import { createJobQueue, type JobQueue } from '../../jobs/queue';
import { registerWorkers } from '../../workers';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith } from '../../../test/quote-services.fixtures';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';

// Webhook targets never reach an internal address (decision 0052): refused when saved, and at each
// delivery on the address the name resolves to then. The names below are answered by the test's own resolver
// (the app's `resolveHost`), only ever with loopback or private addresses; the one listener is on 127.0.0.1.

const SECRET = 'whsec-itinera-test-0123456789';
const INTERNAL =
  'This address is internal (loopback, private, link-local or unique-local): a webhook must reach a public address.';
/** The test's DNS: a name missing here is not found, as an unknown name would be. */
const dns = new Map<string, string[]>([
  ['allowed.test', ['127.0.0.1']],
  ['intranet.test', ['10.1.2.3', '127.0.0.1']],
]);
const resolveHost = async (hostname: string) => {
  const answers = dns.get(hostname);
  if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: isIP(address) }));
};

let ctx: TestContext;
let queue: JobQueue;
let receiver: WebhookReceiver;
let admin: Record<string, string>;
let port: number;
let quoteUuid: string;

beforeAll(async () => {
  // The operator allows one internal receiver by name; 127.0.0.1 itself is not allowed here.
  const env = {
    EXPORT_RETRY_DELAY_SECONDS: '1',
    EXPORT_TIMEOUT_MS: '1500',
    EXPORT_SECRET_KEY: 'c'.repeat(64),
    OUTBOUND_ALLOW_INTERNAL: 'allowed.test',
  };
  const base = await createTestApp({ env });
  await base.app.close();
  queue = createJobQueue(base.database);
  await queue.start();
  const app = await buildApp(base.config, { database: base.database, queue, resolveHost });
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
  port = Number(new URL(receiver.url).port);
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const hotel = await catalogueId(ctx, admin, 'Casa Miraflores Boutique');
  const { quote } = await quoteWith(
    ctx,
    admin,
    { title: 'Export me inside', start_date: '2027-03-01', end_date: '2027-03-04', num_pax: 2 },
    [{ service_id: hotel, day: '1-2', level: 1 }],
  );
  quoteUuid = quote.uuid;
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
});

const saveTarget = (source: string, url: string) =>
  inject(ctx, 'POST', '/tenant/export-targets', admin, { source, name: source, kind: 'webhook', url, secret: SECRET });

/** Exports the quote to `source` and answers its history row once the job has finished with it. */
async function exportAndWait(source: string) {
  const res = await inject(ctx, 'POST', `/tenant/itinerary/${quoteUuid}/export?source=${source}`, admin);
  expect(res.statusCode).toBe(200);
  const latest = async () =>
    (await inject(ctx, 'GET', `/tenant/itinerary/${quoteUuid}/exports`, admin)).json().data[0] as {
      status: string;
      attempts: number;
      last_error: string | null;
      response_status: number | null;
    };
  await waitUntil(`the export to ${source} finished`, async () =>
    ['delivered', 'failed'].includes((await latest()).status),
  );
  return latest();
}

describe('saving a webhook target', () => {
  it('refuses loopback, private, link-local and unique-local addresses however they are written', async () => {
    const internal = [
      `http://127.0.0.1:${port}/hook`,
      `http://[::1]:${port}/hook`,
      `http://0x7f000001:${port}/hook`,
      `http://2130706433:${port}/hook`,
      `http://0177.0.0.1:${port}/hook`,
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/hook',
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      `http://localhost:${port}/hook`,
      `http://api.localhost.:${port}/hook`,
      'http://0.0.0.0/hook',
    ];
    for (const [i, url] of internal.entries()) {
      const res = await saveTarget(`inside-${i}`, url);
      expect(res.statusCode, url).toBe(422);
      expect(errorOf(res).message).toBe(INTERNAL);
      expect(res.json().details).toEqual([{ path: 'url', message: INTERNAL }]);
    }
    const stored = await ownerQuery<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM export_targets WHERE source LIKE 'inside-%'`,
    );
    expect(stored[0]!.n).toBe(0);
  });

  it('refuses a name that resolves to an internal address, and a change of address to one', async () => {
    expect((await saveTarget('intranet', `http://intranet.test:${port}/hook`)).statusCode).toBe(422);
    const file = await inject(ctx, 'POST', '/tenant/export-targets', admin, { source: 'f', name: 'F', kind: 'file' });
    const moved = await inject(ctx, 'PUT', `/tenant/export-targets/${file.json().data.id}`, admin, {
      kind: 'webhook',
      url: `http://[::1]:${port}/hook`,
      secret: SECRET,
    });
    expect(moved.statusCode).toBe(422);
  });
});

describe('delivering to a webhook target', () => {
  it('refuses a name that resolves to loopback at delivery, and the receiver gets nothing', async () => {
    // Unknown when saved, loopback when sent: the rebinding the check at connect time is there for.
    expect((await saveTarget('rebind', `http://rebind.test:${port}/hook`)).statusCode).toBe(201);
    dns.set('rebind.test', ['127.0.0.1']);
    const row = await exportAndWait('rebind');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, response_status: null });
    expect(row.last_error).toBe('The address was refused: internal address.');
    expect(receiver.deliveries).toHaveLength(0);
  }, 30_000);

  it('refuses a target stored with an internal address before the check existed', async () => {
    expect((await saveTarget('old', `http://allowed.test:${port}/hook`)).statusCode).toBe(201);
    await ownerQuery(
      ctx,
      sql`UPDATE export_targets SET url = ${`http://0x7f000001:${port}/hook`} WHERE source = 'old'`,
    );
    const row = await exportAndWait('old');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toBe('The address was refused: internal address.');
    expect(receiver.deliveries).toHaveLength(0);
  }, 30_000);

  it('delivers to an internal receiver the operator allowed (OUTBOUND_ALLOW_INTERNAL)', async () => {
    expect((await saveTarget('inhouse', `http://allowed.test:${port}/hook`)).statusCode).toBe(201);
    const row = await exportAndWait('inhouse');
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, response_status: 200 });
    expect(receiver.deliveries.map((d) => [d.signed, d.status])).toEqual([[true, 200]]);
  }, 30_000);
});
