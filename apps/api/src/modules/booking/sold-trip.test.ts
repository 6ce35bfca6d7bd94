import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { bookingQuote, tokenOf } from '../../../test/booking.fixtures';
import { rowsOf } from '../../db/rows';

// Decision 0059: a sold trip stays sold. A supplier's "no" flags the service and leaves the price as the
// client accepted it; dropping the service is the operator's decision, with a reason and a new
// version. Re-opening a Confirmed quote names the bookings suppliers hold and keeps them.

let ctx: TestContext;
let admin: Headers;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
});
afterAll(() => ctx.close());

type Booked = {
  id: number;
  status: number;
  booking_state: string;
  reference: string | null;
  decline_reason: string | null;
};
type Overview = {
  progress: { confirmed: number; total: number };
  suppliers: { id: number | null; name: string; services: Booked[] }[];
};
const overview = async (uuid: string) =>
  (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/booking`, admin)).json() as Overview;
const service = async (uuid: string, id: number) =>
  (await overview(uuid)).suppliers.flatMap((s) => s.services).find((s) => s.id === id)!;
const detail = async (uuid: string) => (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, admin)).json().data;
const superiorTotal = async (uuid: string) =>
  (
    (await inject(ctx, 'GET', `/tenant/itinerary/prices/${uuid}`, admin))
      .json()
      .find((p: { type: string }) => p.type === 'seller').prices as { level: number; total: number }[]
  ).find((l) => l.level === 2)!.total;
const listPrice = async (uuid: string) =>
  (
    (await inject(ctx, 'GET', '/tenant/itinerary?limit=100', admin)).json().data as { id: string; price: number }[]
  ).find((r) => r.id === uuid)!.price;
const tokensBySupplier = async (uuid: string) => {
  const res = await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/booking/requests`, admin, { supplierIds: 'all' });
  expect(res.statusCode).toBe(200);
  const b = await overview(uuid);
  const byId = new Map(
    (res.json().requested as { supplier_id: number; link: string }[]).map((r) => [r.supplier_id, tokenOf(r.link)]),
  );
  return (name: string) => byId.get(b.suppliers.find((s) => s.name.startsWith(name))!.id!)!;
};
const answer = (token: string, answers: unknown[]) =>
  ctx.app.inject({ method: 'POST', url: `/tenant/public/booking/${token}`, payload: { answers } });
const statusOf = async (id: number) =>
  rowsOf<{ status: number }>(
    await ctx.database.db.execute(sql`SELECT status FROM itinerary_services WHERE id = ${id}`),
  )[0]!.status;

describe("a supplier's decline", () => {
  it('flags the service and keeps the sold price, version and list price as they were', async () => {
    const q = await bookingQuote(ctx, admin);
    const sold = { price: (await detail(q.uuid)).price, version: (await detail(q.uuid)).version };
    const superior = await superiorTotal(q.uuid);
    expect(sold.price).toBe(superior);
    const token = await tokensBySupplier(q.uuid);

    const res = await answer(token('Andes'), [
      { service: q.services.transfer, action: 'decline', reason: 'No vehicle that day' },
    ]);
    expect(res.statusCode, res.body).toBe(200);

    expect(await statusOf(q.services.transfer)).toBe(1);
    expect(await service(q.uuid, q.services.transfer)).toMatchObject({
      booking_state: 'declined',
      decline_reason: 'No vehicle that day',
    });
    expect(await superiorTotal(q.uuid)).toBe(superior);
    expect(await detail(q.uuid)).toMatchObject(sold);
    expect(await listPrice(q.uuid)).toBe(sold.price);
    // Declined is work left: it stays in the count.
    expect((await overview(q.uuid)).progress).toEqual({ confirmed: 0, total: 3 });
  });

  it('is dropped from the trip only by the operator, with a reason, as a new version that moves the price', async () => {
    const q = await bookingQuote(ctx, admin);
    const token = await tokensBySupplier(q.uuid);
    await answer(token('Andes'), [{ service: q.services.transfer, action: 'decline', reason: 'No vehicle' }]);
    const before = await detail(q.uuid);
    const url = `/tenant/itinerary/${q.uuid}/booking/services/${q.services.transfer}`;

    const noReason = await inject(ctx, 'POST', url, admin, { status: 3 });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).message).toMatch(/why/i);
    expect(await statusOf(q.services.transfer)).toBe(1);

    const drop = await inject(ctx, 'POST', url, admin, { status: 3, reason: 'Client takes a taxi instead' });
    expect(drop.statusCode, drop.body).toBe(200);
    const after = await detail(q.uuid);
    expect(after.version).toBe(before.version + 1);
    expect(after.price).toBeLessThan(before.price);
    expect(after.price).toBe(await superiorTotal(q.uuid));
    expect((await overview(q.uuid)).progress).toEqual({ confirmed: 0, total: 2 });
    const history = JSON.stringify(
      (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/history?entity_id=${q.services.transfer}`, admin)).json(),
    );
    expect(history).toContain('Client takes a taxi instead');
  });

  it('marked by hand (the supplier phoned) also keeps the price', async () => {
    const q = await bookingQuote(ctx, admin);
    const price = (await detail(q.uuid)).price;
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/services/${q.services.tour}`, admin, {
      status: 'declined',
      reason: 'Fully booked',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await service(q.uuid, q.services.tour)).toMatchObject({ status: 1, booking_state: 'declined' });
    expect((await detail(q.uuid)).price).toBe(price);
  });
});

describe('releasing the bookings', () => {
  it('tells the suppliers and keeps the trip and its price', async () => {
    const q = await bookingQuote(ctx, admin);
    const token = await tokensBySupplier(q.uuid);
    await answer(token('Palacio'), [{ service: q.services.superior, action: 'confirm', reference: 'PDI-9' }]);
    const before = await detail(q.uuid);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/cancel`, admin, {
      notifySuppliers: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const services = (res.json().booking as Overview).suppliers.flatMap((s) => s.services);
    expect(services.every((s) => s.booking_state === 'released' && s.status !== 3)).toBe(true);
    expect(await detail(q.uuid)).toMatchObject({ price: before.price, version: before.version });
  });
});

describe('re-opening a Confirmed quote', () => {
  it('names the bookings suppliers hold and waits for the operator to keep them', async () => {
    const q = await bookingQuote(ctx, admin);
    const token = await tokensBySupplier(q.uuid);
    await answer(token('Palacio'), [{ service: q.services.superior, action: 'confirm', reference: 'PDI-9' }]);
    const reopen = (body: object) =>
      inject(ctx, 'POST', `/tenant/itinerary/status/${q.uuid}/1`, admin, { id: q.uuid, status: 1, ...body });

    const asked = await reopen({});
    expect(asked.statusCode).toBe(409);
    const message = errorOf(asked).message;
    expect(message).toContain('Palacio del Inka');
    expect(message).toContain('PDI-9');
    expect(message).toMatch(/keeps these bookings/);
    expect((await detail(q.uuid)).status.id).toBe(2);

    const kept = await reopen({ keep_bookings: true, reason: 'The client changes hotel' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await detail(q.uuid)).status.id).toBe(1);
    expect(await statusOf(q.services.superior)).toBe(2);

    // Confirmed again as the Book tab does it (I10 alone): the supplier's confirmation still stands.
    const again = await inject(ctx, 'POST', `/tenant/itinerary/status/${q.uuid}/2`, admin, {
      id: q.uuid,
      status: 2,
      prices_list: [{ id: 1, type: 'seller', selected_level: 2 }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await service(q.uuid, q.services.superior)).toMatchObject({
      status: 2,
      booking_state: 'confirmed',
      reference: 'PDI-9',
    });
    expect((await overview(q.uuid)).progress.confirmed).toBe(1);
  });

  it('asks nothing when no supplier holds a booking', async () => {
    const q = await bookingQuote(ctx, admin);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/status/${q.uuid}/1`, admin, {
      id: q.uuid,
      status: 1,
      reason: 'A date moves',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
