import type { PermissionUser } from '@itinera/domain';

// identity/ is the floor below the plugins and the modules: who is calling (the session user) and
// for which tenant (the Host's tenant). The auth plugin and every module read it; it imports only
// db/ and lib/, so no plugin needs a module to know the caller.

/** The signed-in caller of a request, as its live session names it. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  tenantId: number;
  roleId: number;
  permissions: string[];
  clientId: number | null;
  name: string;
  email: string;
  /** The user's language (Profile) and the workspace's default: the language the API's sentences are written in (decision 0092). */
  language?: string | null;
  tenantLanguage?: string | null;
}

/** The caller as the domain's permission checks take it (one role, its permissions). */
export const permissionUserOf = (user: SessionUser): PermissionUser => ({
  roles: [{ id: user.roleId }],
  permissions: user.permissions.map((name) => ({ name })),
});
