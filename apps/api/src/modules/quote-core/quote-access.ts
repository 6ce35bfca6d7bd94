import type { TenantTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { visibleTo } from './visible.repository';
import { quotesRepository, type QuoteDetailRow } from './quotes.repository';

// The one way in to a quote (decision 0107): every call that opens a quote by its id or uuid asks
// here, so "the quote this user may see, or 404" is decided in one place. A quote outside the
// caller's scope is not found, never a 403 that confirms it exists (quote-visibility.ts).

export type QuoteRef = number | string;

/** A repository read of one quote limited by a visibility condition on alias `i`. */
export type VisibleQuoteRead<T> = (
  tx: TenantTx,
  tenantId: number,
  visible: ReturnType<typeof visibleTo>,
  ref: QuoteRef,
) => Promise<T | null | undefined>;

/**
 * The quote `ref` as `read` returns it (the detail row unless another read is given: a row lock, a
 * tab's own columns), when this user may see it; otherwise the standard 404 "This quote was not found."
 */
export function visibleQuote(tx: TenantTx, user: SessionUser, ref: QuoteRef): Promise<QuoteDetailRow>;
export function visibleQuote<T>(tx: TenantTx, user: SessionUser, ref: QuoteRef, read: VisibleQuoteRead<T>): Promise<T>;
export async function visibleQuote<T>(
  tx: TenantTx,
  user: SessionUser,
  ref: QuoteRef,
  read: VisibleQuoteRead<T> = quotesRepository.detail as unknown as VisibleQuoteRead<T>,
): Promise<T> {
  const row = await read(tx, user.tenantId, visibleTo(user), ref);
  if (!row) throw notFound('This quote');
  return row;
}
