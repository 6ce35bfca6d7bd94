import { sql } from 'drizzle-orm';
import type { AssetUsage } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { rowsOf, textArray } from '../../db/rows';

// Where a picture is shown (docs/domain/assets.md#where-used): every place that stores an image
// reference. A place names the picture by its address (/tenant/assets/thumbnail/<key>) or, written
// by the original client, by its id; both are looked for. Each place links to the screen it is edited on.

export interface AssetRefs {
  /** The address (assetImageRef) and the id as text. */
  refs: string[];
  /** The address, which thumbnail addresses (publish images) start with. */
  address: string;
}

export const assetUsagesRepository = {
  async list(tx: TenantTx, tenantId: number, r: AssetRefs): Promise<AssetUsage[]> {
    const refs = textArray(r.refs);
    const like = `${r.address}?%`;
    return rowsOf<AssetUsage>(
      await tx.execute(sql`
        SELECT 'service' AS kind, s.id, coalesce(s.name->>'en', s.code) AS label, '/configuration/services?service=' || s.id AS link
          FROM services s WHERE s.tenant_id = ${tenantId} AND s.images && ${refs}
        UNION ALL
        SELECT 'quote_service', s.id, q.code || ': ' || s.name, '/quote/services?itinerary=' || q.uuid
          FROM itinerary_services s JOIN itineraries q ON q.id = s.itinerary_id
          WHERE s.tenant_id = ${tenantId} AND s.images && ${refs}
        UNION ALL
        SELECT 'day', d.id, q.code || ': day ' || d.start_day, '/quote/itinerary?itinerary=' || q.uuid
          FROM itinerary_days d JOIN itineraries q ON q.id = d.itinerary_id
          WHERE d.tenant_id = ${tenantId} AND d.images && ${refs}
        UNION ALL
        SELECT 'client', c.id, c.name, '/configuration/clients?client=' || c.id
          FROM clients c WHERE c.tenant_id = ${tenantId} AND c.logo = ANY(${refs})
        UNION ALL
        SELECT 'location', l.id, l.name, '/configuration/destinations'
          FROM location_photos p JOIN locations l ON l.id = p.location_id
          WHERE p.tenant_id = ${tenantId} AND p.image = ANY(${refs})
        UNION ALL
        SELECT 'publish', i.id, coalesce(q.code || ': ', 'Publishing defaults: ') || i.slot,
            CASE WHEN q.uuid IS NULL THEN NULL ELSE '/quote/export?itinerary=' || q.uuid END
          FROM publish_images i LEFT JOIN itineraries q ON q.id = i.itinerary_id
          WHERE i.tenant_id = ${tenantId} AND (i.small LIKE ${like} OR i.large LIKE ${like})
        ORDER BY 1, 3`),
    );
  },

  /** Takes the picture off every place that shows it (a delete the user confirmed); answers how many places. */
  async clear(tx: TenantTx, tenantId: number, r: AssetRefs): Promise<number> {
    const refs = textArray(r.refs);
    const like = `${r.address}?%`;
    let n = 0;
    const count = (result: unknown) => {
      n +=
        (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
        (result as { rowCount?: number }).rowCount ??
        0;
    };
    for (const table of ['services', 'itinerary_services', 'itinerary_days'] as const)
      count(
        await tx.execute(sql`UPDATE ${sql.identifier(table)} SET images = ARRAY(SELECT i FROM unnest(images) i WHERE NOT i = ANY(${refs}))
          WHERE tenant_id = ${tenantId} AND images && ${refs}`),
      );
    count(await tx.execute(sql`UPDATE clients SET logo = NULL WHERE tenant_id = ${tenantId} AND logo = ANY(${refs})`));
    count(await tx.execute(sql`DELETE FROM location_photos WHERE tenant_id = ${tenantId} AND image = ANY(${refs})`));
    count(
      await tx.execute(
        sql`DELETE FROM publish_images WHERE tenant_id = ${tenantId} AND (small LIKE ${like} OR large LIKE ${like})`,
      ),
    );
    return n;
  },
};
