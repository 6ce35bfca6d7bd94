import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, waitUntil, type TestContext } from '../../../test/helper';
import { buildApp } from '../../app';
import { seedDemo } from '../../seed/seed';
import { createJobQueue, type JobQueue } from '../../jobs/queue';
import { registerWorkers } from '../../workers';
import { createQuote, demoIds, ownerQuery, putQuote } from '../../../test/quotes.fixtures';

// The queued delete runs through the real pg-boss queue on the test database; the worker starts
// only once the "being deleted" state has been checked, so nothing races the assertions.

let ctx: TestContext;
let queue: JobQueue;
let admin: Record<string, string>;
let operator: Record<string, string>;
let agent: Record<string, string>;
let other: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  const base = await createTestApp();
  await seedDemo(base.database, 'other');
  await base.app.close();
  queue = createJobQueue(base.database);
  await queue.start();
  const app = await buildApp(base.config, { database: base.database, queue });
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
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  ids = await demoIds(ctx);
}, 60_000);
afterAll(() => ctx.close());

const call = (method: 'GET' | 'DELETE', url: string, headers = admin) => ctx.app.inject({ method, url, headers });
const rowsLeft = async (id: number) =>
  (
    await ownerQuery<{ n: number }>(
      ctx,
      sql`SELECT ((SELECT count(*) FROM itineraries WHERE id = ${id}) + (SELECT count(*) FROM itinerary_versions WHERE itinerary_id = ${id}) + (SELECT count(*) FROM itinerary_history WHERE itinerary_id = ${id}))::int AS n`,
    )
  )[0]!.n;

describe('DELETE /tenant/itinerary/:id with a job queue', () => {
  let doomed: { id: string; uuid: string; rowId: number };

  it('answers 200 with deleting, keeps the row on the list as deleting, hides the quote from every other read and names it in queue.deleting', async () => {
    doomed = await createQuote(ctx, admin, { title: 'Queued delete' });
    const kept = await createQuote(ctx, admin, { title: 'Queued keeper' });
    expect((await putQuote(ctx, admin, doomed.id, { version: 1, title: 'Queued delete v2' })).statusCode).toBe(200);
    const res = await call('DELETE', `/tenant/itinerary/${doomed.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: doomed.uuid, deleting: true }, message: 'The quote is being deleted.' });

    const list = (await call('GET', '/tenant/itinerary?filter=queued&limit=50')).json();
    expect(list.data.map((q: { id: string; isDeleting: boolean }) => [q.id, q.isDeleting])).toEqual([
      [kept.uuid, false],
      [doomed.uuid, true],
    ]);
    expect(list.queue.deleting).toContain(doomed.uuid);
    expect(list.queue.deleting).not.toContain(kept.uuid);
    for (const ref of [doomed.rowId, doomed.uuid])
      expect((await call('GET', `/tenant/itinerary/${ref}`)).statusCode).toBe(404);
    expect((await putQuote(ctx, admin, doomed.id, { version: 2, title: 'Too late' })).statusCode).toBe(404);
    expect((await call('DELETE', `/tenant/itinerary/${doomed.id}`)).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/tenant/itinerary/duplicate',
          headers: admin,
          payload: { id: doomed.id },
        })
      ).statusCode,
    ).toBe(404);
    // The rows are still there until the job runs.
    expect(await rowsLeft(doomed.rowId)).toBeGreaterThan(2);
  });

  it('refuses with 401, 403 (operator, not the owner), 404 (hidden, other tenant) and 400, marking nothing', async () => {
    const q = await createQuote(ctx, admin, { title: 'Guarded delete' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/tenant/itinerary/${q.id}` })).statusCode).toBe(401);
    const forbidden = await call('DELETE', `/tenant/itinerary/${q.id}`, operator);
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).code).toBe('FORBIDDEN');
    expect((await call('DELETE', `/tenant/itinerary/${q.id}`, agent)).statusCode).toBe(404);
    expect((await call('DELETE', `/tenant/itinerary/${q.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', '/tenant/itinerary/abc')).statusCode).toBe(400);
    const [row] = await ownerQuery<{ deleting_at: unknown }>(
      ctx,
      sql`SELECT deleting_at FROM itineraries WHERE id = ${q.rowId}`,
    );
    expect(row!.deleting_at).toBeNull();
    // An agent deletes its own quotes.
    const own = await createQuote(ctx, agent, { title: 'Agent doomed' });
    expect((await call('DELETE', `/tenant/itinerary/${own.id}`, agent)).statusCode).toBe(200);
  });

  it('the quote.delete job removes the rows, versions and history; the queue then forgets it', async () => {
    // The job only removes quotes marked for deletion: a stray job for a live quote does nothing.
    const live = await createQuote(ctx, admin, { title: 'Not marked' });
    await ctx.app.quoteDeleter.run({ tenantId: ids.tenantId, id: live.rowId });
    expect((await call('GET', `/tenant/itinerary/${live.id}`)).statusCode).toBe(200);

    await registerWorkers(queue, ctx.app);
    await waitUntil('the quote.delete job', async () => (await rowsLeft(doomed.rowId)) === 0);
    const list = (await call('GET', '/tenant/itinerary?filter=queued&limit=50')).json();
    expect(list.queue.deleting).not.toContain(doomed.uuid);
    expect(list.data.map((q: { id: string }) => q.id)).not.toContain(doomed.uuid);
    expect((await call('GET', `/tenant/itinerary/${doomed.id}`)).statusCode).toBe(404);
  }, 30_000);
});

describe('DELETE /tenant/itinerary/:id without a job queue', () => {
  it('deletes at once with 200', async () => {
    const plain = await createTestApp();
    try {
      const headers = (await signIn(plain.app, 'admin@itinera.demo')).headers;
      const res = await plain.app.inject({
        method: 'POST',
        url: '/tenant/itinerary',
        headers,
        payload: { title: 'Sync delete' },
      });
      const id = res.json().data.id as string;
      expect(id).toBe(res.json().data.uuid);
      const del = await plain.app.inject({ method: 'DELETE', url: `/tenant/itinerary/${id}`, headers });
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ data: { id, deleted: true }, message: 'Quote deleted.' });
      expect(await ownerQuery(plain, sql`SELECT id FROM itineraries WHERE uuid = ${id}`)).toEqual([]);
    } finally {
      await plain.close();
    }
  }, 60_000);
});
