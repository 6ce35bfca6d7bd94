import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { quotePageCache } from './list-page-cache';
import { createQuote, demoIds, ownerQuery } from './quotes.fixtures';

// Pages of the quote list are remembered per process; writes made anywhere else (another API
// process, a job, plain SQL) must show on the next list once they commit (decision 0017). Here
// "anywhere else" is the owner connection writing plain SQL, which no code of this process sees.

let ctx: TestContext;
let admin: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  await until(() => quotePageCache(ctx.database).live);
});
afterAll(() => ctx.close());

const list = async (qs = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary?${qs}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { id: number; title: string; client: { name: string } | null }[]; meta: { total: number } };
};

/** Polls `check` for up to 3 s: a notification travels after the commit, not with it. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not seen within 3 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('remembered pages of GET /tenant/itinerary', () => {
  it('answers a repeated page without reading the database', async () => {
    await list('sort=code.asc');
    const reads = vi.spyOn(ctx.database, 'readTenant');
    try {
      const again = await list('sort=code.asc');
      expect(again.data.length).toBeGreaterThan(0);
      expect(reads).not.toHaveBeenCalled();
      await list('sort=code.desc'); // another page is read
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('shows a quote renamed by plain SQL on the next list', async () => {
    const quote = await createQuote(ctx, admin, { title: 'Before the rename', client_id: ids.andean });
    expect((await list()).data[0]).toMatchObject({ id: quote.id, title: 'Before the rename' });
    await ownerQuery(ctx, sql`UPDATE itineraries SET title = 'Renamed elsewhere' WHERE id = ${quote.id}`);
    await until(async () => (await list()).data[0]?.title === 'Renamed elsewhere');
  });

  it('shows a new total and a renamed client after writes made elsewhere', async () => {
    const before = (await list()).meta.total;
    await ownerQuery(ctx, sql`DELETE FROM itineraries WHERE id = (SELECT max(id) FROM itineraries WHERE tenant_id = ${ids.tenantId} AND title = 'Renamed elsewhere')`);
    await until(async () => (await list()).meta.total === before - 1);
    const top = (await list()).data.find((q) => q.client?.name === 'Andean Trails Travel');
    expect(top).toBeDefined();
    await ownerQuery(ctx, sql`UPDATE clients SET name = 'Andean Trails Renamed' WHERE id = ${ids.andean}`);
    await until(async () => (await list()).data.some((q) => q.client?.name === 'Andean Trails Renamed'));
    await ownerQuery(ctx, sql`UPDATE clients SET name = 'Andean Trails Travel' WHERE id = ${ids.andean}`);
  });

  it('reads the database on every call while the notifications are not heard, and remembers again once they are', async () => {
    if (ctx.database.kind !== 'postgres') return; // PGlite runs in this process: its notifications cannot be lost
    const pages = quotePageCache(ctx.database);
    await ownerQuery(ctx, sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN itinera_quote_lists%' AND datname = current_database()`);
    await until(() => !pages.live);
    const [first] = (await list()).data;
    // Written while nobody listens: only a read of the database can show it.
    await ownerQuery(ctx, sql`UPDATE itineraries SET title = 'Written while deaf' WHERE id = ${first!.id}`);
    expect((await list()).data[0]?.title).toBe('Written while deaf');
    await until(() => pages.live);
    await ownerQuery(ctx, sql`UPDATE itineraries SET title = 'Heard again' WHERE id = ${first!.id}`);
    await until(async () => (await list()).data[0]?.title === 'Heard again');
  });

  it('can be switched off', async () => {
    const off = await createTestApp({ env: { QUOTE_PAGE_CACHE: 'off' } });
    try {
      expect(quotePageCache(off.database).live).toBe(false);
    } finally {
      await off.close();
    }
  });
});
