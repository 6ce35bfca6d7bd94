import {
  priceLockRefusal,
  quoteEditMoves,
  serviceStatusLockRefusal,
  type PriceLockState,
  type RoomDistributionEntry,
} from '@itinera/domain';
import { AppError } from '../../lib/app-error';
import type { QuoteRow } from './quotes.repository';

// The API's side of the domain's price lock guard: every write that could move a price of a
// locked quote calls this, so every refusal is the same 422 with the same sentence.

/** Refuses the change while prices are locked; `moved` (when given) names the fields it alters. */
export function assertPricesUnlocked(quote: PriceLockState, moved?: readonly string[]): void {
  const refusal = priceLockRefusal(quote, moved);
  if (!refusal) return;
  const what = moved?.length ? `prices are locked: ${moved.join(', ')} cannot change` : 'prices are locked';
  throw new AppError('UNPROCESSABLE', refusal, [{ path: 'prices_locked', message: what }]);
}

/** A basic-info edit of a locked quote may change its texts and dates, not its party, rooms, contract, client or currency. */
export function assertQuoteEditUnlocked(row: QuoteRow, edit: Parameters<typeof quoteEditMoves>[1]): void {
  const before = {
    num_pax: row.num_pax,
    room_preferable_dist: row.room_preferable_dist as RoomDistributionEntry[],
    contract_id: row.contract_id,
    client_id: row.client_id,
    currency_id: row.currency_id,
  };
  assertPricesUnlocked(row, quoteEditMoves(before, edit));
}

/** Refuses a service status change that takes it in or out of a locked quote's totals (decision 0054). */
export function assertServiceStatusUnlocked(quote: PriceLockState & { status_id: number }, from: number, to: number) {
  const refusal = serviceStatusLockRefusal(quote, from, to);
  if (refusal)
    throw new AppError('UNPROCESSABLE', refusal, [
      { path: 'status', message: `prices are locked: a service cannot move from status ${from} to ${to}` },
    ]);
}
