import type { CategoryBody, TagSaveBody } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { requireCatalogueAdmin } from '../../plugins/auth';
import { categoriesRepository, tagsRepository, type CategoryRow } from './tags.repository';

const duplicateTag = (name: string, kind: string) => `There is already a ${kind} tag called “${name}”.`;

/** POST /tenant/tags/save: creates the tag, or renames it when the body names an id. */
export function saveTag(
  database: Database,
  user: SessionUser,
  body: TagSaveBody,
): Promise<{ created: boolean; tag: Record<string, unknown> }> {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    if (body.id) {
      const tag = await tagsRepository.find(tx, user.tenantId, body.id);
      if (!tag) throw notFound('This tag');
      // Services and quotes hold tag ids of their own kind; moving a tag would mislabel them.
      if (tag.kind !== body.kind)
        throw new AppError('UNPROCESSABLE', `This is a ${tag.kind} tag; it cannot become a ${body.kind} tag.`, [
          { path: 'body.kind', message: `must stay ${tag.kind}` },
        ]);
    }
    if (await tagsRepository.findByName(tx, user.tenantId, body.kind, body.name, body.id))
      throw new AppError('CONFLICT', duplicateTag(body.name, body.kind));
    const write = body.id
      ? () => tagsRepository.rename(tx, user.tenantId, body.id!, body.name)
      : () => tagsRepository.create(tx, user.tenantId, body.kind, body.name);
    return { created: !body.id, tag: await conflictOnDuplicate(write, duplicateTag(body.name, body.kind)) };
  });
}

export function deleteTag(database: Database, user: SessionUser, id: number) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const tag = await tagsRepository.find(tx, user.tenantId, id);
    if (!tag) throw notFound('This tag');
    await tagsRepository.remove(tx, user.tenantId, id);
    return tag;
  });
}

const present = ({ id, name, acronym, type }: CategoryRow) => ({ id, name, acronym, type });
const duplicateAcronym = (acronym: string) => `There is already a category with the acronym ${acronym}.`;

async function activeCategory(tx: TenantTx, tenantId: number, id: number): Promise<CategoryRow> {
  const category = await categoriesRepository.find(tx, tenantId, id);
  if (!category || category.archived) throw notFound('This category');
  return category;
}

/**
 * Acronyms stay unique among archived categories too, so a new category with the acronym of an
 * archived one brings that one back under the new name rather than failing for a row nobody sees.
 */
export function createCategory(database: Database, user: SessionUser, body: CategoryBody) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const existing = await categoriesRepository.findByAcronym(tx, user.tenantId, body.acronym);
    if (existing && !existing.archived) throw new AppError('CONFLICT', duplicateAcronym(body.acronym));
    if (existing) {
      const revived = await categoriesRepository.update(tx, user.tenantId, existing.id, {
        name: body.name,
        type: body.type,
        archived: false,
      });
      await categoriesRepository.refreshSearchText(tx, user.tenantId, existing.id);
      return present(revived);
    }
    return present(
      await conflictOnDuplicate(
        () => categoriesRepository.create(tx, user.tenantId, body),
        duplicateAcronym(body.acronym),
      ),
    );
  });
}

export function updateCategory(database: Database, user: SessionUser, id: number, body: CategoryBody) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const category = await activeCategory(tx, user.tenantId, id);
    const holder = await categoriesRepository.findByAcronym(tx, user.tenantId, body.acronym);
    if (holder && holder.id !== id) {
      throw new AppError(
        'CONFLICT',
        holder.archived
          ? `The acronym ${body.acronym} belongs to an archived category; create a category with it to bring that one back.`
          : duplicateAcronym(body.acronym),
      );
    }
    const saved = await conflictOnDuplicate(
      () => categoriesRepository.update(tx, user.tenantId, id, body),
      duplicateAcronym(body.acronym),
    );
    if (saved.name !== category.name) await categoriesRepository.refreshSearchText(tx, user.tenantId, id);
    return present(saved);
  });
}

/** A category that active services still use stays, so that the services do not lose it silently. */
export function archiveCategory(database: Database, user: SessionUser, id: number) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const category = await activeCategory(tx, user.tenantId, id);
    const used = await categoriesRepository.activeServiceCount(tx, user.tenantId, id);
    if (used) {
      throw new AppError(
        'CONFLICT',
        `${used} service${used > 1 ? 's' : ''} still use${used > 1 ? '' : 's'} the category ${category.name}. Move ${used > 1 ? 'them' : 'it'} to another category first.`,
      );
    }
    await categoriesRepository.update(tx, user.tenantId, id, { archived: true });
    return { ...present(category), archived: true };
  });
}
