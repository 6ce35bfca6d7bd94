import { SOLD_LEVELS } from '../levels/levels';
import { ROLES } from '../permissions/role-ids';
import { QUOTE_STATUS } from '../statuses/quote-status-machine';
import { SERVICE_STATUS } from '../statuses/service-statuses';

// Booking a sold quote with its suppliers (docs/decisions/0033-booking.md): which quotes
// may be booked, which of their services, and how far the booking has come.

/** Booking happens once the client bought: on a Confirmed quote only. */
export const isBookable = (quoteStatusId: number) => quoteStatusId === QUOTE_STATUS.CONFIRMED;

export interface BookingProgress {
  confirmed: number;
  total: number;
  /** Services whose supplier is asked to amend and has not answered (decision 0076); absent when none. */
  amendments_pending?: number;
}

/**
 * How many of the booked services the suppliers confirmed, out of those still on the trip: a
 * service canceled on the quote is no longer to be booked, a declined one is work left. The quote
 * reads' SQL counts the same way (BOOKING_PROGRESS in quote-core/quotes.repository.ts).
 */
export function bookingProgress(services: readonly { status: number; booking_state?: string }[]): BookingProgress {
  const onTrip = services.filter((s) => s.status !== SERVICE_STATUS.CANCELED && s.status !== SERVICE_STATUS.DISABLED);
  const pending = onTrip.filter((s) => s.booking_state === 'amendment_requested').length;
  return {
    confirmed: onTrip.filter((s) => s.status === SERVICE_STATUS.CONFIRMED).length,
    total: onTrip.length,
    ...(pending ? { amendments_pending: pending } : {}),
  };
}

/**
 * The supplier's reference a service keeps after its booking status is set: the one given when it
 * is confirmed (undefined: keep the stored one), none once it is not Confirmed — a decline after a
 * confirmation must not leave a booking number behind (decision 0054; the history keeps the old one).
 */
export function referenceAfter(status: number, given: string | null | undefined): string | null | undefined {
  return status === SERVICE_STATUS.CONFIRMED ? (given ?? undefined) : null;
}

/** "7 of 12 confirmed", and "· 3 amendments pending" while suppliers are asked to amend (decision 0076). */
export const progressLabel = (p: BookingProgress) =>
  `${p.confirmed} of ${p.total} confirmed${
    p.amendments_pending ? ` · ${p.amendments_pending} amendment${p.amendments_pending === 1 ? '' : 's'} pending` : ''
  }`;

/**
 * The level sold, from the status call's `prices_list` (contract I10): the seller-type objects
 * carry `selected_level`, the chosen level on one of them and 0 on the others.
 */
export function soldLevelOf(pricesList: readonly { selected_level?: number | null }[] | undefined): number | null {
  const chosen = (pricesList ?? []).map((p) => p.selected_level ?? 0).find((l) => l > 0);
  return chosen && (SOLD_LEVELS as readonly number[]).includes(chosen) ? chosen : null;
}

/**
 * Who changes the company's emergency phone that vouchers print (decision 0060): an admin, as
 * other company-wide settings; the operator's staff read it on the Book tab.
 */
export const mayEditEmergencyPhone = (roleId: number) => roleId === ROLES.ADMIN;
export const EMERGENCY_PHONE_ADMIN_ONLY_MESSAGE =
  "The company's emergency phone is changed by an admin of the company.";
