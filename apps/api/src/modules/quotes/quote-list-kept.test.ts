import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from '../../../test/quotes.fixtures';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { arrayRows, keepStatement } from '../../db/kept-statement';

// Decision 0119: the list's row statement is kept as text per visibility rule and id count, sent by
// its own name, and fills a page of any size up to the next count with the page's first id.

let ctx: TestContext;
let tenantId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  tenantId = await tenantIdOf(ctx);
}, 300_000);
afterAll(() => ctx.close());

const page = async (qs: string, email: string) => {
  const { headers } = await signIn(ctx.app, email);
  const res = await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary?${qs}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { id: string; code: string }[]; meta: { total: number } };
};

describe('the quote list rows through a kept statement', () => {
  it('refuses values laid out in another order than drizzle renders them', () => {
    expect(() => keepStatement(sql`SELECT ${1}::int AS a, ${2}::int AS b`, [2, 1])).toThrow(/order/);
    expect(keepStatement(sql`SELECT ${1}::int AS a, ${2}::int AS b`, [1, 2]).text).toBe(
      'SELECT $1::int AS a, $2::int AS b',
    );
  });

  it("reads rows as arrays on the caller's connection, under its tenant's row-level security", async () => {
    const statement = keepStatement(sql`SELECT count(*)::int AS n FROM itineraries WHERE tenant_id = ${tenantId}`, [
      tenantId,
    ]);
    const [[mine]] = (await ctx.database.readTenant(tenantId, (tx) => arrayRows(tx, statement, [tenantId]))) as [
      [number],
    ];
    expect(mine).toBeGreaterThan(0);
    // Another tenant's setting sees none of them: the statement ran under the caller's setting.
    const [[other]] = (await ctx.database.readTenant(tenantId + 1_000, (tx) =>
      arrayRows(tx, statement, [tenantId]),
    )) as [[number]];
    expect(other).toBe(0);
  });

  it('answers pages of sizes between the kept counts as the pages of one size around them', async () => {
    for (const email of ['admin@itinera.demo', 'agent@itinera.demo']) {
      const ten = await page('limit=10', email);
      for (const limit of [1, 3, 7]) {
        const first = await page(`limit=${limit}`, email);
        expect(first.data.map((r) => r.code)).toEqual(ten.data.slice(0, limit).map((r) => r.code));
        expect(first.meta.total).toBe(ten.meta.total);
      }
      // A last page shorter than its size.
      const last = Math.ceil(ten.meta.total / 7);
      const tail = await page(`limit=7&page=${last}`, email);
      expect(tail.data).toHaveLength(ten.meta.total - 7 * (last - 1));
    }
  });
});
