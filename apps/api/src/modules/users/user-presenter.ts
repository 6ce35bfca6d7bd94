import { ROLE_NAMES, effectivePermissions, type RoleId } from '@itinera/domain';
import type { User } from '@itinera/domain/contracts';
import { matchLanguage } from '@itinera/domain/i18n';
import type { UserRow } from './users.repository';

// The two user shapes of the API: the signed-in user (login, GET /tenant/user) and a list row.

/** Workspace tabs a user type may open (docs/domain/api-shapes.md); every type opens all of them for now. */
const ALL_TABS = { information: true, services: true, itinerary: true, book: true, export: true, pax: true };

/** The stored language as the contract names it (only zod-checked values are written). */
const readLanguage = (stored: string | null) => (stored ? matchLanguage(stored) : null);

/** The signed-in user; `tenantLanguage` is the workspace's default language (settings.default_language). */
export function presentAuthUser(row: UserRow, tenantLanguage: string | null) {
  return {
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      photo: row.photo,
      // A string, '' when none: the original client enables its external export when it is not empty (§3.1).
      external_code: row.externalCode ?? '',
      client_id: row.clientId,
      language: readLanguage(row.language),
      tenant_language: readLanguage(tenantLanguage),
      roles: { data: [{ id: row.roleId, name: ROLE_NAMES[row.roleId as RoleId] ?? 'unknown' }] },
      created_at: row.createdAt.toISOString(),
    },
    permissions: effectivePermissions(row.roleId, row.permissions).map((name) => ({ name })),
    user_type: { name: row.userType, restrictions: { tabs: ALL_TABS } },
  };
}

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    photo: row.photo,
    external_code: row.externalCode || null,
    language: readLanguage(row.language),
    role: { id: row.roleId, name: ROLE_NAMES[row.roleId as RoleId] ?? 'unknown' },
    permissions: effectivePermissions(row.roleId, row.permissions),
    client: row.clientId ? { id: row.clientId, name: row.clientName ?? '' } : null,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}
