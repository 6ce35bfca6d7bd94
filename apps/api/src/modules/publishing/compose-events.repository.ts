import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The alternatives clients tried on a proposal page (issue 49, decision 0083): 'compose' events among the
// publication's engagement events, counted per link over the last hour to bound them.

export const composeEventsRepository = {
  /** The 'compose' events recorded on any publication of `linkId` in the last hour. */
  async lastHour(tx: TenantTx, tenantId: number, linkId: number): Promise<number> {
    return rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM publication_events e
        JOIN publications p ON p.tenant_id = e.tenant_id AND p.id = e.publication_id
        WHERE e.tenant_id = ${tenantId} AND p.link_id = ${linkId} AND e.kind = 'compose'
          AND e.at > now() - interval '1 hour'`),
    )[0]!.n;
  },
};
