import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The alternatives clients tried on a proposal page (decision 0083): 'compose' events among the
// publication's engagement events, counted per link over the last hour to bound them.

// The advisory lock space of the compose events (any constant shared by every process), keyed by tenant
// and link: two pricing calls at once would each count the same hour and both add past the cap.
const COMPOSE_EVENTS_LOCK = 4_903_117;

export const composeEventsRepository = {
  /** Holds the link's count until the transaction ends: the next call counts what this one adds. */
  async lockLink(tx: TenantTx, tenantId: number, linkId: number): Promise<void> {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${COMPOSE_EVENTS_LOCK}::int, hashtext(${`${tenantId}:${linkId}`}))`,
    );
  },

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
