import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  VOUCHERS_SEND_STAFF_ONLY_MESSAGE,
  isOnVoucher,
  isOperatorStaff,
  passengerLabel,
  publishedLanguage,
  voucherReplacesEarlier,
} from '@itinera/domain';
import type { Config } from '../../config';
import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { AppError } from '../../lib/app-error';
import { renderInPdfThread } from '../../lib/pdf-thread';
import { linkSignatureValid, signLink } from '../../lib/signed-links';
import { passengersRepository } from '../quote-services/passengers.repository';
import { bookingRepository, type BookingQuoteRow } from './booking.repository';
import { loadBooking } from './booking-data';
import { vouchersMail } from './booking-mail';
import { assertSupplyStaff, findQuote, type QuoteRef } from './booking.service';
import type { BookingDeps, Company } from './booking-requests.service';
import type { VoucherInput } from './voucher-document';
import type { VoucherRecipients } from '@itinera/domain/contracts';

// Vouchers (decision 0033): one PDF per supplier of the booked services, downloaded one by one or as a
// zip, and sent to the client by a job that renders them all, keeps the zip under a random name
// outside the public assets, and mails a link signed for the tenant, the quote and an expiry
// (VOUCHER_LINK_DAYS; decision 0054), served privately at /tenant/public/vouchers/.

export const VOUCHERS_JOB = 'booking.vouchers';

export interface VouchersJob {
  tenantId: number;
  itineraryId: number;
  /** The first recipient (jobs queued before decisions 0058, 0059 and 0060 carry this one only). */
  to: string;
  recipients?: string[];
  /** The staff's message and name, put into the mail. */
  message?: string;
  sender?: string;
  slug: string;
  company: string;
}

/** A voucher's PDF, drawn in the PDF thread (decision 0123): react-pdf never loads in the API's. */
async function renderVoucher(v: VoucherInput): Promise<Buffer> {
  const pdf = await renderInPdfThread({ kind: 'voucher', input: v });
  if (!pdf) throw new Error('the PDF renderer drew no voucher');
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The company's logo on a quote's vouchers (decision 0063), read once for all of them. */
const logoOf = (deps: BookingDeps, tenantId: number, itineraryId: number) =>
  deps.companyLogo ? deps.companyLogo(tenantId, itineraryId) : Promise.resolve(null);

/** "voucher-Q-12-Andes.pdf"; a voucher replacing an earlier one says so in its name ("…-new.pdf"). */
const fileName = (code: string, supplier: string, replacesEarlier = false) =>
  `voucher-${code}-${supplier}`
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 96) + (replacesEarlier ? '-new.pdf' : '.pdf');

const NOTHING_CONFIRMED =
  'No service is confirmed by its supplier yet: vouchers list confirmed services. Confirm them first, or download a voucher with the open services marked as not confirmed.';

/**
 * Every supplier's voucher input: the services its supplier confirmed — with `includeUnconfirmed`
 * the open ones too, marked on the voucher (isOnVoucher; docs/domain/booking.md#vouchers) — the
 * lead passenger and who to call in an emergency. `booked` also lists suppliers with nothing to print.
 */
async function voucherInputs(tx: TenantTx, company: Company, quote: BookingQuoteRow, includeUnconfirmed = false) {
  const data = await loadBooking(tx, company.id, quote);
  const passengers = await passengersRepository.list(tx, company.id, quote.id);
  const phone = await bookingRepository.emergencyPhone(tx, company.id);
  const leadIndex = passengers.findIndex((p) => p.lead);
  const lead = leadIndex >= 0 ? passengers[leadIndex]! : undefined;
  const said = new Map(
    (
      await bookingRepository.bookings(
        tx,
        company.id,
        data.services.map((s) => s.id),
      )
    ).map((b) => [b.itinerary_service_id, b]),
  );
  const booked = data.groups.map((g) => {
    const services = g.services.filter((s) => isOnVoucher(s.booking_state, includeUnconfirmed));
    const input: VoucherInput = {
      company: company.name,
      supplier: { name: g.name, email: g.supplier?.email ?? null, phone: g.supplier?.phone ?? null },
      quote: { code: quote.code, title: quote.title },
      language: publishedLanguage(quote.language_code, quote.tenant_language),
      lead: lead ? passengerLabel(lead, leadIndex) : null,
      services,
      emergency: { company: company.name, phone, contact: quote.owner_name, email: quote.owner_email },
      replacesEarlier: voucherReplacesEarlier(
        services.map((s) => ({
          amended_at: said.get(s.id)?.amended_at ?? null,
          voucher_sent_at: said.get(s.id)?.voucher_sent_at ?? null,
        })),
      ),
    };
    return { supplierId: g.supplier?.id ?? null, input };
  });
  return { booked, vouchers: booked.filter((v) => v.input.services.length > 0), leadEmail: lead?.email ?? null };
}

async function zipOf(code: string, vouchers: { input: VoucherInput }[], logo: Buffer | null): Promise<Buffer> {
  const zip = new (await import('jszip')).default(); // loaded with the first zip (decision 0046)
  for (const v of vouchers)
    zip.file(fileName(code, v.input.supplier.name, v.input.replacesEarlier), await renderVoucher({ ...v.input, logo }));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** GET …/booking/vouchers/{supplierId}: one supplier's voucher. */
export async function supplierVoucher(
  deps: BookingDeps,
  user: SessionUser,
  company: Company,
  ref: QuoteRef,
  supplierId: number,
  includeUnconfirmed = false,
) {
  assertSupplyStaff(user);
  const { quote, booked } = await deps.database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    return { quote, booked: (await voucherInputs(tx, company, quote, includeUnconfirmed)).booked };
  });
  const v = booked.find((x) => x.supplierId === supplierId);
  if (!v) throw new AppError('NOT_FOUND', 'This supplier has no booked service on this quote.');
  if (!v.input.services.length)
    throw new AppError('UNPROCESSABLE', `${v.input.supplier.name}: ${NOTHING_CONFIRMED}`, [
      { path: 'query.unconfirmed', message: 'no service of this supplier is confirmed' },
    ]);
  const logo = await logoOf(deps, user.tenantId, quote.id);
  return {
    name: fileName(quote.code, v.input.supplier.name, v.input.replacesEarlier),
    pdf: await renderVoucher({ ...v.input, logo }),
  };
}

/** GET …/booking/vouchers: every voucher in one zip. */
export async function vouchersZip(deps: BookingDeps, user: SessionUser, company: Company, ref: QuoteRef) {
  assertSupplyStaff(user);
  const { quote, vouchers } = await deps.database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    return { quote, vouchers: (await voucherInputs(tx, company, quote)).vouchers };
  });
  if (!vouchers.length) throw new AppError('UNPROCESSABLE', NOTHING_CONFIRMED);
  const logo = await logoOf(deps, user.tenantId, quote.id);
  return { name: `vouchers-${quote.code}.zip`, zip: await zipOf(quote.code, vouchers, logo) };
}

/** Where mailed zips are kept: not under assets/ (which /media/ serves to anyone), one folder per tenant. */
const vouchersDir = (config: Config, tenantId: number) => path.resolve(config.DATA_DIR, 'vouchers', String(tenantId));

/** The signed link to a kept zip of one quote of one tenant, valid until `expiresAt`. */
export function voucherLink(
  config: Config,
  origin: string,
  tenantId: number,
  uuid: string,
  file: string,
  expiresAt: Date,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signature = signLink(config, { parts: [tenantId, uuid, file], expires });
  return `${origin}/tenant/public/vouchers/${uuid}/${file}?expires=${expires}&signature=${signature}`;
}

/**
 * GET /tenant/public/vouchers/{uuid}/{file}: a signature that does not match (another tenant's
 * host, another quote or file, a changed expiry) or a quote gone is 404; an expired link is 410.
 */
export async function openVoucherLink(
  deps: BookingDeps,
  company: Company,
  link: { uuid: string; file: string; expires: number; signature: string },
) {
  const signed = { parts: [company.id, link.uuid, link.file], expires: link.expires };
  if (!linkSignatureValid(deps.config, signed, link.signature))
    throw new AppError('NOT_FOUND', 'This vouchers link is not valid.');
  if (link.expires * 1000 < Date.now())
    throw new AppError(
      'GONE',
      'This vouchers link has expired. Please ask your travel company to send the vouchers again.',
    );
  const quote = await deps.database.withTenant(company.id, (tx) =>
    bookingRepository.quoteById(tx, company.id, link.uuid),
  );
  const zip = quote
    ? await readFile(path.join(vouchersDir(deps.config, company.id), link.file)).catch(() => null)
    : null;
  if (!quote || !zip) throw new AppError('NOT_FOUND', 'These vouchers are no longer available.');
  return { name: `vouchers-${quote.code}.zip`, zip };
}

/** The job's work: render the zip, keep it under a random name, mail its signed link to the client. */
export async function runVouchersJob(deps: BookingDeps, job: VouchersJob): Promise<void> {
  const company = { id: job.tenantId, slug: job.slug, name: job.company };
  const { quote, vouchers } = await deps.database.withTenant(job.tenantId, async (tx) => {
    const quote = await bookingRepository.quoteById(tx, job.tenantId, job.itineraryId);
    return { quote, vouchers: quote ? (await voucherInputs(tx, company, quote)).vouchers : [] };
  });
  if (!quote || !vouchers.length) return;
  const name = `${randomBytes(24).toString('base64url')}.zip`;
  const dir = vouchersDir(deps.config, job.tenantId);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), await zipOf(quote.code, vouchers, await logoOf(deps, job.tenantId, quote.id)));
  const until = new Date(Date.now() + deps.config.VOUCHER_LINK_DAYS * 86_400_000);
  const link = voucherLink(deps.config, deps.address.tenantOrigin(company.slug), job.tenantId, quote.uuid, name, until);
  const mail = vouchersMail({
    company: company.name,
    quote,
    link,
    until: until.toISOString().slice(0, 10),
    emergency: vouchers[0]!.input.emergency,
    message: job.message ? { text: job.message, from: job.sender ?? company.name } : null,
    renewed: vouchers.filter((v) => v.input.replacesEarlier).map((v) => v.input.supplier.name),
    language: vouchers[0]!.input.language,
  });
  // What the client now holds: a later amendment of these services makes their voucher new again.
  await deps.database.withTenant(job.tenantId, (tx) =>
    bookingRepository.markVouchersSent(
      tx,
      job.tenantId,
      vouchers.flatMap((v) => v.input.services.map((s) => s.id)),
    ),
  );
  // One mail per recipient, each with the same link: an address is never shown to the others.
  for (const to of job.recipients ?? [job.to])
    await deps.mailer.send(job.tenantId, { to, ...mail, kind: 'notification' });
}

/** Only the operator's staff make the server mail the vouchers, to any address (decision 0054). */
function assertMayMail(user: SessionUser) {
  if (!isOperatorStaff(user.roleId)) throw new AppError('FORBIDDEN', VOUCHERS_SEND_STAFF_ONLY_MESSAGE);
}

/** GET …/booking/vouchers/recipients: the quote's contacts — the lead passenger, the agency's people. */
export async function voucherRecipients(
  deps: BookingDeps,
  user: SessionUser,
  ref: QuoteRef,
): Promise<VoucherRecipients> {
  assertMayMail(user);
  return deps.database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    const passengers = await passengersRepository.list(tx, user.tenantId, quote.id);
    const leadIndex = passengers.findIndex((p) => p.lead);
    const lead = passengers[leadIndex];
    const found: VoucherRecipients['recipients'] = [
      ...(lead?.email
        ? [{ email: lead.email, name: passengerLabel(lead, leadIndex), kind: 'lead_passenger' as const }]
        : []),
      ...(await bookingRepository.agencyContacts(tx, user.tenantId, quote)).map((u) => ({
        ...u,
        kind: 'agency' as const,
      })),
    ];
    // One line per address: the lead may be the agent too.
    return {
      recipients: found.filter((r, i) => found.findIndex((x) => x.email.toLowerCase() === r.email.toLowerCase()) === i),
    };
  });
}

/**
 * POST …/booking/vouchers/send: the vouchers to the recipients the staff chose (else `to`, else the
 * lead passenger's address), with the staff's message in the mail.
 */
export async function sendVouchers(
  deps: BookingDeps,
  user: SessionUser,
  company: Company,
  ref: QuoteRef,
  body: { to?: string; recipients?: string[]; message?: string },
) {
  assertMayMail(user);
  const job = await deps.database.withTenant(user.tenantId, async (tx): Promise<VouchersJob> => {
    const quote = await findQuote(tx, user, ref);
    const { vouchers, leadEmail } = await voucherInputs(tx, company, quote);
    if (!vouchers.length) throw new AppError('UNPROCESSABLE', NOTHING_CONFIRMED);
    const chosen = [...(body.recipients ?? []), ...(body.to ? [body.to] : [])];
    const recipients = [...new Set(chosen.length ? chosen : leadEmail ? [leadEmail] : [])];
    if (!recipients.length)
      throw new AppError('UNPROCESSABLE', "The lead passenger has no e-mail address: give the client's address.", [
        { path: 'body.recipients', message: 'is required when the lead passenger has no e-mail' },
      ]);
    const message = body.message?.trim();
    return {
      tenantId: user.tenantId,
      itineraryId: quote.id,
      to: recipients[0]!,
      recipients,
      ...(message ? { message, sender: user.name } : {}),
      slug: company.slug,
      company: company.name,
    };
  });
  if (deps.queue) await deps.queue.send<VouchersJob>(VOUCHERS_JOB, job);
  else await runVouchersJob(deps, job);
  const to = job.recipients!.join(', ');
  return { message: `The vouchers are being sent to ${to}.`, to, recipients: job.recipients! };
}
