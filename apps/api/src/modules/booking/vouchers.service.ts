import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVICE_STATUS, VOUCHERS_SEND_STAFF_ONLY_MESSAGE, isOperatorStaff, passengerLabel } from '@itinera/domain';
import type { Config } from '../../config';
import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { AppError } from '../../lib/app-error';
import { linkSignatureValid, signLink } from '../../lib/signed-links';
import { passengersRepository } from '../quote-services/passengers.repository';
import { bookingRepository, type BookingQuoteRow } from './booking.repository';
import { loadBooking } from './booking-data';
import { assertSupplyStaff, findQuote, type QuoteRef } from './booking.service';
import type { BookingDeps, Company } from './booking-requests.service';
import type { VoucherInput } from './voucher-document';

// Vouchers (issue 22): one PDF per supplier of the booked services, downloaded one by one or as a
// zip, and sent to the client by a job that renders them all, keeps the zip under a random name
// outside the public assets, and mails a link signed for the tenant, the quote and an expiry
// (VOUCHER_LINK_DAYS; decision 0054), served privately at /tenant/public/vouchers/.

export const VOUCHERS_JOB = 'booking.vouchers';

export interface VouchersJob {
  tenantId: number;
  itineraryId: number;
  to: string;
  slug: string;
  company: string;
}

/** A voucher's PDF: react-pdf loads with the first one drawn (decision 0046), not with the API. */
const renderVoucher = async (v: VoucherInput) => (await import('./voucher-document')).renderVoucher(v);

/** The company's logo on a quote's vouchers (issue 43), read once for all of them. */
const logoOf = (deps: BookingDeps, tenantId: number, itineraryId: number) =>
  deps.companyLogo ? deps.companyLogo(tenantId, itineraryId) : Promise.resolve(null);

const fileName = (code: string, supplier: string) =>
  `voucher-${code}-${supplier}`
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 100) + '.pdf';

/** Every supplier's voucher input: the booked services not canceled, the lead passenger, the emergency contact. */
async function voucherInputs(tx: TenantTx, company: Company, quote: BookingQuoteRow) {
  const data = await loadBooking(tx, company.id, quote);
  const passengers = await passengersRepository.list(tx, company.id, quote.id);
  const leadIndex = passengers.findIndex((p) => p.lead);
  const lead = leadIndex >= 0 ? passengers[leadIndex]! : undefined;
  const vouchers = data.groups
    .map((g) => {
      const input: VoucherInput = {
        company: company.name,
        supplier: { name: g.name, email: g.supplier?.email ?? null, phone: g.supplier?.phone ?? null },
        quote: { code: quote.code, title: quote.title },
        lead: lead ? passengerLabel(lead, leadIndex) : null,
        services: g.services.filter((s) => s.status !== SERVICE_STATUS.CANCELED),
        emergency: { name: quote.owner_name ?? company.name, contact: quote.owner_email ?? '' },
      };
      return { supplierId: g.supplier?.id ?? null, input };
    })
    .filter((v) => v.input.services.length > 0);
  return { vouchers, leadEmail: lead?.email ?? null };
}

async function zipOf(code: string, vouchers: { input: VoucherInput }[], logo: Buffer | null): Promise<Buffer> {
  const zip = new (await import('jszip')).default(); // loaded with the first zip (decision 0046)
  for (const v of vouchers) zip.file(fileName(code, v.input.supplier.name), await renderVoucher({ ...v.input, logo }));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** GET …/booking/vouchers/{supplierId}: one supplier's voucher. */
export async function supplierVoucher(
  deps: BookingDeps,
  user: SessionUser,
  company: Company,
  ref: QuoteRef,
  supplierId: number,
) {
  assertSupplyStaff(user);
  const { quote, vouchers } = await deps.database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    return { quote, vouchers: (await voucherInputs(tx, company, quote)).vouchers };
  });
  const v = vouchers.find((x) => x.supplierId === supplierId);
  if (!v) throw new AppError('NOT_FOUND', 'This supplier has no booked service on this quote.');
  const logo = await logoOf(deps, user.tenantId, quote.id);
  return { name: fileName(quote.code, v.input.supplier.name), pdf: await renderVoucher({ ...v.input, logo }) };
}

/** GET …/booking/vouchers: every voucher in one zip. */
export async function vouchersZip(deps: BookingDeps, user: SessionUser, company: Company, ref: QuoteRef) {
  assertSupplyStaff(user);
  const { quote, vouchers } = await deps.database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    return { quote, vouchers: (await voucherInputs(tx, company, quote)).vouchers };
  });
  if (!vouchers.length) throw new AppError('UNPROCESSABLE', 'No service is booked on this quote yet.');
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
  await deps.mailer.send(job.tenantId, {
    to: job.to,
    subject: `Your travel vouchers for ${quote.code} — ${company.name}`,
    body: [
      `Dear traveller,`,
      '',
      `Your vouchers for ${quote.title} (${quote.code}) are ready: one per supplier, to show on arrival.`,
      '',
      link,
      '',
      `The link works until ${until.toISOString().slice(0, 10)}: download the file and keep it for your trip.`,
      '',
      `Emergency contact: ${quote.owner_name ?? company.name} — ${quote.owner_email ?? ''}`,
      '',
      company.name,
    ].join('\n'),
    kind: 'notification',
  });
}

/** POST …/booking/vouchers/send: the vouchers to the client (the lead passenger's address unless given). */
export async function sendVouchers(deps: BookingDeps, user: SessionUser, company: Company, ref: QuoteRef, to?: string) {
  // The server mails whatever address is given: only the operator's staff may make it (issue 38).
  if (!isOperatorStaff(user.roleId)) throw new AppError('FORBIDDEN', VOUCHERS_SEND_STAFF_ONLY_MESSAGE);
  const job = await deps.database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    const { vouchers, leadEmail } = await voucherInputs(tx, company, quote);
    if (!vouchers.length) throw new AppError('UNPROCESSABLE', 'No service is booked on this quote yet.');
    const address = to ?? leadEmail;
    if (!address)
      throw new AppError('UNPROCESSABLE', "The lead passenger has no e-mail address: give the client's address.", [
        { path: 'body.to', message: 'is required when the lead passenger has no e-mail' },
      ]);
    return { tenantId: user.tenantId, itineraryId: quote.id, to: address, slug: company.slug, company: company.name };
  });
  if (deps.queue) await deps.queue.send<VouchersJob>(VOUCHERS_JOB, job);
  else await runVouchersJob(deps, job);
  return { message: `The vouchers are being sent to ${job.to}.`, to: job.to };
}
