import { ROLES } from '@itinera/domain';
import type { TenantLanguage } from '@itinera/domain/contracts';
import { matchLanguage, type Language } from '@itinera/domain/i18n';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { sessionsRepository } from '../../identity/sessions.repository';
import { tenantsRepository } from '../../identity/tenants.repository';
import { AppError } from '../../lib/app-error';

// The workspace's default language (decision 0089): tenants.settings.default_language, the
// language the screens speak for a user who chose none in Profile and the proposal's fallback
// (decision 0077). Everyone signed in reads it; an administrator changes it.

export const TENANT_LANGUAGE_ADMIN_ONLY = "Only an administrator can change the workspace's language.";

const mayEdit = (user: SessionUser) => user.roleId === ROLES.ADMIN;

/** GET /tenant/settings/language */
export async function getTenantLanguage(database: Database, user: SessionUser): Promise<TenantLanguage> {
  const stored = await database.withTenant(user.tenantId, (tx) => tenantsRepository.defaultLanguage(tx, user.tenantId));
  return { default_language: matchLanguage(stored), can_edit: mayEdit(user) };
}

/** PUT /tenant/settings/language: null removes the setting. */
export async function saveTenantLanguage(
  database: Database,
  user: SessionUser,
  language: Language | null,
): Promise<TenantLanguage> {
  if (!mayEdit(user)) throw new AppError('FORBIDDEN', TENANT_LANGUAGE_ADMIN_ONLY);
  // The tenant scope may only read its tenant row (itinera_app has SELECT on tenants, migration 0001):
  // the write goes through the owner connection, as creating a tenant does, for this tenant's id only.
  await tenantsRepository.saveDefaultLanguage(database.db, user.tenantId, language);
  // Sessions carry the default: the API's sentences follow the new language at once (decision 0092).
  await sessionsRepository.tenantChanged(database.db, user.tenantId);
  return { default_language: language, can_edit: true };
}
