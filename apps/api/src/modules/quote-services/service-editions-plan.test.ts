import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helper';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { serviceEditions } from './service-editions.repository';

// Decision 0093: every write answer names each answered service's edition (its newest history entry).
// The quote's history grows 40 service entries a move of 40; the editions were a DISTINCT ON that
// sorted all of them on every call, then (0093) one probe of itinerary_history_entity_idx a service.
// Decision 0125: the history's triggers keep each service's newest entry in itinerary_service_editions,
// and the answer reads that row by its key: the history is not read at all. Sequential scans are
// switched off: the demo's tables are small enough that the planner would otherwise read them whole.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

let ctx: TestContext;
let quote: { tenant_id: number; itinerary_id: number; ids: number[] };

beforeAll(async () => {
  ctx = await createTestApp();
  [quote] = rowsOf<typeof quote>(
    await ctx.database.db.execute(sql`SELECT s.tenant_id, s.itinerary_id, array_agg(s.id ORDER BY s.id) AS ids
      FROM itinerary_services s JOIN tenants t ON t.id = s.tenant_id AND t.slug = 'demo'
      GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`),
  ) as [typeof quote];
  await ctx.database.executeSql('ANALYZE itinerary_service_editions');
});
afterAll(() => ctx.close());

/** The plan of the editions statement, as the repository sends it. */
async function editionsPlan(ids?: number[]): Promise<PlanNode[]> {
  return ctx.database.withTenant(quote.tenant_id, async (tx) => {
    const sent: SQL[] = [];
    const recording = { execute: (statement: SQL) => (sent.push(statement), tx.execute(statement)) };
    await serviceEditions(recording as unknown as TenantTx, quote.tenant_id, quote.itinerary_id, ids);
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      await tx.execute(sql`EXPLAIN (FORMAT JSON) ${sent[0]!}`),
    );
    return nodes(row!['QUERY PLAN'][0].Plan);
  });
}

describe("the services' editions", () => {
  it("read each service's kept edition by its key, and no history", async () => {
    for (const ids of [undefined, quote.ids.slice(0, 3)]) {
      const plan = await editionsPlan(ids);
      expect(plan.filter((n) => n['Relation Name'] === 'itinerary_history')).toEqual([]);
      const editions = plan.filter((n) => n['Relation Name'] === 'itinerary_service_editions');
      expect(editions.map((n) => n['Index Name'])).toEqual(['itinerary_service_editions_pkey']);
      // The whole key bound: one row a service, not the quote's editions once a service.
      expect(editions[0]!['Index Cond']).toMatch(/service_id = s\.id/);
    }
  });
});
