import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { serviceCategories, services, tags } from '../../db/catalogue-schema';

export type TagRow = { id: number; name: string; kind: string };
export type CategoryRow = { id: number; name: string; acronym: string; type: string; archived: boolean };

/**
 * What the service search matches (services.search_text): code, the name in every language and
 * the category name, lower-cased, as the demo seed writes it.
 */
export const SERVICE_SEARCH_TEXT = sql`lower(concat_ws(' ', ${services.code},
  (SELECT string_agg(t.v, ' ' ORDER BY t.k) FROM jsonb_each_text(${services.name}) AS t(k, v)),
  (SELECT c.name FROM service_categories c WHERE c.id = ${services.categoryId})))`;

const tagColumns = { id: tags.id, name: tags.name, kind: tags.kind };
const categoryColumns = {
  id: serviceCategories.id,
  name: serviceCategories.name,
  acronym: serviceCategories.acronym,
  type: serviceCategories.type,
  archived: serviceCategories.archived,
};

export const tagsRepository = {
  async find(tx: TenantTx, tenantId: number, id: number): Promise<TagRow | undefined> {
    return (
      await tx
        .select(tagColumns)
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)))
        .limit(1)
    )[0];
  },

  /** Another tag of the kind with this name, whatever the case. */
  async findByName(
    tx: TenantTx,
    tenantId: number,
    kind: string,
    name: string,
    exceptId?: number,
  ): Promise<TagRow | undefined> {
    const rows = await tx
      .select(tagColumns)
      .from(tags)
      .where(
        and(
          eq(tags.tenantId, tenantId),
          eq(tags.kind, kind),
          sql`lower(${tags.name}) = lower(${name})`,
          exceptId ? ne(tags.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return rows[0];
  },

  /**
   * Creates the names that no tag of the kind has yet, whatever the case; a name another save
   * creates at the same moment is left to that one (the unique index on lower(name) decides).
   */
  async createMissing(tx: TenantTx, tenantId: number, kind: string, names: string[]): Promise<void> {
    // The first spelling of a name sent twice is the one kept.
    const byKey = new Map<string, string>();
    for (const name of names) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
    if (!byKey.size) return;
    await tx
      .insert(tags)
      .values([...byKey.values()].map((name) => ({ tenantId, kind, name })))
      .onConflictDoNothing();
  },

  async rename(tx: TenantTx, tenantId: number, id: number, name: string): Promise<TagRow> {
    return (
      await tx
        .update(tags)
        .set({ name })
        .where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)))
        .returning(tagColumns)
    )[0]!;
  },

  /** Deletes the tag and takes it off every service that carries it. */
  async remove(tx: TenantTx, tenantId: number, id: number): Promise<void> {
    await tx
      .update(services)
      .set({ tagIds: sql`array_remove(${services.tagIds}, ${id}::int)` })
      .where(and(eq(services.tenantId, tenantId), sql`${id}::int = ANY(${services.tagIds})`));
    await tx.delete(tags).where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)));
  },
};

export const categoriesRepository = {
  async find(tx: TenantTx, tenantId: number, id: number): Promise<CategoryRow | undefined> {
    return (
      await tx
        .select(categoryColumns)
        .from(serviceCategories)
        .where(and(eq(serviceCategories.tenantId, tenantId), eq(serviceCategories.id, id)))
        .limit(1)
    )[0];
  },

  /** Acronyms are unique per tenant, archived categories included. */
  async findByAcronym(tx: TenantTx, tenantId: number, acronym: string): Promise<CategoryRow | undefined> {
    return (
      await tx
        .select(categoryColumns)
        .from(serviceCategories)
        .where(and(eq(serviceCategories.tenantId, tenantId), eq(serviceCategories.acronym, acronym)))
        .limit(1)
    )[0];
  },

  async create(
    tx: TenantTx,
    tenantId: number,
    values: { name: string; acronym: string; type?: string },
  ): Promise<CategoryRow> {
    return (
      await tx
        .insert(serviceCategories)
        .values({ tenantId, ...values })
        .returning(categoryColumns)
    )[0]!;
  },

  async update(
    tx: TenantTx,
    tenantId: number,
    id: number,
    values: { name?: string; acronym?: string; type?: string; archived?: boolean },
  ): Promise<CategoryRow> {
    return (
      await tx
        .update(serviceCategories)
        .set(values)
        .where(and(eq(serviceCategories.tenantId, tenantId), eq(serviceCategories.id, id)))
        .returning(categoryColumns)
    )[0]!;
  },

  async activeServiceCount(tx: TenantTx, tenantId: number, id: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(services)
      .where(and(eq(services.tenantId, tenantId), eq(services.categoryId, id), eq(services.archived, false)));
    return row?.n ?? 0;
  },

  /** The category name is part of what the service search matches: rewrite it on its services. */
  async refreshSearchText(tx: TenantTx, tenantId: number, id: number): Promise<void> {
    await tx
      .update(services)
      .set({ searchText: SERVICE_SEARCH_TEXT })
      .where(and(eq(services.tenantId, tenantId), eq(services.categoryId, id)));
  },
};
