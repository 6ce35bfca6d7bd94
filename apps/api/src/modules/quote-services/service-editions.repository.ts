import type { ServiceEdition } from '@itinera/domain/contracts';
import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Who changed each service of a quote last, and when (original-client.md §6.3 `edition`): its newest history
 * entry (added, edited, moved, booked…). A service no entry names (a duplicate's copies, the demo's)
 * was made with the quote: the quote's first version's author, at the service's creation.
 * The newest entry of each service is kept in itinerary_service_editions by the history's own triggers
 * (migration 0066, decision 0125): one row a service, where probing the quote's history once a
 * service (decision 0093) cost ~1.5 ms of PostgreSQL's time on every write's answer.
 */
export async function serviceEditions(
  tx: TenantTx,
  tenantId: number,
  itineraryId: number,
  ids?: readonly number[],
): Promise<Map<number, ServiceEdition>> {
  // One parameter, the array's literal: a parameter an id made building and binding the statement
  // a third of a whole answer's allocations (decision 0111's appendix).
  const only = ids ? sql` AND s.id = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])` : sql``;
  // Each service's row by its whole key (LIMIT 1: a probe a service, which the planner otherwise trades
  // for a pass over the quote's editions a service when its statistics do not know the tenant), and the
  // services in the order of their quote's index (ordered so, not by the tenant's key with a filter).
  // The author is joined on the edition's user alone: with the first version's author folded into
  // the same comparison (a sub-plan's value), row-level security kept the user's id out of the index
  // condition and each service read all of the tenant's users. The first author is read once.
  const rows = rowsOf<{ id: number; name: string | null; date: Date | string }>(
    await tx.execute(sql`SELECT s.id,
        CASE WHEN e.user_id IS NULL THEN (SELECT fu.name FROM itinerary_versions v
            JOIN users fu ON fu.tenant_id = v.tenant_id AND fu.id = v.user_id
            WHERE v.tenant_id = ${tenantId} AND v.itinerary_id = ${itineraryId} ORDER BY v.version LIMIT 1)
          ELSE u.name END AS name,
        coalesce(e.created_at, s.created_at) AS date
      FROM itinerary_services s
      LEFT JOIN LATERAL (SELECT e.user_id, e.created_at FROM itinerary_service_editions e
        WHERE e.tenant_id = s.tenant_id AND e.itinerary_id = s.itinerary_id AND e.service_id = s.id LIMIT 1) e ON true
      LEFT JOIN users u ON u.tenant_id = s.tenant_id AND u.id = e.user_id
      WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId}${only}
      ORDER BY s.position, s.id`),
  );
  return new Map(
    rows.map((r) => [r.id, { user: { name: r.name ?? '' }, date: new Date(r.date).toISOString() }] as const),
  );
}
