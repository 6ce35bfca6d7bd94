import { isBookable, statusAfterAnswer, type ServiceAmendment } from '@itinera/domain';
import type { PublicBooking, PublicBookingAnswerBody } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { AppError, refusal } from '../../lib/app-error';
import { bookingRepository } from './booking.repository';
import { loadBooking } from './booking-data';
import { recordAnswers } from './booking.service';
import { hashToken } from '../../lib/tokens';
import type { BookingDeps, Company } from './booking-requests.service';
import { answerMail } from './booking-mail';

// The supplier's side (no sign-in): the link's token names one request, so one supplier and the
// services it was asked for. Nothing else of the quote is shown or changed through it.

const GONE_SUPERSEDED = 'This booking link was replaced by a newer request. Please use the link in the latest e-mail.';
const GONE_EXPIRED = 'This booking link has expired. Please ask for a new booking request.';
const GONE_WITHDRAWN = 'This booking request was withdrawn: the quote is no longer confirmed.';
/** A link replaced because the trip changed after the booking (decision 0076): the supplier must read the new facts. */
const GONE_AMENDED =
  'This booking link was superseded by an amendment: the trip changed. Please answer the amendment in the latest e-mail, which says what changed.';
const GONE_CANCELLED = 'This booking link was superseded: the services it asked for were cancelled.';

/** The link's request and what it may answer; `lock` (an answer) takes the supplier's lock first. */
async function open(tx: TenantTx, company: Company, token: string, lock = false) {
  let request = await bookingRepository.requestByToken(tx, company.id, hashToken(token));
  if (!request) throw new AppError('NOT_FOUND', 'This booking link is not valid.');
  if (lock) {
    // Read again under the lock: a newer request committed meanwhile has superseded this link (decision 0054).
    await bookingRepository.lockSuppliers(tx, company.id, request.itinerary_id, [request.supplier_id]);
    request = (await bookingRepository.requestByToken(tx, company.id, hashToken(token)))!;
  }
  if (request.superseded_at) {
    // Say why: an amendment or a cancellation names what replaced the link, not just "a newer request".
    const next = await bookingRepository.replacement(tx, company.id, request);
    const why =
      next?.kind === 'amendment' ? GONE_AMENDED : next?.kind === 'cancellation' ? GONE_CANCELLED : GONE_SUPERSEDED;
    throw new AppError('GONE', why);
  }
  if (new Date(request.expires_at) < new Date()) throw new AppError('GONE', GONE_EXPIRED);
  const quote = await bookingRepository.quoteById(tx, company.id, request.itinerary_id);
  if (!quote || !isBookable(quote.status_id)) throw new AppError('GONE', GONE_WITHDRAWN);
  const data = await loadBooking(tx, company.id, quote);
  // The request's services that are still this supplier's (a service moved to another supplier leaves the link).
  const group = data.groups.find((g) => g.supplier?.id === request.supplier_id);
  const services = (group?.services ?? []).filter((s) => request.service_ids.includes(s.id));
  const logo = await bookingRepository.companyLogo(tx, company.id);
  return { request, quote, group, services, logo: logo ? `/media/${logo}` : null };
}

function shape(company: Company, r: Awaited<ReturnType<typeof open>>): PublicBooking {
  return {
    company: company.name,
    company_logo: r.logo,
    supplier: r.group?.name ?? '',
    quote: { code: r.quote.code, title: r.quote.title, start_date: r.quote.start_date, end_date: r.quote.end_date },
    language: r.request.language,
    expires_at: r.request.expires_at,
    kind: r.request.kind === 'amendment' ? 'amendment' : 'request',
    changes: r.request.kind === 'amendment' ? ((r.request.changes ?? []) as ServiceAmendment[]) : [],
    services: r.services.map(({ last_message: _m, level: _l, ...s }) => s),
  };
}

/** GET /tenant/public/booking/{token} */
export function readBookingLink(deps: BookingDeps, company: Company, token: string) {
  return deps.database.withTenant(company.id, async (tx) => shape(company, await open(tx, company, token)));
}

/** POST /tenant/public/booking/{token}: the supplier confirms (with a reference) or declines (with a reason). */
export async function answerBookingLink(
  deps: BookingDeps,
  company: Company,
  token: string,
  body: PublicBookingAnswerBody,
) {
  const { answer, mail } = await deps.database.withTenant(company.id, async (tx) => {
    const opened = await open(tx, company, token, true);
    const byId = new Map(opened.services.map((s) => [s.id, s]));
    const changes = body.answers.map((a) => {
      const s = byId.get(a.service);
      // Another supplier's service, or one outside this request: the link cannot touch it.
      if (!s) throw refusal('NOT_FOUND', 'serviceNotInRequest', { id: a.service });
      if (s.booking_state === 'released' || s.booking_state === 'dropped')
        throw refusal('CONFLICT', 'serviceReleased', { name: s.name });
      const confirmed = a.action === 'confirm';
      // A decline flags the service for the operator to replace or drop; it stays on the trip and
      // its price stays as sold (decision 0059).
      return {
        id: s.id,
        name: s.name,
        from: s.status,
        status: statusAfterAnswer(s.status, a.action),
        state: confirmed ? ('confirmed' as const) : ('declined' as const),
        reference: confirmed ? a.reference : null,
        reason: confirmed ? null : a.reason,
        // A confirmed amendment supersedes the vouchers printed before it (decision 0076).
        amended: confirmed && opened.request.kind === 'amendment',
        message:
          opened.request.kind === 'amendment'
            ? `Amendment ${confirmed ? 'confirmed' : 'declined'} by ${opened.group!.name}: ${confirmed ? a.reference : a.reason}`
            : `${confirmed ? 'Confirmed' : 'Declined'} by ${opened.group!.name}: ${confirmed ? a.reference : a.reason}`,
      };
    });
    await recordAnswers(tx, company.id, opened.quote, null, changes);
    await bookingRepository.markAnswered(tx, company.id, opened.request.id);
    const owner = opened.quote.owner_email;
    const text = answerMail({
      supplier: opened.group!.name,
      quoteCode: opened.quote.code,
      quoteTitle: opened.quote.title,
      answers: changes.map((c) => ({
        service: c.name,
        confirmed: c.state === 'confirmed',
        text: (c.reference ?? c.reason)!,
      })),
      link: `${deps.address.tenantOrigin(company.slug)}/quote/book?itinerary=${opened.quote.uuid}`,
    });
    return {
      answer: shape(company, await open(tx, company, token)),
      mail: owner ? { to: owner, subject: text.subject, body: text.body, kind: 'notification' as const } : null,
    };
  });
  if (mail) await deps.mailer.send(company.id, mail);
  return answer;
}
