import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { idList, rowsOf } from '../../db/rows';

// The names a quote's detail shows for its place and tag ids.

export interface Place {
  id: number;
  location_name: string;
  location_code: string | null;
  parent: number | null;
}

export const labelsRepository = {
  async locations(tx: TenantTx, ids: number[]) {
    if (!ids.length) return [];
    return rowsOf<{ id: number; location_name: string; location_code: string }>(
      await tx.execute(
        sql`SELECT id, name AS location_name, code AS location_code FROM locations WHERE id IN (${idList(ids)})`,
      ),
    );
  },

  /** Places with their code and parent (a destination's country), as the day answers name them. */
  async places(tx: TenantTx, ids: number[]) {
    if (!ids.length) return new Map<number, Place>();
    const rows = rowsOf<Place>(
      await tx.execute(
        sql`SELECT id, name AS location_name, code AS location_code, parent_id AS parent FROM locations WHERE id IN (${idList([...new Set(ids)])})`,
      ),
    );
    return new Map(rows.map((r) => [r.id, r]));
  },

  async tags(tx: TenantTx, tenantId: number, ids: number[]) {
    if (!ids.length) return [];
    return rowsOf<{ id: number; name: string }>(
      await tx.execute(sql`SELECT id, name FROM tags WHERE tenant_id = ${tenantId} AND id IN (${idList(ids)})`),
    );
  },
};
