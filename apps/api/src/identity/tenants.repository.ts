import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { tenants } from '../db/schema';

export interface TenantRow {
  id: number;
  slug: string;
  name: string;
}

// Tenants are the one table read outside a tenant scope: resolving the Host comes first.
export const tenantsRepository = {
  async findBySlug(db: AppDb, slug: string): Promise<TenantRow | undefined> {
    const rows = await db
      .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.slug, slug))
      .limit(1);
    return rows[0];
  },
  async findById(db: AppDb, id: number): Promise<TenantRow | undefined> {
    const rows = await db
      .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, id))
      .limit(1);
    return rows[0];
  },
  async findBySlugs(db: AppDb, slugs: string[]): Promise<TenantRow[]> {
    if (slugs.length === 0) return [];
    return db
      .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
      .from(tenants)
      .where(inArray(tenants.slug, slugs));
  },
  async create(db: AppDb, values: { slug: string; name: string }): Promise<TenantRow> {
    const [row] = await db
      .insert(tenants)
      .values(values)
      .returning({ id: tenants.id, slug: tenants.slug, name: tenants.name });
    if (!row) throw new Error('tenant insert returned nothing');
    return row;
  },
};
