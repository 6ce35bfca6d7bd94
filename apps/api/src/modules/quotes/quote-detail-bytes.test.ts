import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { quoteResponseSchema } from '@itinera/domain/contracts';
import { buildApp } from '../../app';
import { compileFastSerializer } from '../../plugins/serializer';
import { hashToken } from '../../lib/tokens';
import { sessionsRepository } from '../../identity/sessions.repository';
import { quoteReadCache } from './quote-read-cache';
import { getQuote } from './quotes.service';
import { createQuote, demoIds, putQuote } from '../../../test/quotes.fixtures';

// The remembered detail answer is frozen and its bytes kept by the production serializer
// (plugins/kept-answers.ts, decision 0113): the bytes must be the ones the checked serializer
// writes, the same on every call, and a save must be seen at once, never the kept bytes of before.

const writeDetail = compileFastSerializer(quoteResponseSchema)!;
let ctx: TestContext;
let fast: FastifyInstance;
let admin: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  fast = await buildApp({ ...ctx.config, CHECK_RESPONSES: false }, { database: ctx.database });
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  await until(() => quoteReadCache(ctx.database).live);
});
afterAll(async () => {
  await fast.close();
  await ctx.close();
});

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not seen within 10 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const read = async (app: FastifyInstance, id: number | string) => {
  const res = await app.inject({ method: 'GET', url: `/tenant/itinerary/${id}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('the kept bytes of a remembered quote detail', () => {
  it('are the compiled contract’s bytes, alike on every call, and follow a save at once', async () => {
    // An en dash makes the JSON a two-byte string: its UTF-8 bytes and Content-Length must still agree.
    const quote = await createQuote(ctx, admin, { title: 'Cusco – Puno', client_id: ids.andean });
    const first = await read(fast, quote.id);
    const again = await read(fast, quote.id);
    const checked = await read(ctx.app, quote.id);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // The bytes the compiled contract writes of an unfrozen copy, and the answer the checked serializer gives.
    expect(first.body).toBe(String(writeDetail(first.json())));
    expect(first.json()).toEqual(checked.json());
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(first.headers['content-type']).toBe(checked.headers['content-type']);
    expect(first.json().data.title.value).toBe('Cusco – Puno');

    expect((await putQuote(ctx, admin, quote.id, { version: 1, title: 'Puno – Cusco' })).statusCode).toBe(200);
    const saved = await read(fast, quote.id);
    expect(saved.json().data).toMatchObject({ version: 2, title: { value: 'Puno – Cusco' } });
    expect(saved.json()).toEqual((await read(ctx.app, quote.id)).json());
  });

  it('is one frozen answer, frozen at every depth under the tests, so no caller can change it in place', async () => {
    const quote = await createQuote(ctx, admin, { title: 'Frozen once' });
    const token = admin.authorization!.replace(/^Bearer /, '');
    const user = await ctx.database.readTenant(ids.tenantId, (tx) =>
      sessionsRepository.findLive(tx, ids.tenantId, hashToken(token)),
    );
    const answer = await getQuote(ctx.database, user!, quote.id, quoteReadCache(ctx.database));
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.data.title)).toBe(true);
    expect(() => {
      (answer.data as { version: number }).version = 99;
    }).toThrow(TypeError);
  });
});

// The read's answer and its session are both remembered (decision 0113's profile): neither may let a
// token through once it is signed out or its user is deactivated, on the production serializer too.
describe('a remembered detail still asks who calls', () => {
  const readAs = (app: FastifyInstance, id: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/tenant/itinerary/${id}`, headers });

  it('answers 401 to a signed-out token at once', async () => {
    const quote = await createQuote(ctx, admin, { title: 'Signed out' });
    const session = await signIn(ctx.app, 'admin@itinera.demo');
    for (let i = 0; i < 3; i++) expect((await readAs(fast, quote.id, session.headers)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/tenant/logout', headers: session.headers });
    expect(out.statusCode).toBe(200);
    const refused = await readAs(fast, quote.id, session.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHENTICATED');
    expect((await readAs(fast, quote.id, admin)).statusCode).toBe(200);
  });

  it('answers 401 to the session of a user deactivated since, and again after reactivation', async () => {
    const quote = await createQuote(ctx, admin, { title: 'Deactivated reader', client_id: ids.andean });
    const operator = await signIn(ctx.app, 'operator@itinera.demo');
    for (let i = 0; i < 3; i++) expect((await readAs(fast, quote.id, operator.headers)).statusCode).toBe(200);
    const put = (active: boolean) =>
      ctx.app.inject({ method: 'PUT', url: `/tenant/users/${ids.operator}`, headers: admin, payload: { active } });
    expect((await put(false)).statusCode).toBe(200);
    expect((await readAs(fast, quote.id, operator.headers)).statusCode).toBe(401);
    expect((await put(true)).statusCode).toBe(200);
    expect((await readAs(fast, quote.id, operator.headers)).statusCode).toBe(401);
  });
});
