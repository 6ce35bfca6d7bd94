import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { createQuote, ownerQuery, setStatus } from '../../../test/quotes.fixtures';
import { seedDemo } from '../../seed/seed';

// Decision 0102 (issue 50): the list's total for type, status, client and visibility is a sum of
// itinerary_list_counts, kept by the quotes' triggers. The total stays exact, so after every kind of
// write the counts are the quotes grouped by those columns, and the answer's meta.total is count(*).

let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
let agentId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
  [{ id: agentId }] = await ownerQuery<{ id: number }>(
    ctx,
    sql`SELECT id FROM users WHERE email = 'agent@itinera.demo'`,
  );
});
afterAll(() => ctx.close());

/** Every cut with quotes, as the counts hold it and as the quotes themselves give it. */
async function cuts() {
  const columns = sql`tenant_id, itinerary_type_id, status_id, owner_user_id, user_id, client_id, itinerary_public`;
  const kept = await ownerQuery(
    ctx,
    sql`SELECT ${columns}, n FROM itinerary_list_counts WHERE n <> 0 ORDER BY ${columns}`,
  );
  const counted = await ownerQuery(
    ctx,
    sql`SELECT ${columns}, count(*)::int AS n FROM itineraries GROUP BY ${columns} ORDER BY ${columns}`,
  );
  return { kept, counted };
}

const total = async (qs: string, headers = admin) =>
  (await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary?${qs}`, headers })).json().meta.total as number;

describe('the quote list totals kept by writes', () => {
  it('holds the seeded quotes of every tenant, cut by type, status, owner, user, client and public', async () => {
    const { kept, counted } = await cuts();
    expect(counted.length).toBeGreaterThan(3);
    expect(kept).toEqual(counted);
  });

  it('follows creates, status moves, reassignments, bulk updates and deletes, and answers count(*)', async () => {
    const a = await createQuote(ctx, admin, { title: 'Counted one' });
    const b = await createQuote(ctx, agent, { title: 'Counted two' });
    await setStatus(ctx, admin, a.id, 4);
    await setStatus(ctx, agent, b.id, 5);
    await ctx.database.executeSql('UPDATE itineraries SET user_id = $1, itinerary_public = 1 WHERE uuid = $2', [
      agentId,
      a.uuid,
    ]);
    // A title save moves no cut (the update trigger's condition), a bulk status move many.
    await ctx.database.executeSql("UPDATE itineraries SET title = title || ' (saved)' WHERE uuid = $1", [b.uuid]);
    await ctx.database.executeSql(
      'UPDATE itineraries SET status_id = 3 WHERE status_id = 1 AND tenant_id = (SELECT tenant_id FROM users WHERE id = $1)',
      [agentId],
    );
    await ctx.database.executeSql('DELETE FROM itineraries WHERE uuid = $1', [b.uuid]);
    const { kept, counted } = await cuts();
    expect(kept).toEqual(counted);

    const [all] = await ownerQuery<{ n: number; s: number }>(
      ctx,
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE status_id IN (3, 4))::int AS s
        FROM itineraries i JOIN users u ON u.tenant_id = i.tenant_id AND u.id = ${agentId} WHERE i.itinerary_type_id = 1`,
    );
    expect(await total('')).toBe(all!.n);
    expect(await total('status=3,4')).toBe(all!.s);
    const [mine] = await ownerQuery<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM itineraries
        WHERE itinerary_type_id = 1 AND (owner_user_id = ${agentId} OR user_id = ${agentId})`,
    );
    expect(mine!.n).toBeGreaterThan(0);
    expect(await total('', agent)).toBe(mine!.n);
  });
});
