import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { createQuote, demoIds, ownerQuery } from '../../../test/quotes.fixtures';

// The fields the quote list's row adds to the original client's contract (§5.2 keeps all of its own):
// each level's total, the level sold, the client's date format and the owner's account elsewhere.

let ctx: TestContext;
let admin: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  // Seeding the demo tenant is slow on a busy machine.
}, 300_000);
afterAll(() => ctx.close());

interface Row {
  id: string;
  code: string;
  price?: number | null;
  level_prices?: { level: number; type: string; total: number }[];
  sold_level?: number | null;
  currency: { currency_sign: string };
  client: { id: number; name: string; configuration?: { date_format: string } } | null;
  owner: { id: number | null; external_code?: string | null };
}
const rows = async (qs: string, headers = admin): Promise<Row[]> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary?${qs}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as Row[];
};

describe('GET /tenant/itinerary rows: fields added to the contract', () => {
  it("gives each level in use its seller total, as the quote's prices answer them, in the quote's currency", async () => {
    // The demo's sales history (I0n-H…, decision 0061) holds past figures, not services: left out.
    const priced = (await rows('limit=50')).filter((r) => r.price != null && !/-H\d{4}$/.test(r.code));
    expect(priced.length).toBeGreaterThan(0);
    // The levels are those of the quote's prices (I20), the seller's levels that hold a service.
    const inUse = new Map<string, { level: number; type: string; total: number }[]>();
    for (const row of priced) {
      const res = await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/prices/${row.id}`, headers: admin });
      const seller = (
        res.json() as { type: string; prices: { level: number; type: string; total: number; services: unknown[] }[] }[]
      ).find((s) => s.type === 'seller')!;
      inUse.set(
        row.id,
        seller.prices.filter((l) => l.services.length > 0).map(({ level, type, total }) => ({ level, type, total })),
      );
    }
    // Read again, after the prices were read (a read may re-price). The list price (the list sorts
    // by it) is the level sold once there is one, else the cheapest level in use.
    for (const row of (await rows('limit=50')).filter((r) => inUse.has(r.id))) {
      expect(row.level_prices).toEqual(inUse.get(row.id));
      const sold = row.level_prices!.find((l) => l.level === row.sold_level);
      expect(row.price, row.id).toBe(sold?.total ?? Math.min(...row.level_prices!.map((l) => l.total)));
      for (const l of row.level_prices!) expect(['Comfort', 'Superior', 'Luxury'][l.level - 1]).toBe(l.type);
      expect(row.currency.currency_sign).not.toBe('');
    }
    // A quote without services has no level in use: no price and no levels, never made up.
    const empty = await createQuote(ctx, admin, { title: 'No services yet' });
    const [fresh] = await rows(`filter=${empty.code}`);
    expect(fresh).toMatchObject({ price: null, level_prices: [], sold_level: null });
  });

  it('names the level sold once the quote is sold', async () => {
    const q = await createQuote(ctx, admin, { title: 'Sold at Superior' });
    await ownerQuery(ctx, sql`UPDATE itineraries SET sold_level = 2 WHERE id = ${q.rowId}`);
    expect((await rows(`filter=${q.code}`))[0]!.sold_level).toBe(2);
  });

  it("carries the client's date format and the owner's external code", async () => {
    await ownerQuery(
      ctx,
      sql`UPDATE clients SET configuration = '{"date_format":"DD/MM/YYYY"}'::jsonb WHERE id = ${ids.andean}`,
    );
    await ownerQuery(ctx, sql`UPDATE users SET external_code = 'OPP-4471' WHERE id = ${ids.admin}`);
    const q = await createQuote(ctx, admin, { title: 'Dated', client_id: ids.andean });
    const [row] = await rows(`filter=${q.code}`);
    expect(row!.client).toMatchObject({ id: ids.andean, configuration: { date_format: 'DD/MM/YYYY' } });
    expect(row!.owner).toEqual({ id: ids.admin, external_code: 'OPP-4471' });
    // Without a code the field is null; each client's own format (or the default) rides along.
    const operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
    const other = await createQuote(ctx, operator, { title: 'Plain', client_id: ids.puraVida });
    const [plain] = await rows(`filter=${other.code}`);
    expect(plain!.owner.external_code).toBeNull();
    const [client] = await ownerQuery<{ f: string | null }>(
      ctx,
      sql`SELECT configuration->>'date_format' AS f FROM clients WHERE id = ${ids.puraVida}`,
    );
    expect(plain!.client!.configuration!.date_format).toBe(client!.f || 'MMM DD, YYYY');
  });

  it('leaves the level totals out with the price for a user who may not see sale prices', async () => {
    const q = await createQuote(ctx, admin, { title: 'Cost only' });
    await ownerQuery(ctx, sql`UPDATE itineraries SET permissions = '{view_cost_price}' WHERE id = ${q.rowId}`);
    const [row] = await rows(`filter=${q.code}`);
    expect(row).not.toHaveProperty('price');
    expect(row).not.toHaveProperty('level_prices');
  });
});
