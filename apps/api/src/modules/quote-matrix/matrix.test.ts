import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithWorkers, errorOf, signIn, waitUntil, type TestContext } from '../../../test/helper';
import { demoIds, ownerQuery } from '../../../test/quotes.fixtures';
import { costPaths, cuscoCatalogue, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';
import { openWorkbook } from '../../../test/sheets';
import { seedDemo } from '../../seed/seed';

// The price matrix through the API (docs/domain/pricing.md#price-matrix): generated from the quote's
// own engine input, stored with what it was computed from, stale when that moves, stripped per user.

let ctx: TestContext;
const as: Record<string, Headers> = {};
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
let cat: Record<string, number>;
let guide: number;
let manual: number;

const SAMPLE = [1, 2, 4, 5, 6, 7, 8, 9, 10];
const YEAR = { season_from: '2026-01-01', season_to: '2027-12-31', min_pax: 1, max_pax: 99, currency_id: 1 };
const guideBody = (cost: string) => ({
  name: { en: 'Matrix private guide' },
  id_service_type: 8,
  rate_lines: [{ ...YEAR, sales_manual_id: manual, basis: 'per_group', unit_cost: cost }],
});

beforeAll(async () => {
  ctx = await createTestAppWithWorkers({});
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'agent', 'clientadmin']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  ids = await demoIds(ctx);
  ({ contract, cat } = await cuscoCatalogue(ctx, as.admin));
  manual = (
    await ownerQuery<{ id: number }>(
      ctx,
      sql`SELECT sales_manual_id AS id FROM client_contracts WHERE id = ${contract}`,
    )
  )[0]!.id;
  const created = await inject(ctx, 'POST', '/tenant/services', as.admin, guideBody('300'));
  expect(created.statusCode, created.body).toBe(201);
  guide = created.json().data.id;
});
afterAll(() => ctx.close());

/** Two nights in Cusco for two: the hotel, the city tour, the airport transfer and a private guide. */
const cuscoQuote = async (headers = as.admin) =>
  (
    await quoteWith(
      ctx,
      headers,
      {
        title: 'Cusco for any group',
        client_id: ids.andean,
        contract_id: contract,
        start_date: '2026-07-01',
        end_date: '2026-07-03',
        num_pax: 2,
      },
      [
        { service_id: cat.hotel, day: '1-3' },
        { service_id: cat.tour, day: '2' },
        { service_id: cat.transfer, day: '1' },
        { service_id: guide, day: '2' },
      ],
    )
  ).quote;

type Cells = { double: number | null; single: number | null; single_supplement: number | null };
type Entry = {
  num_pax: number;
  service_itinerary: { id: number; code: string; price?: number }[];
  prices: {
    type: string;
    prices: { level: number; total?: number; fee?: number; margin?: number; per_person?: Cells }[];
  }[];
  errors: string[];
};
const generate = (id: string, body: unknown, headers = as.admin) =>
  inject(ctx, 'POST', `/tenant/itinerary/${id}/generate-matrix`, headers, body);
const stored = async (id: string, headers = as.admin) => {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/${id}/matrix`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Entry[]; status: string; stale: boolean; stale_reasons: string[]; progress: unknown }[];
};
const comfort = (e: Entry, type = 'seller') => e.prices.find((p) => p.type === type)!.prices[0]!;

describe('POST generate-matrix and GET matrix', () => {
  it('prices every sample size with the quote’s own engine and stores it for the GET', async () => {
    const q = await cuscoQuote();
    expect(await stored(q.id)).toEqual([]);
    const res = await generate(q.id, { pax: SAMPLE });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json() as Entry[];
    expect(entries.map((e) => e.num_pax)).toEqual(SAMPLE);
    // Rows aligned by index: the same services in the same order in every entry.
    const order = entries[0]!.service_itinerary.map((s) => s.id);
    expect(entries.every((e) => e.service_itinerary.map((s) => s.id).join() === order.join())).toBe(true);
    // Two people in a double: exactly the quote's own price per person in its double.
    const prices = (await inject(ctx, 'GET', `/tenant/itinerary/prices/${q.id}`, as.admin)).json();
    const own = prices[0].prices[0].room_type_prices.find((r: { id_room_type: number }) => r.id_room_type === 2);
    const two = entries.find((e) => e.num_pax === 2)!;
    expect(comfort(two).per_person!.double).toBe(own.per_person);
    expect(comfort(two).total).toBe(prices[0].prices[0].total);
    // The guide's 300 a day falls per person as the group grows.
    const guideAt = (n: number) =>
      entries.find((e) => e.num_pax === n)!.service_itinerary.find((s) => s.id === order[3])!;
    expect(guideAt(2).price).toBe(guideAt(10).price);
    expect(comfort(entries.at(-1)!).per_person!.double!).toBeLessThan(comfort(two).per_person!.double!);
    const [kept] = await stored(q.id);
    expect(kept).toMatchObject({ status: 'ready', stale: false, stale_reasons: [], progress: { done: 9, total: 9 } });
    expect(kept!.data).toEqual(entries);
  });

  it('says the matrix is stale after a rate edit and after a change of the quote, until generated again', async () => {
    const q = await cuscoQuote();
    expect((await generate(q.id, { from_pax: 1, to_pax: 4 })).statusCode).toBe(200);
    const edited = await inject(ctx, 'PUT', `/tenant/services/${guide}`, as.admin, guideBody('360'));
    expect(edited.statusCode, edited.body).toBe(200);
    const [after] = await stored(q.id);
    expect(after).toMatchObject({ stale: true, stale_reasons: ["The rates of the quote's services changed since."] });
    expect((await generate(q.id, { from_pax: 1, to_pax: 4 })).statusCode).toBe(200);
    expect((await stored(q.id))[0]!.stale).toBe(false);
    const added = await inject(ctx, 'POST', `/tenant/itinerary/services/${q.id}`, as.admin, {
      services: [{ service_id: cat.tour, day: '3' }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const [changed] = await stored(q.id);
    expect(changed!.stale).toBe(true);
    expect(changed!.stale_reasons).toEqual([
      expect.stringMatching(/^The quote changed since \(version \d+, now \d+\)\.$/),
    ]);
  });

  it('gives a travel agent sale prices only, and a client agency no fee', async () => {
    const q = await cuscoQuote(as.agent);
    const res = await generate(q.id, { pax: [2, 4] }, as.agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(costPaths(res.json())).toEqual([]);
    expect(comfort(res.json()[0]).per_person!.double).toEqual(expect.any(Number));
    expect(costPaths((await stored(q.id, as.agent))[0]!.data)).toEqual([]);
    const own = await cuscoQuote(as.admin);
    await generate(own.id, { pax: [2] });
    expect(comfort((await stored(own.id))[0]!.data[0]!)).toHaveProperty('margin');
    // The client agency's own quote (Andean Trails), made by the operator.
    const agency = await cuscoQuote(as.admin);
    const seen = (await generate(agency.id, { pax: [2] }, as.clientadmin)).json() as Entry[];
    expect(comfort(seen[0]!)).not.toHaveProperty('fee');
    expect(comfort(seen[0]!).per_person!.double).toEqual(expect.any(Number));
  });

  it("finds no other tenant's quote and answers bad input with the standard error body", async () => {
    const q = await cuscoQuote();
    expect((await generate(q.id, { pax: [2] }, as.other)).statusCode).toBe(404);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/${q.id}/matrix`, as.other)).statusCode).toBe(404);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/${q.id}/matrix/xlsx`, as.other)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${q.id}/matrix` })).statusCode).toBe(401);
    for (const body of [{ from_pax: 5, to_pax: 2 }, { pax: [0] }, { from_pax: 1, to_pax: 41 }, {}, { pax: 'all' }]) {
      const bad = await generate(q.id, body);
      expect(bad.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);
      errorOf(bad);
    }
  });
});

describe('the published proposal', () => {
  it('offers the price per person by group size (option 14), priced at publish, and the child’s own price', async () => {
    const { quote: q } = await quoteWith(
      ctx,
      as.admin,
      {
        title: 'Cusco family',
        client_id: ids.andean,
        contract_id: contract,
        start_date: '2026-07-01',
        end_date: '2026-07-03',
        num_pax: 3,
        room_preferable_dist: [{ id_room_type: 2, qty: 1 }],
      },
      [
        { service_id: cat.hotel, day: '1-3' },
        { service_id: cat.tour, day: '2' },
      ],
    );
    const people = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}`, as.admin)).json().data;
    const family = await inject(ctx, 'PUT', `/tenant/passengers/${q.id}`, as.admin, {
      id_itinerary: q.id,
      data: [
        { id: people[0].id, first_name: 'Ana', birthdate: '1985-04-12', room: 0 },
        { id: people[1].id, first_name: 'Luis', birthdate: '1983-01-20', room: 0 },
        { id: people[2].id, first_name: 'Sofía', birthdate: '2018-03-10', room: 0 },
      ],
    });
    expect(family.statusCode, family.body).toBe(200);
    const entries = (await generate(q.id, { pax: [2, 6] })).json() as Entry[];
    const config = await inject(ctx, 'POST', `/tenant/itinerary/publish/config/${q.id}`, as.admin, {
      config: { id: null, id_template: 2, contents: [4, 10, 14].map((id_content) => ({ id: null, id_content })) },
      images: [],
    });
    expect(config.statusCode, config.body).toBe(200);
    const published = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/publish/${q.id}?cur_step=1&last_step=1&lang=1`,
      as.admin,
      {
        id: q.id,
        lang: 1,
      },
    );
    expect(published.statusCode, published.body).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${published.json().code}` });
    const shown = page.json().levels.find((l: { level: number }) => l.level === 1);
    expect(shown.groupSizes).toEqual(
      entries.map((e) => ({
        numPax: e.num_pax,
        pricePerPerson: comfort(e).per_person!.double,
        singleSupplement: comfort(e).per_person!.single_supplement,
      })),
    );
    // Sofía (8) shares her parents' double: her own, lower price, by age and without her name.
    expect(shown.children).toEqual([{ age: 8, pricePerPerson: expect.any(Number) }]);
    expect(shown.children[0].pricePerPerson).toBeLessThan(shown.rooms[0].pricePerPerson);
    expect(page.body).not.toContain('Sofía');
  });
});

describe('large matrices and the download', () => {
  it('runs more than ten sizes as a durable job with progress, then answers them all', async () => {
    const q = await cuscoQuote();
    const sizes = Array.from({ length: 14 }, (_, i) => i + 1);
    const res = await generate(q.id, { pax: sizes, child_age: 8 });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual([]);
    const [running] = await stored(q.id);
    expect(running!.progress).toMatchObject({ total: 14 });
    await waitUntil('the matrix job', async () => (await stored(q.id))[0]!.status === 'ready');
    const [done] = await stored(q.id);
    expect(done!.progress).toEqual({ done: 14, total: 14 });
    expect(done!.data.map((e) => e.num_pax)).toEqual(sizes);
  });

  it('downloads the stored matrix as a workbook, a sheet per seller type', async () => {
    const q = await cuscoQuote();
    expect((await inject(ctx, 'GET', `/tenant/itinerary/${q.id}/matrix/xlsx`, as.admin)).statusCode).toBe(404);
    const entries = (await generate(q.id, { pax: [2, 4] })).json() as Entry[];
    const res = await inject(ctx, 'GET', `/tenant/itinerary/${q.id}/matrix/xlsx`, as.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = await openWorkbook(res.rawPayload);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Seller', 'Reseller']);
    const sheet = workbook.getWorksheet('Seller')!;
    expect(sheet.getRow(2).getCell(2).value).toBe('Comfort · Double');
    expect(sheet.getRow(4).values).toEqual(expect.arrayContaining([2, comfort(entries[0]!).per_person!.double]));
  });
});
