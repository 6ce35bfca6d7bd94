import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { demoIds } from '../../../test/quotes.fixtures';
import { cuscoCatalogue, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// Decision 0047: the API keeps the last pricing run of a quote, the result it stored and the answer
// parts made from them. Whatever changes behind its back (another process, a catalogue edit) must
// still be priced: these tests change the inputs with SQL, as another process would, and expect
// the next process call to answer the new figures.

let ctx: TestContext;
let admin: Headers;
let cat: Awaited<ReturnType<typeof cuscoCatalogue>>['cat'];
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  ({ contract, cat } = await cuscoCatalogue(ctx, admin));
});
afterAll(() => ctx.close());

type Level = { level: number; total: number };
type Answer = { prices: { type: string; prices: Level[] }[]; services: { id: number; price: number }[] };
const process = async (uuid: string): Promise<Answer> => {
  const res = await inject(ctx, 'POST', `/tenant/itinerary/process/${uuid}`, admin, []);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const totals = (a: Answer) => a.prices.flatMap((e) => e.prices.map((l) => `${e.type}/${l.level}:${l.total}`));
const idOf = (uuid: string) => sql`(SELECT id FROM itineraries WHERE uuid = ${uuid}::uuid)`;
const storedPrices = async (uuid: string) => {
  const { rows } = await ctx.database.executeSql(
    'SELECT p.prices FROM itinerary_pricing p JOIN itineraries i ON i.id = p.itinerary_id WHERE i.uuid = $1',
    [uuid],
  );
  return (rows[0] as { prices: unknown[] }).prices;
};
const cuscoQuote = () =>
  quoteWith(
    ctx,
    admin,
    {
      title: 'Cusco memo',
      client_id: ids.andean,
      contract_id: contract,
      start_date: '2026-07-01',
      end_date: '2026-07-04',
      num_pax: 4,
    },
    [
      { service_id: cat.hotel, day: '1-4' },
      { service_id: cat.tour, day: '2' },
    ],
  );

describe('a quote priced again after a kept run', () => {
  it('answers the same figures when nothing changed, and new ones when a margin changed behind its back', async () => {
    const { quote } = await cuscoQuote();
    const first = await process(quote.uuid);
    expect(totals(await process(quote.uuid))).toEqual(totals(first));

    await ctx.database.db.execute(
      sql`UPDATE itinerary_pricing SET margin_services = 55 WHERE itinerary_id = ${idOf(quote.uuid)}`,
    );
    const widened = await process(quote.uuid);
    expect(totals(widened)).not.toEqual(totals(first));

    await ctx.database.db.execute(
      sql`UPDATE itinerary_pricing SET margin_services = NULL WHERE itinerary_id = ${idOf(quote.uuid)}`,
    );
    expect(totals(await process(quote.uuid))).toEqual(totals(first));
  });

  it('reads a result another process stored instead of assuming its own, and stores the right one again', async () => {
    const { quote } = await cuscoQuote();
    const first = await process(quote.uuid);
    expect(await storedPrices(quote.uuid)).not.toEqual([]);

    // Another process stored a different result (priced_at moves with every write of it).
    await ctx.database.db.execute(
      sql`UPDATE itinerary_pricing SET prices = '[]'::jsonb, priced_at = now() WHERE itinerary_id = ${idOf(quote.uuid)}`,
    );
    const again = await process(quote.uuid);
    expect(totals(again)).toEqual(totals(first));
    expect(await storedPrices(quote.uuid)).not.toEqual([]);
  });

  it('prices a changed party and a changed rate line, and a service written by another process', async () => {
    const { quote } = await cuscoQuote();
    const first = await process(quote.uuid);

    await ctx.database.db.execute(sql`UPDATE rate_lines SET unit_cost = unit_cost + 10 WHERE service_id = ${cat.tour}`);
    try {
      expect(totals(await process(quote.uuid))).not.toEqual(totals(first));
    } finally {
      await ctx.database.db.execute(
        sql`UPDATE rate_lines SET unit_cost = unit_cost - 10 WHERE service_id = ${cat.tour}`,
      );
    }
    expect(totals(await process(quote.uuid))).toEqual(totals(first));

    const tour = first.services.find((s) => s.price > 0 && s.id !== first.services[0]!.id) ?? first.services[1]!;
    await ctx.database.db.execute(sql`UPDATE itinerary_services SET edit_price = 999 WHERE id = ${tour.id}`);
    const edited = await process(quote.uuid);
    expect(edited.services.find((s) => s.id === tour.id)!.price).toBe(999);
    expect(totals(edited)).not.toEqual(totals(first));

    await ctx.database.db.execute(
      sql`DELETE FROM itinerary_passengers WHERE id = (SELECT max(id) FROM itinerary_passengers WHERE itinerary_id = ${idOf(quote.uuid)})`,
    );
    await ctx.database.db.execute(sql`UPDATE itineraries SET num_pax = 3 WHERE id = ${idOf(quote.uuid)}`);
    expect(totals(await process(quote.uuid))).not.toEqual(totals(edited));
  });
});

// Decision 0049: under the same quote-level input, an edit prices again only the services it has not
// met (kept engine lines and figures). A change of the quote-level input starts afresh: pricing the
// edited quote from scratch must give exactly the figures the kept lines gave.
describe('a series of edits priced from kept lines', () => {
  const edit = async (uuid: string, body: unknown): Promise<Answer> => {
    const res = await inject(ctx, 'POST', `/tenant/itinerary/process/${uuid}`, admin, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  // Which write changed a row (`affected`) and when it was priced (`updated_at`) differ by design.
  const figures = (a: Answer) =>
    [...a.services]
      .sort((x, y) => x.id - y.id)
      .map((service) => {
        const { affected: _affected, ...s } = service as typeof service & { affected?: boolean };
        return s;
      });
  const unstamped = (prices: unknown) =>
    JSON.parse(JSON.stringify(prices), (k, v) => (k === 'updated_at' ? undefined : v)) as unknown;

  it('answers the figures and totals a pricing from scratch gives', async () => {
    const { quote } = await cuscoQuote();
    const first = await process(quote.uuid);
    const [hotel, tour] = first.services;
    await edit(quote.uuid, [{ id: tour!.id, price: 321 }]);
    await edit(quote.uuid, [{ id: hotel!.id, percentage_margin: 18 }]);
    await edit(quote.uuid, [{ id: tour!.id, day: '3' }]);
    const kept = await edit(quote.uuid, [{ id: null, service_id: cat.transfer, day: '1' }]);
    expect(kept.services).toHaveLength(3);
    expect(totals(kept)).not.toEqual(totals(first));

    // A margin set and unset behind its back: two new quote-level inputs, so every line is priced anew.
    await ctx.database.db.execute(
      sql`UPDATE itinerary_pricing SET margin_services = 55 WHERE itinerary_id = ${idOf(quote.uuid)}`,
    );
    await process(quote.uuid);
    await ctx.database.db.execute(
      sql`UPDATE itinerary_pricing SET margin_services = NULL WHERE itinerary_id = ${idOf(quote.uuid)}`,
    );
    const fresh = await process(quote.uuid);
    expect(figures(fresh)).toEqual(figures(kept));
    expect(unstamped(fresh.prices)).toEqual(unstamped(kept.prices));
  });
});
