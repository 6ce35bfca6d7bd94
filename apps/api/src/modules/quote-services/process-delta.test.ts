import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { demoIds } from '../../../test/quotes.fixtures';
import { costPaths, cuscoCatalogue, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// POST /tenant/itinerary/process/{uuid}?changed_only=1 (decision 0036), and a move with the same
// flag (0136): Itinera's web asks for the services a call changed and the totals; the original
// client's whole answer is unchanged. The delta merged into the previous whole list must be exactly
// the next whole answer.

let ctx: TestContext;
const as: Record<string, Headers> = {};
let cat: Awaited<ReturnType<typeof cuscoCatalogue>>['cat'];
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['admin', 'agent']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  ids = await demoIds(ctx);
  ({ contract, cat } = await cuscoCatalogue(ctx, as.admin));
});
afterAll(() => ctx.close());

interface Answer {
  services: { id: number; name: { value: string }; price?: number; cost?: number }[];
  [key: string]: unknown;
}
const process = async (uuid: string, body: unknown, qs = '', headers = as.admin): Promise<Answer> => {
  const res = await inject(ctx, 'POST', `/tenant/itinerary/process/${uuid}${qs}`, headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const andeanQuote = (headers = as.admin) =>
  quoteWith(
    ctx,
    headers,
    {
      title: 'Cusco delta',
      client_id: ids.andean,
      contract_id: contract,
      start_date: '2026-07-01',
      end_date: '2026-07-04',
      num_pax: 4,
    },
    [
      { service_id: cat.hotel, day: '1-4' },
      { service_id: cat.tour, day: '2' },
      { service_id: cat.transfer, day: '1' },
    ],
  );
// Which write changed a row (`affected`, decision 0067) and when the levels were priced (`updated_at`)
// differ between two calls by design: the figures and totals are what must agree.
const unstamped = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (k, v) => (k === 'updated_at' || k === 'affected' ? undefined : v)) as T;
const byId = (services: Answer['services']) => unstamped([...services].sort((a, b) => a.id - b.id));
/** The previous whole list with the delta's services put in (replaced by id, or added). */
function merged(before: Answer['services'], delta: Answer['services']) {
  const out = new Map(before.map((s) => [s.id, s]));
  for (const s of delta) out.set(s.id, s);
  return byId([...out.values()]);
}
const totals = ({ services: _s, affected: _a, ...rest }: Answer) => unstamped(rest);

describe('the process answer with changed_only', () => {
  it('carries only the changed services, with the same figures and totals as the whole answer', async () => {
    const { quote } = await andeanQuote();
    const before = await process(quote.uuid, []);
    const tour = before.services.find((s) => s.name.value.includes('city tour'))!;
    const hotel = before.services.find((s) => s.name.value.includes('Casa Andina'))!;
    const edits = [
      { id: tour.id, price: 400 },
      { id: hotel.id, day: '1-3' },
      { id: null, service_id: cat.transfer, day: '3' },
    ];
    const delta = await process(quote.uuid, edits, '?changed_only=1');
    expect(delta.services).toHaveLength(3);
    expect(new Set(delta.services.map((s) => s.id))).toEqual(new Set(delta.affected as number[]));
    expect(delta.services.find((s) => s.id === tour.id)!.price).toBe(400);
    // The whole answer right after (nothing moves on a plain re-price) is the delta merged in.
    const whole = await process(quote.uuid, []);
    expect(whole.services).toHaveLength(4);
    expect(merged(before.services, delta.services)).toEqual(byId(whole.services));
    expect(totals(delta)).toEqual(totals(whole));
    // A re-price that moves nothing answers no service with the flag, and every one without it.
    expect((await process(quote.uuid, [], '?changed_only=1')).services).toEqual([]);
    expect((await process(quote.uuid, [], '?changed_only=0')).services).toHaveLength(4);
  });

  it('carries a service whose figures the re-price moved though nobody edited it', async () => {
    const { quote } = await andeanQuote();
    const before = await process(quote.uuid, []);
    await ctx.database.db.execute(sql`UPDATE rate_lines SET unit_cost = unit_cost * 2 WHERE service_id = ${cat.tour}`);
    try {
      const delta = await process(quote.uuid, [], '?changed_only=1');
      expect(delta.affected).toEqual([]);
      expect(delta.services.map((s) => s.name.value)).toEqual([expect.stringContaining('city tour')]);
      const whole = await process(quote.uuid, []);
      expect(merged(before.services, delta.services)).toEqual(byId(whole.services));
      expect(totals(delta)).toEqual(totals(whole));
    } finally {
      await ctx.database.db.execute(
        sql`UPDATE rate_lines SET unit_cost = unit_cost / 2 WHERE service_id = ${cat.tour}`,
      );
    }
  });

  it('strips cost fields from the delta as from the whole answer, and refuses a junk flag', async () => {
    const { quote, answer } = await andeanQuote(as.agent);
    const tour = answer.services.find((s: Answer['services'][number]) => s.name.value.includes('city tour'));
    const delta = await process(quote.uuid, [{ id: tour.id, day: '3' }], '?changed_only=true', as.agent);
    expect(delta.services.map((s) => s.id)).toEqual([tour.id]);
    expect(costPaths(delta)).toEqual([]);
    const junk = await inject(ctx, 'POST', `/tenant/itinerary/process/${quote.uuid}?changed_only=yes`, as.admin, []);
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors.data).toEqual(expect.any(String));
  });

  it('answers a move with the moved services and those it re-priced, the steps and totals whole', async () => {
    const { quote } = await andeanQuote();
    const before = await process(quote.uuid, []);
    const tour = before.services.find((s) => s.name.value.includes('city tour'))!;
    const transfer = before.services.find((s) => s.name.value.toLowerCase().includes('transfer'))!;
    const body = { days_to_move: 1, services: [tour.id, transfer.id], last_batch: true };
    const res = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${quote.uuid}/services/move?cur_step=1&last_step=1&changed_only=1`,
      as.admin,
      body,
    );
    expect(res.statusCode, res.body).toBe(200);
    const delta = res.json() as Answer;
    expect(delta).toMatchObject({ cur_step: 1, last_step: 1 });
    expect(new Set(delta.services.map((s) => s.id))).toEqual(new Set([tour.id, transfer.id]));
    const whole = await process(quote.uuid, []);
    expect(whole.services).toHaveLength(before.services.length);
    expect(merged(before.services, delta.services)).toEqual(byId(whole.services));
    const { cur_step: _c, last_step: _l, ...moved } = delta;
    expect(totals(moved as Answer)).toEqual(totals(whole));
    // Without the flag (the original client) every service is answered.
    const back = await inject(ctx, 'POST', `/tenant/itinerary/${quote.uuid}/services/move`, as.admin, {
      ...body,
      days_to_move: -1,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().services).toHaveLength(before.services.length);
  });

  it('is documented in the OpenAPI document, on process and on move', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of ['/tenant/itinerary/process/{uuid}', '/tenant/itinerary/{uuid}/services/move']) {
      const flag = doc.paths[path].post.parameters.find((p: { name: string }) => p.name === 'changed_only');
      expect(flag, path).toMatchObject({
        in: 'query',
        description: expect.stringContaining('only the services this call changed'),
      });
    }
  });
});

// Decision 0046: a re-price that moves nothing does not write the pricing result again; a call that
// stores a version writes it with the version, so reads never find it older than the quote.
describe("a re-price's writes", () => {
  const stamps = async (uuid: string) => {
    const { rows } = await ctx.database.executeSql(
      `SELECT p.priced_at, i.updated_at, i.version FROM itinerary_pricing p JOIN itineraries i ON i.id = p.itinerary_id WHERE i.uuid = '${uuid}'`,
    );
    const [row] = rows as { priced_at: Date | string; updated_at: Date | string; version: number }[];
    return {
      priced: new Date(row!.priced_at).getTime(),
      updated: new Date(row!.updated_at).getTime(),
      version: row!.version,
    };
  };

  it('leaves an unchanged result as stored, and stamps it with a version that only edits a text', async () => {
    const { quote } = await andeanQuote();
    const first = await process(quote.uuid, []);
    const settled = await stamps(quote.uuid);
    await process(quote.uuid, []);
    expect(await stamps(quote.uuid)).toEqual(settled);

    const tour = first.services.find((s) => s.name.value.includes('city tour'))!;
    await process(quote.uuid, [{ id: tour.id, notes: 'Meet at the hotel lobby' }]);
    const edited = await stamps(quote.uuid);
    expect(edited.version).toBe(settled.version + 1);
    expect(edited.priced).toBeGreaterThanOrEqual(edited.updated);
    // Fresh, so reading the prices does not price the quote again (which would stamp it anew).
    expect((await inject(ctx, 'GET', `/tenant/itinerary/prices/${quote.uuid}`, as.admin)).statusCode).toBe(200);
    expect(await stamps(quote.uuid)).toEqual(edited);
  });

  // The levels' `updated_at` is when the stored result was priced: a re-price that writes nothing
  // answers the stamp it found (so its kept answer is the same object, call after call), a call that
  // stores a version the one its statement wrote; both as the prices read answers them.
  it("answers the levels' stamp the result is stored with", async () => {
    const { quote } = await andeanQuote();
    const levelStamps = (prices: unknown) =>
      (prices as { updated_at: string; prices: { updated_at: string }[] }[]).flatMap((e) => [
        e.updated_at,
        ...e.prices.map((l) => l.updated_at),
      ]);
    const read = async () =>
      levelStamps((await inject(ctx, 'GET', `/tenant/itinerary/prices/${quote.uuid}`, as.admin)).json());
    const first = await process(quote.uuid, []);
    const stored = new Date((await stamps(quote.uuid)).priced).toISOString();
    for (const answer of [first, await process(quote.uuid, []), await process(quote.uuid, [])]) {
      const stampsOf = levelStamps(answer.prices);
      expect(stampsOf.length).toBeGreaterThan(1);
      expect(new Set(stampsOf)).toEqual(new Set([stored]));
      expect(stampsOf).toEqual(await read());
    }

    const tour = first.services.find((s) => s.name.value.includes('city tour'))!;
    const edited = await process(quote.uuid, [{ id: tour.id, price: 321 }]);
    const restamped = new Date((await stamps(quote.uuid)).priced).toISOString();
    expect(restamped > stored).toBe(true);
    expect(new Set(levelStamps(edited.prices))).toEqual(new Set([restamped]));
    expect(levelStamps(edited.prices)).toEqual(await read());

    // A prices read that finds the result older than the quote prices it again and stores it: it
    // answers the stamp it stored, which the next read answers too (not the API's own clock).
    await ctx.database.executeSql(
      `UPDATE itinerary_pricing SET priced_at = priced_at - interval '1 hour' WHERE itinerary_id = (SELECT id FROM itineraries WHERE uuid = '${quote.uuid}')`,
    );
    const repriced = await read();
    const stamped = new Date((await stamps(quote.uuid)).priced).toISOString();
    expect(stamped > restamped).toBe(true);
    expect(new Set(repriced)).toEqual(new Set([stamped]));
    expect(await read()).toEqual(repriced);
  });
});

// A call that stores no version answers the detail from the row it locked (one statement less);
// one that stores a version reads it again. Either way it is the quote's detail as GET answers it.
describe("the process answer's itinerary", () => {
  const detail = async (uuid: string) =>
    (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, as.admin)).json().data as Record<string, unknown>;

  it('is the detail GET answers, after a call that changes nothing and after one that stores a version', async () => {
    const { quote } = await andeanQuote();
    const first = await process(quote.uuid, []);
    const unchanged = await process(quote.uuid, []);
    expect(unchanged.itinerary).toEqual(first.itinerary);
    expect(unchanged.itinerary).toEqual(await detail(quote.uuid));

    const tour = first.services.find((s) => s.name.value.includes('city tour'))!;
    const edited = await process(quote.uuid, [{ id: tour.id, price: 410 }]);
    const now = await detail(quote.uuid);
    expect(edited.itinerary).toEqual(now);
    expect(now.version).toBe((first.itinerary as { version: number }).version + 1);
    expect((await process(quote.uuid, [])).itinerary).toEqual(now);
  });
});
