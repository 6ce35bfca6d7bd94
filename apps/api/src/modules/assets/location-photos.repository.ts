import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface LocationPhotoRow {
  location_id: number;
  location_code: string;
  location_name: string;
  image: string;
}

export const locationPhotosRepository = {
  async list(tx: TenantTx, tenantId: number): Promise<LocationPhotoRow[]> {
    return rowsOf(
      await tx.execute(sql`SELECT p.location_id, l.code AS location_code, l.name AS location_name, p.image
        FROM location_photos p JOIN locations l ON l.id = p.location_id WHERE p.tenant_id = ${tenantId} ORDER BY l.name`),
    );
  },

  async placeExists(tx: TenantTx, id: number): Promise<boolean> {
    return rowsOf(await tx.execute(sql`SELECT 1 FROM locations WHERE id = ${id}`)).length > 0;
  },

  /** Sets the place's picture, or removes it (null). */
  async set(tx: TenantTx, tenantId: number, locationId: number, image: string | null): Promise<void> {
    if (image === null)
      await tx.execute(sql`DELETE FROM location_photos WHERE tenant_id = ${tenantId} AND location_id = ${locationId}`);
    else
      await tx.execute(sql`INSERT INTO location_photos (tenant_id, location_id, image) VALUES (${tenantId}, ${locationId}, ${image})
        ON CONFLICT (tenant_id, location_id) DO UPDATE SET image = excluded.image, updated_at = now()`);
  },
};
