import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, waitUntil } from '../../test/helper';
import type { Database } from '../db/client';
import { createJobQueue, type JobQueue } from './queue';

// The queue on the test database (PGlite, or the PostgreSQL server in the api-pg project): a job
// is written with the caller's transaction or not at all, and jobs fetched together in one batch
// still succeed or fail one by one.

let database: Database;
let drop: () => Promise<void>;
let queue: JobQueue;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  queue = createJobQueue(database);
  await queue.start();
}, 60_000);
afterAll(async () => {
  await queue.stop();
  await database.close();
  await drop();
});

const statesOf = async (name: string) =>
  (
    await database.executeSql(`SELECT data->>'key' AS key, state FROM pgboss.job WHERE name = $1 ORDER BY created_on`, [
      name,
    ])
  ).rows as { key: string; state: string }[];

describe('job queue', () => {
  it('writes a job with the caller’s transaction: there when it commits, never when it rolls back', async () => {
    const name = 'test.transactional';
    await queue.prepare(name);
    await database.withTenant(1, (tx) => queue.send(name, { key: 'committed' }, { tx }));
    const rolledBack = database.withTenant(1, async (tx) => {
      await queue.send(name, { key: 'rolled back' }, { tx });
      throw new Error('the request failed after queueing');
    });
    await expect(rolledBack).rejects.toThrow('the request failed after queueing');
    expect(await statesOf(name)).toEqual([{ key: 'committed', state: 'created' }]);
    // The transaction is back on the app role after the job is written: row-level security still applies.
    const role = await database.withTenant(1, async (tx) => {
      await queue.send(name, { key: 'third' }, { tx });
      return (await tx.execute(sql`SELECT current_user AS role`)) as unknown as { rows: { role: string }[] };
    });
    expect(role.rows[0]!.role).toBe('itinera_app');
  });

  it('runs every job of a batch although another job of the same batch fails', async () => {
    const name = 'test.batch';
    // No retries: a job failed for another's error would be lost for good.
    for (const key of ['refused', 'first', 'second']) await queue.send(name, { key }, { retryLimit: 0 });
    const runs: string[] = [];
    await queue.work<{ key: string }>(name, async ({ key }) => {
      runs.push(key);
      if (key === 'refused') throw new Error('550 mailbox unavailable');
    });
    await waitUntil('every job run', async () =>
      (await statesOf(name)).every((j) => j.state === 'completed' || j.state === 'failed'),
    );
    expect(runs.sort()).toEqual(['first', 'refused', 'second']);
    expect(await statesOf(name)).toEqual([
      { key: 'refused', state: 'failed' },
      { key: 'first', state: 'completed' },
      { key: 'second', state: 'completed' },
    ]);
  });

  it('wakes its worker when a job is sent, alone or with a transaction, and drains a backlog without waiting for the poll', async () => {
    // A poll of a minute: only the send's notification (and a full batch's own wake) can make these run in time.
    const slow = createJobQueue(database, { pollSeconds: 60 });
    await slow.start();
    try {
      const name = 'test.wake';
      const runs: string[] = [];
      await slow.work<{ key: string }>(name, async ({ key }) => {
        runs.push(key);
      });
      // The worker's first fetch (at start) found nothing: from now on it sleeps for the poll.
      await new Promise((r) => setTimeout(r, 500));
      await slow.send(name, { key: 'alone' });
      await waitUntil('the job sent alone run', () => runs.includes('alone'), 5_000);
      await database.withTenant(1, (tx) => slow.send(name, { key: 'with a transaction' }, { tx }));
      await waitUntil('the job sent with a transaction run', () => runs.includes('with a transaction'), 5_000);
      // Twelve at once: batches of five, each full batch fetching the next at once.
      await database.withTenant(1, async (tx) => {
        for (let i = 0; i < 12; i++) await slow.send(name, { key: `backlog ${i}` }, { tx });
      });
      await waitUntil('the backlog run', () => runs.filter((k) => k.startsWith('backlog')).length === 12, 5_000);
    } finally {
      await slow.stop();
    }
  });
});
