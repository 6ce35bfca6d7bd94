import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';
import { addQuote, addUser, demoIds, type Headers } from './requests.fixtures';

let ctx: TestContext;
let admin: Headers, operator: Headers, agent: Headers, clientAdmin: Headers, clientUser: Headers, puraAdmin: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let agentId: number, operatorId: number, inactiveId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  ids = await demoIds(ctx);
  const as = async (who: string) => (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  [admin, operator, agent, clientAdmin] = [
    await as('admin'),
    await as('operator'),
    await as('agent'),
    await as('clientadmin'),
  ];
  clientUser = (await addUser(ctx, ids.tenantId, 'client@andean.example', 3, ids.andean)).headers;
  puraAdmin = (await addUser(ctx, ids.tenantId, 'admin@puravida.example', 2, ids.puraVida)).headers;
  inactiveId = (await addUser(ctx, ids.tenantId, 'gone@itinera.example', 4, null, false)).id;
  agentId = await ids.userId('agent@itinera.demo');
  operatorId = await ids.userId('operator@itinera.demo');
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const create = async (payload: object, headers = admin) => {
  const res = await send('POST', '/tenant/files', payload, headers);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; code: string; client: { id: number } | null };
};
const link = (id: string, entities: unknown[], headers = admin) =>
  send('POST', `/tenant/files/${id}/quotes`, { entities }, headers);

describe('POST /tenant/files/:requestId/quotes', () => {
  it('sets the full list of linked quotes each time', async () => {
    const request = await create({ title: 'Linking', client_id: ids.andean });
    const a = await addQuote(ctx, ids.tenantId, ids.andean, { title: 'Inca Trail', statusId: 4 });
    const b = await addQuote(ctx, ids.tenantId, ids.andean, { title: 'Sacred Valley' });
    const two = await link(request.id, [b, a, a]);
    expect(two.statusCode).toBe(200);
    expect(two.json()).toMatchObject({
      quotes_number: 2,
      items: [
        { id: a, title: 'Inca Trail', status: { id: 4, name: 'Sent' } },
        { id: b, title: 'Sacred Valley', status: { id: 1, name: 'In Preparation' } },
      ],
    });
    const one = await link(request.id, [b]);
    expect(one.json().items).toEqual([
      expect.objectContaining({ id: b, title: 'Sacred Valley', status: { id: 1, name: 'In Preparation' } }),
    ]);
    const row = (await send('GET', `/tenant/files?search=${request.code}`)).json().data[0];
    expect(row).toMatchObject({ quotes_number: 1, items: [{ id: b }] });
    expect((await link(request.id, [])).json()).toMatchObject({ quotes_number: 0, items: [] });
  });

  it('refuses, with 422 naming it, a quote of another client, another tenant, a template or none, and keeps the list', async () => {
    const request = await create({ title: 'One client', client_id: ids.andean });
    const mine = await addQuote(ctx, ids.tenantId, ids.andean);
    await link(request.id, [mine]);
    const otherIds = await demoIds(ctx, 'other');
    const foreign = await addQuote(ctx, otherIds.tenantId, otherIds.andean);
    const cases = [
      await addQuote(ctx, ids.tenantId, ids.puraVida),
      await addQuote(ctx, ids.tenantId, null),
      foreign,
      await addQuote(ctx, ids.tenantId, ids.andean, { itineraryTypeId: 2 }),
      await addQuote(ctx, ids.tenantId, ids.andean, { deletingAt: new Date() }),
      2_000_000_000,
      '00000000-0000-4000-8000-000000000000',
    ];
    for (const bad of cases) {
      const res = await link(request.id, [mine, bad]);
      expect(res.statusCode, String(bad)).toBe(422);
      const body = errorOf(res) as ReturnType<typeof errorOf> & { details: { path: string }[] };
      expect(body.message).toContain(String(bad));
      expect(body.details[0]!.path).toBe('body.entities.1');
    }
    expect((await send('GET', `/tenant/files/${request.id}`)).json().items.map((i: { id: string }) => i.id)).toEqual([
      mine,
    ]);
  });

  it('refuses junk bodies with 400', async () => {
    const request = await create({ title: 'Junk' });
    for (const payload of [{}, { entities: 'x' }, { entities: [0] }, { entities: ['1'] }, { entities: [1.5] }]) {
      expect(
        (await send('POST', `/tenant/files/${request.id}/quotes`, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
  });
});

describe('POST /tenant/files/:requestId/assign/:userId', () => {
  it('assigns to an active user of the tenant only', async () => {
    const request = await create({ title: 'Assign me' });
    const res = await send('POST', `/tenant/files/${request.id}/assign/${operatorId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({ id: operatorId, name: 'Oscar Operator' });
    const otherAdmin = await (await demoIds(ctx, 'other')).userId('admin@itinera.demo');
    for (const userId of [inactiveId, otherAdmin, 999_999]) {
      const bad = await send('POST', `/tenant/files/${request.id}/assign/${userId}`);
      expect(bad.statusCode, String(userId)).toBe(422);
      expect(errorOf(bad).code).toBe('UNPROCESSABLE');
    }
    expect((await send('GET', `/tenant/files/${request.id}`)).json().user.id).toBe(operatorId);
    expect((await send('POST', `/tenant/files/${request.id}/assign/abc`)).statusCode).toBe(400);
  });

  it("gives a client's people only their client's requests, and only staff and client admins assign", async () => {
    const andean = await create({ title: 'Andean assign', client_id: ids.andean });
    const andeanUser = await ids.userId('client@andean.example');
    const puraUser = await ids.userId('admin@puravida.example');
    expect((await send('POST', `/tenant/files/${andean.id}/assign/${andeanUser}`)).statusCode).toBe(200);
    const refused = await send('POST', `/tenant/files/${andean.id}/assign/${puraUser}`);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe('This user belongs to another client and cannot be given this request.');
    expect((await send('GET', `/tenant/files/${andean.id}`, undefined, puraAdmin)).statusCode).toBe(404);
    expect(
      (await send('POST', '/tenant/files', { title: 'Bad assignee', client_id: ids.andean, user_id: puraUser }))
        .statusCode,
    ).toBe(422);
    // Moving the request to another client while a user of the old one holds it is refused, nothing changed.
    const moved = await send('PUT', `/tenant/files/${andean.id}`, { client_id: ids.puraVida });
    expect(moved.statusCode).toBe(422);
    expect((await send('GET', `/tenant/files/${andean.id}`)).json().client.id).toBe(ids.andean);
    // A travel agent may create a request, not hand it to someone.
    expect(
      (await send('POST', '/tenant/files', { title: 'Agent assigns', user_id: operatorId }, agent)).statusCode,
    ).toBe(403);
  });
});

describe('the linked quotes a request names', () => {
  it("are only those its reader may see: a client user is not told of its agency's private quotes", async () => {
    const request = await create({ title: 'Mixed quotes', client_id: ids.andean });
    const shared = await addQuote(ctx, ids.tenantId, ids.andean, {
      title: 'Shared with the agency',
      itineraryPublic: 1,
    });
    const hidden = await addQuote(ctx, ids.tenantId, ids.andean, { title: 'Private to the staff' });
    expect((await link(request.id, [shared, hidden])).statusCode).toBe(200);
    const items = async (headers: Headers) =>
      ((await send('GET', `/tenant/files/${request.id}`, undefined, headers)).json().items as { id: string }[])
        .map((i) => i.id)
        .sort();
    expect(await items(clientUser)).toEqual([shared]);
    expect(await items(clientAdmin)).toEqual([shared, hidden].sort());
    expect(await items(admin)).toEqual([shared, hidden].sort());
    const listed = (
      (await send('GET', '/tenant/files?limit=500', undefined, clientUser)).json().data as {
        id: string;
        quotes_number: number;
      }[]
    ).find((r) => r.id === request.id);
    expect(listed?.quotes_number).toBe(1);
  });
});

describe('who sees and changes which request', () => {
  let andeanReq: string, puraReq: string, agentOwn: string, agentAssigned: string;
  // What the agent already saw (its seeded demo requests): the agent must see those plus exactly its two new ones.
  let agentBefore: string[];
  beforeAll(async () => {
    agentBefore = await seen(agent);
    andeanReq = (await create({ title: 'Andean by admin', client_id: ids.andean })).id;
    puraReq = (await create({ title: 'Pura by operator', client_id: ids.puraVida }, operator)).id;
    agentOwn = (await create({ title: 'Agent own', client_id: ids.puraVida }, agent)).id;
    agentAssigned = (await create({ title: 'Assigned to agent', client_id: ids.andean, user_id: agentId })).id;
  });
  const seen = async (headers: Headers) =>
    ((await send('GET', '/tenant/files?limit=500', undefined, headers)).json().data as { id: string }[]).map(
      (r) => r.id,
    );
  const mine = [() => andeanReq, () => puraReq, () => agentOwn, () => agentAssigned];

  it('staff see all; client users their client; travel agents what they created or are assigned', async () => {
    const all = mine.map((f) => f());
    for (const headers of [admin, operator]) expect(await seen(headers)).toEqual(expect.arrayContaining(all));
    for (const headers of [clientAdmin, clientUser]) {
      const list = await seen(headers);
      expect(list).toEqual(expect.arrayContaining([andeanReq, agentAssigned]));
      expect(list).not.toContain(puraReq);
      expect(list).not.toContain(agentOwn);
    }
    expect((await seen(agent)).sort()).toEqual([...agentBefore, agentOwn, agentAssigned].sort());
    expect(await seen(puraAdmin)).toEqual(expect.arrayContaining([puraReq, agentOwn]));
    expect((await send('GET', `/tenant/files/${puraReq}`, undefined, clientAdmin)).statusCode).toBe(404);
    expect((await send('GET', `/tenant/files/${andeanReq}`, undefined, agent)).statusCode).toBe(404);
  });

  it('client users create for their own client only', async () => {
    const made = await create({ title: 'By client admin' }, clientAdmin);
    expect(made.client).toMatchObject({ id: ids.andean });
    expect((await create({ title: 'By client', client_id: ids.andean }, clientUser)).client).toMatchObject({
      id: ids.andean,
    });
    for (const headers of [clientAdmin, clientUser]) {
      const res = await send('POST', '/tenant/files', { title: 'Elsewhere', client_id: ids.puraVida }, headers);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
  });

  it('the client admin changes its client’s requests; clients and agents may not change any', async () => {
    const ok = await send('PUT', `/tenant/files/${andeanReq}`, { stage: 5 }, clientAdmin);
    expect(ok.statusCode).toBe(200);
    expect((await send('PUT', `/tenant/files/${andeanReq}`, { client_id: ids.puraVida }, clientAdmin)).statusCode).toBe(
      403,
    );
    expect((await send('PUT', `/tenant/files/${puraReq}`, { stage: 5 }, clientAdmin)).statusCode).toBe(404);
    expect(
      (await send('POST', `/tenant/files/${andeanReq}/assign/${operatorId}`, undefined, clientAdmin)).statusCode,
    ).toBe(200);
    for (const [headers, id] of [
      [clientUser, andeanReq],
      [agent, agentOwn],
      [agent, agentAssigned],
    ] as const) {
      for (const [method, url, payload] of [
        ['PUT', `/tenant/files/${id}`, { title: 'No' }],
        ['DELETE', `/tenant/files/${id}`],
        ['POST', `/tenant/files/${id}/quotes`, { entities: [] }],
        ['POST', `/tenant/files/${id}/assign/${operatorId}`],
      ] as const) {
        const res = await send(method, url, payload, headers);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(errorOf(res).code).toBe('FORBIDDEN');
      }
    }
    expect((await send('GET', `/tenant/files/${andeanReq}`)).json()).toMatchObject({
      title: 'Andean by admin',
      stage: { id: 5 },
      user: { id: operatorId },
    });
  });
});
