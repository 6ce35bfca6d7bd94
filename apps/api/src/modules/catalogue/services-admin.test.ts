import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { seedDemo } from '../../seed/seed';

type Headers = Record<string, string>;
type Line = {
  id: number;
  season_from: string;
  id_room_type: number | null;
  unit_cost?: string;
  room_type?: string;
  sales_manual_id: number;
} & Record<string, unknown>;

let ctx: TestContext;
let admin: Headers, operator: Headers, agent: Headers, clientAdmin: Headers, other: Headers;
// Reference ids of each tenant, read as the owner so the tests do not lean on other endpoints.
let demo: Record<string, number>;
let foreign: Record<string, number>;

async function refs(slug: string) {
  const q = async (text: ReturnType<typeof sql>) =>
    Number(rowsOf<{ id: number }>(await ctx.database.db.execute(text))[0]!.id);
  const tenant = sql`(SELECT id FROM tenants WHERE slug = ${slug})`;
  return {
    manual: await q(sql`SELECT id FROM sales_manuals WHERE tenant_id = ${tenant} ORDER BY id LIMIT 1`),
    category: await q(sql`SELECT id FROM service_categories WHERE tenant_id = ${tenant} AND acronym = 'HTL'`),
    tag: await q(sql`SELECT id FROM tags WHERE tenant_id = ${tenant} AND kind = 'service' ORDER BY id LIMIT 1`),
    supplier: await q(sql`SELECT id FROM suppliers WHERE tenant_id = ${tenant} AND code = 'SUP-PE-DMC'`),
    location: await q(sql`SELECT id FROM locations WHERE kind = 'city' AND name = 'Cusco'`),
  };
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  const as = async (who: string): Promise<Headers> => (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  [admin, operator, agent, clientAdmin] = [
    await as('admin'),
    await as('operator'),
    await as('agent'),
    await as('clientadmin'),
  ];
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  demo = await refs('demo');
  foreign = await refs('other');
});
afterAll(() => ctx.close());

const SEASONS = [
  ['2026-01-01', '2026-06-30'],
  ['2026-07-01', '2026-12-31'],
] as const;
const ROOMS: [number, number][] = [
  [1, 90],
  [2, 100],
  [4, 130],
]; // SGL, DBL, TRP: low-season cost

function hotel(extra: Record<string, unknown> = {}) {
  return {
    name: { en: 'Zafiro Lodge Cusco', es: 'Albergue Zafiro' },
    description: { en: 'A test lodge.' },
    id_service_type: 2,
    category_id: demo.category,
    location_id: demo.location,
    amenities: ['Wi-Fi', 'Breakfast included'],
    level: 2,
    tag_ids: [demo.tag],
    supplier_ids: [demo.supplier],
    rate_lines: SEASONS.flatMap(([from, to], s) =>
      ROOMS.map(([room, cost]) => ({
        sales_manual_id: demo.manual,
        season_from: from,
        season_to: to,
        min_pax: 1,
        max_pax: 99,
        id_room_type: room,
        level: 2,
        basis: 'per_room',
        unit_cost: cost + s * 20,
        currency_id: 1,
        supplier_id: demo.supplier,
      })),
    ),
    ...extra,
  };
}
const tour = (
  lines: [number, number, string, string][],
  extra: Record<string, unknown> = {},
  linePatch: Record<string, unknown> = {},
) => ({
  name: { en: 'Sacred Valley test tour' },
  id_service_type: 7,
  // An excursion needs its place (docs/domain/services.md#mandatory-sections).
  location_id: demo.location,
  rate_lines: lines.map(([min, max, from, to]) => ({
    sales_manual_id: demo.manual,
    season_from: from,
    season_to: to,
    min_pax: min,
    max_pax: max,
    basis: 'per_person',
    unit_cost: '45.50',
    currency_id: 1,
    ...linePatch,
  })),
  ...extra,
});

const post = (payload: unknown, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/tenant/services', headers, payload: payload as object });
const put = (id: number, payload: unknown, headers = admin) =>
  ctx.app.inject({ method: 'PUT', url: `/tenant/services/${id}`, headers, payload: payload as object });
const info = (id: number, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/tenant/services/${id}?info=1`, headers });
const search = async (qs: string, headers = agent) =>
  (await ctx.app.inject({ method: 'GET', url: `/tenant/services?${qs}`, headers })).json();
const lineOf = (lines: Line[], room: number, from: string) =>
  lines.find((l) => l.id_room_type === room && l.season_from === from)!;

describe('POST /tenant/services', () => {
  it('creates a hotel with two seasons × three room types, found by the search', async () => {
    const res = await post(hotel());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      code: 'SVC00051',
      name: { value: 'Zafiro Lodge Cusco', translate: [{ lang: 'es', value: 'Albergue Zafiro' }] },
      name_translations: { en: 'Zafiro Lodge Cusco', es: 'Albergue Zafiro' },
      description_translations: { en: 'A test lodge.' },
      id_service_type: 2,
      name_type_service: { service_type_name: 'Accommodation' },
      category: { acronym: 'HTL' },
      category_id: demo.category,
      tag_ids: [demo.tag],
      suppliers: [{ id: demo.supplier, code: 'SUP-PE-DMC', name: 'Andes Operaciones SAC' }],
    });
    expect(created.location.at(-1)).toMatchObject({ location_name: 'Cusco' });
    expect(created.supplier_service).toEqual([
      {
        id: demo.supplier,
        code: 'SUP-PE-DMC',
        name: { value: 'Andes Operaciones SAC' },
        default_sup: 1,
        room_qty: 1,
        individual_cost: 0,
      },
    ]);
    expect(created.rate_lines).toHaveLength(6);
    expect(lineOf(created.rate_lines, 2, '2026-07-01')).toMatchObject({
      room_type: 'DBL',
      unit_cost: '120.0000',
      currency_code: 'USD',
      basis: 'per_room',
      min_pax: 1,
      max_pax: 99,
      level: 2,
      supplier_id: demo.supplier,
    });
    expect(lineOf(created.rate_lines, 4, '2026-01-01')).toMatchObject({
      room_type: 'TRP',
      unit_cost: '130.0000',
      season_to: '2026-06-30',
    });

    const found = await search('name=zafiro');
    expect(found.meta.total).toBe(1);
    expect(found.data[0]).toMatchObject({ id: created.id, code: 'SVC00051', category: { acronym: 'HTL' } });
    // The search text holds every translation and the category name.
    expect((await search('name=albergue')).data.map((s: { id: number }) => s.id)).toEqual([created.id]);
    expect((await search('name=svc00051')).meta.total).toBe(1);
  });

  it('stores only http(s) and uploaded pictures: a javascript: address is refused (400) and nothing is saved', async () => {
    for (const image of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>']) {
      const res = await post(tour([], { name: { en: 'Script tour' }, images: [image] }));
      expect(res.statusCode, image).toBe(400);
      expect((errorOf(res) as unknown as { details: { path: string }[] }).details[0]!.path).toMatch(/images/);
    }
    expect((await search('name=script+tour')).meta.total).toBe(0);
    const ok = await post(
      tour([], {
        name: { en: 'Picture tour' },
        images: ['https://cdn.example.com/valley.jpg', '/media/photos/demo/valley.webp'],
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('takes an explicit code and refuses one already used (409)', async () => {
    const res = await post(tour([[1, 10, '2026-01-01', '2026-12-31']], { code: 'EXC-ZAF-1' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      code: 'EXC-ZAF-1',
      rate_lines: [{ unit_cost: '45.5000', id_room_type: null, room_type: null }],
    });
    for (const code of ['SVC00001', 'EXC-ZAF-1']) {
      const dup = await post(tour([], { code }));
      expect(dup.statusCode).toBe(409);
      expect(errorOf(dup)).toMatchObject({
        code: 'CONFLICT',
        message: `The code ${code} is already used by another service.`,
      });
    }
    const taken = await put(res.json().data.id, tour([], { code: 'SVC00002' }));
    expect(taken.statusCode).toBe(409);
  });

  it('gives simultaneous creates distinct codes, and one of two racing for a code a 409', async () => {
    const generated = await Promise.all([1, 2, 3].map(() => post(tour([]))));
    expect(generated.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(generated.map((r) => r.json().data.code)).size).toBe(3);
    const racing = await Promise.all([1, 2].map(() => post(tour([], { code: 'EXC-RACE' }))));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses overlapping seasons for the same pax range with the line in the path (422)', async () => {
    const res = await post(
      tour([
        [2, 4, '2026-01-01', '2026-06-30'],
        [5, 8, '2026-01-01', '2026-12-31'],
        [2, 4, '2026-06-01', '2026-12-31'],
      ]),
    );
    expect(res.statusCode).toBe(422);
    const body = errorOf(res) as ReturnType<typeof errorOf> & { details: { path: string; message: string }[] };
    expect(body.code).toBe('UNPROCESSABLE');
    expect(body.message).toBe(
      'Seasons overlap for 2–4 pax: 2026-06-01 – 2026-12-31 overlaps 2026-01-01 – 2026-06-30 (row 1).',
    );
    expect(body.details).toEqual([{ path: 'rate_lines.2', message: body.message }]);
  });

  it('refuses a reversed pax range, a bad inactivity period and unknown or foreign references (422)', async () => {
    const before = (await search('limit=1', admin)).meta.total;
    const reversed = await post(
      tour([
        [1, 2, '2026-01-01', '2026-12-31'],
        [5, 2, '2027-01-01', '2027-12-31'],
      ]),
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({
      message: 'The pax range is reversed: min 5 is above max 2.',
      details: [{ path: 'rate_lines.1' }],
    });

    const inactive = await post(tour([], { start_date_inactivity: '2026-05-10', end_date_inactivity: '2026-05-01' }));
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().details).toEqual([
      {
        path: 'end_date_inactivity',
        message: 'The inactivity period ends (2026-05-01) before it starts (2026-05-10).',
      },
    ]);

    const lines = hotel().rate_lines;
    lines[3] = { ...lines[3]!, sales_manual_id: 999_999 };
    lines[4] = { ...lines[4]!, sales_manual_id: foreign.manual, id_room_type: 77 };
    const unknown = await post(
      hotel({ rate_lines: lines, category_id: foreign.category, supplier_ids: [foreign.supplier] }),
    );
    expect(unknown.statusCode).toBe(422);
    const body = unknown.json();
    expect(body.message).toBe(`The category ${foreign.category} does not exist.`);
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'supplier_ids.0', message: `The supplier ${foreign.supplier} does not exist.` },
        { path: 'rate_lines.3.sales_manual_id', message: 'Rate line 4: the sales manual 999999 does not exist.' },
        {
          path: 'rate_lines.4.sales_manual_id',
          message: `Rate line 5: the sales manual ${foreign.manual} does not exist.`,
        },
        { path: 'rate_lines.4.id_room_type', message: 'Rate line 5: the room type 77 does not exist.' },
      ]),
    );
    expect((await search('limit=1', admin)).meta.total).toBe(before);
  });

  it('answers 400 with the standard body for junk', async () => {
    const withLine = (patch: Record<string, unknown>) => tour([[1, 2, '2026-01-01', '2026-12-31']], {}, patch);
    const junk: unknown[] = [
      { ...hotel(), name: 'Zafiro' },
      { ...hotel(), name: { en: 'x'.repeat(100_000) } },
      { ...hotel(), name: { es: 'Sin inglés' } },
      { ...hotel(), id_service_type: 99 },
      { ...hotel(), days_services: -3 },
      { ...hotel(), code: 'lower case' },
      { ...hotel(), tag_ids: ['culture'] },
      { ...hotel(), rate_lines: 'all of them' },
      withLine({ unit_cost: -5 }),
      withLine({ unit_cost: '12,50' }),
      withLine({ min_pax: -1 }),
      withLine({ max_pax: 100_000 }),
      withLine({ season_from: '1st of May' }),
      withLine({ basis: 'per_camel' }),
      withLine({ sales_manual_id: 'first' }),
      [],
    ];
    for (const payload of junk) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/services',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(text.statusCode).toBe(400);
    errorOf(text);
  });

  it('is for the admin only (403), and needs a session (401)', async () => {
    for (const headers of [operator, agent, clientAdmin]) {
      const res = await post(hotel(), headers);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    expect((await post(hotel(), {})).statusCode).toBe(401);
    expect((await put(1, hotel(), agent)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/tenant/services/1', headers: operator })).statusCode).toBe(
      403,
    );
  });
});

describe('PUT, GET ?info=1 and DELETE /tenant/services/:id', () => {
  let id: number;
  let lines: Line[];
  beforeAll(async () => {
    const res = await post(hotel({ name: { en: 'Quartz Inn Test' }, code: 'HTL-QTZ' }));
    id = res.json().data.id;
    lines = res.json().data.rate_lines;
  });

  it('replaces fields and rate lines: a changed cost, an added line, a deleted line', async () => {
    const dblHigh = lineOf(lines, 2, '2026-07-01');
    const trpHigh = lineOf(lines, 4, '2026-07-01');
    const kept = lines
      .filter((l) => l.id !== trpHigh.id)
      .map(({ room_type: _r, currency_code: _c, ...l }) => (l.id === dblHigh.id ? { ...l, unit_cost: '150.25' } : l));
    const added = {
      sales_manual_id: demo.manual,
      season_from: '2026-01-01',
      season_to: '2026-06-30',
      min_pax: 1,
      max_pax: 99,
      id_room_type: 3,
      level: 2,
      basis: 'per_room',
      unit_cost: 101,
      currency_id: 1,
    };
    const res = await put(
      id,
      hotel({
        code: undefined,
        name: { en: 'Quartz Inn Renamed', es: 'Posada Cuarzo' },
        supplier_ids: [],
        rate_lines: [...kept, added],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      code: 'HTL-QTZ',
      name: { value: 'Quartz Inn Renamed' },
      suppliers: [],
    });

    const back: Line[] = (await info(id)).json().data.rate_lines;
    expect(back).toHaveLength(6);
    expect(lineOf(back, 2, '2026-07-01')).toMatchObject({ id: dblHigh.id, unit_cost: '150.2500' });
    expect(back.find((l) => l.id === trpHigh.id)).toBeUndefined();
    expect(lineOf(back, 3, '2026-01-01')).toMatchObject({ room_type: 'TWI', unit_cost: '101.0000' });
    expect(
      back
        .filter((l) => l.id !== lineOf(back, 3, '2026-01-01').id)
        .map((l) => l.id)
        .sort(),
    ).toEqual(
      lines
        .filter((l) => l.id !== trpHigh.id)
        .map((l) => l.id)
        .sort(),
    );
    expect((await search('name=cuarzo')).data.map((s: { id: number }) => s.id)).toEqual([id]);
    expect((await search('name=quartz inn test')).meta.total).toBe(0);
  });

  it('refuses a rate line id of another service (422) and changes nothing', async () => {
    const first = (await search('code=SVC00001', admin)).data[0].id as number;
    const stranger = (await info(first)).json().data.rate_lines[0].id as number;
    const res = await put(id, hotel({ rate_lines: [{ ...hotel().rate_lines[0], id: stranger }] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0]).toEqual({
      path: 'rate_lines.0.id',
      message: `Rate line 1: the rate line ${stranger} does not belong to this service.`,
    });
    expect((await info(id)).json().data.rate_lines).toHaveLength(6);
  });

  it('shows no cost side to users without view_cost_price', async () => {
    for (const headers of [agent, clientAdmin]) {
      const res = await info(id, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.rate_lines).toHaveLength(6);
      expect(res.json().data.rate_lines[0]).toMatchObject({
        room_type: expect.any(String),
        basis: 'per_room',
        currency_code: 'USD',
      });
      expect(res.body).not.toContain('unit_cost');
      expect(res.body).not.toContain('supplier_id');
      expect(res.json().data.suppliers).toBeUndefined();
      expect(res.json().data.supplier_service).toEqual([]);
    }
    const seen = await info(id, operator);
    expect(seen.json().data.rate_lines[0].unit_cost).toMatch(/^\d+\.\d{4}$/);
    // Without info=1 the answer stays the short one.
    const plain = await ctx.app.inject({ method: 'GET', url: `/tenant/services/${id}`, headers: admin });
    expect(plain.json().data.rate_lines).toBeUndefined();
    expect(plain.json().data.name.value).toBe('Quartz Inn Renamed');
  });

  it("keeps tenants apart: another tenant's id is 404 on GET, PUT and DELETE and nothing changes", async () => {
    const calls = [
      { method: 'GET' as const, url: `/tenant/services/${id}?info=1` },
      {
        method: 'PUT' as const,
        url: `/tenant/services/${id}`,
        payload: { ...hotel(), category_id: foreign.category, supplier_ids: [foreign.supplier], rate_lines: [] },
      },
      { method: 'DELETE' as const, url: `/tenant/services/${id}` },
    ];
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers: other });
      expect(res.statusCode, call.method).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    const after = (await info(id)).json().data;
    expect(after).toMatchObject({ name: { value: 'Quartz Inn Renamed' }, category_id: demo.category });
    expect(after.rate_lines).toHaveLength(6);
    expect((await search('name=cuarzo')).meta.total).toBe(1);
  });

  it('archives: gone from the search, still readable for the quotes that use it', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: `/tenant/services/${id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id, archived: true } });
    expect((await search('name=cuarzo')).meta.total).toBe(0);
    expect((await search('name=HTL-QTZ', admin)).meta.total).toBe(0);
    expect((await info(id)).json().data.code).toBe('HTL-QTZ');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/tenant/services/2147483000', headers: admin })).statusCode,
    ).toBe(404);
  });
});
