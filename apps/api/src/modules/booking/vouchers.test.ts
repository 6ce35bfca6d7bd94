import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { bookingQuote, outbox } from '../../../test/booking.fixtures';
import { rowsOf } from '../../db/rows';

let ctx: TestContext;
let admin: Headers;
let other: Headers;
let agent: Headers;
let operator: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const { seedDemo } = await import('../../seed/seed');
  await seedDemo(ctx.database, 'other');
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
  operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
}, 180_000);
afterAll(() => ctx.close());

/** The path and query of the vouchers link mailed to `to` (the origin is the tenant's public address). */
async function mailedLink(to: string) {
  const mail = (await outbox(ctx)).filter((m) => m.to_address === to).at(-1)!;
  return /https?:\/\/[^/\s]+(\/\S*vouchers\S+)/.exec(mail.body)![1]!;
}

const tenantOf = async (rowId: number) =>
  rowsOf<{ tenant_id: number }>(
    await ctx.database.db.execute(sql`SELECT tenant_id FROM itineraries WHERE id = ${rowId}`),
  )[0]!.tenant_id;

/** A sold quote whose booked services its suppliers confirmed: vouchers list confirmed services (decisions 0058, 0059 and 0060). */
async function confirmedQuote(headers: Headers) {
  const q = await bookingQuote(ctx, headers);
  const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/services`, headers, {
    services: [q.services.superior, q.services.transfer, q.services.tour],
    status: 2,
    reference: 'CONF-1',
  });
  expect(res.statusCode).toBe(200);
  return q;
}

const textOf = async (pdf: Buffer | Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

describe('vouchers', () => {
  it("prints a supplier's services, dates, passengers, reference, the company and an emergency contact", async () => {
    const q = await bookingQuote(ctx, admin);
    await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/services/${q.services.tour}`, admin, {
      status: 2,
      reference: 'AND-777',
    });
    const b = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, admin)).json();
    const dmc = b.suppliers.find((s: { name: string }) => s.name === 'Andes Operaciones SAC');
    const res = await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking/vouchers/${dmc.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await textOf(res.rawPayload);
    for (const part of [
      'Andes & Rainforest DMC',
      'Service voucher',
      'Andes Operaciones SAC',
      'Cusco city tour',
      '2026-07-02',
      'AND-777',
      'Emergency contact',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Palacio');
    expect(text).not.toMatch(/cost|margin/i);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking/vouchers/${dmc.id}`, other)).statusCode).toBe(
      404,
    );
  });

  it('zips every voucher and sends them to the client with one action', async () => {
    const q = await confirmedQuote(admin);
    const res = await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking/vouchers`, admin);
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files)).toHaveLength(2);
    const refused = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/vouchers/send`, admin, {});
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).errors.data).toMatch(/e-mail address/);
    const sent = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/vouchers/send`, admin, {
      to: 'client@example.com',
    });
    expect(sent.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: await mailedLink('client@example.com') });
    expect(file.statusCode).toBe(200);
    expect(Object.keys((await JSZip.loadAsync(file.rawPayload)).files)).toHaveLength(2);
  });
});

// Decision 0054: the mailed zip is served through a signed link bound to the tenant, the quote
// and an expiry, privately; only the operator's staff make the server mail it.
describe('the mailed vouchers link', () => {
  it('is signed, expiring, private and bound to the tenant and the quote', async () => {
    const q = await confirmedQuote(admin);
    const sent = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/vouchers/send`, admin, {
      to: 'signed@example.com',
    });
    expect(sent.statusCode).toBe(200);
    const link = await mailedLink('signed@example.com');
    const url = new URL(link, 'http://x');
    expect(url.pathname).toContain(`/vouchers/${q.uuid}/`);
    const expires = Number(url.searchParams.get('expires'));
    const days = (expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const ok = await ctx.app.inject({ method: 'GET', url: link });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/zip');
    expect(ok.headers['cache-control']).toMatch(/private/);
    expect(ok.headers['cache-control']).not.toMatch(/public/);
    // Another tenant's host, another quote, a longer expiry or no signature: not found.
    expect((await ctx.app.inject({ method: 'GET', url: link, headers: { host: 'other.localhost' } })).statusCode).toBe(
      404,
    );
    const other = await confirmedQuote(admin);
    const moved = link.replace(q.uuid, other.uuid);
    expect((await ctx.app.inject({ method: 'GET', url: moved })).statusCode).toBe(404);
    const longer = link.replace(`expires=${expires}`, `expires=${expires + 86_400}`);
    const tampered = await ctx.app.inject({ method: 'GET', url: longer });
    expect(tampered.statusCode).toBe(404);
    errorOf(tampered);
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(400);
    // The same link once its time is over: 410, with the way out.
    const { voucherLink } = await import('./vouchers.service');
    const file = url.pathname.split('/').pop()!;
    const past = voucherLink(ctx.config, '', await tenantOf(q.rowId), q.uuid, file, new Date(Date.now() - 1000));
    const gone = await ctx.app.inject({ method: 'GET', url: past });
    expect(gone.statusCode).toBe(410);
    expect(errorOf(gone).errors.data).toMatch(/expired/);
  });

  it('no longer serves a voucher zip publicly under /media/', async () => {
    const dir = path.resolve(ctx.config.DATA_DIR, 'assets', 'vouchers');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'old-public-link.zip'), 'PK');
    const res = await ctx.app.inject({ method: 'GET', url: '/media/vouchers/old-public-link.zip' });
    expect(res.statusCode).toBe(410);
    expect(res.body).not.toBe('PK');
  });

  it("is mailed by the operator's staff only", async () => {
    const q = await confirmedQuote(agent);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/vouchers/send`, agent, {
      to: 'anyone@example.com',
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errors.data).toMatch(/staff/);
    expect((await outbox(ctx)).some((m) => m.to_address === 'anyone@example.com')).toBe(false);
    const operatorSent = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/vouchers/send`, operator, {
      to: 'anyone@example.com',
    });
    expect(operatorSent.statusCode).toBe(200);
  });
});
