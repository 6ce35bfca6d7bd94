import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../auth/sessions.repository';
import { REFERENCE_LISTS, type ReferenceList } from './reference.lists';
import { referenceRepository } from './reference.repository';

/**
 * Reads one row through the definition of its list GET, so that what a write answers carries the
 * same field names, and the same scoping (archived rows hidden, a client user sees only its own
 * client), as the list the web app caches.
 */
export function listOf(path: string): ReferenceList {
  const list = REFERENCE_LISTS.find((l) => l.path === path);
  if (!list) throw new Error(`no reference list ${path}`);
  return list;
}

export function rowOf(tx: TenantTx, list: ReferenceList, user: SessionUser, id: number) {
  return referenceRepository.get(tx, list, user.tenantId, user, id);
}
