// Which permissions a role may hold, and who may hand them out (decision 0024). Cost
// prices are the operator's supplier costs and margins: only the operator's own staff (admins and
// operators) ever hold view_cost_price. A client agency's people and travel agents never do, so a
// client admin cannot pass it on, not even to itself. Zod-free: the web's user form imports it.
import { ROLES } from './role-ids';

const ALL = ['view_sale_price', 'view_cost_price', 'view_price_searched'] as const;
const WITHOUT_COST = ['view_sale_price', 'view_price_searched'] as const;

export const ROLE_PERMISSIONS: Readonly<Record<number, readonly string[]>> = {
  [ROLES.ADMIN]: ALL,
  [ROLES.OPERATOR]: ALL,
  [ROLES.CLIENT_ADMIN]: WITHOUT_COST,
  [ROLES.CLIENT]: WITHOUT_COST,
  [ROLES.TRAVEL_AGENT]: WITHOUT_COST,
};

const LABELS: Record<string, string> = {
  view_sale_price: 'sale prices',
  view_cost_price: 'cost prices',
  view_price_searched: 'prices in the service search',
};

export const roleMayHold = (roleId: number, permission: string): boolean =>
  (ROLE_PERMISSIONS[roleId] ?? []).includes(permission);

/** The permissions that count for a user: stored ones its role may not hold are ignored everywhere. */
export function effectivePermissions(roleId: number, stored: readonly string[]): string[] {
  return stored.filter((p) => roleMayHold(roleId, p));
}

export interface GrantActor {
  roleId: number;
  /** The actor's effective permissions; an admin counts as holding every one. */
  permissions: readonly string[];
}

/** What the actor holds: an admin every permission; a client admin, like an admin inside its client, its role's. */
function actorHolds(actor: GrantActor, permission: string): boolean {
  if (actor.roleId === ROLES.ADMIN) return true;
  if (actor.roleId === ROLES.CLIENT_ADMIN && roleMayHold(ROLES.CLIENT_ADMIN, permission)) return true;
  return actor.permissions.includes(permission);
}

/** What `actor` may give a user of `targetRoleId`: what the role may hold and the actor holds. */
export function grantablePermissions(actor: GrantActor, targetRoleId: number): string[] {
  return (ROLE_PERMISSIONS[targetRoleId] ?? []).filter((p) => actorHolds(actor, p));
}

export interface GrantRequest {
  targetRoleId: number;
  /** What the target holds now ([] for a new user). */
  current: readonly string[];
  requested: readonly string[];
  /** The actor edits its own account. */
  self: boolean;
}

/**
 * Why this change of permissions is refused, or null. Keeping a permission the target already has
 * is not handing it out; adding one is, and needs the actor to hold it. Nobody raises their own.
 */
export function permissionGrantRefusal(actor: GrantActor, request: GrantRequest): string | null {
  for (const p of request.requested) {
    if (!roleMayHold(request.targetRoleId, p)) return `This role cannot hold ${LABELS[p] ?? p}.`;
  }
  const added = request.requested.filter((p) => !request.current.includes(p));
  if (added.length === 0) return null;
  if (request.self) return 'You cannot raise your own permissions. Ask another administrator to do it.';
  const grantable = grantablePermissions(actor, request.targetRoleId);
  const refused = added.find((p) => !grantable.includes(p));
  return refused ? `You cannot give ${LABELS[refused] ?? refused}: you do not hold it yourself.` : null;
}

/**
 * Who sees the catalogue's cost side (suppliers, net rate lines, rate sheets, sales manuals'
 * margins): the admin, and staff holding view_cost_price; a client's people never, whatever is stored.
 */
export function canViewCatalogueCosts(roleId: number, permissions: readonly string[]): boolean {
  return roleId === ROLES.ADMIN || (roleId === ROLES.OPERATOR && permissions.includes('view_cost_price'));
}
