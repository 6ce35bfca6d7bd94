import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';
import { llmDescription } from './quote-description';
import { createQuote, demoIds, ownerQuery, putQuote, rowIdOf, setStatus } from '../../../test/quotes.fixtures';
import { catalogueId } from '../../../test/quote-services.fixtures';

let ctx: TestContext;
let admin: Record<string, string>;
let operator: Record<string, string>;
let agent: Record<string, string>;
let other: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let places: { id: number; name: string }[];
let tags: { id: number; name: string }[];
let roomType: number;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  ids = await demoIds(ctx);
  places = await ownerQuery(ctx, sql`SELECT id, name FROM locations ORDER BY id LIMIT 2`);
  tags = await ownerQuery(ctx, sql`SELECT id, name FROM tags WHERE tenant_id = ${ids.tenantId} ORDER BY id LIMIT 2`);
  [{ id: roomType }] = (await ownerQuery<{ id: number }>(ctx, sql`SELECT id FROM room_types ORDER BY id LIMIT 1`)) as [
    { id: number },
  ];
});
afterAll(() => ctx.close());

const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
const history = async (id: number | string) =>
  (await get(`/tenant/itinerary/${id}/history?entity=itinerary`)).json().data as {
    action: string;
    field: string;
    from: unknown;
    to: unknown;
    version: number;
  }[];

describe('POST /tenant/itinerary/duplicate', () => {
  it('copies a quote as a new In Preparation quote of the caller, moved to the requested start date', async () => {
    const source = await createQuote(ctx, admin, {
      title: 'Dup source',
      client_id: ids.andean,
      start_date: '2026-05-01',
      end_date: '2026-05-10',
      num_pax: 4,
      description: 'Ten days',
      location_ids: places.map((p) => p.id),
      tag_ids: [tags[0]!.id],
    });
    expect((await putQuote(ctx, admin, source.id, { version: 1, num_pax: 5 })).statusCode).toBe(200);
    expect((await setStatus(ctx, admin, source.id, 4)).statusCode).toBe(200);

    const res = await post('/tenant/itinerary/duplicate?cur_step=1&last_step=1', operator, {
      id: source.id,
      start_date: '2026-07-01',
      title: 'Dup copy',
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    // The copy is named by its uuid, in data and in the original client's `itinerary` (contract I9).
    expect(copy.id).toBe(copy.uuid);
    expect(res.json().itinerary).toBe(copy.uuid);
    expect(copy.id).not.toBe(source.id);
    expect(copy.code).toMatch(/^I\d+-[A-Z0-9]+$/);
    expect(copy.code).not.toBe(source.code);
    expect(copy.code.startsWith(`I${String(ids.andean).padStart(2, '0')}-`)).toBe(true);
    expect(copy).toMatchObject({
      title: { value: 'Dup copy' },
      description: { value: 'Ten days' },
      version: 1,
      stable_version: null,
      status: { id: 1 },
      prices_locked: 0,
      owner: { id: ids.operator },
      // Unassigned: the person responsible is the owner (as on the list).
      user: { id: ids.operator },
      client_id: ids.andean,
      num_pax: 5,
      num_day: 10,
      start_date: '2026-07-01',
      end_date: '2026-07-10',
      itinerary_type_id: 1,
    });
    expect(copy.location.map((l: { id: number }) => l.id)).toEqual(places.map((p) => p.id));
    expect(copy.tags).toEqual([tags[0]]);
    // Same shape as GET, its own version-1 snapshot, and a history line naming the source.
    const read = (await get(`/tenant/itinerary/${copy.id}`)).json().data;
    expect(Object.keys(copy).sort()).toEqual(Object.keys(read).sort());
    const versions = await ownerQuery<{ version: number; start: string }>(
      ctx,
      sql`SELECT version, snapshot->>'start_date' AS start FROM itinerary_versions WHERE itinerary_id = ${await rowIdOf(ctx, copy.uuid)}`,
    );
    expect(versions).toEqual([{ version: 1, start: '2026-07-01' }]);
    expect(await history(copy.id)).toMatchObject([
      { action: 'duplicated', field: 'code', from: source.code, to: copy.code, version: 1 },
    ]);
    // The source is untouched.
    expect((await get(`/tenant/itinerary/${source.id}`)).json().data).toMatchObject({
      version: 2,
      status: { id: 4 },
      prices_locked: 1,
      start_date: '2026-05-01',
    });
  });

  it('copies by uuid keeping title and dates when none are asked for', async () => {
    const source = await createQuote(ctx, agent, {
      title: 'Agent dup',
      start_date: '2026-03-01',
      end_date: '2026-03-02',
    });
    const res = await post('/tenant/itinerary/duplicate', agent, { uuid: source.uuid });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: { value: 'Agent dup' },
      start_date: '2026-03-01',
      end_date: '2026-03-02',
      num_day: 2,
      owner: { id: ids.agent },
    });
    expect((await post('/tenant/itinerary/duplicate', agent, { id: source.uuid, start_date: null })).statusCode).toBe(
      201,
    );
  });

  it('refuses bad bodies with 400 and the standard body', async () => {
    for (const body of [
      {},
      { id: 'abc' },
      { id: 1, start_date: 'soon' },
      { id: 1, title: 'x'.repeat(1001) },
      { uuid: 'not-a-uuid' },
    ]) {
      const res = await post('/tenant/itinerary/duplicate', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      errorOf(res);
    }
  });

  it('copies only what the caller can see: 401, 404 for hidden, unknown and other-tenant quotes', async () => {
    const adminOwn = await createQuote(ctx, admin, { title: 'Not for agents' });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/tenant/itinerary/duplicate', payload: { id: adminOwn.id } }))
        .statusCode,
    ).toBe(401);
    for (const [headers, id] of [
      [agent, adminOwn.id],
      [agent, adminOwn.rowId],
      [other, adminOwn.id],
      [other, adminOwn.rowId],
      [admin, 99_999_999],
      [admin, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await post('/tenant/itinerary/duplicate', headers, { id });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
  });
});

describe('templates', () => {
  it('lists each template type apart and lets staff publish them', async () => {
    const made = [];
    for (const type of [2, 3, 4])
      made.push(
        await createQuote(ctx, operator, { title: `Tpl kind ${type}`, itinerary_type_id: type, itinerary_public: 1 }),
      );
    for (const type of [1, 2, 3, 4]) {
      const rows = (await get(`/tenant/itinerary?type=${type}&filter=tpl kind&limit=50`)).json().data as {
        title: string;
        itinerary_type_id: number;
      }[];
      expect(
        rows.map((r) => r.title),
        `type ${type}`,
      ).toEqual(type === 1 ? [] : [`Tpl kind ${type}`]);
    }
    const detail = (await get(`/tenant/itinerary/${made[0]!.id}`)).json().data;
    expect(detail).toMatchObject({ itinerary_type_id: 2, itinerary_public: 1 });
    expect(
      (await putQuote(ctx, admin, made[0]!.id, { version: 1, itinerary_public: 0 })).json().itinerary.itinerary_public,
    ).toBe(0);
  });

  it('keeps itinerary_public to staff: 403 for others, unchanged values pass', async () => {
    const create = await post('/tenant/itinerary', agent, {
      title: 'Agent tpl',
      itinerary_type_id: 3,
      itinerary_public: 1,
    });
    expect(create.statusCode).toBe(403);
    expect(errorOf(create).code).toBe('FORBIDDEN');
    const own = await createQuote(ctx, agent, {
      title: 'Agent private tpl',
      itinerary_type_id: 3,
      itinerary_public: 0,
    });
    const put = await putQuote(ctx, agent, own.id, { version: 1, itinerary_public: 1 });
    expect(put.statusCode).toBe(403);
    expect(
      (await putQuote(ctx, agent, own.id, { version: 1, itinerary_public: 0, title: 'Still private' })).statusCode,
    ).toBe(200);
  });

  it('starts a type-1 quote from a public template with its basic information', async () => {
    const template = await createQuote(ctx, admin, {
      title: 'Andes module',
      itinerary_type_id: 3,
      itinerary_public: 1,
      description: 'Four days in the Andes',
      start_date: '2025-01-01',
      end_date: '2025-01-04',
      location_ids: places.map((p) => p.id),
      tag_ids: tags.map((t) => t.id),
      room_preferable_dist: [{ id_room_type: roomType, qty: 2 }],
    });
    const res = await post('/tenant/itinerary', agent, { from_template: template.uuid, start_date: '2026-09-10' });
    expect(res.statusCode).toBe(201);
    const q = res.json().data;
    expect(q.code).toMatch(/^I\d+-[A-Z0-9]+$/);
    expect(q).toMatchObject({
      itinerary_type_id: 1,
      itinerary_public: 0,
      status: { id: 1 },
      version: 1,
      owner: { id: ids.agent },
      title: { value: 'Andes module' },
      description: { value: 'Four days in the Andes' },
      num_day: 4,
      start_date: '2026-09-10',
      end_date: '2026-09-13',
      room_preferable_dist: [{ id_room_type: roomType, qty: 2 }],
    });
    expect(q.location.map((l: { id: number }) => l.id)).toEqual(places.map((p) => p.id));
    expect(q.tags.map((t: { id: number }) => t.id)).toEqual(tags.map((t) => t.id));
    expect(await history(q.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'created from template',
          field: 'template',
          to: { id: template.rowId, code: template.code, itinerary_type_id: 3 },
        }),
      ]),
    );
    // What the body gives wins over the template.
    const custom = await post('/tenant/itinerary', admin, {
      from_template: template.uuid,
      title: 'My Andes',
      description: 'Mine',
      start_date: '2026-01-01',
      end_date: '2026-01-02',
    });
    expect(custom.json().data).toMatchObject({
      title: { value: 'My Andes' },
      description: { value: 'Mine' },
      num_day: 2,
      end_date: '2026-01-02',
    });
  });

  it("lists the company's public templates to everyone, marked isShared where they are someone else's", async () => {
    const shared = await createQuote(ctx, admin, {
      title: 'Shelf public module',
      itinerary_type_id: 3,
      itinerary_public: 1,
    });
    await createQuote(ctx, admin, { title: 'Shelf private module', itinerary_type_id: 3 });
    const own = await createQuote(ctx, agent, { title: 'Shelf agent module', itinerary_type_id: 3 });
    type Row = { id: string; title: string; isShared: boolean };
    const shelf = async (headers: Record<string, string>, type = 3) =>
      ((await get(`/tenant/itinerary?type=${type}&filter=shelf&limit=50`, headers)).json().data as Row[])
        .map((r) => [r.title, r.isShared])
        .sort();
    expect(await shelf(agent)).toEqual([
      ['Shelf agent module', false],
      ['Shelf public module', true],
    ]);
    expect(await shelf(admin)).toEqual([
      ['Shelf agent module', false],
      ['Shelf private module', false],
      ['Shelf public module', false],
    ]);
    const clientAdmin = (await signIn(ctx.app, 'clientadmin@itinera.demo')).headers;
    expect(await shelf(clientAdmin)).toEqual([['Shelf public module', true]]);
    // Quote lists stay as they were; the shared template is used, not opened.
    expect(await shelf(agent, 1)).toEqual([]);
    expect((await get(`/tenant/itinerary/${shared.id}`, agent)).statusCode).toBe(404);
    expect((await post('/tenant/itinerary', agent, { from_template: shared.rowId })).statusCode).toBe(201);
    expect((await get(`/tenant/itinerary/${own.id}`, agent)).statusCode).toBe(200);
    // Quotes stay out of the widening, also in queue.deleting: a shared quote being deleted is not named.
    const sharedQuote = await createQuote(ctx, admin, {
      title: 'Shelf shared quote',
      client_id: ids.andean,
      itinerary_public: 1,
    });
    await ownerQuery(ctx, sql`UPDATE itineraries SET deleting_at = now() WHERE id = ${sharedQuote.rowId}`);
    expect((await get('/tenant/itinerary?type=3&limit=50', agent)).json().queue.deleting).not.toContain(
      sharedQuote.uuid,
    );
  });

  it('keeps sharing to staff through a duplicate and a restore', async () => {
    const template = await createQuote(ctx, admin, {
      title: 'Shared source',
      itinerary_type_id: 3,
      itinerary_public: 1,
    });
    await post(`/tenant/itinerary/${template.id}/assign/${ids.agent}`, admin);
    const byAgent = (await post('/tenant/itinerary/duplicate', agent, { id: template.id })).json().data;
    expect(byAgent.itinerary_public).toBe(0);
    const byAdmin = (await post('/tenant/itinerary/duplicate', admin, { id: template.id })).json().data;
    expect(byAdmin.itinerary_public).toBe(1);
    // Staff make it private (version 2); the agent restores version 1: the content comes back, the flag does not.
    expect((await putQuote(ctx, admin, template.id, { version: 1, itinerary_public: 0 })).statusCode).toBe(200);
    const restored = await post(`/tenant/itinerary/${template.id}/versions/1/restore`, agent);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().itinerary.itinerary_public).toBe(0);
  });

  it("refuses a non-template (messages[0].errors), a private template of someone else and another tenant's (404)", async () => {
    const quote = await createQuote(ctx, admin, { title: 'Plain quote' });
    const notTemplate = await post('/tenant/itinerary', admin, { from_template: quote.uuid });
    // A refused create answers 422 with messages[0].errors beside the standard fields (decision 0032).
    expect(notTemplate.statusCode).toBe(422);
    expect(notTemplate.json().messages[0].errors).toEqual({ from_template: [`quote ${quote.code} is not a template`] });
    expect(notTemplate.json().details).toEqual([
      { path: 'body.from_template', message: `quote ${quote.code} is not a template` },
    ]);
    const privateTpl = await createQuote(ctx, admin, { title: 'Private tpl', itinerary_type_id: 2 });
    expect((await post('/tenant/itinerary', agent, { from_template: privateTpl.uuid })).statusCode).toBe(404);
    expect((await post('/tenant/itinerary', other, { from_template: privateTpl.rowId })).statusCode).toBe(404);
    expect((await post('/tenant/itinerary', admin, { from_template: 'x' })).statusCode).toBe(400);
  });
});

describe('description', () => {
  it('PATCH writes the description as a new version, with a history entry and a version check', async () => {
    const q = await createQuote(ctx, admin, { title: 'Described' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/tenant/itinerary/description/${q.uuid}`,
      headers: admin,
      payload: { description: 'First words', version: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: q.uuid, version: 2, description: { value: 'First words' } });
    expect((await history(q.id))[0]).toMatchObject({
      action: 'updated',
      field: 'description',
      from: '',
      to: 'First words',
      version: 2,
    });
    const stale = await ctx.app.inject({
      method: 'PATCH',
      url: `/tenant/itinerary/description/${q.uuid}`,
      headers: admin,
      payload: { description: 'Late', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('CONFLICT');
    const noCheck = await ctx.app.inject({
      method: 'PATCH',
      url: `/tenant/itinerary/description/${q.uuid}`,
      headers: admin,
      payload: { description: 'Second' },
    });
    expect(noCheck.json().data).toMatchObject({ version: 3, description: { value: 'Second' } });
  });

  it('PATCH: 400 for bad input, 401, 404 for other tenants, 422 when the status forbids edits', async () => {
    const q = await createQuote(ctx, admin, { title: 'Guarded' });
    const patch = (url: string, payload: unknown, headers: Record<string, string> = admin) =>
      ctx.app.inject({ method: 'PATCH', url, headers, payload: payload as object });
    for (const [url, body] of [
      // This path takes the uuid only, not the row id.
      [`/tenant/itinerary/description/${q.rowId}`, { description: 'x' }],
      [`/tenant/itinerary/description/${q.uuid}`, {}],
      [`/tenant/itinerary/description/${q.uuid}`, { description: 5 }],
    ] as const) {
      const res = await patch(url, body);
      expect(res.statusCode).toBe(400);
      errorOf(res);
    }
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/tenant/itinerary/description/${q.uuid}`,
          payload: { description: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await patch(`/tenant/itinerary/description/${q.uuid}`, { description: 'x' }, other)).statusCode).toBe(404);
    expect((await patch(`/tenant/itinerary/description/${q.uuid}`, { description: 'x' }, agent)).statusCode).toBe(404);
    // Rejected (3) forbids edits for everyone.
    expect((await setStatus(ctx, admin, q.id, 3)).statusCode).toBe(200);
    expect(errorOf(await patch(`/tenant/itinerary/description/${q.uuid}`, { description: 'x' })).code).toBe(
      'UNPROCESSABLE',
    );
    expect((await post(`/tenant/itinerary/${q.id}/generate-description`, admin)).statusCode).toBe(422);
  });

  it('generate-description writes the built-in text from the quote as a new version', async () => {
    const q = await createQuote(ctx, admin, {
      title: 'Generated trip',
      client_id: ids.andean,
      start_date: '2026-05-01',
      end_date: '2026-05-03',
      location_ids: places.map((p) => p.id),
      tag_ids: [tags[0]!.id],
    });
    const res = await post(`/tenant/itinerary/${q.id}/generate-description?cur_step=1`, admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.version).toBe(2);
    expect(data.description.value).toBe(
      [
        `Generated trip is a 3-day journey through ${places[0]!.name} and ${places[1]!.name}, prepared for Andean Trails Travel.`,
        'It starts on May 01, 2026 and ends on May 03, 2026.',
        `Highlights: ${tags[0]!.name}.`,
        `The route begins in ${places[0]!.name} and ends in ${places[1]!.name}.`,
      ].join('\n\n'),
    );
    expect((await history(q.id))[0]).toMatchObject({ action: 'generated', field: 'description', version: 2 });
    // With services, the trip is told day by day: each service on the day it starts, with its places.
    const tour = await catalogueId(ctx, admin, 'cusco city tour');
    expect(
      (await post(`/tenant/itinerary/services/${q.uuid}`, admin, { services: [{ service_id: tour, day: '2' }] }))
        .statusCode,
    ).toBe(200);
    const again = (await post(`/tenant/itinerary/${q.id}/generate-description`, admin)).json().data;
    expect(again.description.value.split('\n\n').at(-1)).toBe(
      [
        'Day by day',
        'Day 1 (May 01, 2026): Free day.',
        'Day 2 (May 02, 2026), Cusco: Cusco city tour and nearby ruins.',
        'Day 3 (May 03, 2026): Free day.',
      ].join('\n'),
    );
    expect((await post(`/tenant/itinerary/${q.uuid}/generate-description`, other)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/tenant/itinerary/${q.id}/generate-description` })).statusCode,
    ).toBe(401);
  });
});

describe('llmDescription (no network: fetch is a stub)', () => {
  const input = {
    title: 'T',
    start_date: null,
    end_date: null,
    num_day: 2,
    locations: ['Lima'],
    tags: [],
    client: null,
  };
  const config = { LLM_URL: 'http://llm.invalid/v1', LLM_MODEL: 'small', LLM_API_KEY: 'k' };
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('uses the chat answer, calling <url>/chat/completions with the model and key', async () => {
    const fetchStub = answer(200, { choices: [{ message: { content: '  A lovely trip.  ' } }] });
    expect(await llmDescription(config, input, 'draft', fetchStub as never)).toBe('A lovely trip.');
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://llm.invalid/v1/chat/completions');
    expect(JSON.parse(init.body as string)).toMatchObject({ model: 'small' });
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer k');
  });

  it('answers undefined (the template is used) without a URL, on HTTP errors, odd answers and thrown errors', async () => {
    const unused = vi.fn();
    expect(await llmDescription({ ...config, LLM_URL: undefined }, input, 'draft', unused as never)).toBeUndefined();
    expect(unused).not.toHaveBeenCalled();
    expect(await llmDescription(config, input, 'draft', answer(500, { error: 'down' }) as never)).toBeUndefined();
    expect(await llmDescription(config, input, 'draft', answer(200, { choices: [] }) as never)).toBeUndefined();
    expect(
      await llmDescription(config, input, 'draft', vi.fn(async () => Promise.reject(new Error('refused'))) as never),
    ).toBeUndefined();
  });
});
