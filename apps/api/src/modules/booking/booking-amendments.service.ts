import {
  SERVICE_STATUS,
  saleVersionOf,
  supplierAmendments,
  supplierPassengerLabel,
  type BookedLine,
  type PartyNames,
  type PaxType,
  type ServiceAmendment,
  type SupplierAmendment,
} from '@itinera/domain';
import type { BookingAmendments } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { refusal } from '../../lib/app-error';
import { newToken } from '../../lib/tokens';
import type { OutgoingMail } from '../../mail/outbox.repository';
import { versionsRepository } from '../quote-core/versions.repository';
import { removedServicesMail } from './amendment-mail';
import { loadBooking, type BookingData } from './booking-data';
import { mailLanguage } from './booking-mail';
import { bookingRepository } from './booking.repository';
import {
  assertBookable,
  assertSupplyStaff,
  findQuote,
  overviewOf,
  recordAnswers,
  type QuoteRef,
} from './booking.service';
import {
  BOOKING_REMINDER_JOB,
  issueRequest,
  lockedBooking,
  type BookingDeps,
  type Company,
  type Issued,
} from './booking-requests.service';

// Amending the bookings of a sold trip that changed (decision 0076). Each service is
// compared from the version its supplier was last asked to book (service_bookings.booked_version),
// so a supplier amended once is not asked again for the same change; bookings made before that
// column existed compare from the sale pinned before the current version (accepted_versions).

type Line = BookedLine & { baseline: number | null };

/** The passengers of a snapshot as suppliers read them, by pax id. */
function namesOf(snapshot: Record<string, unknown>, tripStart: string | null): PartyNames {
  const rows = Array.isArray(snapshot.passengers) ? (snapshot.passengers as Record<string, unknown>[]) : [];
  const today = new Date().toISOString().slice(0, 10);
  const out: Record<number, string> = {};
  rows.forEach((p, i) => {
    const facts = {
      first_name: String(p.first_name ?? ''),
      last_name: String(p.last_name ?? ''),
      type: (p.type ?? 'adult') as PaxType,
      birthdate: (p.birthdate as string | null) ?? null,
      age: (p.age as number | null) ?? null,
    };
    out[Number(p.id)] = supplierPassengerLabel(facts, i, tripStart, today);
  });
  return out;
}

/** The bookings suppliers hold, each with the version it was booked on; a deleted service keeps its last request. */
async function linesOf(tx: TenantTx, tenantId: number, data: BookingData): Promise<Line[]> {
  const quote = data.quote;
  const pins = await bookingRepository.pinnedVersions(tx, tenantId, quote.id);
  const fallback = pins.find((v) => v < quote.version) ?? pins[0] ?? null;
  const ids = data.services.map((s) => s.id);
  const booked = new Map((await bookingRepository.bookings(tx, tenantId, ids)).map((b) => [b.itinerary_service_id, b]));
  const asked = await bookingRepository.lastAskedByService(tx, tenantId, quote.id);
  const askedBy = new Map(asked.map((a) => [a.service_id, a]));
  const lines: Line[] = [];
  for (const g of data.groups) {
    if (!g.supplier) continue;
    for (const s of g.services)
      lines.push({
        id: s.id,
        supplier_id: g.supplier.id,
        supplier: g.name,
        state: s.booking_state,
        baseline: booked.get(s.id)?.booked_version ?? askedBy.get(s.id)?.version ?? fallback,
      });
  }
  // A service deleted from the quote: its supplier was asked for it and not yet told it is gone.
  const onQuote = new Set(ids);
  for (const a of asked) {
    if (onQuote.has(a.service_id) || a.kind === 'cancellation') continue;
    const supplier = await bookingRepository.supplier(tx, tenantId, a.supplier_id);
    if (supplier)
      lines.push({
        id: a.service_id,
        supplier_id: supplier.id,
        supplier: supplier.name,
        state: 'requested',
        baseline: a.version ?? fallback,
      });
  }
  return lines;
}

/** Every supplier the changes reach, merged over the versions their bookings were made on. */
export async function planAmendments(tx: TenantTx, tenantId: number, data: BookingData): Promise<SupplierAmendment[]> {
  const quote = data.quote;
  const lines = (await linesOf(tx, tenantId, data)).filter((l) => l.baseline !== null && l.baseline !== quote.version);
  if (!lines.length) return [];
  const now = (await versionsRepository.snapshot(tx, tenantId, quote.id, quote.version)) ?? {};
  const current = saleVersionOf(now, quote.sold_level);
  const bySupplier = new Map<number, SupplierAmendment>();
  for (const baseline of [...new Set(lines.map((l) => l.baseline!))]) {
    const then = (await versionsRepository.snapshot(tx, tenantId, quote.id, baseline)) ?? {};
    const found = supplierAmendments(
      lines.filter((l) => l.baseline === baseline),
      saleVersionOf(then, quote.sold_level),
      current,
      quote.sold_level,
      { before: namesOf(then, quote.start_date), after: namesOf(now, quote.start_date) },
    );
    for (const a of found) {
      const entry = bySupplier.get(a.supplier_id);
      if (entry) entry.services.push(...a.services);
      else bySupplier.set(a.supplier_id, a);
    }
  }
  return [...bySupplier.values()].sort((a, b) => a.supplier.localeCompare(b.supplier));
}

/** GET …/booking/amendments: what the changes would ask of each supplier (staff; nothing is sent). */
export function previewAmendments(deps: BookingDeps, user: SessionUser, ref: QuoteRef): Promise<BookingAmendments> {
  assertSupplyStaff(user);
  return deps.database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    const data = await loadBooking(tx, user.tenantId, quote);
    return { version: quote.version, suppliers: await planAmendments(tx, user.tenantId, data) };
  });
}

/** Tells a supplier that services left the trip: their links close, their bookings are released. */
async function issueCancellation(
  tx: TenantTx,
  user: SessionUser,
  company: Company,
  data: BookingData,
  a: SupplierAmendment,
  gone: ServiceAmendment[],
  email: string,
  language: string | null,
): Promise<OutgoingMail> {
  const quote = data.quote;
  const ids = gone.map((g) => g.id);
  const still = data.services.filter((s) => ids.includes(s.id));
  await recordAnswers(
    tx,
    user.tenantId,
    quote,
    user.userId,
    still.map((s) => ({
      id: s.id,
      from: s.status,
      status: s.status === SERVICE_STATUS.CONFIRMED ? SERVICE_STATUS.PENDING : s.status,
      state: 'released' as const,
      message: `Released: the service left the trip; cancellation sent to ${a.supplier}`,
    })),
  );
  await bookingRepository.supersede(tx, user.tenantId, quote.id, ids);
  const lang = mailLanguage(language);
  await bookingRepository.addRequest(tx, user.tenantId, {
    itineraryId: quote.id,
    supplierId: a.supplier_id,
    serviceIds: ids,
    tokenHash: newToken().hash,
    kind: 'cancellation',
    language: lang,
    sentTo: email,
    createdBy: user.userId,
    expiresAt: new Date(),
    version: quote.version,
    changes: gone,
  });
  const text = removedServicesMail({
    lang,
    company: company.name,
    supplier: a.supplier,
    quoteCode: quote.code,
    services: gone.map((g) => g.name),
  });
  return { to: email, subject: text.subject, body: text.body, kind: 'notification' };
}

/**
 * POST …/booking/amendments: one amendment per affected supplier (its changed services, one link),
 * a cancellation for services gone from the trip; suppliers not affected hear nothing.
 */
export async function requestAmendments(
  deps: BookingDeps,
  user: SessionUser,
  company: Company,
  ref: QuoteRef,
  supplierIds: number[] | 'all',
) {
  assertSupplyStaff(user);
  if (deps.queue) await deps.queue.prepare(BOOKING_REMINDER_JOB);
  const result = await deps.database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    assertBookable(user, quote);
    const data = await lockedBooking(tx, user.tenantId, quote, (groups) =>
      supplierIds === 'all' ? groups.map((g) => g.supplier?.id) : supplierIds,
    );
    const plan = await planAmendments(tx, user.tenantId, data);
    const wanted = supplierIds === 'all' ? plan : plan.filter((a) => supplierIds.includes(a.supplier_id));
    if (supplierIds !== 'all') {
      const unknown = supplierIds.filter((id) => !wanted.some((a) => a.supplier_id === id));
      if (unknown.length) throw refusal('NOT_FOUND', 'supplierNotAffected', { ids: unknown.join(', ') });
    }
    const amended: Issued[] = [];
    const cancelled: { supplier_id: number; sent_to: string; services: number; mail: OutgoingMail }[] = [];
    const skipped: { supplier: string; reason: string }[] = [];
    for (const a of wanted) {
      const group = data.groups.find((g) => g.supplier?.id === a.supplier_id);
      const supplier = group?.supplier ?? (await bookingRepository.supplier(tx, user.tenantId, a.supplier_id));
      if (!supplier?.email) {
        skipped.push({ supplier: a.supplier, reason: 'has no e-mail address' });
        continue;
      }
      const changes = a.services.filter((s) => s.kind === 'amendment');
      const gone = a.services.filter((s) => s.kind === 'cancellation');
      if (changes.length && group) {
        const services = data.services.filter((s) => changes.some((c) => c.id === s.id));
        amended.push(await issueRequest(deps, tx, company, quote, group, services, user.userId, false, changes));
      }
      if (gone.length) {
        const mail = await issueCancellation(tx, user, company, data, a, gone, supplier.email, supplier.language);
        cancelled.push({ supplier_id: a.supplier_id, sent_to: supplier.email, services: gone.length, mail });
      }
    }
    return { amended, cancelled, skipped, booking: overviewOf(await loadBooking(tx, user.tenantId, quote)) };
  });
  for (const m of [...result.amended.map((i) => i.mail), ...result.cancelled.map((c) => c.mail)])
    await deps.mailer.send(user.tenantId, m);
  const n = result.amended.length;
  const c = result.cancelled.length;
  const said = [
    n ? `Amendment sent to ${n} supplier${n === 1 ? '' : 's'}.` : '',
    c ? `Cancellation sent to ${c} supplier${c === 1 ? '' : 's'}.` : '',
  ].filter(Boolean);
  return {
    message: said.length ? said.join(' ') : 'No supplier is affected by the changes: nothing was sent.',
    amended: result.amended.map((i) => ({
      supplier_id: i.supplierId,
      sent_to: i.mail.to,
      services: i.services,
      link: i.link,
    })),
    cancelled: result.cancelled.map(({ mail: _m, ...c }) => c),
    skipped: result.skipped,
    booking: result.booking,
  };
}
