import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVICE_STATUS, passengerLabel } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { AppError } from '../../lib/app-error';
import { passengersRepository } from '../quote-services/passengers.repository';
import { bookingRepository, type BookingQuoteRow } from './booking.repository';
import { loadBooking } from './booking-data';
import { assertSupplyStaff, findQuote, type QuoteRef } from './booking.service';
import type { BookingDeps, Company } from './booking-requests.service';
import type { VoucherInput } from './voucher-document';

// Vouchers (issue 22): one PDF per supplier of the booked services, downloaded one by one or as a
// zip, and sent to the client by a job that renders them all, keeps the zip under an unguessable
// name in the assets folder (served at /media/, like uploaded pictures) and mails its address.

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

async function zipOf(code: string, vouchers: { input: VoucherInput }[]): Promise<Buffer> {
  const zip = new (await import('jszip')).default(); // loaded with the first zip (decision 0046)
  for (const v of vouchers) zip.file(fileName(code, v.input.supplier.name), await renderVoucher(v.input));
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
  return { name: fileName(quote.code, v.input.supplier.name), pdf: await renderVoucher(v.input) };
}

/** GET …/booking/vouchers: every voucher in one zip. */
export async function vouchersZip(deps: BookingDeps, user: SessionUser, company: Company, ref: QuoteRef) {
  assertSupplyStaff(user);
  const { quote, vouchers } = await deps.database.withTenant(user.tenantId, async (tx) => {
    const quote = await findQuote(tx, user, ref);
    return { quote, vouchers: (await voucherInputs(tx, company, quote)).vouchers };
  });
  if (!vouchers.length) throw new AppError('UNPROCESSABLE', 'No service is booked on this quote yet.');
  return { name: `vouchers-${quote.code}.zip`, zip: await zipOf(quote.code, vouchers) };
}

/** The job's work: render the zip, keep it under a random name, mail its address to the client. */
export async function runVouchersJob(deps: BookingDeps, job: VouchersJob): Promise<void> {
  const company = { id: job.tenantId, slug: job.slug, name: job.company };
  const { quote, vouchers } = await deps.database.withTenant(job.tenantId, async (tx) => {
    const quote = await bookingRepository.quoteById(tx, job.tenantId, job.itineraryId);
    return { quote, vouchers: quote ? (await voucherInputs(tx, company, quote)).vouchers : [] };
  });
  if (!quote || !vouchers.length) return;
  const name = `${randomBytes(24).toString('base64url')}.zip`;
  const dir = path.resolve(deps.config.DATA_DIR, 'assets', 'vouchers');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), await zipOf(quote.code, vouchers));
  const link = `${deps.address.tenantOrigin(company.slug)}/media/vouchers/${name}`;
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
      `Emergency contact: ${quote.owner_name ?? company.name} — ${quote.owner_email ?? ''}`,
      '',
      company.name,
    ].join('\n'),
    kind: 'notification',
  });
}

/** POST …/booking/vouchers/send: the vouchers to the client (the lead passenger's address unless given). */
export async function sendVouchers(deps: BookingDeps, user: SessionUser, company: Company, ref: QuoteRef, to?: string) {
  assertSupplyStaff(user);
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
