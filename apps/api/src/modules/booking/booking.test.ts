import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { costPaths, inject, type Headers } from '../../../test/quote-services.fixtures';
import { bookingQuote, outbox, tokenOf } from '../../../test/booking.fixtures';
import { seedDemo } from '../../seed/seed';
import { rowsOf } from '../../db/rows';

let ctx: TestContext;
const as: Record<'admin' | 'agent' | 'other', Headers> = {} as never;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  as.admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  as.agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
}, 180_000);
afterAll(() => ctx.close());

type Overview = {
  quote: { sold_level: number | null; bookable: boolean };
  progress: { confirmed: number; total: number };
  suppliers: {
    id: number | null;
    name: string;
    language: string;
    services: {
      id: number;
      name: string;
      status: number;
      reference: string | null;
      rooms: unknown[];
      rooming: unknown[];
    }[];
  }[];
};
const booking = async (uuid: string, headers = as.admin) =>
  (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/booking`, headers)).json() as Overview;
const requestAll = async (uuid: string) => {
  const res = await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/booking/requests`, as.admin, { supplierIds: 'all' });
  expect(res.statusCode).toBe(200);
  return res.json() as { requested: { supplier_id: number; sent_to: string; link: string; services: number }[] };
};
const publicGet = (token: string, host?: string) =>
  ctx.app.inject({ method: 'GET', url: `/tenant/public/booking/${token}`, headers: host ? { host } : {} });
const publicPost = (token: string, answers: unknown[]) =>
  ctx.app.inject({ method: 'POST', url: `/tenant/public/booking/${token}`, payload: { answers } });
const statusOf = async (id: number) =>
  rowsOf<{ status: number }>(
    await ctx.database.db.execute(sql`SELECT status FROM itinerary_services WHERE id = ${id}`),
  )[0]!.status;

describe('confirming the sale', () => {
  it('records the level sold from prices_list and books only that level and level 0', async () => {
    const q = await bookingQuote(ctx, as.admin);
    const detail = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}`, as.admin)).json().data;
    expect(detail.sold_level).toBe(2);
    expect(detail.booking_progress).toEqual({ confirmed: 0, total: 3 });
    const b = await booking(q.uuid);
    expect(b.quote).toMatchObject({ sold_level: 2, bookable: true });
    const ids = b.suppliers.flatMap((s) => s.services.map((x) => x.id)).sort();
    expect(ids).toEqual([q.services.superior, q.services.transfer, q.services.tour].sort());
    expect(b.suppliers.map((s) => s.name).sort()).toEqual(['Andes Operaciones SAC', 'Palacio del Inka Courtyard']);
    const hotel = b.suppliers.find((s) => s.name.startsWith('Palacio'))!.services[0]!;
    expect(hotel.rooms).toEqual([{ id_room_type: 2, name: 'DBL', qty: 1 }]);
    const history = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/history?entity=itinerary`, as.admin)).json()
      .data;
    expect(JSON.stringify(history)).toContain('sold_level');
    // The price follows the level sold (the list shows that level alone and sorts by the price).
    const seller = (await inject(ctx, 'GET', `/tenant/itinerary/prices/${q.uuid}`, as.admin))
      .json()
      .find((p: { type: string }) => p.type === 'seller').prices as { level: number; total: number }[];
    expect(detail.price).toBe(seller.find((l) => l.level === 2)!.total);
  });

  it('marks the services with the services_status call (I11) and counts them on the list row', async () => {
    const q = await bookingQuote(ctx, as.admin);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/services_status/2`, as.admin, {
      id: q.uuid,
      status: 2,
      services: [q.services.superior, q.services.tour],
      cur_step: 2,
      last_step: 2,
    });
    expect(res.statusCode).toBe(200);
    expect((await booking(q.uuid)).progress).toEqual({ confirmed: 2, total: 3 });
    const list = (await inject(ctx, 'GET', '/tenant/itinerary?limit=50', as.admin)).json().data as {
      id: string;
      booking_progress: unknown;
    }[];
    expect(list.find((r) => r.id === q.uuid)!.booking_progress).toEqual({ confirmed: 2, total: 3 });
  });

  it('refuses booking actions before the quote is Confirmed', async () => {
    const q = await bookingQuote(ctx, as.admin, false);
    expect((await booking(q.uuid)).quote.bookable).toBe(false);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/requests`, as.admin, {
      supplierIds: 'all',
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).errors.data).toMatch(/Confirmed/);
  });

  it('never sends a cost to anyone, and answers bad input with the error body', async () => {
    const q = await bookingQuote(ctx, as.admin);
    expect(costPaths(await booking(q.uuid))).toEqual([]);
    const bad = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/requests`, as.admin, {
      supplierIds: 'some',
    });
    expect(bad.statusCode).toBe(400);
    errorOf(bad);
    const mark = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${q.uuid}/booking/services/${q.services.comfort}`,
      as.admin,
      { status: 2 },
    );
    expect(mark.statusCode).toBe(404);
  });
});

describe('booking requests and the supplier link', () => {
  it('mails one request per supplier, in its language, listing its services and rooms', async () => {
    const q = await bookingQuote(ctx, as.admin);
    const before = (await outbox(ctx)).length;
    const answer = await requestAll(q.uuid);
    expect(answer.requested).toHaveLength(2);
    const mails = (await outbox(ctx)).slice(before);
    expect(mails).toHaveLength(2);
    const spanish = mails.find((m) => m.to_address.includes('pe-dmc'))!;
    expect(spanish.subject).toMatch(/^Solicitud de reserva/);
    expect(spanish.body).toContain('city tour');
    expect(spanish.body).not.toContain('Palacio');
    const hotel = mails.find((m) => m.to_address !== spanish.to_address)!;
    expect(hotel.subject).toMatch(/^Booking request/);
    expect(hotel.body).toMatch(/Rooms: 1 × DBL/);
    for (const r of answer.requested) {
      expect(tokenOf(r.link).length).toBeGreaterThanOrEqual(32);
      expect(mails.some((m) => m.body.includes(r.link))).toBe(true);
    }
    const last = (await booking(q.uuid)).suppliers[0]!;
    expect(last.services[0]!.status).toBe(1);
  });

  // Issue 45, docs/decisions/issues.md: a Brazilian supplier reads its mail and its page in Portuguese.
  it('writes to a supplier whose language is Brazilian Portuguese in Portuguese, mail and page', async () => {
    const q = await bookingQuote(ctx, as.admin);
    const hotelName = (await booking(q.uuid)).suppliers.find((s) => s.name !== 'Andes Operaciones SAC')!.name;
    const [was] = rowsOf<{ language: string | null }>(
      await ctx.database.db.execute(sql`SELECT language FROM suppliers WHERE name = ${hotelName}`),
    );
    await ctx.database.db.execute(sql`UPDATE suppliers SET language = 'pt-BR' WHERE name = ${hotelName}`);
    try {
      const before = (await outbox(ctx)).length;
      const answer = await requestAll(q.uuid);
      const hotel = (await outbox(ctx)).slice(before).find((m) => !m.to_address.includes('pe-dmc'))!;
      expect(hotel.subject).toMatch(/^Solicitação de reserva/);
      expect(hotel.body).toContain('solicita a reserva dos seguintes serviços');
      expect(hotel.body).toMatch(/Quartos: 1 × DBL/);
      const link = answer.requested.find((r) => hotel.body.includes(r.link))!.link;
      const page = await ctx.app.inject({ method: 'GET', url: `/booking/${tokenOf(link)}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="pt-BR">');
      expect(page.body).toContain('Enviar respostas');
      expect(page.body).not.toContain('Send answers');
    } finally {
      await ctx.database.db.execute(sql`UPDATE suppliers SET language = ${was!.language} WHERE name = ${hotelName}`);
    }
  });

  it("lets a supplier's token answer its own services only", async () => {
    const q = await bookingQuote(ctx, as.admin);
    const { requested } = await requestAll(q.uuid);
    const b = await booking(q.uuid);
    const dmc = b.suppliers.find((s) => s.name === 'Andes Operaciones SAC')!;
    const dmcToken = tokenOf(requested.find((r) => r.supplier_id === dmc.id)!.link);
    const page = (await publicGet(dmcToken)).json();
    expect(page.services.map((s: { id: number }) => s.id).sort()).toEqual(
      [q.services.transfer, q.services.tour].sort(),
    );
    expect(costPaths(page)).toEqual([]);
    const theirs = await publicPost(dmcToken, [{ service: q.services.superior, action: 'confirm', reference: 'X1' }]);
    expect(theirs.statusCode).toBe(404);
    expect(await statusOf(q.services.superior)).toBe(1);
    const other = await publicPost(dmcToken, [{ service: q.services.comfort, action: 'confirm', reference: 'X1' }]);
    expect(other.statusCode).toBe(404);
  });

  it('confirms with a reference, declines with a reason, writes history and tells the owner', async () => {
    const q = await bookingQuote(ctx, as.admin);
    const { requested } = await requestAll(q.uuid);
    const dmc = (await booking(q.uuid)).suppliers.find((s) => s.name === 'Andes Operaciones SAC')!;
    const token = tokenOf(requested.find((r) => r.supplier_id === dmc.id)!.link);
    const before = (await outbox(ctx)).length;
    const res = await publicPost(token, [
      { service: q.services.tour, action: 'confirm', reference: 'AND-4411' },
      { service: q.services.transfer, action: 'decline', reason: 'No vehicle that day' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(q.services.tour)).toBe(2);
    // A decline flags the service; it stays on the trip at the price sold (decision 0059, sold-trip.test.ts).
    expect(await statusOf(q.services.transfer)).toBe(1);
    const after = await booking(q.uuid);
    const services = after.suppliers.find((s) => s.id === dmc.id)!.services;
    expect(services.find((s) => s.id === q.services.tour)!.reference).toBe('AND-4411');
    expect(after.progress).toEqual({ confirmed: 1, total: 3 });
    const history = (
      await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/history?entity_id=${q.services.transfer}`, as.admin)
    ).json();
    expect(JSON.stringify(history.data)).toContain('No vehicle that day');
    const mails = (await outbox(ctx)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe('admin@itinera.demo');
    expect(mails[0]!.body).toContain('reference AND-4411');
  });

  it('answers 410 with a clear message for a superseded or expired link, as JSON and as a page', async () => {
    const q = await bookingQuote(ctx, as.admin);
    const first = tokenOf((await requestAll(q.uuid)).requested[0]!.link);
    const second = tokenOf((await requestAll(q.uuid)).requested[0]!.link);
    const gone = await publicGet(first);
    expect(gone.statusCode).toBe(410);
    expect(errorOf(gone).errors.data).toMatch(/replaced by a newer request/);
    const page = await ctx.app.inject({ method: 'GET', url: `/booking/${first}` });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('replaced by a newer request');
    expect((await publicGet(second)).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`UPDATE booking_requests SET expires_at = now() - interval '1 minute' WHERE superseded_at IS NULL`,
    );
    const expired = await publicGet(second);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).errors.data).toMatch(/expired/);
    expect((await publicGet('x'.repeat(43))).statusCode).toBe(404);
  });

  it('serves a plain HTML form that works without JavaScript', async () => {
    const q = await bookingQuote(ctx, as.admin);
    const { requested } = await requestAll(q.uuid);
    const hotelId = (await booking(q.uuid)).suppliers.find((s) => s.name.startsWith('Palacio'))!.id;
    const token = tokenOf(requested.find((r) => r.supplier_id === hotelId)!.link);
    const page = await ctx.app.inject({ method: 'GET', url: `/booking/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Palacio del Inka');
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/booking/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action_${q.services.superior}=confirm&reference_${q.services.superior}=`,
    });
    expect(empty.statusCode).toBe(422);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/booking/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action_${q.services.superior}=confirm&reference_${q.services.superior}=PDI-1`,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('your answers were recorded');
    expect(await statusOf(q.services.superior)).toBe(2);
  });

  it('keeps each tenant to itself: another tenant sees no booking and no link of ours', async () => {
    const q = await bookingQuote(ctx, as.admin);
    const token = tokenOf((await requestAll(q.uuid)).requested[0]!.link);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, as.other)).statusCode).toBe(404);
    const theirs = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/requests`, as.other, {
      supplierIds: 'all',
    });
    expect(theirs.statusCode).toBe(404);
    expect((await publicGet(token, 'other.localhost')).statusCode).toBe(404);
    expect((await publicGet(token)).statusCode).toBe(200);
  });
});

describe('booking by hand', () => {
  it('marks services confirmed with a reference, and cancels with notices to suppliers when asked', async () => {
    const q = await bookingQuote(ctx, as.admin);
    const one = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/services/${q.services.tour}`, as.admin, {
      status: 2,
      reference: 'PHONE-77',
    });
    expect(one.statusCode).toBe(200);
    const service = (one.json().booking as Overview).suppliers
      .flatMap((s) => s.services)
      .find((s) => s.id === q.services.tour)!;
    expect(service).toMatchObject({ status: 2, reference: 'PHONE-77' });
    const before = (await outbox(ctx)).length;
    const cancel = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/cancel`, as.admin, {
      notifySuppliers: true,
    });
    expect(cancel.statusCode).toBe(200);
    // Released with the suppliers: no service leaves the trip (decisions 0058, 0059 and 0060).
    const released = (cancel.json().booking as Overview).suppliers.flatMap((s) => s.services);
    expect(released.every((s) => s.status !== 3 && s.reference === null)).toBe(true);
    const mails = (await outbox(ctx)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Cancelación/)]);
    expect(mails[0]!.body).toContain('PHONE-77');
  });

  it('shows a travel agent the booking status of their quote, without costs', async () => {
    const q = await bookingQuote(ctx, as.agent);
    const b = await booking(q.uuid, as.agent);
    expect(b.progress.total).toBe(3);
    expect(costPaths(b)).toEqual([]);
  });
});
