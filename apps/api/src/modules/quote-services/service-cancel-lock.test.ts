import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_STATUS_LOCKED_MESSAGE } from '@itinera/domain';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { demoIds, ownerQuery, setStatus } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// Decision 0054: a Canceled service leaves the totals, so cancelling one on a Sent (or Under
// Review) quote changed the price the client was given, under the price lock. It is refused there
// (422, one sentence); it stays open In Preparation and on a Confirmed quote, where booking happens.

let ctx: TestContext;
let admin: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', admin)).json().data[0].id;
});
afterAll(() => ctx.close());

async function sentQuote(status = 4) {
  const { quote, answer } = await quoteWith(
    ctx,
    admin,
    {
      title: 'Sent trip',
      client_id: ids.andean,
      contract_id: contract,
      start_date: '2026-07-01',
      end_date: '2026-07-04',
      num_pax: 2,
    },
    [
      { service_id: await catalogueId(ctx, admin, 'Casa Andina Standard'), day: '1-3' },
      { service_id: await catalogueId(ctx, admin, 'cusco city tour'), day: '2' },
    ],
  );
  const tour = (answer.services as { id: number; name: { value: string } }[]).find((s) =>
    s.name.value.includes('city tour'),
  )!.id;
  const moved = await setStatus(ctx, admin, quote.rowId, status);
  expect(moved.statusCode, moved.body).toBe(200);
  return { ...quote, tour };
}

const stored = async (rowId: number) =>
  (
    await ownerQuery<{ price: number; statuses: number[] }>(
      ctx,
      sql`SELECT i.price::float8 AS price,
        (SELECT array_agg(s.status ORDER BY s.id) FROM itinerary_services s WHERE s.itinerary_id = i.id) AS statuses
      FROM itineraries i WHERE i.id = ${rowId}`,
    )
  )[0]!;

describe('cancelling a service under the price lock', () => {
  it('is refused on a Sent or Under Review quote, by every path, and keeps the price', async () => {
    for (const status of [4, 5]) {
      const q = await sentQuote(status);
      const before = await stored(q.rowId);
      for (const res of [
        await inject(ctx, 'POST', `/tenant/itinerary/service/status/${q.tour}/3`, admin),
        await inject(ctx, 'POST', `/tenant/itinerary/${q.rowId}/services_status/3`, admin),
        await inject(ctx, 'POST', `/tenant/itinerary/process/${q.uuid}`, admin, [{ id: q.tour, status: 3 }]),
      ]) {
        expect(res.statusCode, res.body).toBe(422);
        expect(errorOf(res).errors.data).toBe(SERVICE_STATUS_LOCKED_MESSAGE);
      }
      expect(await stored(q.rowId)).toEqual(before);
    }
  });

  it('still lets the booking status move between Pending and Confirmed on a Sent quote', async () => {
    const q = await sentQuote();
    const before = await stored(q.rowId);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/service/status/${q.tour}/2`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(q.rowId)).price).toBe(before.price);
  });

  it('is taken In Preparation and on a Confirmed quote', async () => {
    const q = await sentQuote();
    expect((await setStatus(ctx, admin, q.rowId, 1)).statusCode).toBe(200);
    const open = await stored(q.rowId);
    expect((await inject(ctx, 'POST', `/tenant/itinerary/service/status/${q.tour}/3`, admin)).statusCode).toBe(200);
    // The tour alone made the Superior level, the cheapest in use: without it the list price moves.
    expect((await stored(q.rowId)).price).not.toBe(open.price);
    const sold = await sentQuote(2);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/service/status/${sold.tour}/3`, admin);
    expect(res.statusCode, res.body).toBe(200);
  });
});
