import {
  bookingProgress,
  countsInTotals,
  isBookable,
  referenceAfter,
  seesSupplyAndMarkup,
  SERVICE_STATUS,
  SERVICE_STATUSES,
  statusAfterAnswer,
  type StoredBookingState,
  SUPPLY_STAFF_ONLY_MESSAGE,
} from '@itinera/domain';
import type { BookingMarkBody, BookingOverview } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError, refusal } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { statusOf } from '../quote-core/quote-presenter';
import { assertEditable } from '../quote-core/quote-visibility';
import { versionsRepository } from '../quote-core/versions.repository';
import type { HistoryEntry } from '../quote-core/quote-versions';
import { bookingRepository, type BookingQuoteRow } from './booking.repository';
import { loadBooking, presentGroup, type BookingData } from './booking-data';
import { applyChange, lockForWrite } from '../quote-services/quote-write';
import { visibleQuote } from '../quote-core/quote-access';

// The Book tab's reads and hand-made changes (docs/decisions/0033-booking.md).

export type QuoteRef = number | string;

/** The visible quote, or 404. */
export async function findQuote(tx: TenantTx, user: SessionUser, ref: QuoteRef): Promise<BookingQuoteRow> {
  return visibleQuote(tx, user, ref, bookingRepository.quote);
}

/**
 * Booking with suppliers and their vouchers are the operator's staff's (decision 0054): a client
 * agency follows the progress and is refused every write and supplier document, before any read.
 */
export function assertSupplyStaff(user: SessionUser): void {
  if (!seesSupplyAndMarkup(user)) throw new AppError('FORBIDDEN', SUPPLY_STAFF_ONLY_MESSAGE);
}

/** Booking changes happen on a Confirmed quote only, by those who may change its services' status. */
export function assertBookable(user: SessionUser, quote: BookingQuoteRow): void {
  const status = statusOf(quote.status_id).name;
  assertEditable(user, quote.status_id, status, true);
  if (!isBookable(quote.status_id)) {
    throw refusal('UNPROCESSABLE', 'bookingNeedsConfirmed', { status, statusId: quote.status_id }, [
      { path: 'status', message: `booking needs status 2, not ${quote.status_id}` },
    ]);
  }
}

export function overviewOf(data: BookingData): BookingOverview {
  const q = data.quote;
  return {
    quote: {
      id: q.uuid,
      code: q.code,
      title: q.title,
      status: { id: q.status_id, name: statusOf(q.status_id).name },
      sold_level: q.sold_level,
      bookable: isBookable(q.status_id),
    },
    progress: bookingProgress(data.services),
    suppliers: data.groups.map(presentGroup),
  };
}

/** The services, not those of another quote or level, named by `ids`: an unknown id is a 404. */
export function bookedServices(data: BookingData, ids: readonly number[]) {
  const byId = new Map(data.services.map((s) => [s.id, s]));
  return ids.map((id) => {
    const s = byId.get(id);
    if (!s) throw refusal('NOT_FOUND', 'serviceNotBooked', { id });
    return s;
  });
}

/** One thing said about a service's booking: its status after it, the state its booking keeps, and why. */
export interface BookingAnswer {
  id: number;
  from: number;
  status: number;
  /** The booking's state after it; undefined keeps the stored one, null forgets it. */
  state?: StoredBookingState | null;
  reference?: string | null;
  reason?: string | null;
  /** The supplier confirmed an amendment (decision 0076). */
  amended?: boolean;
  message: string;
}

/**
 * Writes new statuses and what was said, and answers one history entry per service. With
 * `history` (the default) the entries are written at the quote's version; a change that moves the
 * price leaves them to the version it writes (markServices).
 */
export async function recordAnswers(
  tx: TenantTx,
  tenantId: number,
  quote: BookingQuoteRow,
  userId: number | null,
  answers: BookingAnswer[],
  history = true,
): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (const a of answers) {
    if (a.status !== a.from) await bookingRepository.setServiceStatus(tx, tenantId, quote.id, [a.id], a.status);
    await bookingRepository.saveBooking(tx, tenantId, a.id, {
      reference: referenceAfter(a.status, a.reference),
      declineReason: a.state === 'declined' || a.status === SERVICE_STATUS.CANCELED ? (a.reason ?? null) : null,
      lastMessage: a.message,
      state: a.state,
      amended: a.amended,
    });
    entries.push({
      entity: 'service',
      entityId: a.id,
      action: 'booking',
      field: 'status',
      from: a.from,
      to: {
        status: a.status,
        ...(a.state ? { state: a.state } : {}),
        ...(a.reference ? { reference: a.reference } : {}),
        ...(a.reason ? { reason: a.reason } : {}),
      },
    });
  }
  if (history) await versionsRepository.addHistory(tx, tenantId, quote.id, quote.version, userId, entries);
  return entries;
}

/** GET /tenant/itinerary/{uuid}/booking: a client agency reads the progress as counts, without the suppliers. */
export function getBooking(database: Database, user: SessionUser, ref: QuoteRef) {
  return database.withTenant(user.tenantId, async (tx) => {
    const overview = overviewOf(await loadBooking(tx, user.tenantId, await findQuote(tx, user, ref)));
    return seesSupplyAndMarkup(user) ? overview : { ...overview, suppliers: [] };
  });
}

const HAND_MESSAGE = {
  1: 'Set back to not requested',
  2: 'Confirmed by hand',
  3: 'Canceled on the quote',
  declined: 'Declined (told by hand)',
} as const;

/** What marking by hand does to one service: its status and booking state after it. */
function markedBy(status: BookingMarkBody['status'], from: number): Pick<BookingAnswer, 'status' | 'state'> {
  if (status === 'declined') return { status: statusAfterAnswer(from, 'decline'), state: 'declined' };
  if (status === SERVICE_STATUS.CONFIRMED) return { status, state: 'confirmed' };
  if (status === SERVICE_STATUS.CANCELED) return { status, state: undefined };
  return { status, state: null };
}

/**
 * POST …/booking/services(/{id}): mark services by hand, with a reference or a reason. Canceling a
 * service on the quote (or bringing one back) moves the price of a sold trip: it needs a reason and
 * is written as a new version, like every change of price (decisions 0058, 0059 and 0060); the other marks are history.
 */
export function markServices(database: Database, user: SessionUser, ref: QuoteRef, body: BookingMarkBody, id?: number) {
  const ids = id !== undefined ? [id] : (body.services ?? []);
  if (!ids.length)
    throw new AppError('VALIDATION_ERROR', 'Name the services to mark.', [
      { path: 'body.services', message: 'is required' },
    ]);
  if ((body.status === SERVICE_STATUS.CANCELED || body.status === 'declined') && !body.reason)
    throw new AppError(
      'VALIDATION_ERROR',
      body.status === 'declined'
        ? 'Say why the supplier declined: the reason stays with the service.'
        : "Say why the service is canceled: the quote's price changes, and the reason goes with the new version.",
      [{ path: 'body.reason', message: 'is required' }],
    );
  assertSupplyStaff(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    assertBookable(user, quote);
    const data = await loadBooking(tx, user.tenantId, quote);
    const services = bookedServices(data, ids);
    const note =
      body.status === SERVICE_STATUS.CONFIRMED && body.reference
        ? `: ${body.reference}`
        : body.status !== SERVICE_STATUS.PENDING && body.reason
          ? `: ${body.reason}`
          : '';
    const answers = services.map((s) => ({
      id: s.id,
      from: s.status,
      ...markedBy(body.status, s.status),
      reference: body.reference,
      reason: body.reason,
      message: `${HAND_MESSAGE[body.status]}${note}`,
    }));
    const movesPrice = answers.some((a) => countsInTotals(a) !== countsInTotals({ status: a.from }));
    // A change of price takes the quote's lock and writes its version (with the entries) after it.
    const row = movesPrice ? await lockForWrite(tx, user, quote.id, { bookingOnly: true }) : undefined;
    const entries = await recordAnswers(tx, user.tenantId, quote, user.userId, answers, !row);
    if (row) await applyChange(tx, user, row, { affected: ids, entries });
    const count = services.length;
    const name = body.status === 'declined' ? 'Declined' : SERVICE_STATUSES.find((x) => x.id === body.status)!.name;
    return {
      message: `${count} service${count === 1 ? '' : 's'} marked ${name}.${row ? ' The price changed: see the new version.' : ''}`,
      booking: overviewOf(await loadBooking(tx, user.tenantId, await findQuote(tx, user, ref))),
    };
  });
}
