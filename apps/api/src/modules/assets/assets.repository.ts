import { sql, type SQL } from 'drizzle-orm';
import type { AssetListQuery, AssetUpdateBody } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { rowsOf, textArray } from '../../db/rows';

// Every SQL statement of the image library. Rows carry what the answers need; the service shapes them.

export interface AssetRow {
  id: number;
  key: string;
  sha256: string;
  category: number;
  name: string;
  alt: string;
  credit: string;
  tags: string[];
  path: string;
  country: string;
  city: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
  created_by: number | null;
  created_by_name: string | null;
}

export type NewAsset = Omit<AssetRow, 'id' | 'key' | 'created_at' | 'created_by_name'>;

const COLUMNS = sql`a.id, a.key::text AS key, a.sha256, a.category::int AS category, a.name, a.alt, a.credit, a.tags,
  a.path, a.country, a.city, a.format, a.width, a.height, a.bytes,
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  a.created_by, u.name AS created_by_name`;
const FROM = sql`FROM assets a LEFT JOIN users u ON u.id = a.created_by`;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a list may show: every picture, or (a client's user) none of another client's (assets.md#who). */
export interface AssetScope {
  ownClientFolder: string | null;
}

function filters(tenantId: number, q: Partial<AssetListQuery>, scope: AssetScope): SQL {
  const parts: SQL[] = [sql`a.tenant_id = ${tenantId}`];
  if (q.category) parts.push(sql`a.category = ${q.category}`);
  if (q.path) parts.push(sql`(a.path = ${q.path} OR a.path LIKE ${`${likeEscaped(q.path)}/%`})`);
  if (q.search) {
    const like = `%${likeEscaped(q.search.toLowerCase())}%`;
    parts.push(
      sql`(lower(a.name) LIKE ${like} OR lower(a.alt) LIKE ${like} OR lower(a.path) LIKE ${like} OR lower(a.credit) LIKE ${like}
        OR EXISTS (SELECT 1 FROM unnest(a.tags) t WHERE lower(t) LIKE ${like}))`,
    );
  }
  if (scope.ownClientFolder !== null) parts.push(sql`(a.category <> 3 OR a.path = ${scope.ownClientFolder})`);
  return sql.join(parts, sql` AND `);
}

export const assetsRepository = {
  async list(
    tx: TenantTx,
    tenantId: number,
    q: AssetListQuery,
    scope: AssetScope,
  ): Promise<{ rows: AssetRow[]; total: number }> {
    const where = filters(tenantId, q, scope);
    const order = q.order === 'asc' ? sql`a.created_at ASC, a.id ASC` : sql`a.created_at DESC, a.id DESC`;
    const rows = rowsOf<AssetRow>(
      await tx.execute(sql`SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY ${order}
        LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`),
    );
    const total = rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM assets a WHERE ${where}`),
    )[0]!.n;
    return { rows, total };
  },

  async find(tx: TenantTx, tenantId: number, id: number, scope: AssetScope): Promise<AssetRow | undefined> {
    return rowsOf<AssetRow>(
      await tx.execute(sql`SELECT ${COLUMNS} ${FROM} WHERE ${filters(tenantId, {}, scope)} AND a.id = ${id}`),
    )[0];
  },

  /** The thumbnail route's read: by the public key, within the tenant of the asking host. */
  async byKey(tx: TenantTx, tenantId: number, key: string): Promise<{ sha256: string } | undefined> {
    return rowsOf<{ sha256: string }>(
      await tx.execute(sql`SELECT sha256 FROM assets WHERE tenant_id = ${tenantId} AND key = ${key}::uuid`),
    )[0];
  },

  async bySha(tx: TenantTx, tenantId: number, sha256: string): Promise<AssetRow | undefined> {
    return rowsOf<AssetRow>(
      await tx.execute(sql`SELECT ${COLUMNS} ${FROM} WHERE a.tenant_id = ${tenantId} AND a.sha256 = ${sha256}`),
    )[0];
  },

  /** Inserts the asset, or answers the one with the same content (a concurrent upload of the same file). */
  async insert(tx: TenantTx, tenantId: number, a: NewAsset): Promise<{ id: number; created: boolean }> {
    const inserted = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO assets (tenant_id, sha256, category, name, alt, credit, tags, path, country, city,
          format, width, height, bytes, created_by)
        VALUES (${tenantId}, ${a.sha256}, ${a.category}, ${a.name}, ${a.alt}, ${a.credit}, ${textArray(a.tags)}, ${a.path},
          ${a.country}, ${a.city}, ${a.format}, ${a.width}, ${a.height}, ${a.bytes}, ${a.created_by})
        ON CONFLICT (tenant_id, sha256) DO NOTHING RETURNING id`),
    )[0];
    if (inserted) return { id: inserted.id, created: true };
    const existing = await this.bySha(tx, tenantId, a.sha256);
    return { id: existing!.id, created: false };
  },

  async update(tx: TenantTx, tenantId: number, id: number, b: AssetUpdateBody): Promise<void> {
    const sets: SQL[] = [sql`updated_at = now()`];
    if (b.name !== undefined) sets.push(sql`name = ${b.name}`);
    if (b.alt !== undefined) sets.push(sql`alt = ${b.alt}`);
    if (b.credit !== undefined) sets.push(sql`credit = ${b.credit}`);
    if (b.tags !== undefined) sets.push(sql`tags = ${textArray(b.tags)}`);
    if (b.category !== undefined) sets.push(sql`category = ${b.category}`);
    if (b.path !== undefined) sets.push(sql`path = ${b.path}`);
    await tx.execute(sql`UPDATE assets SET ${sql.join(sets, sql`, `)} WHERE tenant_id = ${tenantId} AND id = ${id}`);
  },

  async remove(tx: TenantTx, tenantId: number, id: number): Promise<void> {
    await tx.execute(sql`DELETE FROM assets WHERE tenant_id = ${tenantId} AND id = ${id}`);
  },

  /** The folders in use, with how many pictures each holds. */
  async folders(tx: TenantTx, tenantId: number, scope: AssetScope): Promise<{ path: string; count: number }[]> {
    return rowsOf(
      await tx.execute(sql`SELECT a.path, count(*)::int AS count FROM assets a WHERE ${filters(tenantId, {}, scope)}
        AND a.path <> '' GROUP BY a.path ORDER BY a.path`),
    );
  },
};
