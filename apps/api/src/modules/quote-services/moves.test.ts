import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { demoIds } from '../../../test/quotes.fixtures';
import { cuscoCatalogue, inject, moveByADay, quoteWith, type Headers } from '../../../test/quote-services.fixtures';
import { rowsOf } from '../../db/rows';
import { cachedRowsAsStored } from '../../../test/row-cache.fixtures';

// POST /tenant/itinerary/{uuid}/services/move (decision 0088): the moved rows are not read
// back — the row cache gets them as the API built them, their dates are written alone when nothing
// else of their figures moved, and a level result equal to the stored one is only stamped. What is
// answered, stored and read afterwards must be what a full write and a fresh read give.

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

interface Service {
  id: number;
  day: string;
  start_date: string | null;
  end_date: string | null;
  price?: number;
  cost?: number;
}
interface Answer {
  services: Service[];
  prices: unknown;
  [key: string]: unknown;
}

const idOf = (uuid: string) => sql`SELECT id FROM itineraries WHERE uuid = ${uuid}::uuid`;
const owner = <T>(statement: ReturnType<typeof sql>) => ctx.database.db.execute(statement).then((r) => rowsOf<T>(r));
const stored = (uuid: string) =>
  owner<{ id: number; day: string; start_date: string; end_date: string; price: number; service_price: unknown }>(
    sql`SELECT id, day, start_date::text AS start_date, end_date::text AS end_date, price::float8 AS price, service_price
      FROM itinerary_services WHERE itinerary_id = (${idOf(uuid)}) ORDER BY id`,
  );
const pricing = (uuid: string) =>
  owner<{ prices: unknown; pax_prices: unknown; priced_at: string }>(
    sql`SELECT prices, pax_prices, priced_at::text AS priced_at FROM itinerary_pricing WHERE itinerary_id = (${idOf(uuid)})`,
  ).then((r) => r[0]!);
const move = async (uuid: string, days: number, services: number[]): Promise<Answer> => {
  const answer = await moveByADay<Answer>(ctx, admin, uuid, services, days);
  // Every moved row is in the row cache as built, at its stored revision, and is the row stored.
  expect(await cachedRowsAsStored(ctx, uuid)).toBeGreaterThanOrEqual(services.length);
  return answer;
};
/** Service revisions written so far (every write of a row takes the next value of the sequence). */
const revisionsTaken = () =>
  owner<{ n: string }>(sql`SELECT last_value::text AS n FROM itinerary_service_rev_seq`).then((r) => BigInt(r[0]!.n));
const process = async (uuid: string): Promise<Answer> => {
  const res = await inject(ctx, 'POST', `/tenant/itinerary/process/${uuid}`, admin, []);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const figures = (a: Answer) =>
  a.services.map(({ id, day, start_date, end_date, price, cost }) => ({ id, day, start_date, end_date, price, cost }));

describe('moving services by days', () => {
  it('answers and stores the moved services with their new days and dates, and moving back restores them', async () => {
    const { quote } = await quoteWith(
      ctx,
      admin,
      {
        title: 'Moves',
        client_id: ids.andean,
        contract_id: contract,
        start_date: '2026-07-01',
        end_date: '2026-07-06',
        num_pax: 2,
      },
      [
        { service_id: cat.hotel, day: '1-3' },
        { service_id: cat.tour, day: '2' },
        { service_id: cat.transfer, day: '1' },
      ],
    );
    const before = await process(quote.uuid);
    // Every service a day on: their order, and so the level prices, stay as they were.
    const movedIds = before.services.map((s) => s.id);
    const pricesBefore = await pricing(quote.uuid);

    const revisionsBefore = await revisionsTaken();
    const moved = await move(quote.uuid, 1, movedIds);
    // Decision 0116: each moved row is written once, its day with the dates the re-price gives it.
    expect(await revisionsTaken()).toBe(revisionsBefore + BigInt(movedIds.length));
    const rows = await stored(quote.uuid);
    for (const id of movedIds) {
      const answered = moved.services.find((s) => s.id === id)!;
      const row = rows.find((r) => r.id === id)!;
      const was = before.services.find((s) => s.id === id)!;
      expect(answered.day).not.toBe(was.day);
      // Answered as stored: the day and the dates the re-price wrote.
      expect({ day: answered.day, start_date: answered.start_date, end_date: answered.end_date }).toEqual({
        day: row.day,
        start_date: row.start_date,
        end_date: row.end_date,
      });
      expect(answered.start_date).not.toBe(was.start_date);
      expect(answered.price).toBe(was.price);
    }
    // The next call answers the quote as the move left it (from the row cache), figures included.
    expect(figures(await process(quote.uuid))).toEqual(figures(moved));
    // One season: the level prices are the ones stored before, stamped as the current result.
    const pricesAfter = await pricing(quote.uuid);
    expect(pricesAfter.prices).toEqual(pricesBefore.prices);
    expect(pricesAfter.pax_prices).toEqual(pricesBefore.pax_prices);
    expect(pricesAfter.priced_at > pricesBefore.priced_at).toBe(true);

    const back = await move(quote.uuid, -1, movedIds);
    expect(figures(back)).toEqual(figures(before));
    expect(await stored(quote.uuid)).toEqual(rows.map((r) => ({ ...r, ...(storedAt(before, r.id) ?? {}) })));
  });

  it('answers the services in the order a fresh read gives when a move reorders them, with or without dates', async () => {
    for (const start_date of ['2026-07-01', undefined]) {
      const { quote } = await quoteWith(
        ctx,
        admin,
        { title: 'Moves order', client_id: ids.andean, contract_id: contract, start_date, num_pax: 2 },
        [
          { service_id: cat.transfer, day: '1' },
          { service_id: cat.hotel, day: '1-2' },
          { service_id: cat.tour, day: '2' },
          { service_id: cat.tour, day: '3' },
        ],
      );
      const before = await process(quote.uuid);
      const [transfer, hotel] = [...before.services].sort((a, b) => a.id - b.id);
      const moved = await move(quote.uuid, 2, [transfer!.id, hotel!.id]);
      const fresh = await process(quote.uuid);
      expect(moved.services.map((s) => s.id)).toEqual(fresh.services.map((s) => s.id));
      expect(figures(moved)).toEqual(figures(fresh));
      expect(moved.services[0]!.day).toBe('2');
      expect((await stored(quote.uuid)).find((r) => r.id === hotel!.id)!.day).toBe('3-4');
    }
  });

  it('writes one history entry per moved service, in the order of the body, under the new version', async () => {
    const { quote } = await quoteWith(
      ctx,
      admin,
      { title: 'Moves history', client_id: ids.andean, contract_id: contract, start_date: '2026-07-01', num_pax: 2 },
      [
        { service_id: cat.tour, day: '2' },
        { service_id: cat.transfer, day: '3' },
      ],
    );
    const before = await process(quote.uuid);
    const [a, b] = before.services.map((s) => s.id);
    await move(quote.uuid, 2, [b!, a!]);
    const entries = await owner<{ entity_id: number; action: string; field: string; from: unknown; to: unknown }>(
      sql`SELECT entity_id, action, field, from_value AS "from", to_value AS "to" FROM itinerary_history
        WHERE itinerary_id = (${idOf(quote.uuid)}) AND action = 'moved' ORDER BY id`,
    );
    const dayOf = (id: number) => before.services.find((s) => s.id === id)!.day;
    expect(entries).toEqual([
      { entity_id: b, action: 'moved', field: 'day', from: dayOf(b!), to: String(Number(dayOf(b!)) + 2) },
      { entity_id: a, action: 'moved', field: 'day', from: dayOf(a!), to: String(Number(dayOf(a!)) + 2) },
    ]);
  });
});

/** The day and dates `answer` gave service `id`, as the stored row names them. */
function storedAt(answer: Answer, id: number) {
  const s = answer.services.find((x) => x.id === id);
  return s && { day: s.day, start_date: s.start_date, end_date: s.end_date };
}
