import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { demoIds, ownerQuery, setStatus } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// A sold trip stays sold: staff may confirm a quote straight from In Preparation, which never
// locked its prices. Reading it afterwards (prices, pax prices, services) must not re-price it
// from today's catalogue: the client accepted the figures it had, and a read decides nothing.

let ctx: TestContext;
let admin: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
const cat: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', admin)).json().data[0].id;
  cat.tour = await catalogueId(ctx, admin, 'cusco city tour');
  cat.hotel = await catalogueId(ctx, admin, 'Casa Andina Standard');
});
afterAll(() => ctx.close());

async function figures(quoteId: number) {
  const [row] = await ownerQuery(
    ctx,
    sql`SELECT i.price::float8 AS price, i.version,
      (SELECT json_agg(json_build_object('id', s.id, 'price', s.price::float8, 'cost', s.cost::float8) ORDER BY s.id)
        FROM itinerary_services s WHERE s.itinerary_id = i.id) AS services,
      (SELECT r.prices FROM itinerary_pricing r WHERE r.itinerary_id = i.id) AS prices
    FROM itineraries i WHERE i.id = ${quoteId}`,
  );
  return row!;
}

describe('a Confirmed quote read after a rate change', () => {
  it('answers and keeps the figures it was sold with', async () => {
    const { quote } = await quoteWith(
      ctx,
      admin,
      {
        title: 'Sold straight away',
        client_id: ids.andean,
        contract_id: contract,
        start_date: '2026-07-01',
        end_date: '2026-07-04',
        num_pax: 2,
      },
      [
        { service_id: cat.hotel, day: '1-3' },
        { service_id: cat.tour, day: '2' },
      ],
    );
    const before = (await inject(ctx, 'GET', `/tenant/itinerary/prices/${quote.uuid}`, admin)).json();
    const res = await setStatus(ctx, admin, quote.rowId, 2);
    expect(res.statusCode, res.body).toBe(200);
    const sold = await figures(quote.rowId);
    await ctx.database.db.execute(sql`UPDATE rate_lines SET unit_cost = unit_cost + 40 WHERE service_id = ${cat.tour}`);
    try {
      const prices = await inject(ctx, 'GET', `/tenant/itinerary/prices/${quote.uuid}`, admin);
      expect(prices.statusCode, prices.body).toBe(200);
      expect(prices.json()).toEqual(before);
      expect((await inject(ctx, 'GET', `/tenant/itinerary/pax-prices/${quote.uuid}`, admin)).statusCode).toBe(200);
      expect((await inject(ctx, 'GET', `/tenant/itinerary/services/${quote.uuid}`, admin)).statusCode).toBe(200);
      expect(await figures(quote.rowId)).toEqual(sold);
    } finally {
      await ctx.database.db.execute(
        sql`UPDATE rate_lines SET unit_cost = unit_cost - 40 WHERE service_id = ${cat.tour}`,
      );
    }
  });
});
