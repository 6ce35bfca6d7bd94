import { exportsRepository, importsRepository } from '../export/exports.repository';
import { bookingRepository } from '../booking/booking.repository';
import { loadBooking } from '../booking/booking-data';
import {
  activityTasks,
  QUOTE_STATUS,
  arePricesLocked,
  canTransition,
  isReopening,
  listPriceOf,
  pricesLockedAfter,
  statusChangeMessage,
  allowedTransitions,
  assigneeRefusal,
  isLiveBooking,
  mayAssign,
  reopenWithBookingsMessage,
  REOPEN_REASON_MESSAGE,
} from '@itinera/domain';
import type { Database, TenantTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { nextStatuses, statusOf } from '../quote-core/quote-presenter';
import { quoteListRepository } from './quote-list.repository';
import { quoteReferencesRepository } from './quote-references.repository';
import { versionsRepository } from '../quote-core/versions.repository';
import { redraftDays } from '../quote-core/day-drafts';
import type { HistoryEntry } from '../quote-core/quote-versions';
import { lockQuote, quoteDetail, writeVersion, type QuoteRef } from '../quote-core/quote-rows.service';
import { quotesRepository, type QuoteRow, type QuoteValues } from '../quote-core/quotes.repository';
import { acceptedVersionsRepository, type ClientAcceptance } from '../quote-core/accepted-versions.repository';

// Status changes (docs/domain/statuses.md) and assignment: both are workflow, not content,
// so apart from re-opening a confirmed quote they record history without making a new version.

/**
 * Moves the quote to `to`. Confirming records the level the client bought (`soldLevel`, from the
 * Book tab's `prices_list`, contract I10); leaving Confirmed forgets it: the sale no longer stands.
 */
export async function changeStatus(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  to: number,
  soldLevel: number | null = null,
  keepBookings = false,
  reason: string | null = null,
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await lockQuote(tx, user, ref);
    const from = row.status_id;
    if (from === QUOTE_STATUS.CONFIRMED && to !== from && !keepBookings) await assertNoHeldBookings(tx, user, row);
    // Changing a sold trip is a decision the history must explain (issue 48, docs/decisions/issues.md): the reason goes with the new version.
    // Asked after the held bookings (409), so the person decides about those first, as before.
    const why = reason?.trim() ?? '';
    if (isReopening(from, to) && !why)
      throw new AppError('VALIDATION_ERROR', REOPEN_REASON_MESSAGE, [{ path: 'body.reason', message: 'is required' }]);
    if (!canTransition(from, to, row.itinerary_type_id, [user.roleId])) {
      const allowed = allowedTransitions(from, row.itinerary_type_id, [user.roleId]).map((s) => statusOf(s).name);
      const options = allowed.length ? `it can move to ${allowed.join(', ')}` : 'it cannot change status';
      throw new AppError(
        'UNPROCESSABLE',
        `A quote in ${statusOf(from).name} cannot move to ${statusOf(to).name}: ${options}.`,
        [
          {
            path: 'params.status',
            message: `allowed: ${allowedTransitions(from, row.itinerary_type_id, [user.roleId]).join(', ') || 'none'}`,
          },
        ],
      );
    }
    await applyStatus(tx, user, row, to, soldLevel, { reason: why || null });

    const itinerary = await quoteDetail(tx, user, row.id);
    const exporting = !!(await exportsRepository.openFor(tx, user.tenantId, row.id));
    return {
      itinerary,
      // The quote's background work, from its jobs (spec 01 §4 activity types).
      tasks: activityTasks(row.uuid, {
        exporting,
        importingCodes: await importsRepository.pendingCodes(tx, user.tenantId, row.id),
      }),
      // The quote while an export of it runs (contract I10).
      exporting: exporting ? [row.uuid] : [],
      statuses: nextStatuses(to, row.itinerary_type_id, user),
      message: statusChangeMessage(arePricesLocked(row), to),
    };
  });
}

/**
 * Leaving Confirmed while suppliers hold bookings waits for the operator's word (`keep_bookings`):
 * the answer names the bookings and says what becomes of them (decision 0059).
 */
async function assertNoHeldBookings(tx: TenantTx, user: SessionUser, row: QuoteRow): Promise<void> {
  const quote = await bookingRepository.quoteById(tx, user.tenantId, row.id);
  if (!quote) return;
  const data = await loadBooking(tx, user.tenantId, quote);
  const held = data.groups.flatMap((g) =>
    g.services
      .filter((s) => isLiveBooking(s.booking_state))
      .map((s) => ({ service: s.name, supplier: g.name, state: s.booking_state, reference: s.reference })),
  );
  if (!held.length) return;
  throw new AppError(
    'CONFLICT',
    reopenWithBookingsMessage(held),
    [{ path: 'body.keep_bookings', message: 'required: suppliers hold bookings of this quote' }],
    { bookings: held },
  );
}

/**
 * Moves a locked quote to `to` in the caller's transaction, the transition already allowed:
 * prices lock or unlock, the level sold, the stable version, history, and the linked request's stage (publishing's
 * publish and accept move a quote this same way, decision 0029). Confirming pins the version sold, with the
 * client's `acceptance` when the proposal page's accept confirms it; re-opening records the `reason` (decision 0074).
 */
export async function applyStatus(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  to: number,
  soldLevel: number | null = null,
  why: { acceptance?: ClientAcceptance; reason?: string | null } = {},
): Promise<void> {
  const acceptance = why.acceptance ?? null;
  const from = row.status_id;
  const locked = pricesLockedAfter(arePricesLocked(row), to);
  const values: QuoteValues = { status_id: to, prices_locked: locked ? 1 : 0 };
  const entries: HistoryEntry[] = [{ action: 'status', field: 'status_id', from, to }];
  const sold = to === QUOTE_STATUS.CONFIRMED ? soldLevel : null;
  if (sold !== row.sold_level) {
    values.sold_level = sold;
    // The price follows the level sold: the list shows that level alone, and sorts by the price.
    const stored = await quotesRepository.storedLevelPrices(tx, user.tenantId, row.id);
    if (stored) values.price = listPriceOf(stored, sold);
    entries.push({ action: 'status', field: 'sold_level', from: row.sold_level, to: sold });
    // Drafted day texts tell the level sold, or the level shown once the sale no longer stands (days.md#drafts).
    entries.push(...(await redraftDays(tx, user.tenantId, { ...row, sold_level: sold })).entries);
  }
  if (isReopening(from, to)) {
    if (why.reason) entries.push({ action: 'status', field: 'reopen_reason', from: null, to: why.reason });
    await writeVersion(tx, user, row, values, entries);
  } else {
    // The stable version is the one the quote had when it last entered Sent or Confirmed.
    if (to === QUOTE_STATUS.SENT || to === QUOTE_STATUS.CONFIRMED) values.stable_version = row.version;
    await quotesRepository.update(tx, user.tenantId, row.id, values);
    await versionsRepository.addHistory(tx, user.tenantId, row.id, row.version, user.userId, entries);
  }
  if (to === QUOTE_STATUS.CONFIRMED) {
    // The sale as made: the version, level and total the client said yes to (decision 0074).
    const stored = await quotesRepository.storedLevelPrices(tx, user.tenantId, row.id);
    const total = stored ? listPriceOf(stored, sold) : null;
    await acceptedVersionsRepository.pin(tx, user.tenantId, row, {
      level: sold,
      total,
      acceptance,
      userId: user.userId,
    });
    await quoteListRepository.winLinkedRequests(tx, user.tenantId, row.id);
  }
  if (to === QUOTE_STATUS.REJECTED) await quoteListRepository.loseRejectedRequests(tx, user.tenantId, row.id);
}

/** Assigns the quote to an active user of the tenant; the assignee then sees it (travel agents). */
export async function assignQuote(database: Database, user: SessionUser, ref: QuoteRef, assigneeId: number) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await lockQuote(tx, user, ref);
    if (!mayAssign(user)) throw new AppError('FORBIDDEN', 'Only admins, client admins and operators assign quotes.');
    const assignee = await quoteReferencesRepository.activeUser(tx, user.tenantId, assigneeId);
    if (!assignee) {
      throw new AppError('UNPROCESSABLE', 'A quote can only be assigned to an active user of this company.', [
        { path: 'params.userId', message: 'is not an active user of this company' },
      ]);
    }
    // The assignee will see the quote: a client's people take only their client's quotes.
    const refusal = assigneeRefusal(assignee, row.client_id, 'quote');
    if (refusal)
      throw new AppError('UNPROCESSABLE', refusal, [{ path: 'params.userId', message: 'belongs to another client' }]);
    if (row.user_id !== assignee.id) {
      await quotesRepository.update(tx, user.tenantId, row.id, { user_id: assignee.id });
      await versionsRepository.addHistory(tx, user.tenantId, row.id, row.version, user.userId, [
        { action: 'assigned', field: 'user_id', from: row.user_id, to: assignee.id },
      ]);
    }
    return { data: await quoteDetail(tx, user, row.id) };
  });
}
