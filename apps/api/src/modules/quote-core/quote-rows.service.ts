import type { TenantTx } from '../../db/client';
import { refusal } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { detail } from './quote-presenter';
import { labelsRepository } from './labels.repository';
import type { HistoryEntry } from './quote-versions';
import { versionsRepository } from './versions.repository';
import { visibleQuote, type QuoteRef } from './quote-access';
import { quotesRepository, type QuoteDetailRow, type QuoteRow, type QuoteValues } from './quotes.repository';

// The steps every quote module's call shares: find the visible quote (404 otherwise), lock it for
// the transaction, write a change as the next version, answer the detail shape. quotes and
// quote-services both build on these, so neither needs the other.

export type { QuoteRef };

/** The location and tag objects the detail shape names, in the quote's own order. */
async function locationsAndTags(tx: TenantTx, tenantId: number, locationIds: number[], tagIds: number[]) {
  const locations = await labelsRepository.locations(tx, locationIds);
  const tags = await labelsRepository.tags(tx, tenantId, tagIds);
  const inOrder = <T extends { id: number }>(rows: T[], ids: number[]) =>
    ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => !!r);
  return { locations: inOrder(locations, locationIds), tags: inOrder(tags, tagIds) };
}

/** The detail shape of a visible quote, or 404. */
export async function quoteDetail(tx: TenantTx, user: SessionUser, ref: QuoteRef) {
  return quoteDetailOf(tx, user, await visibleQuote(tx, user, ref));
}

/** The detail shape of a row already read (the quote, or one of its stored versions). */
export async function quoteDetailOf(tx: TenantTx, user: SessionUser, row: QuoteDetailRow) {
  return detail(row, user, await locationsAndTags(tx, user.tenantId, row.location_ids ?? [], row.tag_ids ?? []));
}

/** The visible quote, locked for this transaction, or 404. */
export async function lockQuote(tx: TenantTx, user: SessionUser, ref: QuoteRef): Promise<QuoteRow> {
  return visibleQuote(tx, user, ref, quotesRepository.lock);
}

/** lockQuote, with the detail columns (quoteDetailOf answers from them while the row stands). */
export async function lockQuoteDetail(tx: TenantTx, user: SessionUser, ref: QuoteRef): Promise<QuoteDetailRow> {
  return visibleQuote(tx, user, ref, quotesRepository.lockDetail);
}

/**
 * Writes `values` as the next version of a locked quote: version + 1, a snapshot of the whole
 * quote as it now is, and the history entries. Callers hold the row lock, so versions have no gaps.
 */
export async function writeVersion(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  values: QuoteValues,
  entries: HistoryEntry[],
): Promise<QuoteRow> {
  const version = row.version + 1;
  const saved = await quotesRepository.updateReturning(tx, user.tenantId, row.id, { ...values, version });
  await versionsRepository.saveVersion(tx, user.tenantId, saved, user.userId, entries);
  return saved;
}

/**
 * writeVersion for a write that answers the detail: the row comes back with the detail columns and
 * the new version's edition, so the answer reads the quote no more (decision 0118). `alongside` is
 * another statement of the write, run in the quote's update (quotesRepository.updateDetailReturning).
 *
 * The version's statement is sent, not awaited: `saved` is the quote's row as updated, `detail` the
 * same with the version's edition once its statement answers. The answer's reads go out behind it
 * and come back in the same round trip (decision 0140). Whoever holds `detail` awaits it, which
 * throws the version's error if it failed. A statement sent behind it fails too when it did: the
 * caller awaits `detail` on that failure, so the version's error is the one thrown (quote-write.ts's
 * `behind`).
 */
export async function writeVersionDetail(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  values: QuoteValues,
  entries: HistoryEntry[],
  alongside?: Parameters<typeof quotesRepository.updateDetailReturning>[4],
): Promise<{ saved: QuoteDetailRow; detail: Promise<QuoteDetailRow>; alongside: Record<string, unknown> | null }> {
  const version = row.version + 1;
  const { alongside: also = null, ...saved } = await quotesRepository.updateDetailReturning(
    tx,
    user.tenantId,
    row.id,
    { ...values, version },
    alongside,
  );
  const detail = versionsRepository
    .saveVersion(tx, user.tenantId, saved, user.userId, entries)
    .then((edition) => ({ ...saved, edition }));
  // Handled here so that the statements sent behind it may fail first without an unhandled
  // rejection; the error still reaches whoever awaits `detail`.
  detail.catch(() => undefined);
  return { saved, detail, alongside: also };
}

/** A stale version is refused with the current one, so the editor can reload instead of overwriting. */
export function staleVersion(current: number, given: number) {
  return refusal('CONFLICT', 'staleVersion', { current, given }, [
    { path: 'body.version', message: `current version is ${current}` },
  ]);
}
