import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { demoIds } from '../../test/quotes.fixtures';
import { catalogueId, inject, type Headers } from '../../test/quote-services.fixtures';
import { originalClientHeaders, quoteForm } from '../../test/original-client';
import { createFourDayQuote } from '../../test/original-client-quote.fixtures';

// Decisions 0064 and 0067, the original client screen by screen: a quote created from scratch (I5 with the create
// form's null text objects), its service rows (S1's `edition`), its versions (I13 as the client
// queries it, then I3 and restore), and the export view's publish configuration (I18, C13). Each
// call is sent as the client sends it: its headers, the steps query, its body forms.

let ctx: TestContext;
let headers: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
let tour: number;

beforeAll(async () => {
  ctx = await createTestApp();
  headers = originalClientHeaders((await signIn(ctx.app, 'admin@itinera.demo')).headers);
  ids = await demoIds(ctx);
  const contracts = await inject(
    ctx,
    'GET',
    `/tenant/clients/contract/${ids.andean}?id=${ids.andean}&contract_id=&page=1&limit=10&search=&name=`,
    headers,
  );
  contract = contracts.json().data[0].id;
  tour = await catalogueId(ctx, headers, 'cusco city tour');
});
afterAll(() => ctx.close());

/** I5 as the create form sends it: `description` is always there, as {id: null, value: null} when nothing was typed. */
const createAsClient = (title: string, description: unknown = { id: null, value: null }) =>
  createFourDayQuote(ctx, headers, { title, client_id: ids.andean, contract_id: contract, description });

describe('I5: a quote created from scratch', () => {
  it('takes the create form with description {id: null, value: null}: 201, no description', async () => {
    const uuid = await createAsClient('From scratch');
    const detail = (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, headers)).json().data;
    expect(detail).toMatchObject({ id: uuid, title: { value: 'From scratch' }, description: { value: '' } });
  });

  it('takes a title sent as {id: null, value: null} as no title typed, and a description typed', async () => {
    const uuid = await createAsClient('ignored', { id: null, value: 'Four days in Cusco.' });
    expect((await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, headers)).json().data.description.value).toBe(
      'Four days in Cusco.',
    );
    const res = await inject(ctx, 'POST', '/tenant/itinerary?cur_step=1&last_step=1', headers, [
      { ...quoteForm({ title: 'x', client_id: ids.andean })[0], title: { id: null, value: null } },
    ]);
    expect(res.statusCode, res.body.slice(0, 400)).toBe(201);
    // A text object whose value is not a text is still refused, with the standard error body.
    const bad = await inject(ctx, 'POST', '/tenant/itinerary?cur_step=1&last_step=1', headers, [
      { ...quoteForm({ title: 'x', client_id: ids.andean })[0], description: { id: null, value: 12 } },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.data).toContain('body.description');
  });
});

/** S2 as the day screen sends it: one new service on a day. */
async function addTour(uuid: string, day: number | string) {
  const res = await inject(
    ctx,
    'POST',
    `/tenant/itinerary/services/${uuid}?cur_step=1&last_step=1&calculate_prices=1&sm=`,
    headers,
    [{ id: null, service: tour, day, passengers: '{}', images: '{}', visible: 1, optional: 0, order: 1 }],
  );
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json();
}

type Row = Record<string, unknown> & { id: number; edition: { user: { name: string }; date: string } };
const s1 = async (uuid: string): Promise<Row[]> => {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("S1: every service row carries `edition`, which the table's Actions column reads", () => {
  it('names who added the service and when; after an edit, who changed it last and when', async () => {
    const uuid = await createAsClient('Editions');
    const before = Date.now();
    const added = await addTour(uuid, 2);
    const [row] = await s1(uuid);
    expect(row!.edition).toEqual({ user: { name: 'Ana Admin' }, date: expect.any(String) });
    expect(Date.parse(row!.edition.date)).toBeGreaterThanOrEqual(before - 1000);
    // The write answers (S2 here, S3 below) carry it too: the client replaces its rows with them.
    expect(added.services[0].edition).toEqual(row!.edition);

    // Oscar moves it to day 3 with S3: the edition is now his.
    const oscar = originalClientHeaders((await signIn(ctx.app, 'operator@itinera.demo')).headers);
    const { price: _p, price_unit: _pu, cost: _c, cost_unit: _cu, margin: _m, percentage_margin: _pm, ...rest } = row!;
    const saved = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/process/${uuid}?cur_step=1&last_step=1&calculate_prices=1&calculate_room_distribution=0`,
      oscar,
      [{ ...rest, day: 3, passengers: '{}', images: '{}' }],
    );
    expect(saved.statusCode, saved.body.slice(0, 400)).toBe(200);
    const edited = saved.json().services[0] as Row;
    expect(edited.edition.user.name).toBe('Oscar Operator');
    expect(Date.parse(edited.edition.date)).toBeGreaterThanOrEqual(Date.parse(row!.edition.date));
    expect((await s1(uuid))[0]!.edition).toEqual(edited.edition);
  });

  it("gives a service no history names (a copy's, the demo's) the quote's creation", async () => {
    const demo = (
      await inject(
        ctx,
        'GET',
        '/tenant/itinerary?page=1&limit=5&code=&title=Cusco&client=&location=&country=&from=&to=&creation=&status=&type=&filter=&sort=&num_day=&tag=',
        headers,
      )
    ).json().data[0];
    const rows = await s1(demo.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(typeof r.edition.user.name).toBe('string');
      expect(Number.isNaN(Date.parse(r.edition.date))).toBe(false);
    }
  });
});

describe('I13 as the versions screen sends it (page=1&limit=20): version rows, §5.7', () => {
  it('answers one row per version, newest first, each one the client can open with I3 and restore', async () => {
    const uuid = await createAsClient('Versions');
    await addTour(uuid, 2);
    const res = await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/history?page=1&limit=20`, headers);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const { data, meta } = res.json();
    const current = (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, headers)).json().data;
    expect(meta).toMatchObject({ total: current.version, current_page: 1 });
    expect(data.map((r: { version: number }) => r.version)).toEqual(
      Array.from({ length: current.version }, (_, i) => current.version - i),
    );
    for (const row of data) {
      expect(row).toMatchObject({
        id: uuid,
        version: expect.any(Number),
        edition: { user: { name: 'Ana Admin' }, date: expect.any(String) },
        updated_date: expect.any(String),
        title: { value: 'Versions' },
        code: expect.any(String),
        status: { name: expect.any(String) },
        language: { language_name: expect.any(String) },
        client: { name: expect.any(String) },
        contract: { name: expect.any(String) },
        currency: { currency_name: expect.any(String), currency_sign: expect.any(String) },
        num_pax: 2,
        num_days: 4,
        itinerary_type_id: expect.any(Number),
      });
      expect(Array.isArray(row.location)).toBe(true);
      expect(Array.isArray(row.service_itinerary)).toBe(true);
      for (const p of row.prices[0]?.prices ?? []) expect(p).toMatchObject({ type: expect.any(String) });
    }
    expect(data[0].service_itinerary).toHaveLength(1);
    expect(data.at(-1).service_itinerary).toHaveLength(0);
    // The row's version opens with I3 (never versions/null) and a past one restores.
    const oldest = data.at(-1).version;
    expect((await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/versions/${oldest}`, headers)).statusCode).toBe(200);
    const restored = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${uuid}/versions/${oldest}/restore?cur_step=1&last_step=1`,
      headers,
    );
    expect(restored.statusCode, restored.body.slice(0, 300)).toBe(200);
  });

  it("keeps Itinera's own history view (entity=all) and a service's history (entity=<id>) as entries naming edition.user.name", async () => {
    const uuid = await createAsClient('Entries');
    const added = await addTour(uuid, 2);
    const all = (
      await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/history?page=1&limit=50&entity=all`, headers)
    ).json();
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data[0]).toMatchObject({ action: expect.any(String), user: { name: 'Ana Admin' } });
    const id = added.services[0].id;
    const one = (
      await inject(ctx, 'GET', `/tenant/itinerary/${uuid}/history?page=1&limit=30&entity=${id}`, headers)
    ).json();
    expect(one.data.length).toBeGreaterThan(0);
    for (const h of one.data)
      expect(h).toMatchObject({
        entity_id: id,
        edition: { user: { name: 'Ana Admin' }, date: h.created_at },
        updated_date: h.created_at,
      });
  });
});

describe('I18 and C13 as the export view reads them', () => {
  it('gives every image slot an images_full[0] and a code from the first read; template covers are absolute', async () => {
    const uuid = await createAsClient('Weblink');
    const first = await inject(ctx, 'GET', `/tenant/itinerary/publish/config/${uuid}`, headers);
    expect(first.statusCode).toBe(200);
    const i18 = first.json();
    // "Export Weblink" opens <WEB_LINK_URL>/<template path>/<code>: never /whitelabel/.
    expect(i18.code).toMatch(/^[\w-]{32,}$/);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/publish/config/${uuid}`, headers)).json().code).toBe(i18.code);
    expect(i18.config.id).toBeNull();
    expect(i18.images.map((g: { type: string }) => g.type)).toEqual([
      'logo',
      'background',
      'cover_page',
      'contact',
      'images_page',
    ]);
    for (const group of i18.images) {
      expect(group.images_full.length, group.type).toBeGreaterThan(0);
      expect(group.images_full[0].thumbnail_350X240).toMatch(/^https?:\/\/[^/]+\/.+/);
      expect(group.images_full[0].thumbnail_1200X725).toMatch(/^https?:\/\/[^/]+\/.+/);
    }
    const templates = (await inject(ctx, 'GET', '/tenant/itineraries/web-templates', headers)).json();
    for (const t of templates)
      expect(t.image_cover).toMatch(/^https?:\/\/[^/]+\/tenant\/itineraries\/web-templates\/cover\/\d\.svg$/);
    const cover = await ctx.app.inject({ method: 'GET', url: new URL(templates[0].image_cover).pathname });
    expect(cover.statusCode).toBe(200);
  });
});
