import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { bookingQuote, tokenOf } from '../../../test/booking.fixtures';
import { rowsOf } from '../../db/rows';

// Decision 0054: booking requests for one supplier of one quote are serialised (a transaction
// lock per tenant, quote and supplier), so parallel requests leave one live link, not several that
// answer the same services differently. The race shows on a PostgreSQL server (api-pg); PGlite
// runs one transaction at a time, where the test holds the same rule.

let ctx: TestContext;
let admin: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
}, 180_000);
afterAll(() => ctx.close());

type Overview = {
  suppliers: {
    id: number | null;
    name: string;
    services: { id: number; status: number; reference: string | null }[];
  }[];
};
const booking = async (uuid: string) =>
  (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/booking`, admin)).json() as Overview;
const publicGet = (token: string) => ctx.app.inject({ method: 'GET', url: `/tenant/public/booking/${token}` });
const publicPost = (token: string, answers: unknown[]) =>
  ctx.app.inject({ method: 'POST', url: `/tenant/public/booking/${token}`, payload: { answers } });

describe('parallel booking requests for one supplier', () => {
  it('leave exactly one live link; the others answer 410', async () => {
    const q = await bookingQuote(ctx, admin);
    const dmc = (await booking(q.uuid)).suppliers.find((s) => s.name === 'Andes Operaciones SAC')!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/requests`, admin, { supplierIds: [dmc.id] }),
      ),
    );
    for (const a of answers) expect(a.statusCode).toBe(200);
    const links = answers.map((a) => (a.json() as { requested: { link: string }[] }).requested[0]!.link);
    const pages = await Promise.all(links.map((l) => publicGet(tokenOf(l))));
    expect(pages.map((p) => p.statusCode).sort()).toEqual([200, 410, 410, 410, 410]);
    for (const gone of pages.filter((p) => p.statusCode === 410))
      expect(errorOf(gone).errors.data).toMatch(/replaced by a newer request/);
    const live = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM booking_requests
        WHERE itinerary_id = ${q.rowId} AND supplier_id = ${dmc.id} AND kind = 'request' AND superseded_at IS NULL`),
    )[0]!.n;
    expect(live).toBe(1);
  });

  it('clears the supplier reference when the supplier declines after confirming', async () => {
    const q = await bookingQuote(ctx, admin);
    const dmc = (await booking(q.uuid)).suppliers.find((s) => s.name === 'Andes Operaciones SAC')!;
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/requests`, admin, {
      supplierIds: [dmc.id],
    });
    const token = tokenOf((res.json() as { requested: { link: string }[] }).requested[0]!.link);
    const tourOf = async () =>
      (await booking(q.uuid)).suppliers.flatMap((s) => s.services).find((s) => s.id === q.services.tour)!;
    expect(
      (await publicPost(token, [{ service: q.services.tour, action: 'confirm', reference: 'AND-9' }])).statusCode,
    ).toBe(200);
    expect(await tourOf()).toMatchObject({ status: 2, reference: 'AND-9' });
    expect(
      (await publicPost(token, [{ service: q.services.tour, action: 'decline', reason: 'Guide ill' }])).statusCode,
    ).toBe(200);
    expect(await tourOf()).toMatchObject({ status: 1, booking_state: 'declined', reference: null });
  });
});
