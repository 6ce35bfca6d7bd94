// What a quote's status leaves open, in one sentence every tab shows (issue 25 point 5; decision 0039).
// Two locks exist: editing (isEditingDisabled: the status, and for travel agents Sent and Under Review
// too) and prices (arePricesLocked: from entering Sent or Under Review until In Preparation). The
// editing lock wins: a Confirmed quote whose prices are locked is first of all not editable.
import { ROLES } from '../permissions/role-ids';
import { arePricesLocked, PRICES_LOCKED_MESSAGE, type PriceLockState } from './price-lock';
import { allowedTransitions, isEditingDisabled, QUOTE_STATUS } from './quote-status-machine';
import { QUOTE_STATUSES } from './quote-statuses';

/** What stays open while prices are locked: texts, order and visibility of services and days, passengers' details, booking. */
export const PRICES_LOCKED_NOTICE = `${PRICES_LOCKED_MESSAGE} Descriptions, day titles, meals, the order and visibility of services, passengers' details and booking status can still change.`;

/** Booking happens on a Confirmed quote (isBookingDisabled): it is the one thing left to do there. */
export const CONFIRMED_LOCK_MESSAGE =
  'This quote is Confirmed: its services, prices and passengers are the ones the client accepted and cannot be edited. Only the booking status of its services can still change.';

export interface QuoteLockState extends PriceLockState {
  status: { id: number; name?: string };
  /** Templates walk other statuses (Published → Unpublished → In Preparation). */
  itinerary_type_id?: number;
}

export interface QuoteLock {
  /** editing: nothing may change (the tab is read-only); prices: figures may not, texts may. */
  scope: 'editing' | 'prices';
  message: string;
}

const nameOf = (id: number) => QUOTE_STATUSES.find((s) => s.id === id)?.name ?? `status ${id}`;

/** How the quote gets back to In Preparation, from the status machine's own transitions. */
function wayBack(statusId: number, typeId: number): string {
  const next = allowedTransitions(statusId, typeId);
  if (next.some((s) => s === QUOTE_STATUS.IN_PREPARATION)) return 'Move it back to In Preparation to change it.';
  const via = next.find((s) => allowedTransitions(s, typeId).some((t) => t === QUOTE_STATUS.IN_PREPARATION));
  return via === undefined
    ? 'Its status allows no changes.'
    : `Move it to ${nameOf(via)}, then back to In Preparation, to change it.`;
}

/** The lock of a quote for a user (their role ids), or null when everything may be edited. */
export function quoteLock(quote: QuoteLockState, roleIds: readonly number[]): QuoteLock | null {
  const id = quote.status.id;
  if (isEditingDisabled(id, roleIds)) {
    if (id === QUOTE_STATUS.CONFIRMED) return { scope: 'editing', message: CONFIRMED_LOCK_MESSAGE };
    const name = quote.status.name ?? nameOf(id);
    if (!isEditingDisabled(id, []) && roleIds.includes(ROLES.TRAVEL_AGENT))
      return {
        scope: 'editing',
        message: `This quote is ${name}: travel agents cannot change it until it is back In Preparation.`,
      };
    return {
      scope: 'editing',
      message: `This quote is ${name}, so it cannot be edited. ${wayBack(id, quote.itinerary_type_id ?? 1)}`,
    };
  }
  return arePricesLocked(quote) ? { scope: 'prices', message: PRICES_LOCKED_NOTICE } : null;
}
