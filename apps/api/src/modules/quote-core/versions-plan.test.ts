import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { seedDemo } from '../../seed/seed';
import type { TenantTx } from '../../db/client';
import { serviceEditions } from '../quote-services/service-editions.repository';
import { saveServiceBodies, snapshotParts, versionsRepository } from './versions.repository';

// Decision 0048: every edit asks, per service, whether its body is already stored. For a tenant the
// planner's statistics did not know yet, an index led by tenant_id made that a scan of all the
// tenant's bodies once per service (7–100 ms an edit on the bench, growing with each edit).
// Decision 0122: the tenant keys (0086) led the primary key itself by tenant_id, and the same scan
// came back through it — the right index, read with the tenant alone. So the key's every column
// must be bound in the read, not only the index named.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

let ctx: TestContext;
let newTenant: number;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await seedDemo(ctx.database, 'demo');
  // Statistics taken before the second tenant exists: the planner believes it has no rows.
  await ctx.database.db.execute(sql`ANALYZE itinerary_service_snapshots`);
  await ctx.database.db.execute(sql`ANALYZE itinerary_services`);
  await ctx.database.db.execute(sql`ANALYZE itinerary_history`);
  await ctx.database.db.execute(sql`ANALYZE itinerary_passengers`);
  newTenant = (await seedDemo(ctx.database, 'newcomer')).tenantId;
});
afterAll(() => ctx.close());

describe('the version write on a tenant the statistics do not know', () => {
  it('looks each stored body up by its primary key, never by tenant', async () => {
    const plan = await ctx.database.withTenant(newTenant, async (tx) => {
      const [quote] = rowsOf<{ id: number }>(
        await tx.execute(sql`SELECT itinerary_id AS id FROM itinerary_services WHERE tenant_id = ${newTenant}
          GROUP BY itinerary_id ORDER BY count(*) DESC LIMIT 1`),
      );
      const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        await tx.execute(sql`EXPLAIN (FORMAT JSON) ${saveServiceBodies(newTenant, quote!.id)}`),
      );
      return row!['QUERY PLAN'][0].Plan;
    });
    const reads = nodes(plan).filter(
      (n) => n['Relation Name'] === 'itinerary_service_snapshots' && n['Node Type'] !== 'ModifyTable',
    );
    // Since migration 0059 the key is (tenant_id, service_id, rev) (decision 0086): led by tenant_id but
    // looked up on all three, so an index-only read of it is as good as the index scan it was.
    expect(reads.map((n) => n['Index Name'])).toEqual(['itinerary_service_snapshots_service_id_rev_pk']);
    expect(['Index Scan', 'Index Only Scan']).toContain(reads[0]!['Node Type']);
    expect(reads[0]!['Index Cond']).toMatch(/service_id = s\.id/);
    expect(reads[0]!['Index Cond']).toMatch(/rev = s\.rev/);
  });
});

/** The plan nodes of the first statement `send` makes, on the new tenant's largest quote by history. */
async function planOf(
  send: (tx: TenantTx, quote: number) => Promise<unknown>,
  { seqScans = true } = {},
): Promise<PlanNode[]> {
  return ctx.database.withTenant(newTenant, async (tx) => {
    // The test's tables are small enough that a sequential read is the plan for some of them.
    if (!seqScans) await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const [quote] = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT itinerary_id AS id FROM itinerary_history WHERE tenant_id = ${newTenant}
        GROUP BY itinerary_id ORDER BY count(*) DESC LIMIT 1`),
    );
    const sent: SQL[] = [];
    const recording = { execute: (statement: SQL) => (sent.push(statement), tx.execute(statement)) };
    await send(recording as unknown as TenantTx, quote!.id);
    const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      await tx.execute(sql`EXPLAIN (FORMAT JSON) ${sent[0]!}`),
    );
    return nodes(row!['QUERY PLAN'][0].Plan);
  });
}

describe("a move's announced-move check on a tenant the statistics do not know", () => {
  // Decision 0122: the quote's newest history entry was found by sorting the quote's whole history
  // (40 entries longer after each move of 40: 3 ms a move after 300 moves on the bench).
  it("reads the first row of the quote's range of itinerary_history_recent_idx, with no sort", async () => {
    const plan = await planOf((tx, quote) => versionsRepository.newestEntry(tx, newTenant, quote, 5));
    expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
    const reads = plan.filter((n) => n['Relation Name'] === 'itinerary_history');
    expect(reads.map((n) => n['Index Name'])).toEqual(['itinerary_history_recent_idx']);
    expect(reads[0]!['Index Cond']).toMatch(/itinerary_id = /);
  });
});

describe("the services' editions on a tenant the statistics do not know", () => {
  // Decision 0122: the quote's time-ordered history index must not serve a service's newest entry
  // (it would filter the quote's whole history once a service). Decision 0125: the newest entry is
  // kept a service, read by its whole key; the history is not read.
  it("read each service's kept edition by its whole key", async () => {
    const plan = await planOf((tx, quote) => serviceEditions(tx, newTenant, quote));
    expect(plan.filter((n) => n['Relation Name'] === 'itinerary_history')).toEqual([]);
    const reads = plan.filter((n) => n['Relation Name'] === 'itinerary_service_editions');
    expect(reads.map((n) => n['Index Name'])).toEqual(['itinerary_service_editions_pkey']);
    // The whole key bound: one row a service, not the quote's editions once a service.
    expect(reads[0]!['Index Cond']).toMatch(/service_id = s\.id/);
    // The services by their quote's index, not the tenant's with a filter.
    const services = plan.filter((n) => n['Relation Name'] === 'itinerary_services');
    expect(services.map((n) => n['Index Name'])).toEqual(['itinerary_services_order_idx']);
  });
});

describe("the version's services and passengers on a tenant the statistics do not know", () => {
  // Decision 0125: read by the tenant-led primary key with the quote as a filter, each version write
  // read all of the tenant's services (twice) and passengers. Ordered as their quote's index, they
  // are read from it.
  it("are read from the quote's own indexes", async () => {
    for (const statement of [
      (quote: number) => saveServiceBodies(newTenant, quote),
      (quote: number) => sql`SELECT ${snapshotParts(newTenant, quote)}`,
    ]) {
      const plan = await planOf((tx, quote) => tx.execute(statement(quote)), { seqScans: false });
      const reads = plan.filter((n) =>
        ['itinerary_services', 'itinerary_passengers'].includes(n['Relation Name'] ?? ''),
      );
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads) {
        expect(read['Index Name']).toMatch(/^itinerary_(services_order|passengers)_idx$/);
        expect(read['Index Cond']).toMatch(/itinerary_id = /);
      }
    }
  });
});
