// Who may hand a quote or a request to whom (docs/domain/permissions.md: a client's people
// see only their client's records, and "a request and its quotes belong to one client"). Assigning
// makes the record visible to the assignee, so the same fence applies to it as to reading. Sharing
// (itinerary_public) widens who sees a record too, and is the staff's alone.
import { ROLES } from './role-ids';

/** Admins, client admins (inside their client) and operators assign; the others work on what they are given. */
export const ASSIGNING_ROLE_IDS: readonly number[] = [ROLES.ADMIN, ROLES.CLIENT_ADMIN, ROLES.OPERATOR];

/** Admins and operators share a quote with its client or publish a template (itinerary_public). */
export const SHARING_ROLE_IDS: readonly number[] = [ROLES.ADMIN, ROLES.OPERATOR];

export interface AssignParty {
  roleId: number;
  /** The client a user belongs to; null for the operator's own staff. */
  clientId: number | null;
}

export function mayAssign(assigner: AssignParty): boolean {
  return ASSIGNING_ROLE_IDS.includes(assigner.roleId);
}

/**
 * Why `assignee` may not be given a record of client `recordClientId`, or null when it may: a user
 * who belongs to a client takes only that client's records. The operator's own people (no client)
 * take any: a client admin may hand its request to the operator's staff, who see it anyway.
 */
export function assigneeRefusal(
  assignee: { clientId: number | null },
  recordClientId: number | null,
  what: 'quote' | 'request',
): string | null {
  if (assignee.clientId !== null && assignee.clientId !== recordClientId)
    return `This user belongs to another client and cannot be given this ${what}.`;
  return null;
}
