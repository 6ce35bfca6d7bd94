import { arePricesLocked, type PriceLockState } from './price-lock';
import { QUOTE_STATUS } from './quote-status-machine';
import { countsInTotals } from './service-statuses';

// A service's booking status is no price edit, except where it takes the service in or out of the
// totals: a Canceled (or disabled) service leaves them. On a Sent or Under Review quote that moved
// the price the client was given, under the lock (decision 0054). On a Confirmed quote it
// is booking, which this rule leaves to the booking rules (docs/domain/statuses.md#booking-status).

export const SERVICE_STATUS_LOCKED_MESSAGE =
  'A service cannot be canceled or brought back while the quote is Sent or Under Review: it would change the price the client was given. Cancel it once the quote is Confirmed, or move the quote back to In Preparation.';

/** The refusal of moving a service from status `from` to `to` on this quote, or null when it may. */
export function serviceStatusLockRefusal(
  quote: PriceLockState & { status_id: number },
  from: number,
  to: number,
): string | null {
  if (!arePricesLocked(quote) || quote.status_id === QUOTE_STATUS.CONFIRMED) return null;
  return countsInTotals({ status: from }) === countsInTotals({ status: to }) ? null : SERVICE_STATUS_LOCKED_MESSAGE;
}
