import { sql, type SQL } from 'drizzle-orm';
import { ITINERARY_TYPES, ROLES, TEMPLATE_TYPES } from '@itinera/domain';
import type { SessionUser } from '../../identity/session-user';
import { visibilityKey } from './quote-visibility';

// The visibility rules of quote-visibility.ts as SQL conditions on alias `i`, for the repositories'
// WHERE clauses (prices and requests add them too).

/** The SQL condition on alias `i` that limits rows to what the user may see. */
export function visibleTo(user: SessionUser): SQL {
  if (user.roleId === ROLES.ADMIN || user.roleId === ROLES.OPERATOR) return sql`true`;
  if (user.roleId === ROLES.TRAVEL_AGENT) return sql`(i.owner_user_id = ${user.userId} OR i.user_id = ${user.userId})`;
  if (!user.clientId) return sql`false`;
  if (user.roleId === ROLES.CLIENT_ADMIN) return sql`i.client_id = ${user.clientId}`;
  // docs/domain/README.md: a client user sees "its own and its client's shared quotes": shared is a quote (type 1)
  // of its client that staff made public (itinerary_public 1; only staff may set it, decision 0012).
  if (user.roleId === ROLES.CLIENT) {
    return sql`(i.client_id = ${user.clientId} AND (i.owner_user_id = ${user.userId} OR i.user_id = ${user.userId} OR (i.itinerary_type_id = 1 AND i.itinerary_public = 1)))`;
  }
  return sql`false`;
}

/**
 * Template lists (types 2–4) also show the company's public templates (itinerary_public 1): anyone
 * may start a quote from one (decision 0012), so the new-quote panel and the template screens offer
 * them. Such a row is marked isShared: it is used, not opened. Quote lists keep to visibleTo.
 */
export function listVisibility(user: SessionUser, type: number): { visible: SQL; key: string } {
  const key = visibilityKey(user);
  if (type === ITINERARY_TYPES.QUOTE || key === 'all') return { visible: visibleTo(user), key };
  // The type limit also keeps queue.deleting (read under the same condition) to templates.
  return {
    visible: sql`(${visibleTo(user)} OR (i.itinerary_public = 1 AND i.itinerary_type_id <> 1))`,
    key: `${key}+public`,
  };
}

/** No visibility limit: for writes on a quote the caller was already checked for (a copy's target, the seed). */
export const ANYONE = sql`true`;

/** Templates the caller may start from: those it can see, plus every public template of the company. */
export const templateSource = (user: SessionUser) =>
  sql`(${visibleTo(user)} OR (i.itinerary_public = 1 AND i.itinerary_type_id IN (${sql.join(
    TEMPLATE_TYPES.map((t) => sql`${t}`),
    sql`, `,
  )})))`;
