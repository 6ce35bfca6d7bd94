import type { ErrorBody } from '@itinera/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, errorOf, signIn, type TestContext } from '../../test/helper';
import { clientContracts, salesManuals, tags } from '../db/catalogue-schema';
import { addQuoteRow, demoIds } from '../modules/requests/requests.fixtures';

// The requests calls R1–R6 exactly as the original web client makes them
// (docs/domain/original-client.md, docs/domain/api-shapes.md#request-calls): every list key sent,
// unset ones empty, keys repeated, values unencoded; the request named by its uuid in paths; the
// whole request object sent back by the stage auto-update; linked quotes named by their uuids.
// Each test asserts the answer fields the client reads.

let ctx: TestContext;
let admin: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let contractId: number;
let tagId: number;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  await ctx.database.withTenant(ids.tenantId, async (tx) => {
    const [contract] = await tx
      .insert(clientContracts)
      .values({
        tenantId: ids.tenantId,
        clientId: ids.andean,
        name: 'Andean 2027',
        salesManualId: (
          await tx
            .select({ id: salesManuals.id })
            .from(salesManuals)
            .where(eq(salesManuals.tenantId, ids.tenantId))
            .limit(1)
        )[0]!.id,
      })
      .returning({ id: clientContracts.id });
    contractId = contract!.id;
    const [tag] = await tx
      .insert(tags)
      .values({ tenantId: ids.tenantId, kind: 'ITY', name: 'Honeymoon' })
      .onConflictDoNothing()
      .returning({ id: tags.id });
    tagId =
      tag?.id ??
      (
        await tx
          .select({ id: tags.id })
          .from(tags)
          .where(and(eq(tags.tenantId, ids.tenantId), eq(tags.name, 'Honeymoon')))
      )[0]!.id;
  });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    // Every call of the client: JSON both ways, the bearer token, no cache.
    headers: { ...admin, accept: 'application/json', 'cache-control': 'no-cache' },
    ...(payload ? { payload } : {}),
  });

interface Named {
  id: number;
  name: string;
}
interface Request {
  id: string;
  code: string;
  title: string;
  client: Named | null;
  contract: { id: number } | null;
  stage: Named;
  tags: Named[];
  user: Named | null;
  quotes_number: number;
  creation: string;
  items: {
    id: string;
    code: string;
    title: string;
    client: { name: string };
    user: { name: string };
    paxs: number;
    start_date: string | null;
    end_date: string | null;
    creation: string;
    status: Named;
  }[];
}

/** The fields the client reads from a request, each of its type. */
function expectRequest(r: Request) {
  expect(r.id).toMatch(UUID);
  expect(typeof r.code).toBe('string');
  expect(typeof r.title).toBe('string');
  expect(r).toHaveProperty('client');
  expect(r).toHaveProperty('contract');
  expect(r.stage).toEqual({ id: expect.any(Number), name: expect.any(String) });
  expect(Array.isArray(r.tags)).toBe(true);
  expect(r).toHaveProperty('user');
  expect(r.quotes_number).toBe(r.items.length);
  expect(r.creation).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  for (const item of r.items) {
    expect(item.id).toMatch(UUID);
    expect(typeof item.code).toBe('string');
    expect(typeof item.title).toBe('string');
    expect(typeof item.client.name).toBe('string');
    expect(typeof item.user.name).toBe('string');
    expect(typeof item.paxs).toBe('number');
    expect(item).toHaveProperty('start_date');
    expect(item).toHaveProperty('end_date');
    expect(item.creation).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(item.status).toEqual({ id: expect.any(Number), name: expect.any(String) });
  }
}

/** R3 as the request form sends it. */
async function createAsClient(title: string, extra: object = {}): Promise<Request> {
  const res = await call('POST', '/tenant/files', {
    client_id: ids.andean,
    contract_id: contractId,
    code: '',
    title,
    stage_id: 1,
    tags: [],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** R1 with every key the client always sends, unset ones empty. */
const listQuery = (set: Record<string, string> = {}) =>
  Object.entries({ page: '1', limit: '100', code: '', title: '', stage: '', client: '', creation: '', ...set })
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

describe('the requests calls of the original client', () => {
  it('R1 GET /tenant/files: every key sent, empty ones no filter, keys repeated, terms comma-joined unencoded', async () => {
    const honeymoon = await createAsClient('Zephyrine honeymoon in Peru');
    const galapagos = await createAsClient('Galapagos family cruise', { stage_id: 5 });
    const all = await call('GET', `/tenant/files?${listQuery()}`);
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.meta).toMatchObject({ total: expect.any(Number), per_page: 100 });
    expect(body.data.length).toBe(Math.min(body.meta.total, 100));
    body.data.forEach(expectRequest);

    // The same texts in code and title, comma-joined, spaces unencoded: any term, in the code or the title.
    const terms = `zephyrine HONEYMOON in,${galapagos.code}`;
    const found = await call('GET', `/tenant/files?page=1&page=1&${listQuery({ code: terms, title: terms })}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((r: Request) => r.id)).toEqual([galapagos.id, honeymoon.id]);

    const filtered = await call(
      'GET',
      `/tenant/files?${listQuery({ stage: '5,2', client: String(ids.andean), creation: galapagos.creation, limit: '10' })}&limit=10`,
    );
    expect(filtered.json().meta.per_page).toBe(10);
    expect(filtered.json().data.map((r: Request) => r.id)).toContain(galapagos.id);
    expect(filtered.json().data.map((r: Request) => r.id)).not.toContain(honeymoon.id);
    const oneStage = (await call('GET', `/tenant/files?${listQuery({ stage: '5' })}`)).json().data as Request[];
    expect(oneStage.every((r) => r.stage.id === 5)).toBe(true);
  });

  it('R2 GET /tenant/files/{uuid}: the bare request', async () => {
    const made = await createAsClient('Read me');
    const res = await call('GET', `/tenant/files/${made.id}`);
    expect(res.statusCode).toBe(200);
    const request = res.json() as Request;
    expect(request).not.toHaveProperty('data');
    expectRequest(request);
    expect(request).toMatchObject({ id: made.id, code: made.code, title: 'Read me' });
  });

  it('R3 POST /tenant/files: 201 with the bare request, its id read; a well-formed free code is kept', async () => {
    const res = await call('POST', '/tenant/files', {
      client_id: ids.andean,
      contract_id: contractId,
      code: 'FCONTRACT1',
      title: 'Smith family — Peru in July',
      stage_id: 1,
      tags: [tagId],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Request;
    expectRequest(made);
    expect(made).toMatchObject({
      code: 'FCONTRACT1',
      client: { id: ids.andean },
      contract: { id: contractId },
      stage: { id: 1, name: 'In Preparation' },
      tags: [{ id: tagId, name: 'Honeymoon' }],
    });
    // The same code again is taken, and a malformed one is not a code: both get a new one.
    for (const code of ['FCONTRACT1', 'not a code']) {
      const other = (await createAsClient('Another', { code })) as Request;
      expect(other.code).toMatch(/^F[A-Z0-9]+$/);
      expect(other.code).not.toBe('FCONTRACT1');
    }
  });

  it('R4 PUT /tenant/files/{uuid}: the form body plus id, and the whole object the stage auto-update sends', async () => {
    const made = await createAsClient('To edit');
    const form = await call('PUT', `/tenant/files/${made.id}`, {
      id: made.id,
      client_id: ids.andean,
      contract_id: contractId,
      code: made.code,
      title: 'Edited',
      stage_id: 2,
      tags: [tagId],
    });
    expect(form.statusCode, form.body).toBe(200);
    const edited = form.json() as Request;
    expectRequest(edited);
    expect(edited).toMatchObject({
      id: made.id,
      title: 'Edited',
      stage: { id: 2, name: 'Sent' },
      tags: [{ id: tagId }],
    });

    // The stage auto-update: the whole request as read, plus client_id, contract_id and stage_id.
    const whole = await call('PUT', `/tenant/files/${made.id}`, {
      ...edited,
      client_id: edited.client!.id,
      contract_id: edited.contract!.id,
      stage_id: 5,
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toEqual({ ...edited, stage: { id: 5, name: 'Negotiation' } });
    // Known keys are still checked.
    const bad = await call('PUT', `/tenant/files/${made.id}`, { ...edited, stage_id: 9 });
    expect(bad.statusCode).toBe(400);
    expect((errorOf(bad) as ErrorBody).details?.[0]?.path).toBe('body.stage_id');
  });

  it('R5 DELETE /tenant/files/{uuid} with the body {id}', async () => {
    const made = await createAsClient('To delete');
    const res = await call('DELETE', `/tenant/files/${made.id}`, { id: made.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', `/tenant/files/${made.id}`)).statusCode).toBe(404);
  });

  it('R6 POST /tenant/files/{uuid}/quotes {entities:[quote uuids]}: the full new list, the bare request', async () => {
    const made = await createAsClient('To link');
    const a = await addQuoteRow(ctx, ids.tenantId, ids.andean, {
      title: 'Inca Trail',
      numPax: 2,
      startDate: '2027-05-01',
      endDate: '2027-05-08',
      statusId: 4,
    });
    const b = await addQuoteRow(ctx, ids.tenantId, ids.andean, { title: 'Sacred Valley' });
    const both = await call('POST', `/tenant/files/${made.id}/quotes`, { entities: [a.uuid, b.uuid] });
    expect(both.statusCode, both.body).toBe(200);
    const linked = both.json() as Request;
    expectRequest(linked);
    expect(linked.quotes_number).toBe(2);
    expect(linked.items[0]).toEqual({
      id: a.uuid,
      code: a.code,
      title: 'Inca Trail',
      client: { id: ids.andean, name: 'Andean Trails Travel' },
      user: { id: null, name: '' },
      paxs: 2,
      start_date: '2027-05-01',
      end_date: '2027-05-08',
      creation: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: { id: 4, name: 'Sent' },
    });
    // Unlinking sends the list without the quote.
    const one = (await call('POST', `/tenant/files/${made.id}/quotes`, { entities: [b.uuid] })).json() as Request;
    expect(one.items.map((i) => i.id)).toEqual([b.uuid]);
  });

  it('R6 from "create request then link quote": /tenant/files/undefined/quotes is a 400 that says so', async () => {
    const quote = await addQuoteRow(ctx, ids.tenantId, ids.andean);
    const res = await call('POST', '/tenant/files/undefined/quotes', { entities: [quote.uuid] });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors.data).toContain('names no request');
  });
});
