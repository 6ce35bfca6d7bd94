import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { familyQuote, outbox, tokenOf } from '../../../test/booking.fixtures';

// Decision 0060: what a supplier reads of its services, in the request mail and on its page —
// a one-night stay's check-in and check-out, the children's ages, the passengers' notes its kind of
// service needs (docs/domain/booking.md#what-a-supplier-reads) — and never more.

let ctx: TestContext;
let admin: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
}, 180_000);
afterAll(() => ctx.close());

/** What no supplier ever reads: passport, birth dates, the lead's e-mail. */
const NEVER = ['PA1234567', '2031-01-01', '1980-01-15', '2019-07-05', 'ana.perez@example.com'];

/** One service's lines of a mail or page text: from its name to the next service. */
function block(text: string, name: string): string {
  const start = text.indexOf(`• ${name}`);
  expect(start, `${name} in\n${text}`).toBeGreaterThanOrEqual(0);
  const next = text.indexOf('\n• ', start + 1);
  return text.slice(start, next < 0 ? undefined : next);
}

async function requested(uuid: string) {
  const before = (await outbox(ctx)).length;
  const res = await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/booking/requests`, admin, { supplierIds: 'all' });
  expect(res.statusCode).toBe(200);
  const mails = (await outbox(ctx)).slice(before);
  const links = res.json().requested as { sent_to: string; link: string }[];
  const of = (service: string) => {
    const mail = mails.find((m) => m.body.includes(`• ${service}`))!;
    return { mail, token: tokenOf(links.find((l) => l.sent_to === mail.to_address)!.link) };
  };
  return { hotel: of('Palacio del Inka'), dmc: of('Cusco city tour') };
}

describe('the booking request a supplier reads', () => {
  it("tells the hotel a one-night stay's check-in and check-out, the child's age and the party's notes, never more", async () => {
    const q = await familyQuote(ctx, admin);
    const { hotel } = await requested(q.uuid);
    const stay = block(hotel.mail.body, 'Palacio del Inka');
    expect(stay).toContain('Check-in: 2026-07-02');
    expect(stay).toContain('Check-out: 2026-07-03 (1 night)');
    expect(stay).toContain('Lucía Pérez (CHD 6)');
    expect(stay).toMatch(/Ana Pérez: dietary: Vegetarian; medical: Nut allergy, carries an EpiPen/);
    expect(stay).toMatch(/Tom Pérez: medical: Asthma/);
    expect(stay).toMatch(/Lucía Pérez \(CHD 6\): dietary: No gluten/);
    for (const secret of NEVER) expect(hotel.mail.body).not.toContain(secret);
  });

  it("gives each of the DMC's services the notes its type needs: none to the transfer, medical to the tour, both to the dinner", async () => {
    const q = await familyQuote(ctx, admin);
    const { dmc } = await requested(q.uuid);
    const body = dmc.mail.body;
    // The DMC reads Spanish.
    const transfer = block(body, 'Private transfer Cusco airport');
    expect(transfer).not.toMatch(/Vegetarian|Asthma|Nut allergy|No gluten/);
    expect(transfer).toContain('Lucía Pérez (CHD 6)');
    const tour = block(body, 'Cusco city tour');
    expect(tour).toMatch(/Tom Pérez: salud: Asthma/);
    expect(tour).toMatch(/Nut allergy/);
    expect(tour).not.toMatch(/Vegetarian|No gluten/);
    const dinner = block(body, 'Dinner at a Novo-Andean restaurant');
    expect(dinner).toMatch(/Vegetarian/);
    expect(dinner).toMatch(/No gluten/);
    expect(dinner).toMatch(/Asthma/);
    for (const secret of NEVER) expect(body).not.toContain(secret);
  });
});

describe("the supplier's page", () => {
  it('shows the same stay, ages and notes, as JSON and as the HTML page, never more', async () => {
    const q = await familyQuote(ctx, admin);
    const { hotel, dmc } = await requested(q.uuid);
    const json = await ctx.app.inject({ method: 'GET', url: `/tenant/public/booking/${hotel.token}` });
    expect(json.statusCode).toBe(200);
    const [stay] = json.json().services;
    expect(stay.stay).toMatchObject({ nights: 1, check_in: '2026-07-02', check_out: '2026-07-03' });
    expect(stay.passengers).toContain('Lucía Pérez (CHD 6)');
    expect(stay.passenger_notes).toEqual([
      { passenger: 'Ana Pérez', dietary: 'Vegetarian', medical: 'Nut allergy, carries an EpiPen' },
      { passenger: 'Tom Pérez', dietary: null, medical: 'Asthma' },
      { passenger: 'Lucía Pérez (CHD 6)', dietary: 'No gluten', medical: null },
    ]);
    for (const secret of NEVER) expect(json.body).not.toContain(secret);
    const page = await ctx.app.inject({ method: 'GET', url: `/booking/${hotel.token}` });
    expect(page.body).toContain('2026-07-03');
    expect(page.body).toContain('Nut allergy, carries an EpiPen');
    for (const secret of NEVER) expect(page.body).not.toContain(secret);
    const transfer = (await ctx.app.inject({ method: 'GET', url: `/tenant/public/booking/${dmc.token}` }))
      .json()
      .services.find((s: { id: number }) => s.id === q.services.transfer);
    expect(transfer.passenger_notes).toEqual([]);
    expect(transfer.stay).toBeNull();
  });
});
