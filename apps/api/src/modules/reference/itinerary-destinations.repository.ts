import { sql } from 'drizzle-orm';
import { imageAt, ITINERARY_TYPES } from '@itinera/domain';
import type { ItineraryDestination } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { SessionUser } from '../../identity/session-user';
import { visibleTo } from '../quote-core/visible.repository';

/** The country's picture (location_photos, docs/domain/assets.md#destination-pictures); empty paths without one. */
const assetOf = (image: string | null): ItineraryDestination['asset'] => ({
  fullpath: image ?? '',
  thumbnail_350X240: image ? imageAt(image, '350X240') : '',
  thumbnail_1200X725: image ? imageAt(image, '1200X725') : '',
  thumbnail_1600X900: image ? imageAt(image, '1600X900') : '',
});

/**
 * C12: each country with the tenant's active catalogue services placed in it (a service's place
 * may be the country, a destination or a city of it) or quotes the user may see that visit it,
 * with both counts. A quote visiting several places of one country counts once.
 */
export async function itineraryDestinations(
  tx: TenantTx,
  tenantId: number,
  user: SessionUser,
): Promise<ItineraryDestination[]> {
  const rows = rowsOf<{
    id: number;
    location_name: string;
    itineraries: number;
    services: number;
    image: string | null;
  }>(
    await tx.execute(sql`
      WITH served AS (
        SELECT l.country_code, count(*)::int AS n FROM services s JOIN locations l ON l.id = s.location_id
        WHERE s.tenant_id = ${tenantId} AND NOT s.archived GROUP BY l.country_code
      ), quoted AS (
        SELECT l.country_code, count(DISTINCT i.id)::int AS n FROM itineraries i JOIN locations l ON l.id = ANY(i.location_ids)
        WHERE i.tenant_id = ${tenantId} AND i.itinerary_type_id = ${ITINERARY_TYPES.QUOTE} AND ${visibleTo(user)}
        GROUP BY l.country_code
      )
      SELECT c.id, c.name AS location_name, COALESCE(q.n, 0) AS itineraries, COALESCE(sv.n, 0) AS services,
        (SELECT p.image FROM location_photos p WHERE p.tenant_id = ${tenantId} AND p.location_id = c.id) AS image
      FROM locations c
        LEFT JOIN served sv ON sv.country_code = c.country_code
        LEFT JOIN quoted q ON q.country_code = c.country_code
      WHERE c.kind = 'country' AND (sv.n IS NOT NULL OR q.n IS NOT NULL)
      ORDER BY c.name`),
  );
  return rows.map((r) => ({
    country: { id: r.id, location_name: r.location_name },
    itineraries: r.itineraries,
    services: r.services,
    asset: assetOf(r.image),
  }));
}
