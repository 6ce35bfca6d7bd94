import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { reportTest, type Row } from './reports.fixtures';

// Decision 0117: report_quotes' changes reach the shared sums (report_rollups and the tables kept
// beside it) at the writer's commit, through report_rollup_pending. Two quotes of one day share
// their day's sums: a write on one must not wait for an open write on the other.

const { ctx, w, q } = reportTest();

/** The day's and the month's sums of every kind, as the reports read them. */
const sums = () =>
  q(
    `SELECT kind, grain, bucket::text, key, client_id, consultant_id, owner_user_id, status_id, n, v1::text, value::text
     FROM report_rollups WHERE tenant_id = $1 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`,
    [w.tenantId],
  );
const pending = async () => Number((await q('SELECT count(*)::int AS n FROM report_rollup_pending'))[0]!.n);

/**
 * Two quotes of the tenant created on the same day with the same status: they share their day's
 * rows. The fixture's quotes are each on their own day; the second takes the first's day and status.
 */
async function sameDayPair(): Promise<[number, number]> {
  const [a, b] = [w.quotes.q1.id, w.quotes.q2.id];
  await q(
    `UPDATE itineraries SET (created_at, status_id) = (SELECT created_at, status_id FROM itineraries WHERE id = $1) WHERE id = $2`,
    [a, b],
  );
  return [a, b];
}

describe('the reports sums at commit', () => {
  it('adds up a transaction of several writes once, at its commit, and keeps nothing pending', async () => {
    const [a] = await sameDayPair();
    const before = await sums();
    const moved = (rows: Row[]) => rows.filter((r) => r.kind === 1).reduce((total, r) => total + Number(r.value), 0);
    await ctx.database.withTenant(w.tenantId, async (tx) => {
      await tx.execute(sql`UPDATE itineraries SET price = price + 100 WHERE id = ${a}`);
      await tx.execute(sql`UPDATE itineraries SET price = price + 20 WHERE id = ${a}`);
      // Inside the transaction the sums are still those of the last commit; its changes wait beside them.
      const seen = rowsOf(
        await tx.execute(
          sql`SELECT (SELECT count(*)::int FROM report_rollup_pending) AS pending,
          (SELECT sum(value) FROM report_rollups WHERE tenant_id = ${w.tenantId} AND kind = 1)::float8 AS value`,
        ),
      );
      expect(seen[0]).toEqual({ pending: 2, value: moved(before) });
    });
    expect(await pending()).toBe(0);
    const after = await sums();
    // Kind 1 counts each quote on its day ('d') and in its month ('m'): 120 moved twice.
    expect(moved(after) - moved(before)).toBe(240);
  });

  it('leaves the sums as they were when the write rolls back', async () => {
    const [a] = await sameDayPair();
    const before = await sums();
    await expect(
      ctx.database.withTenant(w.tenantId, async (tx) => {
        await tx.execute(sql`UPDATE itineraries SET price = price + 7 WHERE id = ${a}`);
        throw new Error('the editor gave up');
      }),
    ).rejects.toThrow('the editor gave up');
    expect(await sums()).toEqual(before);
    expect(await pending()).toBe(0);
  });

  it('lets a write on one quote commit while a write on another quote of the same day is open', async () => {
    // Two transactions at once need two connections: PGlite has one.
    if (ctx.database.kind !== 'postgres') return;
    const [a, b] = await sameDayPair();
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let written!: () => void;
    const first = new Promise<void>((r) => {
      written = r;
    });
    const open = ctx.database.withTenant(w.tenantId, async (tx) => {
      await tx.execute(sql`UPDATE itineraries SET price = price + 1 WHERE id = ${a}`);
      written();
      await held;
    });
    await first;
    try {
      // Before decision 0117 this write waited on the open one's lock of the shared day row.
      const started = performance.now();
      await ctx.database.withTenant(w.tenantId, async (tx) => {
        await tx.execute(sql`SET LOCAL lock_timeout = '2s'`);
        await tx.execute(sql`UPDATE itineraries SET price = price + 1 WHERE id = ${b}`);
      });
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      release();
      await open;
    }
    expect(await pending()).toBe(0);
  });
});
