import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { outbox, tokenOf } from '../../../test/booking.fixtures';
import { soldThenChanged } from '../../../test/amendment.fixtures';

// Decision 0076: vouchers follow an amendment. While the supplier is asked to amend,
// the voucher it confirmed is superseded (not printed as confirmed); once it confirms the change,
// the voucher is drawn again and the client's next pack says which vouchers are new.

let ctx: TestContext;
let admin: Headers;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
}, 180_000);
afterAll(() => ctx.close());

const zipNames = async (uuid: string) => {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/booking/vouchers`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return Object.keys((await JSZip.loadAsync(res.rawPayload)).files).sort();
};
const sendPack = async (uuid: string) => {
  const before = (await outbox(ctx)).length;
  const res = await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/booking/vouchers/send`, admin, {
    to: 'client@example.com',
  });
  expect(res.statusCode, res.body).toBe(200);
  const mails = (await outbox(ctx)).slice(before);
  expect(mails).toHaveLength(1);
  return mails[0]!.body;
};

describe('vouchers after an amendment', () => {
  it('supersede the changed supplier’s voucher, draw it again once confirmed, and tell the client which are new', async () => {
    const q = await soldThenChanged(ctx, admin, { vouchersFirst: true });
    expect(await zipNames(q.uuid)).toEqual([
      expect.stringMatching(/Andes.*\.pdf$/),
      expect.stringMatching(/Palacio.*\.pdf$/),
    ]);

    const amended = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/amendments`, admin, {
      supplierIds: 'all',
    });
    expect(amended.statusCode, amended.body).toBe(200);
    // Asked to amend: the DMC's old voucher no longer stands; the hotel's is untouched.
    const names = await zipNames(q.uuid);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/Palacio/);
    expect(names[0]).not.toMatch(/-new\.pdf$/);
    const andes = await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking/vouchers/${q.andes.id}`, admin);
    expect(andes.statusCode).toBe(422);

    const link = tokenOf(amended.json().amended[0].link);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/public/booking/${link}`,
      payload: { answers: [{ service: q.services.tour, action: 'confirm', reference: 'AND-9' }] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await zipNames(q.uuid);
    expect(again).toEqual([
      expect.stringMatching(/Andes.*-new\.pdf$/),
      expect.stringMatching(/Palacio.*(?<!-new)\.pdf$/),
    ]);
    const one = await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking/vouchers/${q.andes.id}`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toMatch(/-new\.pdf"/);

    const body = await sendPack(q.uuid);
    expect(body).toMatch(/New in this pack .* replace the ones sent before: Andes Operaciones SAC\./);
    expect(body).not.toMatch(/before: .*Palacio/);
    // The client now holds it: the next pack has nothing new.
    expect(await sendPack(q.uuid)).not.toMatch(/New in this pack/);
    expect((await zipNames(q.uuid)).some((n) => n.endsWith('-new.pdf'))).toBe(false);
  });
});
