import {
  TAG_KINDS,
  WHOLE_LIST_CAP,
  type CategoryBody,
  type Tag,
  type TagRenameBody,
  type TagSaveBody,
} from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { requireCatalogueAdmin } from '../../plugins/auth';
import { categoriesRepository, tagsRepository, type CategoryRow } from './tags.repository';
import { listOf } from '../reference/reference-rows';
import { referenceRepository } from '../reference/reference.repository';

const duplicateTag = (name: string, kind: string) => `There is already a ${kind} tag called “${name}”.`;
const TAGS = listOf('/tenant/tags');

/**
 * POST /tenant/tags/save (C14): creates the missing names and answers the whole tag list, as GET
 * /tenant/tags rows (the original client replaces its tag cache with it). Service tags are the
 * catalogue's (admin only); quote tags are written from a quote's tag editor, so anyone signed in
 * may add them, as anyone signed in may edit a quote (docs/domain/permissions.md#tags).
 */
export function saveTags(database: Database, user: SessionUser, body: TagSaveBody) {
  if (body.type === 'SVC') requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    await tagsRepository.createMissing(tx, user.tenantId, TAG_KINDS[body.type], body.tags);
    return (await referenceRepository.list(tx, TAGS, user.tenantId, user, { page: 1 }, WHOLE_LIST_CAP)).rows as Tag[];
  });
}

/** PUT /tenant/tags/{id}: a new name, unique among the tags of its kind whatever the case. */
export function renameTag(database: Database, user: SessionUser, id: number, body: TagRenameBody) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const tag = await tagsRepository.find(tx, user.tenantId, id);
    if (!tag) throw notFound('This tag');
    if (await tagsRepository.findByName(tx, user.tenantId, tag.kind, body.name, id))
      throw new AppError('CONFLICT', duplicateTag(body.name, tag.kind));
    return conflictOnDuplicate(
      () => tagsRepository.rename(tx, user.tenantId, id, body.name),
      duplicateTag(body.name, tag.kind),
    );
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
