import {
  ITINERARY_TYPES,
  ROLES,
  isBookingDisabled,
  isEditingDisabled,
  priceVisibility,
  seesSupplyAndMarkup,
  type PriceVisibility,
} from '@itinera/domain';
import { AppError, refusal } from '../../lib/app-error';
import { permissionUserOf, type SessionUser } from '../../identity/session-user';

// Who sees which quotes (docs/domain/permissions.md#who-sees-which-quotes). Every query on `itineraries i` adds visibleTo()
// (visible.repository.ts, the same cases as SQL), so a quote outside the caller's scope is simply
// not found (404), never a 403 that confirms it.

/** Client-side users work for one client agency: their quotes are that client's. */
export function clientScope(user: SessionUser): number | null | undefined {
  if (user.roleId === ROLES.CLIENT_ADMIN || user.roleId === ROLES.CLIENT) return user.clientId;
  if (user.roleId === ROLES.TRAVEL_AGENT && user.clientId) return user.clientId;
  return undefined;
}

/** visibleTo(user) for one row already read: whether the user sees it without the template lists' widening. */
export function seesRow(
  user: SessionUser,
  row: {
    client_id: number | null;
    owner_user_id: number | null;
    user_id: number | null;
    itinerary_type_id: number;
    itinerary_public: number;
  },
): boolean {
  if (user.roleId === ROLES.ADMIN || user.roleId === ROLES.OPERATOR) return true;
  if (user.roleId === ROLES.TRAVEL_AGENT) return row.owner_user_id === user.userId || row.user_id === user.userId;
  if (user.clientId === null || row.client_id !== user.clientId) return false;
  if (user.roleId === ROLES.CLIENT_ADMIN) return true;
  if (user.roleId === ROLES.CLIENT)
    return (
      row.owner_user_id === user.userId ||
      row.user_id === user.userId ||
      (row.itinerary_type_id === ITINERARY_TYPES.QUOTE && row.itinerary_public === 1)
    );
  return false;
}

/**
 * Names the rows visibleTo(user) selects, case by case as above: users with the same name see the
 * same quotes, so lists and totals remembered for one serve the others (quote-read-cache.ts).
 */
export function visibilityKey(user: SessionUser): string {
  if (user.roleId === ROLES.ADMIN || user.roleId === ROLES.OPERATOR) return 'all';
  if (user.roleId === ROLES.TRAVEL_AGENT) return `own:${user.userId}`;
  if (!user.clientId) return 'none';
  if (user.roleId === ROLES.CLIENT_ADMIN) return `client:${user.clientId}`;
  if (user.roleId === ROLES.CLIENT) return `client:${user.clientId}:user:${user.userId}`;
  return 'none';
}

/**
 * Prices a user may see on one quote: the domain rule (user AND quote permission list), except that
 * costs need the admin role or an explicit view_cost_price: a client admin passes role checks but an
 * agency never sees the operator's net rates (the catalogue applies the same rule).
 */
export function quotePriceVisibility(user: SessionUser, quotePermissions: readonly string[] = []): PriceVisibility {
  const v = priceVisibility(
    permissionUserOf(user),
    quotePermissions.map((name) => ({ name })),
  );
  const costAllowed = user.roleId === ROLES.ADMIN || user.permissions.includes('view_cost_price');
  return {
    canViewSale: v.canViewSale,
    canViewCost: v.canViewCost && costAllowed,
    // A client agency never sees the suppliers, the Upsales or the fees (decision 0054).
    canViewMarkup: seesSupplyAndMarkup(user),
  };
}

/**
 * Edits are refused in 2, 3, 8 for everyone and also in 4, 5 for travel agents; a change of
 * services' booking status alone is allowed on a Confirmed quote, where booking happens.
 */
export function assertEditable(user: SessionUser, statusId: number, statusName: string, bookingOnly = false): void {
  const disabled = bookingOnly ? isBookingDisabled : isEditingDisabled;
  if (disabled(statusId, [user.roleId])) {
    throw refusal('UNPROCESSABLE', 'quoteNotEditable', { status: statusName, statusId }, [
      { path: 'status', message: `editing is disabled in status ${statusId}` },
    ]);
  }
}

/** Deleting is for the quote's owner and the tenant's administrators. */
export function assertCanDelete(user: SessionUser, ownerUserId: number | null): void {
  if (user.roleId !== ROLES.ADMIN && ownerUserId !== user.userId) {
    throw new AppError('FORBIDDEN', 'Only the owner of this quote or an administrator can delete it.');
  }
}
