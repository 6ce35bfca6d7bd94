import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@itinera/domain';
import { listQueryOf, quoteListQuerySchema } from '@itinera/domain/contracts';
import { tenantIdOf } from '../../../test/quotes.fixtures';
import { createTestApp, type TestContext } from '../../../test/helper';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { SessionUser } from '../../identity/session-user';
import { quoteListCache } from '../quote-core/list-cache';
import { listVisibility } from '../quote-core/visible.repository';
import { quoteListRepository } from './quote-list.repository';

// Decision 0087: with no page remembered, every list call counts its total and reads its
// page. A client's quotes between two dates were counted (and, once the prepared page kept its
// generic plan, read) by walking every quote of the client or of the date range; a travel agent's
// total visited every quote of the tenant in the table. Sequential scans are switched off: the
// demo tenant is small enough that the planner would otherwise read the whole table either way.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

let ctx: TestContext;
let tenantId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  tenantId = await tenantIdOf(ctx);
  // Index-only scans are planned from the visibility map, which VACUUM fills.
  await ctx.database.executeSql('VACUUM ANALYZE itineraries');
});
afterAll(() => ctx.close());

/** The scans of the list's count statement (quotes or their counts), as the repository sends it for `query` and `user`. */
async function countScans(user: Partial<SessionUser>, query: string): Promise<PlanNode[]> {
  const q = listQueryOf(quoteListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
  const caller = { tenantId, clientId: null, permissions: [], ...user } as SessionUser;
  const { visible, key } = listVisibility(caller, q.type);
  quoteListCache.clear();
  return ctx.database.withTenant(tenantId, async (tx) => {
    const sent: SQL[] = [];
    // The transaction itself, its drizzle statements recorded (the page's rows go by kept-statement.ts).
    const recording = Object.assign(Object.create(tx) as TenantTx, {
      execute: (statement: SQL) => (sent.push(statement), tx.execute(statement)),
    });
    await quoteListRepository.list(recording, tenantId, visible, q, key);
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      await tx.execute(sql`EXPLAIN (FORMAT JSON) ${sent[0]!}`),
    );
    return nodes(row!['QUERY PLAN'][0].Plan).filter((n) =>
      ['itineraries', 'itinerary_list_counts'].includes(n['Relation Name'] ?? ''),
    );
  });
}

describe('the quote list total with no page remembered', () => {
  it("counts a client's quotes between two start dates in one range of an index", async () => {
    const [client] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(
        sql`SELECT client_id AS id FROM itineraries WHERE tenant_id = ${tenantId} AND client_id IS NOT NULL LIMIT 1`,
      ),
    );
    const scans = await countScans(
      { roleId: ROLES.ADMIN, userId: 1 },
      `client=${client!.id}&from=2026-03-01&to=2026-06-30`,
    );
    expect(scans.map((n) => n['Index Name'])).toEqual(['itineraries_client_start_idx']);
    expect(scans[0]!['Index Cond']).toContain('start_date');
  });

  // Decision 0102: by type, status, client and visibility, the total adds up the kept counts.
  it("adds up a travel agent's quotes from the kept counts, without reading the quotes", async () => {
    const [agent] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(
        sql`SELECT id FROM users WHERE tenant_id = ${tenantId} AND role_id = ${ROLES.TRAVEL_AGENT} LIMIT 1`,
      ),
    );
    const scans = await countScans({ roleId: ROLES.TRAVEL_AGENT, userId: agent!.id }, 'status=1,4');
    expect(scans.map((n) => n['Relation Name'])).toEqual(['itinerary_list_counts']);
    expect(scans[0]!['Index Name']).toBe('itinerary_list_counts_key');
  });
});
