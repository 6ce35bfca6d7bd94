import { isEditingDisabled, ROLES } from '@itinera/domain';

// docs/domain/README.md: editing is disabled in Confirmed, Rejected and Published for everyone, and also in
// Sent and Under Review for travel agents. The server refuses such edits; the screen says why first.

/** Why the user may not edit a quote in this status, or null when they may. */
export function editLockReason(status: { id: number; name: string }, roleIds: readonly number[]): string | null {
  if (!isEditingDisabled(status.id, roleIds)) return null;
  if (!isEditingDisabled(status.id, []) && roleIds.includes(ROLES.TRAVEL_AGENT)) {
    return `This quote is ${status.name}: travel agents cannot change it until it is back In Preparation.`;
  }
  return `This quote is ${status.name}, so it cannot be edited. Move it back to In Preparation to change it.`;
}
