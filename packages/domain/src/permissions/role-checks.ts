// Role checks on a signed-in user's role list. Zod-free, unlike roles.ts (whose checks take the
// permission-user schema's type): the web's first download, the quotes list, imports these.
import { ASSIGNING_ROLE_IDS, SHARING_ROLE_IDS } from './assign';
import { ROLES } from './role-ids';

export type RoleList = readonly { id: number }[];

/** The user holds one of the roles. No admin pass: each list names the admins itself where they count. */
export const holdsRole = (roles: RoleList, ids: readonly number[]): boolean => roles.some((r) => ids.includes(r.id));

/** The operator's administrator alone (not a client admin): configuration only it may change. */
export const hasAdminRole = (roles: RoleList): boolean => holdsRole(roles, [ROLES.ADMIN]);

/** May hand a quote or a request to someone (assign.ts ASSIGNING_ROLE_IDS). */
export const mayAssignRecords = (roles: RoleList): boolean => holdsRole(roles, ASSIGNING_ROLE_IDS);

/** Roles that belong to a client agency: its admin, its users and travel agents (the others are the operator's staff). */
export const CLIENT_ROLE_IDS: readonly number[] = [ROLES.CLIENT_ADMIN, ROLES.CLIENT, ROLES.TRAVEL_AGENT];

/** May share a quote with its client or publish a template (assign.ts SHARING_ROLE_IDS). */
export const mayShareRecords = (roles: RoleList): boolean => holdsRole(roles, SHARING_ROLE_IDS);

/**
 * Sets a user's account on the external system (`external_code`, which enables that user's external
 * export): the operator's administrator alone, like the export targets (docs/domain/permissions.md#account-on-another-system).
 */
export const maySetExternalAccount = (roles: RoleList): boolean => hasAdminRole(roles);
