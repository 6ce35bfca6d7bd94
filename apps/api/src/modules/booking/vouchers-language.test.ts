import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { bookingQuote, outbox } from '../../../test/booking.fixtures';

// Decision 0092: a quote's vouchers and the mail that sends them speak the quote's
// language (else the workspace's default, else English), as its proposal and booking mails do.

let ctx: TestContext;
let admin: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
}, 180_000);
afterAll(() => ctx.close());

const textOf = async (pdf: Buffer | Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

/** A sold quote in `language` (a code of the languages list) whose tour its supplier confirmed. */
async function quoteIn(language: string) {
  const q = await bookingQuote(ctx, admin);
  await ctx.database.db.execute(
    sql`UPDATE itineraries SET language_id = (SELECT id FROM languages WHERE code = ${language}) WHERE uuid = ${q.uuid}`,
  );
  const confirmed = await inject(
    ctx,
    'POST',
    `/tenant/itinerary/${q.uuid}/booking/services/${q.services.tour}`,
    admin,
    {
      status: 2,
      reference: 'AND-777',
    },
  );
  expect(confirmed.statusCode).toBe(200);
  const b = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, admin)).json();
  const dmc = b.suppliers.find((s: { name: string }) => s.name === 'Andes Operaciones SAC');
  return { uuid: q.uuid, dmc: dmc.id as number };
}

async function voucherText(uuid: string, supplier: number) {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/booking/vouchers/${supplier}`, admin);
  expect(res.statusCode).toBe(200);
  return textOf(res.rawPayload);
}

describe("the vouchers' language", () => {
  it('prints a Spanish quote voucher in Spanish', async () => {
    const q = await quoteIn('es');
    const text = await voucherText(q.uuid, q.dmc);
    for (const part of [
      'Voucher de servicios',
      'Pasajeros',
      'Referencia',
      'AND-777',
      'Contacto de emergencia',
      'Reserva',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Service voucher');
    expect(text).not.toContain('Emergency contact');
  });

  it('prints a Portuguese quote voucher in Portuguese, and mails it to the client in Portuguese', async () => {
    const q = await quoteIn('pt');
    const text = await voucherText(q.uuid, q.dmc);
    for (const part of ['Voucher de serviços', 'Passageiros', 'Referência', 'Contato de emergência'])
      expect(text).toContain(part);
    const sent = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/vouchers/send`, admin, {
      to: 'cliente@example.com',
    });
    expect(sent.statusCode).toBe(200);
    const mail = (await outbox(ctx)).filter((m) => m.to_address === 'cliente@example.com').at(-1)!;
    expect(mail.subject).toMatch(/^Seus vouchers de viagem para /);
    expect(mail.body).toContain('Prezado(a) viajante,');
    expect(mail.body).toContain('Em caso de emergência:');
  });

  it('keeps an English quote voucher in English', async () => {
    const q = await quoteIn('en');
    const text = await voucherText(q.uuid, q.dmc);
    for (const part of ['Service voucher', 'Passengers', 'Reference', 'Emergency contact'])
      expect(text).toContain(part);
  });
});
