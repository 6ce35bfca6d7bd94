import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { bookingQuote, outbox } from '../../../test/booking.fixtures';

let ctx: TestContext;
let admin: Headers;
let other: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const { seedDemo } = await import('../../seed/seed');
  await seedDemo(ctx.database, 'other');
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
}, 180_000);
afterAll(() => ctx.close());

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
    const q = await bookingQuote(ctx, admin);
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
    const mail = (await outbox(ctx)).find((m) => m.to_address === 'client@example.com')!;
    const link = /\/media\/vouchers\/[\w-]+\.zip/.exec(mail.body)![0];
    const file = await ctx.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(Object.keys((await JSZip.loadAsync(file.rawPayload)).files)).toHaveLength(2);
  });
});
