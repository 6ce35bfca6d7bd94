import type { ServiceEdition } from '@itinera/domain/contracts';
import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Who changed each service of a quote last, and when (original-client.md §6.3 `edition`): its newest history
 * entry (added, edited, moved, booked…). A service no entry names (a duplicate's copies, the demo's)
 * was made with the quote: the quote's first version's author, at the service's creation.
 * Each service's newest entry is the first row of its own range of itinerary_history_entity_idx
 * (a LATERAL … LIMIT 1 a service): the quote's history grows 40 service entries a move of 40, and
 * sorting all of them for every answer was a growing part of each write (decision 0093).
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
  // NULLS LAST as the index orders them (both columns are NOT NULL): the scan then needs no sort.
  const rows = rowsOf<{ id: number; name: string | null; date: Date | string }>(
    await tx.execute(sql`SELECT s.id, u.name, coalesce(last.created_at, s.created_at) AS date
      FROM itinerary_services s
      LEFT JOIN LATERAL (SELECT h.user_id, h.created_at FROM itinerary_history h
        WHERE h.tenant_id = ${tenantId} AND h.itinerary_id = ${itineraryId} AND h.entity = 'service' AND h.entity_id = s.id
        ORDER BY h.created_at DESC NULLS LAST, h.id DESC NULLS LAST LIMIT 1) last ON true
      LEFT JOIN users u ON u.tenant_id = s.tenant_id AND u.id = coalesce(last.user_id,
        (SELECT v.user_id FROM itinerary_versions v WHERE v.tenant_id = ${tenantId} AND v.itinerary_id = ${itineraryId}
          ORDER BY v.version LIMIT 1))
      WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId}${only}`),
  );
  return new Map(
    rows.map((r) => [r.id, { user: { name: r.name ?? '' }, date: new Date(r.date).toISOString() }] as const),
  );
}
