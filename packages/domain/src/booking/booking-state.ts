import { SERVICE_STATUS } from '../statuses/service-statuses';

// Where the booking of one service stands (decisions 0058, 0059 and 0060). The service's own status is part of the
// trip — Canceled leaves the totals — so only a person deciding the trip changes it. What a
// supplier says (requested, declined) and releasing a booking are kept beside it, on the service's
// booking, and never move a price: a supplier's "no" flags the service for the operator to replace
// or drop, it does not drop it (decision 0059).

/** What is kept on a service's booking (service_bookings.state). */
export const STORED_BOOKING_STATES = ['requested', 'confirmed', 'declined', 'released', 'amendment_requested'] as const;
export type StoredBookingState = (typeof STORED_BOOKING_STATES)[number];

/** What the Book tab, the supplier's page and the vouchers read. */
export type BookingState =
  | 'to_request'
  | 'requested'
  | 'confirmed'
  | 'declined'
  | 'released'
  | 'dropped'
  | 'amendment_requested';

export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  to_request: 'Not requested',
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  released: 'Released',
  dropped: 'Canceled',
  amendment_requested: 'Amendment requested',
};

/** One line a person reads about each state (tooltips, the legend of the Book tab). */
export const BOOKING_STATE_HINTS: Record<BookingState, string> = {
  to_request: 'Not asked yet: request it from its supplier, or mark it confirmed by hand.',
  requested: 'Asked: waiting for the supplier to confirm or decline.',
  confirmed: 'The supplier confirmed it (with its reference when given).',
  declined:
    'The supplier cannot provide it: replace it, ask again, or drop it from the trip. The price is unchanged until you decide.',
  released: 'The booking was canceled with the supplier; the service stays on the trip.',
  dropped: 'Canceled on the quote: it no longer counts in the price.',
  amendment_requested:
    'The trip changed after the supplier booked it: the supplier is asked to confirm or decline the change (decision 0076).',
};

/** The state of a service's booking from its status and what its booking keeps. */
export function bookingStateOf(service: { status: number }, stored: string | null | undefined): BookingState {
  if (service.status === SERVICE_STATUS.CANCELED) return 'dropped';
  if (stored === 'released') return 'released';
  // Asked to amend a booking it holds: the service keeps its status (a confirmation stands until answered).
  if (stored === 'amendment_requested') return 'amendment_requested';
  if (service.status === SERVICE_STATUS.CONFIRMED) return 'confirmed';
  if (stored === 'declined') return 'declined';
  if (stored === 'requested') return 'requested';
  return 'to_request';
}

/** A booking a supplier holds for the trip: re-opening or changing the sale must say what becomes of it. */
export const isLiveBooking = (state: BookingState) =>
  state === 'requested' || state === 'confirmed' || state === 'amendment_requested';

/**
 * The service status after a supplier's answer: a confirmation confirms it; a decline leaves it on
 * the trip (a confirmation it had is withdrawn) — never Canceled, which would move the price.
 */
export function statusAfterAnswer(from: number, action: 'confirm' | 'decline'): number {
  if (action === 'confirm') return SERVICE_STATUS.CONFIRMED;
  return from === SERVICE_STATUS.CONFIRMED ? SERVICE_STATUS.PENDING : from;
}

/** A booking a supplier holds, as the re-opening question names it. */
export interface HeldBooking {
  service: string;
  supplier: string;
  state: BookingState;
  reference: string | null;
}

/**
 * Why leaving Confirmed waits for the operator's word (decision 0059): the bookings it would leave
 * behind, named, and what happens to them either way.
 */
export function reopenWithBookingsMessage(held: readonly HeldBooking[]): string {
  const shown = held.slice(0, 5).map((b) => {
    const said = b.state === 'confirmed' ? `confirmed${b.reference ? ` ${b.reference}` : ''}` : 'requested';
    return `${b.service} (${b.supplier}, ${said})`;
  });
  const more = held.length > shown.length ? ` and ${held.length - shown.length} more` : '';
  const n = held.length;
  return (
    `${n} service${n === 1 ? ' is' : 's are'} booked with suppliers: ${shown.join('; ')}${more}. ` +
    'Re-opening keeps these bookings and their references and tells no supplier (their links pause until the ' +
    'quote is Confirmed again); to release them, cancel the booking on the Book tab first.'
  );
}
