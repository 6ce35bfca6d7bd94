// Roles and permission checks (docs/domain/permissions.md, docs/domain/permissions.md).
import { z } from 'zod';
import { isRole, ROLES, type RoleId } from './role-ids';

export { isRole, ROLES, type RoleId };

export const ROLE_NAMES: Readonly<Record<RoleId, string>> = {
  1: 'admin',
  2: 'client_admin',
  3: 'client',
  4: 'operator',
  7: 'travel_agent',
};

export const PERMISSIONS = ['view_sale_price', 'view_cost_price', 'view_price_searched'] as const;
export type PermissionName = (typeof PERMISSIONS)[number];

export const permissionUserSchema = z.object({
  roles: z.array(z.object({ id: z.number().int(), name: z.string().optional() })),
  permissions: z.array(z.object({ name: z.string() })),
});
export type PermissionUser = z.infer<typeof permissionUserSchema>;

export interface CheckOptions {
  /** The check counts admins and client admins like anyone else. */
  ignoreAdmins?: boolean;
}

const ADMIN_ROLES: readonly number[] = [ROLES.ADMIN, ROLES.CLIENT_ADMIN];

export function isAdminLike(user: PermissionUser): boolean {
  return user.roles.some((r) => ADMIN_ROLES.includes(r.id));
}

/** Passes when the user has one of the roles; admins and client admins always pass unless ignored. */
export function hasRole(user: PermissionUser, roleIds: readonly number[], opts: CheckOptions = {}): boolean {
  if (!opts.ignoreAdmins && isAdminLike(user)) return true;
  return user.roles.some((r) => roleIds.includes(r.id));
}

/** Passes when the user holds every permission; admins and client admins always pass unless ignored. */
export function hasPermissions(user: PermissionUser, required: readonly string[], opts: CheckOptions = {}): boolean {
  if (!opts.ignoreAdmins && isAdminLike(user)) return true;
  const held = new Set(user.permissions.map((p) => p.name));
  return required.every((p) => held.has(p));
}

/**
 * Sale and cost prices are checked against the user AND the quote: a quote carries its own
 * permission list, empty meaning no extra restriction. The quote's list is a property of the quote,
 * so the admin pass of the user check does not lift it.
 */
export function canViewOnQuote(
  user: PermissionUser,
  permission: 'view_sale_price' | 'view_cost_price',
  quotePermissions: readonly { name: string }[] | null | undefined,
  opts: CheckOptions = {},
): boolean {
  if (!hasPermissions(user, [permission], opts)) return false;
  const list = quotePermissions ?? [];
  return list.length === 0 || list.some((p) => p.name === permission);
}

export function priceVisibility(
  user: PermissionUser,
  quotePermissions?: readonly { name: string }[] | null,
): { canViewCost: boolean; canViewSale: boolean } {
  return {
    canViewCost: canViewOnQuote(user, 'view_cost_price', quotePermissions),
    canViewSale: canViewOnQuote(user, 'view_sale_price', quotePermissions),
  };
}

/**
 * Prices in the catalogue search (spec 02 §6 `view_price_searched`; docs/domain/permissions.md#permissions):
 * the search and the add and replace dialogs price services only for a user holding it, admins and
 * client admins passing as in every permission check. Sale and cost visibility still apply on top.
 */
export function canViewSearchedPrices(user: PermissionUser, opts: CheckOptions = {}): boolean {
  return hasPermissions(user, ['view_price_searched'], opts);
}

/** Travel agents never see the service visibility control (spec). */
export function canSeeVisibilityControl(user: PermissionUser): boolean {
  return !user.roles.some((r) => r.id === ROLES.TRAVEL_AGENT);
}

/** "Account on other system": the quote owner has a non-empty external code. */
export function hasAccountOnOtherSystem(owner: { external_code?: string | null } | null | undefined): boolean {
  return typeof owner?.external_code === 'string' && owner.external_code.trim() !== '';
}
