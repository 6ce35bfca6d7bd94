import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { familyQuote, outbox } from '../../../test/booking.fixtures';

// Decision 0060: "Send to client" shows who the vouchers go to — the quote's contacts (the lead
// passenger, the client agency's contact), editable — and carries the staff's message into the mail.

let ctx: TestContext;
let admin: Headers;
let agent: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
}, 180_000);
afterAll(() => ctx.close());

async function soldAndConfirmed() {
  const q = await familyQuote(ctx, admin);
  const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/services/${q.services.hotel}`, admin, {
    status: 2,
    reference: 'PDI-1',
  });
  expect(res.statusCode).toBe(200);
  return q;
}

describe('sending the vouchers to the client', () => {
  it("names the quote's contacts as the recipients: the lead passenger and the client agency's contact", async () => {
    const q = await soldAndConfirmed();
    const res = await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking/vouchers/recipients`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().recipients).toEqual([
      { email: 'ana.perez@example.com', name: 'Ana Pérez', kind: 'lead_passenger' },
      { email: 'clientadmin@itinera.demo', name: 'Carla Client-Admin', kind: 'agency' },
    ]);
    // The operator's staff send (decision 0054): a travel agent, even on its own quote, is refused.
    const own = await familyQuote(ctx, agent);
    const refused = await inject(ctx, 'GET', `/tenant/itinerary/${own.uuid}/booking/vouchers/recipients`, agent);
    expect(refused.statusCode).toBe(403);
    errorOf(refused);
  });

  it("mails every recipient chosen, each with the staff's message and the link", async () => {
    const q = await soldAndConfirmed();
    const before = (await outbox(ctx)).length;
    const sent = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/vouchers/send`, admin, {
      recipients: ['ana.perez@example.com', 'travel@agency.example'],
      message: 'Have a wonderful trip — call us any time.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ recipients: ['ana.perez@example.com', 'travel@agency.example'] });
    const mails = (await outbox(ctx)).slice(before);
    expect(mails.map((m) => m.to_address).sort()).toEqual(['ana.perez@example.com', 'travel@agency.example']);
    for (const m of mails) {
      expect(m.body).toContain('Have a wonderful trip — call us any time.');
      expect(m.body).toContain('Ana Admin');
      expect(m.body).toMatch(/\/tenant\/public\/vouchers\//);
    }
  });

  it('answers bad recipients and an overlong message with 400 and the error body', async () => {
    const q = await soldAndConfirmed();
    const send = (body: unknown) =>
      inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/vouchers/send`, admin, body);
    for (const body of [
      { recipients: ['not an address'] },
      { recipients: [] },
      { recipients: Array.from({ length: 11 }, (_, i) => `p${i}@example.com`) },
      { recipients: ['a@example.com'], message: 'x'.repeat(2001) },
    ]) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      errorOf(res);
    }
  });
});
