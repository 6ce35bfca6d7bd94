import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { bookingQuote, outbox, tokenOf } from '../../../test/booking.fixtures';
import { soldThenChanged } from '../../../test/amendment.fixtures';
import { seedDemo } from '../../seed/seed';
import { rowsOf } from '../../db/rows';

// Issue 48, docs/decisions/issues.md, the supplier side: a sold trip changes after its suppliers booked it. Each affected
// supplier gets one amendment (what changed, a new link), a removed service a cancellation, and a
// supplier whose services did not change hears nothing (decision 0076).

let ctx: TestContext;
const as: Record<'admin' | 'agent' | 'agency' | 'other', Headers> = {} as never;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  as.admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  as.agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
  as.agency = (await signIn(ctx.app, 'clientadmin@itinera.demo')).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
}, 180_000);
afterAll(() => ctx.close());

type Booked = { id: number; booking_state: string; reference: string | null; last_message: string };
type Overview = { suppliers: { id: number | null; name: string; services: Booked[] }[] };
const overview = async (uuid: string) =>
  (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/booking`, as.admin)).json() as Overview;
const service = async (uuid: string, id: number) =>
  (await overview(uuid)).suppliers.flatMap((s) => s.services).find((s) => s.id === id);
const publicGet = (token: string) => ctx.app.inject({ method: 'GET', url: `/tenant/public/booking/${token}` });
const publicPost = (token: string, answers: unknown[]) =>
  ctx.app.inject({ method: 'POST', url: `/tenant/public/booking/${token}`, payload: { answers } });
const amendments = (uuid: string, who: Headers = as.admin) =>
  inject(ctx, 'GET', `/tenant/itinerary/${uuid}/booking/amendments`, who);
const amend = (uuid: string, body: unknown = { supplierIds: 'all' }, who: Headers = as.admin) =>
  inject(ctx, 'POST', `/tenant/itinerary/${uuid}/booking/amendments`, who, body);

const changedTrip = () => soldThenChanged(ctx, as.admin);

describe('what the changes ask of each supplier', () => {
  it('names the affected supplier only: the moved tour to amend, the deleted transfer to cancel', async () => {
    const q = await changedTrip();
    const res = await amendments(q.uuid);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json();
    expect(plan.suppliers).toEqual([
      {
        supplier_id: q.andes.id,
        supplier: 'Andes Operaciones SAC',
        services: expect.arrayContaining([
          expect.objectContaining({
            id: q.services.tour,
            kind: 'amendment',
            dates: expect.objectContaining({
              before: expect.objectContaining({ day: '2' }),
              after: expect.objectContaining({ day: '3' }),
            }),
          }),
          expect.objectContaining({ id: q.services.transfer, kind: 'cancellation' }),
        ]),
      },
    ]);
    expect(plan.suppliers[0].services).toHaveLength(2);
  });

  it('is empty for a sold trip that did not change', async () => {
    const q = await bookingQuote(ctx, as.admin);
    await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/requests`, as.admin, { supplierIds: 'all' });
    expect((await amendments(q.uuid)).json().suppliers).toEqual([]);
    const res = await amend(q.uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amended: [], cancelled: [], message: /nothing was sent/ });
  });
});

describe('sending the amendments', () => {
  it('mails one amendment and one cancellation to the affected supplier, and nothing to the other', async () => {
    const q = await changedTrip();
    const before = (await outbox(ctx)).length;
    const res = await amend(q.uuid);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.amended).toEqual([expect.objectContaining({ supplier_id: q.andes.id, services: 1 })]);
    expect(answer.cancelled).toEqual([expect.objectContaining({ supplier_id: q.andes.id, services: 1 })]);
    const mails = (await outbox(ctx)).slice(before);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((m) => m.to_address)).size).toBe(1);
    const amendment = mails.find((m) => /Modificación|Amendment/.test(m.subject))!;
    expect(amendment.body).toMatch(/city tour/i);
    expect(amendment.body).toMatch(/2026-07-02 → 2026-07-03|día 2 → día 3|day 2 → day 3/);
    expect(amendment.body).toContain(answer.amended[0].link);
    const cancellation = mails.find((m) => m !== amendment)!;
    expect(cancellation.subject).toMatch(/Cancelación|Cancellation/);
    expect(cancellation.body).toMatch(/transfer/i);
    expect(mails.some((m) => m.body.includes('Palacio'))).toBe(false);

    expect(await service(q.uuid, q.services.tour)).toMatchObject({ booking_state: 'amendment_requested' });
    expect(await service(q.uuid, q.services.superior)).toMatchObject({
      booking_state: 'confirmed',
      reference: 'PDI-1',
    });
    // Sent once: the same changes ask nothing more.
    expect((await amendments(q.uuid)).json().suppliers).toEqual([]);
    const twice = await amend(q.uuid);
    expect(twice.json().amended).toEqual([]);
    expect((await outbox(ctx)).length).toBe(before + 2);
  });

  it("moves the booking to confirmed through the supplier's new link, which shows what changed", async () => {
    const q = await changedTrip();
    const link = tokenOf((await amend(q.uuid)).json().amended[0].link);
    const page = await publicGet(link);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      kind: 'amendment',
      changes: [expect.objectContaining({ id: q.services.tour, dates: expect.anything() })],
    });
    const html = await ctx.app.inject({ method: 'GET', url: `/booking/${link}` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toMatch(/2026-07-02 → 2026-07-03|day 2 → day 3/);
    // The supplier reads an amendment as one, not as a first booking request (this supplier reads Spanish).
    expect(html.body).toMatch(/<h1>Solicitud de modificación /);
    expect(html.body).not.toContain('Solicitud de reserva');

    const res = await publicPost(link, [{ service: q.services.tour, action: 'confirm', reference: 'AND-77' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await service(q.uuid, q.services.tour)).toMatchObject({
      booking_state: 'confirmed',
      reference: 'AND-77',
      last_message: expect.stringMatching(/^Amendment confirmed by Andes/),
    });
  });

  it('moves the booking to declined when the supplier cannot make the change', async () => {
    const q = await changedTrip();
    const link = tokenOf((await amend(q.uuid)).json().amended[0].link);
    const res = await publicPost(link, [{ service: q.services.tour, action: 'decline', reason: 'No guide on day 3' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await service(q.uuid, q.services.tour)).toMatchObject({ booking_state: 'declined' });
  });

  it('refuses the superseded first link with a sentence saying an amendment replaced it', async () => {
    const q = await changedTrip();
    await amend(q.uuid);
    const res = await publicGet(q.andes.token);
    expect(res.statusCode).toBe(410);
    expect(errorOf(res).message).toMatch(/superseded by an amendment: the trip changed/);
    const html = await ctx.app.inject({ method: 'GET', url: `/booking/${q.andes.token}` });
    expect(html.statusCode).toBe(410);
    expect(html.body).toMatch(/superseded by an amendment/);
    // The hotel's link, not affected, answers as before.
    expect((await publicGet(q.hotel.token)).statusCode).toBe(200);
  });

  it('is chased by the reminder job as a first request is', async () => {
    const q = await changedTrip();
    await amend(q.uuid);
    const [request] = rowsOf<{ id: number; tenant_id: number }>(
      await ctx.database.db.execute(
        sql`SELECT id, tenant_id FROM booking_requests WHERE itinerary_id = ${q.rowId} AND kind = 'amendment'`,
      ),
    );
    const before = (await outbox(ctx)).length;
    await ctx.app.bookingReminder({ tenantId: request!.tenant_id, requestId: request!.id, slug: 'demo', company: 'X' });
    const mails = (await outbox(ctx)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^(Reminder: amendment|Recordatorio: modificación)/);
    expect(mails[0]!.body).toMatch(/city tour/i);
    // Answered, it is chased no more.
    const kinds = rowsOf<{ kind: string; superseded: boolean }>(
      await ctx.database.db.execute(
        sql`SELECT kind, superseded_at IS NOT NULL AS superseded FROM booking_requests WHERE itinerary_id = ${q.rowId} AND kind = 'amendment' ORDER BY id`,
      ),
    );
    expect(kinds).toEqual([
      { kind: 'amendment', superseded: true },
      { kind: 'amendment', superseded: false },
    ]);
  });
});

describe('the tracker', () => {
  it('counts the amendments pending per supplier on the tab, and on the quote detail and the list row', async () => {
    const q = await changedTrip();
    await amend(q.uuid);
    const tab = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, as.admin)).json();
    const bySupplier = Object.fromEntries(
      (tab.suppliers as { name: string; progress: unknown }[]).map((s) => [s.name, s.progress]),
    );
    expect(bySupplier['Andes Operaciones SAC']).toEqual({ confirmed: 0, total: 1, amendments_pending: 1 });
    expect(bySupplier['Palacio del Inka Courtyard']).toEqual({ confirmed: 1, total: 1 });
    expect(tab.progress).toEqual({ confirmed: 1, total: 2, amendments_pending: 1 });
    const detail = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}`, as.admin)).json().data;
    expect(detail.booking_progress).toEqual({ confirmed: 1, total: 2, amendments_pending: 1 });
    const list = (await inject(ctx, 'GET', '/tenant/itinerary?limit=100', as.admin)).json().data as {
      id: string;
      booking_progress: unknown;
    }[];
    expect(list.find((r) => r.id === q.uuid)!.booking_progress).toEqual({
      confirmed: 1,
      total: 2,
      amendments_pending: 1,
    });
  });
});

describe('who may amend', () => {
  it('refuses the client agency (403), another tenant and an agent who does not see the quote (404), and no sign-in (401)', async () => {
    const q = await changedTrip();
    for (const call of [() => amendments(q.uuid, as.agency), () => amend(q.uuid, undefined, as.agency)]) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      errorOf(res);
    }
    for (const who of [as.other, as.agent]) {
      expect((await amendments(q.uuid, who)).statusCode).toBe(404);
      expect((await amend(q.uuid, undefined, who)).statusCode).toBe(404);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${q.uuid}/booking/amendments` });
    expect(anonymous.statusCode).toBe(401);
    const count = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM booking_requests WHERE itinerary_id = ${q.rowId} AND kind = 'amendment'`,
      ),
    )[0]!.n;
    expect(count).toBe(0);
  });

  it('answers bad input and an unaffected supplier with the error body', async () => {
    const q = await changedTrip();
    const bad = await amend(q.uuid, { supplierIds: 'some' });
    expect(bad.statusCode).toBe(400);
    errorOf(bad);
    const hotel = await amend(q.uuid, { supplierIds: [q.hotel.id] });
    expect(hotel.statusCode).toBe(404);
    expect(errorOf(hotel).message).toMatch(/no booking this change affects/);
    expect((await inject(ctx, 'GET', '/tenant/itinerary/not-a-quote/booking/amendments', as.admin)).statusCode).toBe(
      400,
    );
  });

  it('refuses to send amendments while the quote is not Confirmed (422)', async () => {
    const q = await bookingQuote(ctx, as.admin);
    await inject(ctx, 'POST', `/tenant/itinerary/status/${q.uuid}/1`, as.admin, {
      id: q.uuid,
      status: 1,
      reason: 'Changing',
    });
    const res = await amend(q.uuid);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).errors.data).toMatch(/Confirmed/);
  });
});

describe('the OpenAPI document', () => {
  it('describes the amendment calls beside the booking calls, with their bodies and answers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const path = doc.paths['/tenant/itinerary/{uuid}/booking/amendments'];
    expect(Object.keys(path).sort()).toEqual(['get', 'post']);
    expect(path.post.tags).toEqual(['booking']);
    expect(path.post.requestBody.content['application/json'].schema.properties).toHaveProperty('supplierIds');
    expect(Object.keys(path.post.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    expect(JSON.stringify(path.get.responses['200'])).toMatch(/"cancellation"/);
    const page = doc.paths['/tenant/public/booking/{token}'].get.responses['200'];
    expect(JSON.stringify(page)).toMatch(/"changes"/);
  });
});
