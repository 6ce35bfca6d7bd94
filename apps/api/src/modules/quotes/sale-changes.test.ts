import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { bookingQuote } from '../../../test/booking.fixtures';
import { seedDemo } from '../../seed/seed';
import { ownerQuery } from '../../../test/quotes.fixtures';

// Decision 0074: changing a sold trip. Re-opening a Confirmed quote needs a reason, which the history
// keeps; the sold trip is then compared with the version the client accepted (sale-changes).

let ctx: TestContext;
const as: Record<string, Headers> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'agent']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
}, 180_000);
afterAll(() => ctx.close());

const reopen = (uuid: string, body: Record<string, unknown> = {}) =>
  inject(ctx, 'POST', `/tenant/itinerary/status/${uuid}/1`, as.admin!, { id: uuid, status: 1, ...body });
const changes = (uuid: string, who: Headers = as.admin!) =>
  inject(ctx, 'GET', `/tenant/itinerary/${uuid}/sale-changes`, who);
const detail = async (uuid: string) => (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, as.admin!)).json().data;

describe('re-opening a sold quote', () => {
  it('needs a reason: 400 without one, and the quote stays Confirmed', async () => {
    const q = await bookingQuote(ctx, as.admin!);
    for (const body of [{}, { reason: '   ' }]) {
      const res = await reopen(q.uuid, body);
      expect(res.statusCode, res.body).toBe(400);
      errorOf(res);
      expect(res.json().details).toEqual([expect.objectContaining({ path: 'body.reason' })]);
    }
    expect((await detail(q.uuid)).status.id).toBe(2);
  });

  it('keeps the reason in the history of the new version', async () => {
    const q = await bookingQuote(ctx, as.admin!);
    const res = await reopen(q.uuid, { reason: 'The client adds a child' });
    expect(res.statusCode, res.body).toBe(200);
    const d = await detail(q.uuid);
    expect(d.status.id).toBe(1);
    const history = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/history?entity=itinerary`, as.admin!)).json()
      .data as { version: number; field: string; to: unknown }[];
    expect(history.find((e) => e.field === 'reopen_reason')).toMatchObject({
      version: d.version,
      to: 'The client adds a child',
    });
  });
});

describe('the changes since the client accepted', () => {
  it('are none before the quote was sold, and none right after it was re-opened', async () => {
    const q = await bookingQuote(ctx, as.admin!, false);
    expect((await changes(q.uuid)).json()).toEqual({ accepted_version: null, changes: null, send_refusal: null });
    const sold = await bookingQuote(ctx, as.admin!);
    const pinned = (await detail(sold.uuid)).version;
    expect((await reopen(sold.uuid, { reason: 'Checking' })).statusCode).toBe(200);
    const res = await changes(sold.uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accepted_version: pinned,
      changes: { accepted_version: pinned, current_version: pinned + 1, services: [], changed: false },
    });
  });

  it('name a service moved, one removed, and come back to none when the move is undone', async () => {
    const q = await bookingQuote(ctx, as.admin!);
    expect((await reopen(q.uuid, { reason: 'Tour moved to day 3' })).statusCode).toBe(200);
    const move = (day: string) =>
      inject(ctx, 'POST', `/tenant/itinerary/process/${q.uuid}`, as.admin!, [{ id: q.services.tour, day }]);
    expect((await move('3')).statusCode).toBe(200);
    expect(
      (await inject(ctx, 'DELETE', `/tenant/itinerary/service/${q.services.transfer}`, as.admin!)).statusCode,
    ).toBe(200);

    const c = (await changes(q.uuid)).json().changes;
    expect(c.changed).toBe(true);
    const tour = c.services.find((s: { id: number }) => s.id === q.services.tour);
    expect(tour).toMatchObject({ change: 'changed', dates: { before: { day: '2' }, after: { day: '3' } } });
    const transfer = c.services.find((s: { id: number }) => s.id === q.services.transfer);
    expect(transfer).toMatchObject({ change: 'removed', price: { after: null } });
    expect(transfer.price.before).toBeGreaterThan(0);
    expect(c.total.direction).toBe('down');
    // The Comfort hotel is not on the level sold (Superior): it is never named.
    expect(c.services.some((s: { id: number }) => s.id === q.services.comfort)).toBe(false);

    expect((await move('2')).statusCode).toBe(200);
    const back = (await changes(q.uuid)).json().changes;
    expect(back.services.map((s: { id: number }) => s.id)).toEqual([q.services.transfer]);

    // Sale prices follow the reader's visibility, as in every answer: here the quote's own permissions hide them.
    await ownerQuery(ctx, sql`UPDATE itineraries SET permissions = '{view_cost_price}' WHERE id = ${q.rowId}`);
    const hidden = (await changes(q.uuid)).json().changes;
    expect(hidden.services).toEqual([expect.objectContaining({ change: 'removed', id: q.services.transfer })]);
    expect(JSON.stringify(hidden)).not.toMatch(/"(price|total)"/);
  });

  it('are 404 for another tenant and for a travel agent who does not see the quote', async () => {
    const q = await bookingQuote(ctx, as.admin!);
    expect((await changes(q.uuid, as.other!)).statusCode).toBe(404);
    expect((await changes(q.uuid, as.agent!)).statusCode).toBe(404);
    expect((await inject(ctx, 'GET', '/tenant/itinerary/not-a-quote/sale-changes', as.admin!)).statusCode).toBe(400);
  });
});
