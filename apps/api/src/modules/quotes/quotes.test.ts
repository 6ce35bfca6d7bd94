import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';
import { createQuote, demoIds, ownerQuery, putQuote } from '../../../test/quotes.fixtures';
import { addUser } from '../requests/requests.fixtures';

let ctx: TestContext;
let admin: Record<string, string>;
let operator: Record<string, string>;
let agent: Record<string, string>;
let clientAdmin: Record<string, string>;
let other: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
  clientAdmin = (await signIn(ctx.app, 'clientadmin@itinera.demo')).headers;
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  ids = await demoIds(ctx);
});
afterAll(() => ctx.close());

const list = (qs: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/tenant/itinerary?${qs}`, headers });
const titles = (res: { json(): { data: { title: string }[] } }) => res.json().data.map((q) => q.title);

describe('POST /tenant/itinerary', () => {
  it('creates with the spec defaults, a code, version 1 snapshot and a created entry', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/itinerary',
      headers: admin,
      payload: { title: 'Peru classic', client_id: ids.andean, start_date: '2026-05-01', end_date: '2026-05-10' },
    });
    expect(res.statusCode).toBe(201);
    const q = res.json().data;
    // The public id is the uuid (original-client.md §5.3), and create names it in messages[0].
    expect(q.id).toBe(q.uuid);
    expect(q.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(res.json().messages).toEqual([{ message: expect.any(String), itinerary: q.uuid }]);
    expect(q.code).toMatch(/^I\d+-[A-Z0-9]+$/);
    expect(q.code.startsWith(`I${String(ids.andean).padStart(2, '0')}-`)).toBe(true);
    expect(q).toMatchObject({
      title: { value: 'Peru classic' },
      status: { id: 1, name: 'In Preparation' },
      language: { id: 1 },
      currency: { id: 1 },
      version: 1,
      num_pax: 1,
      num_day: 10,
      itinerary_type_id: 1,
      owner: { id: ids.admin },
    });
    expect(q.client).toMatchObject({
      id: ids.andean,
      name: 'Andean Trails Travel',
      configuration: { date_format: 'MMM DD, YYYY' },
    });
    const versions = await ownerQuery(
      ctx,
      sql`SELECT v.version FROM itinerary_versions v JOIN itineraries i ON i.id = v.itinerary_id WHERE i.uuid = ${q.uuid}`,
    );
    expect(versions).toEqual([{ version: 1 }]);
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/tenant/itinerary/${q.id}/history?entity=itinerary`,
      headers: admin,
    });
    expect(history.json().data).toMatchObject([{ action: 'created', version: 1, user: { id: ids.admin } }]);
  });

  it('gives quotes created in the same second different codes', async () => {
    const made = await Promise.all([1, 2, 3].map(() => createQuote(ctx, admin, { client_id: ids.puraVida })));
    expect(new Set(made.map((q) => q.code)).size).toBe(3);
  });

  it('refuses references of another tenant or unknown ones with 422 naming each', async () => {
    const otherIds = await demoIds(ctx, 'other');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/itinerary',
      headers: admin,
      payload: {
        client_id: otherIds.andean,
        language_id: 999,
        location_ids: [99999999],
        room_preferable_dist: [{ id_room_type: 999, qty: 1 }],
      },
    });
    // An object body gets the 422; messages[0].errors rides along (the original client's array form
    // gets a 200 instead: contract I5, decision 0032, quotes.contract.test.ts).
    expect(res.statusCode).toBe(422);
    const paths = (res.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(['body.client_id', 'body.language_id', 'body.location_ids', 'body.room_preferable_dist']);
    expect(Object.keys(res.json().messages[0].errors)).toEqual([
      'client_id',
      'language_id',
      'location_ids',
      'room_preferable_dist',
    ]);
  });

  it("shows a client user its own quotes, the ones given to it and its client's shared ones (docs/domain/permissions.md)", async () => {
    const { id: userId, headers: clientUser } = await addUser(
      ctx,
      ids.tenantId,
      'traveller@andean.example',
      3,
      ids.andean,
    );
    const own = await createQuote(ctx, clientUser, { title: 'Shared check own' });
    const shared = await createQuote(ctx, admin, {
      title: 'Shared check public',
      client_id: ids.andean,
      itinerary_public: 1,
    });
    const given = await createQuote(ctx, admin, { title: 'Shared check given', client_id: ids.andean });
    await ctx.app.inject({ method: 'POST', url: `/tenant/itinerary/${given.id}/assign/${userId}`, headers: admin });
    await createQuote(ctx, admin, { title: 'Shared check private', client_id: ids.andean });
    await createQuote(ctx, admin, { title: 'Shared check other client', client_id: ids.puraVida, itinerary_public: 1 });
    expect(titles(await list('filter=shared check&limit=50', clientUser)).sort()).toEqual([
      'Shared check given',
      'Shared check own',
      'Shared check public',
    ]);
    // The client admin sees every quote of its client.
    expect(titles(await list('filter=shared check&limit=50', clientAdmin)).sort()).toEqual([
      'Shared check given',
      'Shared check own',
      'Shared check private',
      'Shared check public',
    ]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${shared.id}`, headers: clientUser })).statusCode,
    ).toBe(200);
    expect(own.client_id).toBe(ids.andean);
  });

  it('keeps client users to their own client', async () => {
    const own = await createQuote(ctx, clientAdmin, { title: 'Agency quote' });
    expect(own.client_id).toBe(ids.andean);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/itinerary',
      headers: clientAdmin,
      payload: { client_id: ids.puraVida },
    });
    expect(foreign.statusCode).toBe(403);
    errorOf(foreign);
  });

  it('refuses junk with 400 and no token with 401', async () => {
    for (const payload of [
      { title: 5 },
      { num_pax: 0 },
      { start_date: '2026-02-30' },
      { start_date: '2026-05-10', end_date: '2026-05-01' },
      { itinerary_type_id: 9 },
      { title: 'x'.repeat(1001) },
      { title: { id: null, value: 'x'.repeat(1001) } },
      { num_pax: -1 },
      { num_day: 71 },
      { code: 5 },
      { location: ['Cusco'] },
      [{ title: 'one' }, { title: 'two' }],
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/tenant/itinerary', headers: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      errorOf(res);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/tenant/itinerary', payload: {} })).statusCode).toBe(401);
  });

  it('ignores keys it does not use and never stores them (docs/domain/api-shapes.md#liberal-input)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/itinerary',
      headers: admin,
      payload: { title: 'Unknown keys', unknown: 1, owner_user_id: ids.operator, tenant_id: 999, uuid: 'x', id: 7 },
    });
    expect(res.statusCode).toBe(201);
    const q = res.json().data;
    expect(q).toMatchObject({ title: { value: 'Unknown keys' }, owner: { id: ids.admin } });
    expect(q.id).not.toBe(7);
    const [row] = await ownerQuery<Record<string, unknown>>(ctx, sql`SELECT * FROM itineraries WHERE uuid = ${q.uuid}`);
    expect(row).toMatchObject({ tenant_id: ids.tenantId, owner_user_id: ids.admin, title: 'Unknown keys' });
    expect(row).not.toHaveProperty('unknown');
    expect(JSON.stringify(row)).not.toContain('"unknown"');
  });
});

describe('GET /tenant/itinerary', () => {
  it('pages 5 by default with the queue and the statuses map', async () => {
    for (let i = 0; i < 6; i++) await createQuote(ctx, operator, { title: `Paging ${i}` });
    const res = await list('filter=paging');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(5);
    expect(body.meta).toEqual({ total: 6, per_page: 5, current_page: 1, last_page: 2 });
    expect(body.queue).toEqual({ exporting: [], deleting: [], refreshing: [] });
    expect(body.statuses['4']).toEqual({ id: 4, name: 'Sent', acronym: 'S' });
    expect(titles(res)[0]).toBe('Paging 5');
    expect(body.data[0]).toMatchObject({
      status: { id: 1, name: 'In Preparation' },
      user: { id: ids.operator },
      itinerary_type_id: 1,
      isDeleting: false,
    });
    // Staff may also confirm straight from In Preparation (decision 0042).
    expect(body.data[0].statusesOptions.map((s: { id: number }) => s.id)).toEqual([4, 5, 3, 2]);
    expect(titles(await list('filter=paging&page=2'))).toEqual(['Paging 0']);
  });

  it('filters by code, title, client, dates, status, type, num_day, tag and location', async () => {
    const tags = await ownerQuery<{ id: number }>(
      ctx,
      sql`SELECT id FROM tags WHERE tenant_id = ${ids.tenantId} AND kind = 'itinerary' ORDER BY id LIMIT 2`,
    );
    const [cusco] = await ownerQuery<{ id: number }>(
      ctx,
      sql`SELECT id FROM locations WHERE name = 'Cusco' AND kind = 'city'`,
    );
    const a = await createQuote(ctx, admin, {
      title: 'Filter alpha',
      client_id: ids.puraVida,
      start_date: '2027-01-10',
      end_date: '2027-01-12',
      tag_ids: [tags[0]!.id],
      location_ids: [cusco!.id],
    });
    await createQuote(ctx, admin, {
      title: 'Filter beta',
      client_id: ids.andean,
      start_date: '2027-03-01',
      end_date: '2027-03-02',
      tag_ids: [tags[1]!.id],
    });
    await createQuote(ctx, admin, { title: 'Filter module', itinerary_type_id: 3 });
    expect(titles(await list(`code=${a.code}`))).toEqual(['Filter alpha']);
    expect(titles(await list('title=filter&client=' + ids.andean))).toEqual(['Filter beta']);
    expect(titles(await list('title=filter&from=2027-01-01&to=2027-01-31'))).toEqual(['Filter alpha']);
    expect(titles(await list('title=filter&num_day=3'))).toEqual(['Filter alpha']);
    expect(titles(await list(`title=filter&tag=${tags[1]!.id}`))).toEqual(['Filter beta']);
    expect(titles(await list(`title=filter&location=${cusco!.id}`))).toEqual(['Filter alpha']);
    // The places it lies within find it too; a sibling place does not.
    const [region, peru, lima] = await Promise.all([
      ownerQuery<{ id: number }>(ctx, sql`SELECT parent_id AS id FROM locations WHERE id = ${cusco!.id}`),
      ownerQuery<{ id: number }>(ctx, sql`SELECT id FROM locations WHERE kind = 'country' AND country_code = 'PE'`),
      ownerQuery<{ id: number }>(ctx, sql`SELECT id FROM locations WHERE name = 'Lima' AND kind = 'city'`),
    ]);
    for (const place of [region[0]!, peru[0]!])
      expect(titles(await list(`title=filter&location=${place.id}`)), String(place.id)).toEqual(['Filter alpha']);
    expect(titles(await list(`title=filter&location=${lima[0]!.id}`))).toEqual([]);
    expect(titles(await list('title=filter&country=PE'))).toEqual(['Filter alpha']);
    expect(titles(await list('title=filter&type=3'))).toEqual(['Filter module']);
    expect(titles(await list('title=filter&status=4,5'))).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`title=filter&creation=${today}`)).json().meta.total).toBe(2);
    expect((await list('title=filter&creation=2001-01-01')).json().meta.total).toBe(0);
  });

  it('sorts by whitelisted field.order pairs', async () => {
    expect(titles(await list('filter=filter&sort=title.asc'))).toEqual(['Filter alpha', 'Filter beta']);
    expect(titles(await list('filter=filter&sort=start_date.desc,code.asc'))).toEqual(['Filter beta', 'Filter alpha']);
    for (const qs of [
      'sort=password.asc',
      'sort=title.sideways',
      'status=a',
      'limit=0',
      'type=7',
      'from=soon',
      'country=Peru',
    ]) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(400);
      errorOf(res);
    }
  });

  it('shows agents their own and assigned quotes, client admins their client, and hides sale prices', async () => {
    // The agent's seeded demo quotes stay visible; on top of them exactly the two made here (the
    // demo's sales history gives the agent more than a page: the count, and the newest page).
    const before = (await list('limit=100', agent)).json();
    const own = await createQuote(ctx, agent, { title: 'Agent own' });
    const assigned = await createQuote(ctx, admin, { title: 'Agent assigned' });
    await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/${assigned.id}/assign/${ids.agent}`,
      headers: admin,
    });
    const after = (await list('limit=100', agent)).json();
    expect(after.meta.total).toBe(before.meta.total + 2);
    const seen = after.data.map((q: { id: string }) => q.id);
    expect(seen).toEqual(expect.arrayContaining([own.id, assigned.id]));
    const kept = before.data.slice(0, 98).map((q: { id: string }) => q.id);
    expect(seen).toEqual(expect.arrayContaining(kept));
    const clientRows = (await list('limit=100', clientAdmin)).json().data as { client: { id: number } }[];
    expect(clientRows.length).toBeGreaterThan(0);
    expect(clientRows.every((q) => q.client.id === ids.andean)).toBe(true);
    // A client admin passes permission checks inside its client (docs/domain/spec-sections.md#section-6-roles-and-permissions): it sees sale prices.
    expect(clientRows[0]).toHaveProperty('price');
    // A quote's own permission list restricts everyone, admins included.
    await ownerQuery(ctx, sql`UPDATE itineraries SET permissions = '{view_cost_price}' WHERE id = ${assigned.rowId}`);
    expect((await list('filter=agent assigned', admin)).json().data[0]).not.toHaveProperty('price');
    expect((await list('filter=agent own', admin)).json().data[0]).toHaveProperty('price');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${own.id}`, headers: clientAdmin })).statusCode,
    ).toBe(404);
  });

  it('lists quotes being deleted in the queue', async () => {
    const q = await createQuote(ctx, admin, { title: 'Being deleted' });
    await ownerQuery(ctx, sql`UPDATE itineraries SET deleting_at = now() WHERE id = ${q.rowId}`);
    const body = (await list('filter=being deleted')).json();
    expect(body.queue.deleting).toEqual([q.uuid]);
    // Its row stays, marked, until the job has removed it (docs/domain/quotes.md#delete; decision 0012).
    expect(body.data).toMatchObject([{ id: q.uuid, uuid: q.uuid, isDeleting: true }]);
  });
});

describe('GET, PUT, DELETE /tenant/itinerary/:id', () => {
  it('reads by id or uuid with the detail shape', async () => {
    const q = await createQuote(ctx, admin, { title: 'Read me' });
    for (const ref of [q.rowId, q.uuid]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${ref}`, headers: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: {
          id: q.uuid,
          uuid: q.uuid,
          title: { value: 'Read me' },
          client: { id: null, configuration: { date_format: 'MMM DD, YYYY' } },
        },
        exporting: [],
        importing: [],
        queue: { importing: { services: [] } },
      });
      expect(res.json().statuses.map((s: { id: number }) => s.id)).toEqual([4, 5, 3, 2]);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/itinerary/abc', headers: admin })).statusCode).toBe(
      400,
    );
  });

  it('updates with history per field, and refuses a stale version with 409', async () => {
    const q = await createQuote(ctx, admin, { title: 'Before', num_pax: 2 });
    const res = await putQuote(ctx, admin, q.id, {
      version: 1,
      title: 'After',
      num_pax: 2,
      start_date: '2026-06-01',
      end_date: '2026-06-03',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      itinerary: { id: q.uuid, uuid: q.uuid, version: 2, title: { value: 'After' }, num_day: 3 },
      messages: [{ errors: [] }],
    });
    expect(res.json().days).toHaveLength(3);
    const history = (
      await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${q.id}/history?entity=itinerary`, headers: admin })
    ).json().data;
    const fields = history
      .filter((h: { action: string }) => h.action === 'updated')
      .map((h: { field: string; from: unknown; to: unknown }) => [h.field, h.from, h.to]);
    expect(fields.sort()).toEqual([
      ['end_date', null, '2026-06-03'],
      ['num_day', 1, 3],
      ['start_date', null, '2026-06-01'],
      ['title', 'Before', 'After'],
    ]);
    const stale = await putQuote(ctx, admin, q.id, { version: 1, title: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toContain('version 2');
    expect(stale.json().details).toEqual([{ path: 'body.version', message: 'current version is 2' }]);
  });

  it('ignores unknown keys on update without storing them, and still refuses junk in known fields', async () => {
    const q = await createQuote(ctx, admin, { title: 'Liberal update' });
    const res = await putQuote(ctx, admin, q.uuid, {
      version: 1,
      title: 'Liberal update 2',
      unknown: 1,
      owner_user_id: ids.operator,
      status_id: 4,
      code: 'I99-STOLEN',
      uuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().itinerary).toMatchObject({
      id: q.uuid,
      code: q.code,
      status: { id: 1 },
      owner: { id: ids.admin },
    });
    const [row] = await ownerQuery<Record<string, unknown>>(ctx, sql`SELECT * FROM itineraries WHERE id = ${q.rowId}`);
    expect(row).toMatchObject({
      uuid: q.uuid,
      code: q.code,
      title: 'Liberal update 2',
      status_id: 1,
      owner_user_id: ids.admin,
    });
    expect(row).not.toHaveProperty('unknown');
    for (const payload of [
      { version: 2, title: 'x'.repeat(1001) },
      { version: 2, start_date: '2026-02-30' },
      { version: 2, num_pax: -1 },
      { version: 2, num_pax: 0 },
      { version: 2, currency_id: 'EUR' },
      { version: 2, tags: ['a'] },
      { version: 0 },
      // Without a version the save is taken (spec 01 §7, contract/quotes.contract.test.ts); junk in it is not.
      { version: 'two', title: 'junk version' },
    ]) {
      const bad = await putQuote(ctx, admin, q.uuid, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      errorOf(bad);
    }
    const [after] = await ownerQuery(ctx, sql`SELECT title, version FROM itineraries WHERE id = ${q.rowId}`);
    expect(after).toEqual({ title: 'Liberal update 2', version: 2 });
  });

  it('refuses edits where the status disables them', async () => {
    const q = await createQuote(ctx, agent, { title: 'Agent sent' });
    await ctx.app.inject({ method: 'POST', url: `/tenant/itinerary/status/${q.id}/4`, headers: agent });
    const res = await putQuote(ctx, agent, q.id, { version: 1, title: 'No' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toContain('while it is Sent');
    // Staff may still edit a Sent quote.
    expect((await putQuote(ctx, admin, q.id, { version: 1, title: 'Yes' })).statusCode).toBe(200);
  });

  it('lets only the owner or an admin delete', async () => {
    const q = await createQuote(ctx, operator, { title: 'Delete me' });
    const byAgent = await ctx.app.inject({ method: 'DELETE', url: `/tenant/itinerary/${q.id}`, headers: agent });
    expect(byAgent.statusCode).toBe(404);
    const byOwner = await ctx.app.inject({ method: 'DELETE', url: `/tenant/itinerary/${q.id}`, headers: operator });
    expect(byOwner.json()).toEqual({ data: { id: q.uuid, deleted: true }, message: 'Quote deleted.' });
    expect(await ownerQuery(ctx, sql`SELECT version FROM itinerary_versions WHERE itinerary_id = ${q.rowId}`)).toEqual(
      [],
    );
    expect(await ownerQuery(ctx, sql`SELECT id FROM itineraries WHERE id = ${q.rowId}`)).toEqual([]);
    const q2 = await createQuote(ctx, admin, { title: 'Not yours' });
    const forbidden = await ctx.app.inject({ method: 'DELETE', url: `/tenant/itinerary/${q2.id}`, headers: operator });
    expect(forbidden.statusCode).toBe(403);
    errorOf(forbidden);
  });

  it('keeps tenants apart: another tenant answers 404 and changes nothing', async () => {
    const q = await createQuote(ctx, admin, { title: 'Ours' });
    const calls = [
      // Numeric row ids are guessable: they must be refused like uuids.
      { method: 'GET' as const, url: `/tenant/itinerary/${q.rowId}` },
      { method: 'GET' as const, url: `/tenant/itinerary/${q.uuid}` },
      { method: 'PUT' as const, url: `/tenant/itinerary/${q.rowId}`, payload: { version: 1, title: 'Theirs' } },
      { method: 'PUT' as const, url: `/tenant/itinerary/${q.uuid}`, payload: { version: 1, title: 'Theirs' } },
      { method: 'DELETE' as const, url: `/tenant/itinerary/${q.uuid}` },
      { method: 'DELETE' as const, url: `/tenant/itinerary/${q.rowId}` },
      { method: 'POST' as const, url: `/tenant/itinerary/status/${q.rowId}/4` },
      { method: 'GET' as const, url: `/tenant/itinerary/${q.rowId}/history` },
      { method: 'GET' as const, url: `/tenant/itinerary/${q.uuid}/versions/1` },
    ];
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers: other });
      expect(res.statusCode, call.url).toBe(404);
      errorOf(res);
    }
    const [row] = await ownerQuery(ctx, sql`SELECT title, version, status_id FROM itineraries WHERE id = ${q.rowId}`);
    expect(row).toEqual({ title: 'Ours', version: 1, status_id: 1 });
    expect((await list('limit=100', other)).json().data.some((r: { id: string }) => r.id === q.uuid)).toBe(false);
  });
});
