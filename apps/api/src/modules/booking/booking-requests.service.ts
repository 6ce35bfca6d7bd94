import { newToken } from '../../lib/tokens';
import { isBookable, isLiveBooking, SERVICE_STATUS, type ServiceAmendment } from '@itinera/domain';
import type { BookedService } from '@itinera/domain/contracts';
import type { Config } from '../../config';
import type { Database, TenantTx } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Mailer } from '../../mail/mailer';
import type { OutgoingMail } from '../../mail/outbox.repository';
import type { PublicAddress } from '../../lib/public-address';
import type { SessionUser } from '../../identity/session-user';
import { refusal } from '../../lib/app-error';
import { bookingRepository, type BookingQuoteRow } from './booking.repository';
import { loadBooking, type SupplierGroup } from './booking-data';
import {
  assertBookable,
  assertSupplyStaff,
  findQuote,
  overviewOf,
  recordAnswers,
  type QuoteRef,
} from './booking.service';
import { cancellationMail, mailLanguage, requestMail } from './booking-mail';
import { amendmentMail } from './amendment-mail';

// Booking requests (decision 0033): one e-mail per supplier, through the outbox and its
// durable mail job, with a link bound to that supplier and those services. The link's token is
// 32 random bytes; only its SHA-256 is stored. A reminder job is queued with the request, in the
// same transaction, to run once after BOOKING_REMINDER_HOURS.

export const BOOKING_REMINDER_JOB = 'booking.remind';

export interface BookingDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  queue?: JobQueue;
  address: PublicAddress;
  /** The company's logo for a quote's vouchers (publishing/company-logo.ts), a PNG; absent, none. */
  companyLogo?: (tenantId: number, itineraryId: number) => Promise<Buffer | null>;
}

/** Who is writing: the company (tenant) whose address the link is on. */
export interface Company {
  id: number;
  slug: string;
  name: string;
}

export interface ReminderJob {
  tenantId: number;
  requestId: number;
  slug: string;
  company: string;
}

/**
 * The booking read under the locks of the suppliers `which` picks from a first read (decision
 * 0054): what another request, reminder or answer of those suppliers committed meanwhile is seen,
 * so each request supersedes the one before it and one link stays live per supplier.
 */
export async function lockedBooking(
  tx: TenantTx,
  tenantId: number,
  quote: BookingQuoteRow,
  which: (groups: SupplierGroup[]) => readonly (number | undefined)[],
) {
  const first = await loadBooking(tx, tenantId, quote);
  const ids = which(first.groups).filter((id): id is number => id !== undefined);
  if (!ids.length) return first;
  await bookingRepository.lockSuppliers(tx, tenantId, quote.id, ids);
  return loadBooking(tx, tenantId, quote);
}

/** Services a request asks for: those on the trip not confirmed yet (a declined one may be asked again). */
const toAsk = (g: SupplierGroup) =>
  g.services.filter((s) => s.booking_state !== 'confirmed' && s.booking_state !== 'dropped');

export interface Issued {
  supplierId: number;
  link: string;
  mail: OutgoingMail;
  services: number;
}

/**
 * Writes one request for `services` of a supplier: earlier links naming them stop working, the
 * services say they were requested, and the reminder is queued. Answers the mail to send. With
 * `amend` (the changes of each service, decision 0076) it is an amendment of bookings held: the
 * same link, page, reminder and answers, the state "amendment requested" and a mail of what changed.
 */
export async function issueRequest(
  deps: BookingDeps,
  tx: TenantTx,
  company: Company,
  quote: BookingQuoteRow,
  group: SupplierGroup,
  services: BookedService[],
  createdBy: number | null,
  reminder: boolean,
  amend?: ServiceAmendment[],
): Promise<Issued> {
  const supplier = group.supplier!;
  // The supplier's link carries the token; only its hash is stored (lib/tokens), like password resets.
  const { token, hash } = newToken();
  const ids = services.map((s) => s.id);
  const lang = mailLanguage(supplier.language);
  const expiresAt = new Date(Date.now() + deps.config.BOOKING_LINK_DAYS * 86_400_000);
  await bookingRepository.supersede(tx, company.id, quote.id, ids);
  const requestId = await bookingRepository.addRequest(tx, company.id, {
    itineraryId: quote.id,
    supplierId: supplier.id,
    serviceIds: ids,
    tokenHash: hash,
    kind: amend ? 'amendment' : 'request',
    language: lang,
    sentTo: supplier.email!,
    createdBy,
    expiresAt,
    version: quote.version,
    changes: amend,
  });
  const today = new Date().toISOString().slice(0, 10);
  const said = amend
    ? `${reminder ? 'Amendment reminded to' : 'Amendment requested from'} ${supplier.name} on ${today}`
    : `${reminder ? 'Reminded' : 'Requested from'} ${supplier.name} on ${today}`;
  for (const s of services) {
    await bookingRepository.saveBooking(tx, company.id, s.id, {
      lastMessage: said,
      requested: true,
      state: amend ? 'amendment_requested' : 'requested',
      declineReason: null,
      // What the supplier is now asked to book: the next amendment compares from this version.
      bookedVersion: quote.version,
    });
  }
  // A reminder is sent once: the link it carries is not reminded again.
  if (deps.queue && !reminder) {
    await deps.queue.send<ReminderJob>(
      BOOKING_REMINDER_JOB,
      { tenantId: company.id, requestId, slug: company.slug, company: company.name },
      { tx, startAfter: Math.round(deps.config.BOOKING_REMINDER_HOURS * 3600) },
    );
  }
  const link = `${deps.address.tenantOrigin(company.slug)}/booking/${token}`;
  const input = {
    lang,
    company: company.name,
    supplier: supplier.name,
    quoteCode: quote.code,
    link,
    expiresAt,
    reminder,
  };
  const changeOf = new Map((amend ?? []).map((c) => [c.id, c]));
  const text = amend
    ? amendmentMail({
        ...input,
        services: services.map((service) => ({
          service,
          change: changeOf.get(service.id) ?? { id: service.id, name: service.name, kind: 'amendment' as const },
        })),
      })
    : requestMail({ ...input, services });
  return {
    supplierId: supplier.id,
    link,
    services: ids.length,
    mail: { to: supplier.email!, subject: text.subject, body: text.body, kind: 'notification' },
  };
}

/** POST /tenant/itinerary/{uuid}/booking/requests */
export async function requestBookings(
  deps: BookingDeps,
  user: SessionUser,
  company: Company,
  ref: QuoteRef,
  supplierIds: number[] | 'all',
) {
  assertSupplyStaff(user);
  if (deps.queue) await deps.queue.prepare(BOOKING_REMINDER_JOB);
  const { issued, skipped, booking } = await deps.database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    assertBookable(user, quote);
    const data = await lockedBooking(tx, user.tenantId, quote, (groups) =>
      supplierIds === 'all' ? groups.map((g) => g.supplier?.id) : supplierIds,
    );
    const wanted =
      supplierIds === 'all'
        ? data.groups
        : data.groups.filter((g) => g.supplier && supplierIds.includes(g.supplier.id));
    if (supplierIds !== 'all') {
      const unknown = supplierIds.filter((id) => !wanted.some((g) => g.supplier?.id === id));
      if (unknown.length) throw refusal('NOT_FOUND', 'supplierNothingBooked', { ids: unknown.join(', ') });
    }
    const issued: Issued[] = [];
    const skipped: { supplier: string; reason: string }[] = [];
    for (const g of wanted) {
      const services = toAsk(g);
      if (!g.supplier)
        skipped.push({ supplier: g.name, reason: 'is not a supplier of the catalogue: book it by hand' });
      else if (!g.supplier.email) skipped.push({ supplier: g.name, reason: 'has no e-mail address' });
      else if (!services.length) skipped.push({ supplier: g.name, reason: 'has confirmed every service' });
      else issued.push(await issueRequest(deps, tx, company, quote, g, services, user.userId, false));
    }
    return { issued, skipped, booking: overviewOf(await loadBooking(tx, user.tenantId, quote)) };
  });
  // The outbox row and its delivery job commit together (mailer.ts); a failure here leaves the
  // request written and visible, and asking again supersedes it.
  for (const i of issued) await deps.mailer.send(user.tenantId, i.mail);
  const n = issued.length;
  return {
    message: n ? `Booking request sent to ${n} supplier${n === 1 ? '' : 's'}.` : 'No booking request was sent.',
    requested: issued.map((i) => ({
      supplier_id: i.supplierId,
      sent_to: i.mail.to,
      services: i.services,
      link: i.link,
    })),
    skipped,
    booking,
  };
}

/** The reminder job: an open request nobody answered gets a fresh link (the old one is superseded). */
export async function remindRequest(deps: BookingDeps, job: ReminderJob): Promise<void> {
  const company = { id: job.tenantId, slug: job.slug, name: job.company };
  const mail = await deps.database.withTenant(job.tenantId, async (tx) => {
    const first = await bookingRepository.request(tx, job.tenantId, job.requestId);
    if (!first) return null;
    // Under the supplier's lock, read again: a request or an answer may have just committed.
    await bookingRepository.lockSuppliers(tx, job.tenantId, first.itinerary_id, [first.supplier_id]);
    const request = await bookingRepository.request(tx, job.tenantId, job.requestId);
    if (!request || request.superseded_at || request.answered_at || new Date(request.expires_at) < new Date())
      return null;
    const quote = await bookingRepository.quoteById(tx, job.tenantId, request.itinerary_id);
    if (!quote || !isBookable(quote.status_id)) return null;
    const data = await loadBooking(tx, job.tenantId, quote);
    const group = data.groups.find((g) => g.supplier?.id === request.supplier_id);
    // An amendment is chased as a first request is, with the changes it carried.
    const amend = request.kind === 'amendment' ? ((request.changes ?? []) as ServiceAmendment[]) : undefined;
    const awaited = amend ? 'amendment_requested' : 'requested';
    const services = (group?.services ?? []).filter(
      (s) => request.service_ids.includes(s.id) && s.booking_state === awaited,
    );
    if (!group?.supplier?.email || !services.length) return null;
    await bookingRepository.markReminded(tx, job.tenantId, request.id);
    return (await issueRequest(deps, tx, company, quote, group, services, null, true, amend)).mail;
  });
  if (mail) await deps.mailer.send(job.tenantId, mail);
}

/**
 * POST …/booking/cancel: every booking released — confirmations withdrawn, open links closed — and
 * each supplier that was asked or had confirmed told when asked. The services stay on the trip and
 * the price stays as sold: taking a service off the quote is a change of the trip (markServices).
 */
export async function cancelBooking(
  deps: BookingDeps,
  user: SessionUser,
  company: Company,
  ref: QuoteRef,
  notify: boolean,
) {
  assertSupplyStaff(user);
  const { mails, booking } = await deps.database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    assertBookable(user, quote);
    const data = await lockedBooking(tx, user.tenantId, quote, (groups) => groups.map((g) => g.supplier?.id));
    const open = data.services.filter((s) => s.booking_state !== 'dropped' && s.booking_state !== 'released');
    // Who is told: the suppliers that were asked or had confirmed, read before the release.
    const live = new Set(data.services.filter((s) => isLiveBooking(s.booking_state)).map((s) => s.id));
    await recordAnswers(
      tx,
      user.tenantId,
      quote,
      user.userId,
      open.map((s) => ({
        id: s.id,
        from: s.status,
        status: s.status === SERVICE_STATUS.CONFIRMED ? SERVICE_STATUS.PENDING : s.status,
        state: 'released' as const,
        message: notify && live.has(s.id) ? 'Released: cancellation sent to the supplier' : 'Released',
      })),
    );
    await bookingRepository.supersede(
      tx,
      user.tenantId,
      quote.id,
      open.map((s) => s.id),
    );
    const mails: OutgoingMail[] = [];
    for (const g of notify ? data.groups : []) {
      // Only what the supplier was asked for or confirmed: a service never requested is not theirs to release.
      const told = g.services.filter((s) => live.has(s.id));
      if (!g.supplier?.email || !told.length) continue;
      const lang = mailLanguage(g.supplier.language);
      const text = cancellationMail({
        lang,
        company: company.name,
        supplier: g.supplier.name,
        quoteCode: quote.code,
        services: told,
      });
      await bookingRepository.addRequest(tx, user.tenantId, {
        itineraryId: quote.id,
        supplierId: g.supplier.id,
        serviceIds: told.map((s) => s.id),
        tokenHash: newToken().hash,
        kind: 'cancellation',
        language: lang,
        sentTo: g.supplier.email,
        createdBy: user.userId,
        expiresAt: new Date(),
      });
      mails.push({ to: g.supplier.email, subject: text.subject, body: text.body, kind: 'notification' });
    }
    return { mails, booking: overviewOf(await loadBooking(tx, user.tenantId, quote)) };
  });
  for (const m of mails) await deps.mailer.send(user.tenantId, m);
  return {
    message: mails.length
      ? `Bookings released; ${mails.length} supplier${mails.length === 1 ? '' : 's'} told. The trip and its price are unchanged.`
      : 'Bookings released. The trip and its price are unchanged.',
    booking,
  };
}
