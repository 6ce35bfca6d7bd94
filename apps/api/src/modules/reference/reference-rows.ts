import type { TenantTx } from '../../db/client';
import { cataloguePriceVisibility } from '../../plugins/auth';
import type { SessionUser } from '../../identity/session-user';
import { REFERENCE_LISTS, type ReferenceList } from './reference-lists.repository';
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

export async function rowOf(tx: TenantTx, list: ReferenceList, user: SessionUser, id: number) {
  const row = await referenceRepository.get(tx, list, user.tenantId, user, id);
  return row && visibleRow(list, user, row);
}

/** A row as this user may see it: cost-side fields left out (not nulled) without the cost view. */
export function visibleRow<T extends Record<string, unknown>>(list: ReferenceList, user: SessionUser, row: T): T {
  if (!list.costFields?.length || cataloguePriceVisibility(user).canViewCost) return row;
  const out: Record<string, unknown> = { ...row };
  for (const field of list.costFields) delete out[field];
  return out as T;
}
