import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, waitUntil } from '../../test/helper';
import type { Database } from '../db/client';
import { createJobQueue, type JobQueue } from './queue';

// The queue on the test database (PGlite, or the PostgreSQL server in the api-pg project): jobs
// fetched together in one batch still succeed or fail one by one.

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
  (await database.executeSql(`SELECT data->>'key' AS key, state FROM pgboss.job WHERE name = $1 ORDER BY created_on`, [name])).rows as { key: string; state: string }[];

describe('job queue', () => {
  it('runs every job of a batch although another job of the same batch fails', async () => {
    const name = 'test.batch';
    // No retries: a job failed for another's error would be lost for good.
    for (const key of ['refused', 'first', 'second']) await queue.send(name, { key }, { retryLimit: 0 });
    const runs: string[] = [];
    await queue.work<{ key: string }>(name, async ({ key }) => {
      runs.push(key);
      if (key === 'refused') throw new Error('550 mailbox unavailable');
    });
    await waitUntil('every job run', async () => (await statesOf(name)).every((j) => j.state === 'completed' || j.state === 'failed'));
    expect(runs.sort()).toEqual(['first', 'refused', 'second']);
    expect(await statesOf(name)).toEqual([
      { key: 'refused', state: 'failed' },
      { key: 'first', state: 'completed' },
      { key: 'second', state: 'completed' },
    ]);
  });
});
