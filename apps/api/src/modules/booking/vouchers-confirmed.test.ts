import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { familyQuote } from '../../../test/booking.fixtures';

// Decision 0060: a voucher lists the services its supplier confirmed — the others only when the
// operator asks, marked as not confirmed — with the stay, the children's ages, the notes the service
// needs and the company's emergency phone, an editable setting.

let ctx: TestContext;
let admin: Headers;
let operator: Headers;
let clientAdmin: Headers;
let other: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
  clientAdmin = (await signIn(ctx.app, 'clientadmin@itinera.demo')).headers;
  const { seedDemo } = await import('../../seed/seed');
  await seedDemo(ctx.database, 'other');
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
}, 180_000);
afterAll(() => ctx.close());

const textOf = async (pdf: Buffer | Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');

async function supplierIds(uuid: string) {
  const b = (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/booking`, admin)).json();
  const id = (part: string) => b.suppliers.find((s: { name: string }) => s.name.includes(part)).id as number;
  return { hotel: id('Palacio'), dmc: id('Andes Operaciones') };
}

const confirm = (uuid: string, service: number, reference: string) =>
  inject(ctx, 'POST', `/tenant/itinerary/${uuid}/booking/services/${service}`, admin, { status: 2, reference });

const voucher = (uuid: string, supplier: number, query = '') =>
  inject(ctx, 'GET', `/tenant/itinerary/${uuid}/booking/vouchers/${supplier}${query}`, admin);

describe('vouchers of confirmed services', () => {
  it('lists only what the supplier confirmed, with the stay, ages, notes and the emergency phone', async () => {
    const put = await inject(ctx, 'PUT', '/tenant/booking/settings', admin, { emergency_phone: '+51 84 600 700' });
    expect(put.statusCode).toBe(200);
    const q = await familyQuote(ctx, admin);
    const s = await supplierIds(q.uuid);
    // Nothing confirmed yet: no voucher, and a sentence saying why and what to do.
    const none = await voucher(q.uuid, s.hotel);
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).errors.data).toMatch(/confirmed/);
    await confirm(q.uuid, q.services.hotel, 'PDI-2207');
    await confirm(q.uuid, q.services.tour, 'AND-88');
    const hotel = await textOf((await voucher(q.uuid, s.hotel)).rawPayload);
    for (const part of [
      'Check-in 2026-07-02',
      'Check-out 2026-07-03 (1 night)',
      'Lucía Pérez (CHD 6)',
      'Vegetarian',
      'Nut allergy, carries an EpiPen',
      'PDI-2207',
      '+51 84 600 700',
    ])
      expect(hotel).toContain(part);
    for (const secret of ['PA1234567', '1980-01-15', '2019-07-05']) expect(hotel).not.toContain(secret);
    expect(hotel).not.toMatch(/not confirmed/i);
    // The DMC confirmed the tour only: the transfer and the dinner, still open, are not on it.
    const dmc = await textOf((await voucher(q.uuid, s.dmc)).rawPayload);
    expect(dmc).toContain('Cusco city tour');
    expect(dmc).not.toContain('transfer');
    expect(dmc).not.toContain('Novo-Andean');
    // The zip holds the vouchers with something confirmed.
    const zip = await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking/vouchers`, admin);
    expect(Object.keys((await JSZip.loadAsync(zip.rawPayload)).files)).toHaveLength(2);
  });

  it('prints open services only when the operator insists, each marked NOT CONFIRMED; never a declined one', async () => {
    const q = await familyQuote(ctx, admin);
    const s = await supplierIds(q.uuid);
    await confirm(q.uuid, q.services.tour, 'AND-90');
    const declined = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${q.uuid}/booking/services/${q.services.dinner}`,
      admin,
      {
        status: 'declined',
        reason: 'Closed that night',
      },
    );
    expect(declined.statusCode).toBe(200);
    const res = await voucher(q.uuid, s.dmc, '?unconfirmed=include');
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Private transfer Cusco airport');
    expect(text).toMatch(/NOT CONFIRMED/);
    expect(text).toContain('AND-90');
    expect(text).not.toContain('Novo-Andean');
    const bad = await voucher(q.uuid, s.dmc, '?unconfirmed=yes');
    expect(bad.statusCode).toBe(400);
    errorOf(bad);
  });
});

describe("the company's emergency phone", () => {
  it('is read by the staff, changed by an admin, checked, and kept to its tenant', async () => {
    const set = await inject(ctx, 'PUT', '/tenant/booking/settings', admin, { emergency_phone: '+51 (84) 555-0101' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ emergency_phone: '+51 (84) 555-0101', can_edit: true });
    const read = await inject(ctx, 'GET', '/tenant/booking/settings', operator);
    expect(read.json()).toEqual({ emergency_phone: '+51 (84) 555-0101', can_edit: false });
    expect(
      (await inject(ctx, 'PUT', '/tenant/booking/settings', operator, { emergency_phone: '1234567' })).statusCode,
    ).toBe(403);
    expect((await inject(ctx, 'GET', '/tenant/booking/settings', clientAdmin)).statusCode).toBe(403);
    const wrong = await inject(ctx, 'PUT', '/tenant/booking/settings', admin, { emergency_phone: 'call Ana' });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json().details)).toMatch(/digits/);
    errorOf(wrong);
    expect((await inject(ctx, 'GET', '/tenant/booking/settings', other)).json().emergency_phone).toBeNull();
    expect((await inject(ctx, 'GET', '/tenant/booking/settings', { ...admin, authorization: '' })).statusCode).toBe(
      401,
    );
    const cleared = await inject(ctx, 'PUT', '/tenant/booking/settings', admin, { emergency_phone: null });
    expect(cleared.json().emergency_phone).toBeNull();
  });
});
