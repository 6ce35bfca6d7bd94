import type { ServiceEdition } from '@itinera/domain/contracts';
import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { intArray, rowsOf } from '../../db/rows';

/**
 * Who changed each service of a quote last, and when (contract §6.3 `edition`): its newest history
 * entry (added, edited, moved, booked…). A service no entry names (a duplicate's copies, the demo's)
 * was made with the quote: the quote's first version's author, at the service's creation.
 * One scan of the quote's service entries, not one per service (there is no index by entity_id).
 */
export async function serviceEditions(
  tx: TenantTx,
  tenantId: number,
  itineraryId: number,
  ids?: readonly number[],
): Promise<Map<number, ServiceEdition>> {
  const only = ids ? sql` AND s.id = ANY(${intArray([...ids])})` : sql``;
  const rows = rowsOf<{ id: number; name: string | null; date: Date | string }>(
    await tx.execute(sql`WITH last AS (
        SELECT DISTINCT ON (h.entity_id) h.entity_id, h.user_id, h.created_at FROM itinerary_history h
        WHERE h.tenant_id = ${tenantId} AND h.itinerary_id = ${itineraryId} AND h.entity = 'service'
        ORDER BY h.entity_id, h.created_at DESC, h.id DESC)
      SELECT s.id, u.name, coalesce(last.created_at, s.created_at) AS date
      FROM itinerary_services s LEFT JOIN last ON last.entity_id = s.id
      LEFT JOIN users u ON u.tenant_id = s.tenant_id AND u.id = coalesce(last.user_id,
        (SELECT v.user_id FROM itinerary_versions v WHERE v.tenant_id = s.tenant_id AND v.itinerary_id = s.itinerary_id
          ORDER BY v.version LIMIT 1))
      WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId}${only}`),
  );
  return new Map(
    rows.map((r) => [r.id, { user: { name: r.name ?? '' }, date: new Date(r.date).toISOString() }] as const),
  );
}
