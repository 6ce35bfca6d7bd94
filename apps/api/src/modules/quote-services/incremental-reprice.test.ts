import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { demoIds } from '../../../test/quotes.fixtures';
import { cuscoCatalogue, inject, moveByADay, quoteWith, type Headers } from '../../../test/quote-services.fixtures';
import { rowsOf } from '../../db/rows';

// Decision 0111: a move by days and a one-service edit price only the services whose inputs moved
// (kept engine lines, kept figures, dates written alone). Whatever they answer and store must be
// what a pricing from scratch gives: here the kept run is thrown away (a margin set and unset behind
// the API's back is a new quote-level input, so every line is priced anew) and both are compared.

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

interface Answer {
  services: ({ id: number; day: string; start_date: string | null; price: number } & Record<string, unknown>)[];
  prices: unknown;
  messages: unknown;
  days: unknown;
}

const idOf = (uuid: string) => sql`(SELECT id FROM itineraries WHERE uuid = ${uuid}::uuid)`;
const owner = <T>(statement: ReturnType<typeof sql>) => ctx.database.db.execute(statement).then((r) => rowsOf<T>(r));
const call = async (uuid: string, path: string, body: unknown): Promise<Answer> => {
  const res = await inject(ctx, 'POST', path.replace('{uuid}', uuid), admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const move = (uuid: string, days: number, services: number[]) => moveByADay<Answer>(ctx, admin, uuid, services, days);
const edit = (uuid: string, body: unknown) => call(uuid, '/tenant/itinerary/process/{uuid}', body);

// Which write changed a row (`affected`) and when the result was priced (`updated_at`) differ by
// design; everything else is compared whole.
const unstamped = (value: unknown) =>
  JSON.parse(JSON.stringify(value), (k, v) => (k === 'updated_at' ? undefined : v)) as unknown;
const answered = (a: Answer) =>
  unstamped({
    services: [...a.services].sort((x, y) => x.id - y.id).map(({ affected: _affected, ...s }) => s),
    prices: a.prices,
    messages: a.messages,
    days: a.days,
  });
const stored = async (uuid: string) =>
  unstamped({
    services: await owner(
      sql`SELECT id, day, start_date::text AS start_date, end_date::text AS end_date, quantity, cost::float8 AS cost,
        price::float8 AS price, margin, percentage_margin, calculated_price, service_price, service_supplier, errors
      FROM itinerary_services WHERE itinerary_id = ${idOf(uuid)} ORDER BY id`,
    ),
    pricing: await owner(
      sql`SELECT sales_manual_id, prices, pax_prices, upgrades, messages FROM itinerary_pricing WHERE itinerary_id = ${idOf(uuid)}`,
    ),
  });

/** The quote priced from scratch: a margin set and unset behind the API's back, then a refresh. */
async function priceFromScratch(uuid: string): Promise<Answer> {
  await ctx.database.db.execute(
    sql`UPDATE itinerary_pricing SET margin_services = 55 WHERE itinerary_id = ${idOf(uuid)}`,
  );
  await edit(uuid, []);
  await ctx.database.db.execute(
    sql`UPDATE itinerary_pricing SET margin_services = NULL WHERE itinerary_id = ${idOf(uuid)}`,
  );
  return edit(uuid, []);
}

describe('re-pricing only what moved', () => {
  it('answers and stores, after a move by a day and after an edit, what a pricing from scratch gives', async () => {
    const { quote } = await quoteWith(
      ctx,
      admin,
      {
        title: 'Incremental',
        client_id: ids.andean,
        contract_id: contract,
        start_date: '2026-07-01',
        end_date: '2026-07-08',
        num_pax: 3,
      },
      [
        { service_id: cat.hotel, day: '1-3' },
        { service_id: cat.tour, day: '2' },
        { service_id: cat.transfer, day: '1' },
        { service_id: cat.tour, day: '4' },
        { service_id: cat.hotel, day: '4-6' },
      ],
    );
    const before = await edit(quote.uuid, []);
    const [hotel, tour, , , lastHotel] = [...before.services].sort((a, b) => a.id - b.id);

    // A move of some services (a stay's nights follow its days), priced from the kept run.
    const moved = await move(quote.uuid, 1, [hotel!.id, tour!.id, lastHotel!.id]);
    const movedHotel = moved.services.find((s) => s.id === hotel!.id)!;
    expect(movedHotel.day).not.toBe(hotel!.day);
    expect(movedHotel.start_date).not.toBe(hotel!.start_date);
    const afterMove = await stored(quote.uuid);
    const scratch = await priceFromScratch(quote.uuid);
    expect(answered(scratch)).toEqual(answered(moved));
    expect(await stored(quote.uuid)).toEqual(afterMove);

    // One service's price, then the move back: each priced from the kept run again.
    const edited = await edit(quote.uuid, [{ id: tour!.id, price: 321 }]);
    expect(edited.services.find((s) => s.id === tour!.id)!.price).not.toBe(tour!.price);
    const afterEdit = await stored(quote.uuid);
    expect(answered(await priceFromScratch(quote.uuid))).toEqual(answered(edited));
    expect(await stored(quote.uuid)).toEqual(afterEdit);

    const back = await move(quote.uuid, -1, [hotel!.id, tour!.id, lastHotel!.id]);
    const afterBack = await stored(quote.uuid);
    expect(answered(await priceFromScratch(quote.uuid))).toEqual(answered(back));
    expect(await stored(quote.uuid)).toEqual(afterBack);
  });
});
