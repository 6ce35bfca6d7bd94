import { listNames, passengerLabel } from '../passengers/checks';
import type { RoomingList } from '../passengers/rooming';
import { ROLES } from '../permissions/role-ids';
import { QUOTE_STATUS } from '../statuses/quote-status-machine';

// "Send the changes to the client" (decision 0075): who may, and when. The operator's own
// people send a sold trip's new version; the client (or their travel agent) is the one who answers it.

const SENDERS: readonly number[] = [ROLES.ADMIN, ROLES.OPERATOR];

/** The statuses a changed sale is sent from: re-opened (In Preparation, Under Review) or already sent again. */
const SENDABLE: readonly number[] = [QUOTE_STATUS.IN_PREPARATION, QUOTE_STATUS.UNDER_REVIEW, QUOTE_STATUS.SENT];

export interface SendChangesRefusal {
  code: 'FORBIDDEN' | 'CONFLICT';
  message: string;
}

/** Why the changes of this quote may not be sent by this user now, or null when they may. */
export function sendChangesRefusal(q: {
  roleIds: readonly number[];
  statusId: number;
  version: number;
  acceptedVersion: number | null;
}): SendChangesRefusal | null {
  if (!q.roleIds.some((r) => SENDERS.includes(r)))
    return { code: 'FORBIDDEN', message: "Only the operator's staff send a sold trip's changes to the client." };
  if (q.acceptedVersion === null)
    return {
      code: 'CONFLICT',
      message: 'The client has not accepted this quote yet: publish it as usual.',
    };
  if (q.statusId === QUOTE_STATUS.CONFIRMED)
    return {
      code: 'CONFLICT',
      message: 'The quote is Confirmed: re-open it (with the reason) and change it before sending the changes.',
    };
  if (!SENDABLE.includes(q.statusId))
    return { code: 'CONFLICT', message: 'The changes of a quote in this status cannot be sent to the client.' };
  if (q.version === q.acceptedVersion)
    return {
      code: 'CONFLICT',
      message: `Nothing changed since the client accepted version ${q.acceptedVersion}.`,
    };
  return null;
}

/**
 * Why a changed sale may not go to the client while its rooming list leaves someone out (issue 48, docs/decisions/issues.md,
 * decision 0082): the client's yes is followed by the hotels' amendments, and a traveller added
 * after the yes (a child) without a room would reach neither. Before anyone has a room the engine's
 * default placement covers the whole party, as the passenger warnings say (no refusal then).
 */
export function sendChangesRoomingRefusal(
  passengers: readonly { id: number; first_name: string; last_name: string }[],
  rooming: RoomingList,
): SendChangesRefusal | null {
  if (!rooming.started || !rooming.unassigned.length) return null;
  const position = new Map(passengers.map((p, i) => [p.id, i]));
  const names = rooming.unassigned.map((id) => {
    const i = position.get(id);
    return i === undefined ? `Passenger ${id}` : passengerLabel(passengers[i]!, i);
  });
  return {
    code: 'CONFLICT',
    message: `${listNames(names)} ${names.length === 1 ? 'has' : 'have'} no room in the rooming list: give every traveller a room on the Passengers tab before sending the changes to the client.`,
  };
}
