import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/helper';
import type { Database } from './client';
import { POOL_IDLE_MS } from './pool-idle';
import { rowsOf } from './rows';

// Decision 0127: both pools keep an idle connection through a lull, so the next burst finds the
// same server process (its caches warm, its statements planned) instead of opening a new one.
// The pools' idle timers are the only timers faked, so a minute passes without waiting for it.

const onServer = process.env.TEST_DB_KIND === 'pg';
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!onServer) return;
  ({ database, drop } = await openTestDatabase());
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  if (!onServer) return;
  await database.close();
  await drop();
});

const pidOf = (rows: unknown) => rowsOf<{ pid: number }>(rows)[0]!.pid;
const pools = {
  writes: () => database.withTenant(1, async (tx) => pidOf(await tx.execute(sql`SELECT pg_backend_pid() AS pid`))),
  reads: () => database.readTenant(1, async (tx) => pidOf(await tx.execute(sql`SELECT pg_backend_pid() AS pid`))),
};

describe.skipIf(!onServer)('pooled connections through a lull', () => {
  it.each(Object.keys(pools) as (keyof typeof pools)[])(
    'the %s pool keeps its connection through 30 s of quiet and gives it back after a minute',
    async (pool) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const first = await pools[pool]();
      // node-postgres's default (10 s) would have closed it by now.
      vi.advanceTimersByTime(30_000);
      expect(await pools[pool]()).toBe(first);
      vi.advanceTimersByTime(POOL_IDLE_MS + 1_000);
      // The close is asynchronous: the next call may still see the old connection leave.
      await vi.waitFor(async () => expect(await pools[pool]()).not.toBe(first), { timeout: 5_000, interval: 50 });
    },
  );
});
