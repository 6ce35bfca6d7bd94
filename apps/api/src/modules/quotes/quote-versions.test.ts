import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';
import { createQuote, demoIds, ownerQuery, putQuote } from '../../../test/quotes.fixtures';
import { catalogueId, quoteWith } from '../../../test/quote-services.fixtures';

let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
  ids = await demoIds(ctx);
});
afterAll(() => ctx.close());

const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers = admin) => ctx.app.inject({ method: 'POST', url, headers });

describe('concurrent updates', () => {
  it('50 concurrent PUTs: each lands as its own version or gets 409, with no gap and no lost update', async () => {
    const q = await createQuote(ctx, admin, { title: 'Race' });
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const version = (await get(`/tenant/itinerary/${q.id}`)).json().data.version as number;
        const res = await putQuote(ctx, admin, q.id, { version, title: `Race ${i}`, num_pax: (i % 9) + 1 });
        return {
          i,
          status: res.statusCode,
          version: res.statusCode === 200 ? (res.json().itinerary.version as number) : null,
        };
      }),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const wins = results.filter((r) => r.status === 200);
    expect(wins.length).toBeGreaterThan(0);
    const n = 1 + wins.length;
    expect(wins.map((w) => w.version).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: wins.length }, (_, k) => k + 2),
    );
    const versions = await ownerQuery<{ version: number }>(
      ctx,
      sql`SELECT version FROM itinerary_versions WHERE itinerary_id = ${q.rowId} ORDER BY version`,
    );
    expect(versions.map((v) => v.version)).toEqual(Array.from({ length: n }, (_, k) => k + 1));
    const last = wins.find((w) => w.version === n)!;
    expect((await get(`/tenant/itinerary/${q.id}`)).json().data).toMatchObject({
      version: n,
      title: { value: `Race ${last.i}` },
    });
    // Each snapshot holds what its own PUT wrote.
    for (const w of wins) {
      const snap = (await get(`/tenant/itinerary/${q.id}/versions/${w.version}`)).json();
      expect(snap.title.value).toBe(`Race ${w.i}`);
    }
  });
});

describe('history', () => {
  it('pages 20 entries newest first, 30 for entity=service', async () => {
    const q = await createQuote(ctx, admin, { title: 'h0' });
    for (let v = 1; v <= 24; v++)
      expect((await putQuote(ctx, admin, q.id, { version: v, title: `h${v}` })).statusCode).toBe(200);
    const first = (await get(`/tenant/itinerary/${q.id}/history?entity=itinerary`)).json();
    expect(first.meta).toEqual({ total: 25, per_page: 20, current_page: 1, last_page: 2 });
    expect(first.data[0]).toMatchObject({
      version: 25,
      entity: 'itinerary',
      action: 'updated',
      field: 'title',
      from: 'h23',
      to: 'h24',
      user: { id: ids.admin, name: 'Ana Admin' },
    });
    const second = (await get(`/tenant/itinerary/${q.id}/history?entity=itinerary&page=2`)).json();
    expect(second.data.map((h: { version: number }) => h.version)).toEqual([5, 4, 3, 2, 1]);
    expect(second.data.at(-1).action).toBe('created');
    const services = (await get(`/tenant/itinerary/${q.id}/history?entity=service`)).json();
    expect(services.meta).toMatchObject({ total: 0, per_page: 30 });
    expect((await get(`/tenant/itinerary/${q.id}/history?entity=rooms`)).statusCode).toBe(400);
  });

  it('narrows the service history to one service with entity_id', async () => {
    const tour = await catalogueId(ctx, admin, 'cusco city tour');
    const { quote, answer } = await quoteWith(
      ctx,
      admin,
      { title: 'One service history', start_date: '2026-07-01', end_date: '2026-07-03', num_pax: 2 },
      [
        { service_id: tour, day: '1' },
        { service_id: tour, day: '2' },
      ],
    );
    const [a, b] = answer.services.map((s: { id: number }) => s.id) as [number, number];
    await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/process/${quote.uuid}`,
      headers: admin,
      payload: [
        { id: a, notes: 'first' },
        { id: b, notes: 'second' },
      ],
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/process/${quote.uuid}`,
      headers: admin,
      payload: [{ id: b, notes: 'again' }],
    });
    const all = (await get(`/tenant/itinerary/${quote.id}/history?entity=service`)).json();
    const one = (await get(`/tenant/itinerary/${quote.id}/history?entity_id=${b}`)).json();
    expect(one.meta).toMatchObject({ per_page: 30 });
    expect(one.data.length).toBeGreaterThan(0);
    expect(
      one.data.every((h: { entity: string; entity_id: number }) => h.entity === 'service' && h.entity_id === b),
    ).toBe(true);
    expect(one.data.filter((h: { field: string }) => h.field === 'notes').map((h: { to: string }) => h.to)).toEqual([
      'again',
      'second',
    ]);
    expect(all.meta.total).toBeGreaterThan(one.meta.total);
    expect((await get(`/tenant/itinerary/${quote.id}/history?entity_id=x`)).statusCode).toBe(400);
  });
});

describe('versions', () => {
  it('reads a snapshot, 404 for a version that does not exist', async () => {
    const q = await createQuote(ctx, admin, { title: 'V1', num_pax: 2 });
    await putQuote(ctx, admin, q.id, { version: 1, title: 'V2', num_pax: 4 });
    const v1 = await get(`/tenant/itinerary/${q.uuid}/versions/1`);
    // The detail's fields as version 1 had them, bare (I3), with its services and the other parts.
    expect(v1.json()).toMatchObject({
      id: q.uuid,
      title: { value: 'V1' },
      num_pax: 2,
      version: 1,
      status: { id: 1 },
      restorable: true,
      service_itinerary: [],
      days: expect.any(Array),
      passengers: [],
      // The quote's publish configuration and image slots (I18's shape), read through publishing.
      config: expect.any(Object),
      // An empty slot shows the template's cover (id null): the original client reads images_full[0].
      cover: expect.arrayContaining([
        expect.objectContaining({ type: 'cover_page', images_full: [expect.objectContaining({ id: null })] }),
      ]),
    });
    const missing = await get(`/tenant/itinerary/${q.id}/versions/9`);
    expect(missing.statusCode).toBe(404);
    errorOf(missing);
  });

  it('restores as a new version, keeping every older one', async () => {
    const q = await createQuote(ctx, admin, { title: 'Original', num_pax: 2 });
    await putQuote(ctx, admin, q.id, {
      version: 1,
      title: 'Changed',
      num_pax: 6,
      start_date: '2026-09-01',
      end_date: '2026-09-05',
    });
    const res = await post(`/tenant/itinerary/${q.id}/versions/1/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      version: 3,
      restored_from: 1,
      itinerary: { version: 3, title: { value: 'Original' }, num_pax: 2, start_date: null, num_day: 1 },
    });
    const versions = await ownerQuery<{ version: number }>(
      ctx,
      sql`SELECT version FROM itinerary_versions WHERE itinerary_id = ${q.rowId} ORDER BY version`,
    );
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3]);
    const history = (await get(`/tenant/itinerary/${q.id}/history?entity=itinerary`)).json().data;
    expect(history[0]).toMatchObject({ version: 3, action: 'restored' });
    expect(
      history.some((h: { action: string; field: string }) => h.action === 'restored' && h.field === 'version'),
    ).toBe(true);
    expect((await post(`/tenant/itinerary/${q.id}/versions/3/restore`)).statusCode).toBe(422);
    expect((await post(`/tenant/itinerary/${q.id}/versions/40/restore`)).statusCode).toBe(404);
  });
});

describe('POST /tenant/itinerary/:quoteId/assign/:userId', () => {
  it('assigns to an active user of the tenant, who then sees the quote', async () => {
    const q = await createQuote(ctx, admin, { title: 'Assign me' });
    expect((await get(`/tenant/itinerary/${q.id}`, agent)).statusCode).toBe(404);
    const res = await post(`/tenant/itinerary/${q.id}/assign/${ids.agent}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toEqual({ id: ids.agent, name: 'Tania Agent', email: 'agent@itinera.demo' });
    expect((await get(`/tenant/itinerary/${q.id}`, agent)).statusCode).toBe(200);
    const history = (await get(`/tenant/itinerary/${q.id}/history?entity=itinerary`)).json().data;
    expect(history[0]).toMatchObject({ action: 'assigned', field: 'user_id', from: null, to: ids.agent });
  });

  it("keeps a client's people to their client's quotes, and assigning to admins, client admins and operators", async () => {
    const andeanQuote = await createQuote(ctx, admin, { title: 'Andean assign', client_id: ids.andean });
    const puraQuote = await createQuote(ctx, admin, { title: 'Pura assign', client_id: ids.puraVida });
    const noClient = await createQuote(ctx, admin, { title: 'No client assign' });
    // The demo client admin belongs to Andean Trails: it may be given an Andean quote only.
    expect((await post(`/tenant/itinerary/${andeanQuote.id}/assign/${ids.clientAdmin}`)).statusCode).toBe(200);
    for (const q of [puraQuote, noClient]) {
      const refused = await post(`/tenant/itinerary/${q.id}/assign/${ids.clientAdmin}`);
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused).message).toBe('This user belongs to another client and cannot be given this quote.');
    }
    const clientAdmin = (await signIn(ctx.app, 'clientadmin@itinera.demo')).headers;
    expect((await get(`/tenant/itinerary/${puraQuote.id}`, clientAdmin)).statusCode).toBe(404);
    // A travel agent works on what it is given; it does not hand its own quote on.
    const own = await createQuote(ctx, agent, { title: 'Agent keeps it' });
    const byAgent = await post(`/tenant/itinerary/${own.id}/assign/${ids.operator}`, agent);
    expect(byAgent.statusCode).toBe(403);
    // Still unassigned: the person responsible stays its owner.
    expect((await get(`/tenant/itinerary/${own.id}`)).json().data.user).toMatchObject({ id: ids.agent });
    expect((await get(`/tenant/itinerary/${own.id}`)).json().data.owner).toMatchObject({ id: ids.agent });
    // An operator and the client admin (inside its client) do assign.
    const operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
    expect((await post(`/tenant/itinerary/${own.id}/assign/${ids.operator}`, operator)).statusCode).toBe(200);
    expect((await post(`/tenant/itinerary/${andeanQuote.id}/assign/${ids.operator}`, clientAdmin)).statusCode).toBe(
      200,
    );
  });

  it('refuses to move a quote to another client while a user of its client holds it', async () => {
    const q = await createQuote(ctx, admin, { title: 'Held by the agency', client_id: ids.andean });
    expect((await post(`/tenant/itinerary/${q.id}/assign/${ids.clientAdmin}`)).statusCode).toBe(200);
    const moved = await putQuote(ctx, admin, q.id, { version: q.version, client_id: ids.puraVida });
    expect(moved.statusCode).toBe(422);
    expect(errorOf(moved).message).toMatch(/^This user belongs to another client/);
    expect((await get(`/tenant/itinerary/${q.id}`)).json().data).toMatchObject({
      client_id: ids.andean,
      version: q.version,
    });
    // Given to the operator's own staff, the quote may change client.
    expect((await post(`/tenant/itinerary/${q.id}/assign/${ids.operator}`)).statusCode).toBe(200);
    expect((await putQuote(ctx, admin, q.id, { version: q.version, client_id: ids.puraVida })).statusCode).toBe(200);
  });

  it('refuses users of another tenant and inactive users with 422', async () => {
    const q = await createQuote(ctx, admin, { title: 'Assign refused' });
    const foreign = await demoIds(ctx, 'other');
    const res = await post(`/tenant/itinerary/${q.id}/assign/${foreign.agent}`);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('A quote can only be assigned to an active user of this company.');
    await ownerQuery(ctx, sql`UPDATE users SET active = false WHERE id = ${ids.operator}`);
    expect((await post(`/tenant/itinerary/${q.id}/assign/${ids.operator}`)).statusCode).toBe(422);
    expect((await post(`/tenant/itinerary/${q.id}/assign/abc`)).statusCode).toBe(400);
  });
});
