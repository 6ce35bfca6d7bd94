import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helper';
import { tenantIdOf } from '../../../test/quotes.fixtures';
import { rowsOf } from '../../db/rows';
import { serviceEditions } from './service-editions.repository';

// Decision 0125: itinerary_service_editions holds each service's newest history entry, kept by the
// history's triggers (migration 0066). After every kind of history write — new entries, an entry
// written later with an earlier time, entries re-dated, removed, a quote deleted — the kept rows
// must equal a recount from the history, and the answers' editions what the history says.

let ctx: TestContext;
let tenant: number;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await tenantIdOf(ctx);
});
afterAll(() => ctx.close());

type Kept = {
  tenant_id: number;
  itinerary_id: number;
  service_id: number;
  user_id: number | null;
  at: string;
  id: number;
};

const kept = async () =>
  rowsOf<Kept>(
    await ctx.database.db.execute(sql`SELECT tenant_id, itinerary_id, service_id, user_id,
        created_at::text AS at, history_id AS id
      FROM itinerary_service_editions ORDER BY 1, 2, 3`),
  );

/** The newest entry of each service, read from the history itself. */
const recount = async () =>
  rowsOf<Kept>(
    await ctx.database.db.execute(sql`SELECT tenant_id, itinerary_id, entity_id AS service_id, user_id,
        created_at::text AS at, id
      FROM (SELECT DISTINCT ON (tenant_id, itinerary_id, entity_id) * FROM itinerary_history
        WHERE entity = 'service' AND entity_id IS NOT NULL
        ORDER BY tenant_id, itinerary_id, entity_id, created_at DESC, id DESC) h
      ORDER BY 1, 2, 3`),
  );

/** A quote of the tenant with services, one of its services and a user. */
async function aService() {
  const [row] = rowsOf<{ quote: number; service: number; user_id: number }>(
    await ctx.database.db.execute(sql`SELECT s.itinerary_id AS quote, s.id AS service,
        (SELECT u.id FROM users u WHERE u.tenant_id = s.tenant_id ORDER BY u.id LIMIT 1) AS user_id
      FROM itinerary_services s WHERE s.tenant_id = ${tenant} ORDER BY s.itinerary_id, s.id LIMIT 1`),
  );
  return row!;
}

/** History entries for `service`, written as the app writes them (its role, the tenant set). */
const addEntries = (quote: number, service: number, userId: number, ats: (string | null)[]) =>
  ctx.database.withTenant(tenant, (tx) =>
    tx.execute(sql`INSERT INTO itinerary_history (tenant_id, itinerary_id, version, entity, entity_id, action, user_id, created_at)
      SELECT ${tenant}, ${quote}, 1, 'service', ${service}, 'edited', ${userId}, coalesce(a::timestamptz, now())
      FROM unnest(${`{${ats.map((a) => (a === null ? 'NULL' : `"${a}"`)).join(',')}}`}::text[]) AS a`),
  );

describe("the services' kept editions", () => {
  it('equal a recount of the history after the demo seed (entries written, then re-dated)', async () => {
    const rows = await kept();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(await recount());
  });

  it('follow new entries, and not an entry written later with an earlier time', async () => {
    const { quote, service, user_id } = await aService();
    await addEntries(quote, service, user_id, ['2100-01-02T00:00:00Z', '2100-01-01T00:00:00Z']);
    const mine = (await kept()).find((r) => r.itinerary_id === quote && r.service_id === service)!;
    expect(mine.at.startsWith('2100-01-02')).toBe(true);
    // Later (a higher id), earlier in time: the edition stays the newest by time.
    await addEntries(quote, service, user_id, ['2099-12-31T00:00:00Z']);
    expect((await kept()).find((r) => r.itinerary_id === quote && r.service_id === service)).toEqual(mine);
    expect(await kept()).toEqual(await recount());
  });

  it('are read again when entries are re-dated or removed', async () => {
    const { quote, service } = await aService();
    await ctx.database.db.execute(sql`UPDATE itinerary_history SET created_at = created_at - interval '200 years'
      WHERE tenant_id = ${tenant} AND itinerary_id = ${quote} AND entity_id = ${service} AND created_at > '2099-01-01'`);
    expect(await kept()).toEqual(await recount());
    await ctx.database.db.execute(sql`DELETE FROM itinerary_history
      WHERE tenant_id = ${tenant} AND itinerary_id = ${quote} AND entity = 'service' AND entity_id = ${service}`);
    expect((await kept()).some((r) => r.itinerary_id === quote && r.service_id === service)).toBe(false);
    expect(await kept()).toEqual(await recount());
  });

  it("go with their quote, and the answers' editions are the history's", async () => {
    const { quote } = await aService();
    await ctx.database.db.execute(sql`DELETE FROM itineraries WHERE tenant_id = ${tenant} AND id = ${quote}`);
    expect((await kept()).some((r) => r.itinerary_id === quote)).toBe(false);
    expect(await kept()).toEqual(await recount());
    // Every quote's answered editions, against the history probed a service (the statement 0093 sent).
    const quotes = rowsOf<{ id: number }>(
      await ctx.database.db.execute(
        sql`SELECT DISTINCT itinerary_id AS id FROM itinerary_services WHERE tenant_id = ${tenant}`,
      ),
    );
    for (const { id } of quotes) {
      const answered = await ctx.database.withTenant(tenant, (tx) => serviceEditions(tx, tenant, id));
      const expected = rowsOf<{ id: number; name: string | null; date: string }>(
        await ctx.database.db.execute(sql`SELECT s.id, u.name, coalesce(last.created_at, s.created_at) AS date
          FROM itinerary_services s
          LEFT JOIN LATERAL (SELECT h.user_id, h.created_at FROM itinerary_history h
            WHERE h.tenant_id = s.tenant_id AND h.itinerary_id = s.itinerary_id AND h.entity = 'service' AND h.entity_id = s.id
            ORDER BY h.created_at DESC, h.id DESC LIMIT 1) last ON true
          LEFT JOIN users u ON u.tenant_id = s.tenant_id AND u.id = coalesce(last.user_id,
            (SELECT v.user_id FROM itinerary_versions v WHERE v.tenant_id = s.tenant_id AND v.itinerary_id = s.itinerary_id
              ORDER BY v.version LIMIT 1))
          WHERE s.tenant_id = ${tenant} AND s.itinerary_id = ${id}`),
      );
      expect(Object.fromEntries(answered)).toEqual(
        Object.fromEntries(
          expected.map((r) => [r.id, { user: { name: r.name ?? '' }, date: new Date(r.date).toISOString() }]),
        ),
      );
    }
  });
});
