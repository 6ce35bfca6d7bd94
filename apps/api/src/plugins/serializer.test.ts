import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { buildApp } from '../app';
import { compileFastSerializer, rememberItemJson } from './serializer';

const unstamped = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (k, v) => (k === 'affected' || k === 'updated_at' ? undefined : v));

// Production answers go through contracts compiled to fast-json-stringify, the api tests through
// zod's checked serializer (CHECK_RESPONSES=1): both must write the same JSON.

let ctx: TestContext;
let fast: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  fast = await buildApp({ ...ctx.config, CHECK_RESPONSES: false }, { database: ctx.database });
  headers = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
});
afterAll(async () => {
  await fast.close();
  await ctx.close();
});

describe('the compiled serializer', () => {
  it('writes only the fields the contract declares, at every depth, and null where it allows null', () => {
    const compiledRow = compileFastSerializer(
      z.object({
        id: z.number().int(),
        client: z.object({ name: z.string() }).nullable(),
        rows: z.array(z.object({ price: z.number().optional() })),
        extra: z.record(z.string(), z.unknown()),
        contract: z.number().int().nullable(),
        note: z.string().nullable(),
      }),
    )!;
    const serialize = (data: unknown) => String(compiledRow(data));
    const out = serialize({
      id: 1,
      cost: 5,
      client: { name: 'A', cost: 9 },
      rows: [{ price: 2, cost: 1 }, {}],
      extra: { any: { nested: [1] } },
      contract: 7,
      note: 'x',
    });
    expect(JSON.parse(out)).toEqual({
      id: 1,
      client: { name: 'A' },
      rows: [{ price: 2 }, {}],
      extra: { any: { nested: [1] } },
      contract: 7,
      note: 'x',
    });
    expect(JSON.parse(serialize({ id: 2, client: null, rows: [], extra: {}, contract: null, note: null }))).toEqual({
      id: 2,
      client: null,
      rows: [],
      extra: {},
      contract: null,
      note: null,
    });
  });

  it('writes a frozen remembered item once and splices its JSON, as the whole contract would write it', () => {
    const item = z.object({ id: z.number().int(), price: z.number().optional() });
    rememberItemJson(item);
    const answer = z.object({ services: z.array(item), total: z.number(), note: z.string().optional() });
    const compiledAnswer = compileFastSerializer(answer)!;
    // A spliced answer is UTF-8 bytes: the same text as the whole contract writes.
    const serialize = (data: unknown) => String(compiledAnswer(data));
    let reads = 0;
    const kept = Object.freeze({
      id: 1,
      get price() {
        reads++;
        return 5;
      },
    });
    const fresh = { id: 2, cost: 3 };
    const data = { services: [kept, fresh], total: 7, cost: 1 };
    const expected = '{"services":[{"id":1,"price":5},{"id":2}],"total":7}';
    expect(serialize(data)).toBe(expected);
    const once = reads;
    expect(serialize(data)).toBe(expected);
    expect(reads).toBe(once);
    expect(serialize({ services: [], total: 0, note: 'n' })).toBe('{"services":[],"total":0,"note":"n"}');
    const list = compileFastSerializer(z.array(item))!;
    expect(Buffer.isBuffer(list([kept, fresh]))).toBe(true);
    expect(String(list([kept, fresh]))).toBe('[{"id":1,"price":5},{"id":2}]');
    expect(reads).toBe(once * 2); // another contract keeps its own JSON
  });

  it('writes a contract that names no field (records of anything) as JSON.stringify does, and drops nothing', () => {
    const prices = compileFastSerializer(z.array(z.record(z.string(), z.unknown())))!;
    const value = [
      {
        type: 'seller',
        prices: [{ level: 1, total: 10.5, pax_prices: [{ pax_id: 3, note: 'é "q"' }] }],
        skip: undefined,
      },
    ];
    expect(String(prices(value))).toBe(JSON.stringify(value));
    // A record of named fields still drops what it does not name.
    const named = compileFastSerializer(z.array(z.record(z.string(), z.object({ a: z.number() }))))!;
    expect(String(named([{ x: { a: 1, b: 2 } }]))).toBe('[{"x":{"a":1}}]');
  });

  it('leaves contracts without a plain JSON schema (transforms) to zod', () => {
    expect(compileFastSerializer(z.string().transform((s) => s.length))).toBeUndefined();
  });

  it('answers the same JSON as the checked serializer on real calls (lists, a quote with services, prices, errors)', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/tenant/itinerary?limit=100', headers })).json() as {
      data: { id: number; uuid: string; status: { id: number } }[];
    };
    expect(list.data.length).toBeGreaterThan(0);
    // The editable quote (In Preparation) with the most services.
    const services = await Promise.all(
      list.data
        .filter((r) => r.status.id === 1)
        .map(async (q) => ({
          q,
          n: (await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/services/${q.id}`, headers })).json()
            .length as number,
        })),
    );
    const { q } = services.sort((a, b) => b.n - a.n)[0]!;
    expect(services[0]!.n).toBeGreaterThan(0);
    const calls: [string, string, unknown?][] = [
      ['GET', '/tenant/itinerary'],
      ['GET', `/tenant/itinerary/${q.id}`],
      ['GET', `/tenant/itinerary/services/${q.id}`],
      ['GET', `/tenant/itinerary/prices/${q.id}`],
      ['GET', `/tenant/itinerary/pax-prices/${q.id}`],
      ['GET', `/tenant/itinerary/passengers/${q.id}`],
      ['GET', '/tenant/services?name=cusco'],
      ['GET', '/tenant/itinerary/999999'],
      ['POST', `/tenant/itinerary/process/${q.uuid}`, []],
    ];
    // A first re-price may store new figures and a version; after it both apps answer the same quote.
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/tenant/itinerary/process/${q.uuid}`, headers, payload: [] }))
        .statusCode,
    ).toBe(200);
    // Edits through the compiled app: its answers splice kept service JSON, and must follow every edit.
    for (const price of [1234, 1250]) {
      const [first] = (await fast.inject({ method: 'GET', url: `/tenant/itinerary/services/${q.id}`, headers })).json();
      const edit = { method: 'POST' as const, url: `/tenant/itinerary/process/${q.uuid}`, headers };
      const compiled = (await fast.inject({ ...edit, payload: [{ id: first.id, price }] })).json();
      expect(compiled.services.find((s: { id: number }) => s.id === first.id).price).toBe(price);
      // An edit and the plain re-price after it differ only in which rows the write changed (`affected`,
      // top level and per row since decisions 0067 and 0069) and when the levels were priced (`updated_at`).
      expect(unstamped(compiled)).toEqual(unstamped((await ctx.app.inject({ ...edit, payload: [] })).json()));
    }
    for (const [method, url, payload] of calls) {
      const call = {
        method: method as 'GET' | 'POST',
        url,
        headers,
        ...(payload ? { payload: payload as object } : {}),
      };
      const checked = await ctx.app.inject(call);
      const compiled = await fast.inject(call);
      expect(compiled.statusCode, url).toBe(checked.statusCode);
      // Each process call is a pricing run of its own: its levels' `updated_at` is that run's time.
      const same = url.includes('/process/') ? unstamped : (v: unknown) => v;
      expect(same(compiled.json()), url).toEqual(same(checked.json()));
    }
  });
});
