// What a quote's status leaves open, in one sentence every tab shows (the decision named here point 5; decision 0039).
// Two locks exist: editing (isEditingDisabled: the status, and for travel agents Sent and Under Review
// too) and prices (arePricesLocked: from entering Sent or Under Review until In Preparation). The
// editing lock wins: a Confirmed quote whose prices are locked is first of all not editable.
import { ROLES } from '../permissions/role-ids';
import { arePricesLocked, PRICES_LOCKED_MESSAGE, type PriceLockState } from './price-lock';
import { allowedTransitions, isEditingDisabled, QUOTE_STATUS } from './quote-status-machine';
import { QUOTE_STATUSES } from './quote-statuses';

/** What stays open while prices are locked: texts, order and visibility of services and days, passengers' details, booking. */
export const PRICES_LOCKED_OPEN =
  "Descriptions, day titles, meals, the order and visibility of services, passengers' details and booking status can still change.";
export const PRICES_LOCKED_NOTICE = `${PRICES_LOCKED_MESSAGE} ${PRICES_LOCKED_OPEN}`;

/** Booking happens on a Confirmed quote (isBookingDisabled): it is the one thing left to do there. */
export const CONFIRMED_LOCK_MESSAGE =
  'This quote is Confirmed: its services, prices and passengers are the ones the client accepted and cannot be edited. Only the booking status of its services can still change.';

export interface QuoteLockState extends PriceLockState {
  status: { id: number; name?: string };
  /** Templates walk other statuses (Published → Unpublished → In Preparation). */
  itinerary_type_id?: number;
}

/**
 * One sentence of a lock, as a key of the catalogue's `server` namespace and its values, so the web
 * says it in the reader's language (decision 0095); `statusId` names the status by its badge word.
 */
export interface LockSentence {
  key:
    | 'pricesLocked'
    | 'pricesLockedOpen'
    | 'confirmedLock'
    | 'agentLock'
    | 'statusLock'
    | 'wayBackInPreparation'
    | 'wayBackVia'
    | 'wayBackNone';
  params?: { statusId: number };
}

export interface QuoteLock {
  /** editing: nothing may change (the tab is read-only); prices: figures may not, texts may. */
  scope: 'editing' | 'prices';
  /** In English, the sentences joined by a space. */
  message: string;
  sentences: LockSentence[];
}

/** The lock of a quote whose prices are held (arePricesLocked): texts, order and booking stay open. */
export const PRICES_LOCK: QuoteLock = {
  scope: 'prices',
  message: PRICES_LOCKED_NOTICE,
  sentences: [{ key: 'pricesLocked' }, { key: 'pricesLockedOpen' }],
};

const nameOf = (id: number) => QUOTE_STATUSES.find((s) => s.id === id)?.name ?? `status ${id}`;

const wayBackInPreparation = 'Move it back to In Preparation to change it.';

/** How the quote gets back to In Preparation, from the status machine's own transitions. */
function wayBack(statusId: number, typeId: number): [string, LockSentence] {
  const next = allowedTransitions(statusId, typeId);
  if (next.some((s) => s === QUOTE_STATUS.IN_PREPARATION))
    return [wayBackInPreparation, { key: 'wayBackInPreparation' }];
  const via = next.find((s) => allowedTransitions(s, typeId).some((t) => t === QUOTE_STATUS.IN_PREPARATION));
  return via === undefined
    ? ['Its status allows no changes.', { key: 'wayBackNone' }]
    : [
        `Move it to ${nameOf(via)}, then back to In Preparation, to change it.`,
        { key: 'wayBackVia', params: { statusId: via } },
      ];
}

/** The lock of a quote for a user (their role ids), or null when everything may be edited. */
export function quoteLock(quote: QuoteLockState, roleIds: readonly number[]): QuoteLock | null {
  const id = quote.status.id;
  if (isEditingDisabled(id, roleIds)) {
    if (id === QUOTE_STATUS.CONFIRMED)
      return { scope: 'editing', message: CONFIRMED_LOCK_MESSAGE, sentences: [{ key: 'confirmedLock' }] };
    const name = quote.status.name ?? nameOf(id);
    const status = { statusId: id };
    if (!isEditingDisabled(id, []) && roleIds.includes(ROLES.TRAVEL_AGENT))
      return {
        scope: 'editing',
        message: `This quote is ${name}: travel agents cannot change it until it is back In Preparation.`,
        sentences: [{ key: 'agentLock', params: status }],
      };
    const [back, backSentence] = wayBack(id, quote.itinerary_type_id ?? 1);
    return {
      scope: 'editing',
      message: `This quote is ${name}, so it cannot be edited. ${back}`,
      sentences: [{ key: 'statusLock', params: status }, backSentence],
    };
  }
  return arePricesLocked(quote) ? PRICES_LOCK : null;
}
