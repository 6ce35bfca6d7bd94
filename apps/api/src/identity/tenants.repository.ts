import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb, TenantTx } from '../db/client';
import { tenants } from '../db/schema';

export interface TenantRow {
  id: number;
  slug: string;
  name: string;
}

async function findOne(db: AppDb, where: SQL): Promise<TenantRow | undefined> {
  const rows = await db
    .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
    .from(tenants)
    .where(where)
    .limit(1);
  return rows[0];
}

// Tenants are the one table read outside a tenant scope: resolving the Host comes first.
export const tenantsRepository = {
  findBySlug: (db: AppDb, slug: string) => findOne(db, eq(tenants.slug, slug)),
  findById: (db: AppDb, id: number) => findOne(db, eq(tenants.id, id)),
  async findBySlugs(db: AppDb, slugs: string[]): Promise<TenantRow[]> {
    if (slugs.length === 0) return [];
    return db
      .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
      .from(tenants)
      .where(inArray(tenants.slug, slugs));
  },
  /**
   * The tenant's default language (`settings.default_language`, issue 45, docs/decisions/issues.md): what a proposal speaks
   * when its quote's language has no catalogue. Null when not set.
   */
  async defaultLanguage(db: AppDb | TenantTx, id: number): Promise<string | null> {
    const rows = await db
      .select({ language: sql<string | null>`${tenants.settings}->>'default_language'` })
      .from(tenants)
      .where(eq(tenants.id, id))
      .limit(1);
    return rows[0]?.language ?? null;
  },
  /** Sets (or, with null, removes) `settings.default_language`, keeping the tenant's other settings. */
  async saveDefaultLanguage(db: AppDb, id: number, language: string | null): Promise<void> {
    await db
      .update(tenants)
      .set({
        settings: language
          ? sql`${tenants.settings} || jsonb_build_object('default_language', ${language}::text)`
          : sql`${tenants.settings} - 'default_language'`,
      })
      .where(eq(tenants.id, id));
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
