import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../test/helper';

// quality.md "Bad input": generated junk (wrong types, huge strings, negative and NaN numbers, bad
// dates, unknown fields) sent to every route of the OpenAPI document, signed in as the admin, who
// passes every permission check and so reaches the deepest code. Never a 5xx; every 4xx carries the
// standard error body. The route list comes from the app itself, so a new route is covered at once.

let ctx: TestContext;
let headers: Record<string, string>;
let routes: { method: string; path: string }[];
beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => ctx.close());

// Sign-out would end the session the rest of the run needs; login and contact are rate-limited.
const SKIP = new Set(['POST /tenant/logout']);

const junkScalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 6000 }),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 53), Number.NaN, 1e308, 'NaN', '2026-02-30', '9999-99-99', '1; DROP TABLE services', '../../etc/passwd', '%00', 'null', 'true'),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const junkValue = fc.oneof(junkScalar, fc.array(junkScalar, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), junkScalar, { maxKeys: 4 }));
const junkBody = fc.oneof(fc.dictionary(fc.string({ maxLength: 20 }), junkValue, { maxKeys: 8 }), fc.array(junkValue, { maxLength: 3 }), junkScalar);
const junkQuery = fc.dictionary(fc.constantFrom('page', 'limit', 'name', 'search', 'from', 'to', 'num_pax', 'status', 'sort', 'id_type_service', 'sm', 'contract', 'location', 'num_day', 'type', 'entity', 'entity_id', 'x'), junkScalar.map(String), { maxKeys: 4 });

const fillPath = (path: string, values: string[]) => {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++ % values.length] ?? 'x'));
};

describe('junk input on every route', () => {
  it('never answers 5xx, and every 4xx has the standard error body', async () => {
    expect(routes.length).toBeGreaterThan(60);
    const seen = new Map<string, number>();
    for (const route of routes) {
      if (SKIP.has(`${route.method} ${route.path}`)) continue;
      await fc.assert(
        fc.asyncProperty(fc.array(junkScalar.map(String), { minLength: 1, maxLength: 3 }), junkQuery, junkBody, async (params, query, body) => {
          const url = `${fillPath(route.path, params)}?${new URLSearchParams(query).toString()}`;
          const res = await ctx.app.inject({ method: route.method as 'GET', url, headers, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body as object }) });
          seen.set(String(res.statusCode), (seen.get(String(res.statusCode)) ?? 0) + 1);
          const label = `${route.method} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const b = res.json() as { errors?: { data?: string }; message?: string; code?: string };
            expect(typeof b.errors?.data, label).toBe('string');
            expect(b.message, label).toBe(b.errors?.data);
            expect(typeof b.code, label).toBe('string');
          }
        }),
        { numRuns: 12, seed: 20261123 },
      );
    }
    // The count quality.md asks every reliability test to print.
    process.stdout.write(`junk input: ${routes.length} routes, answers by status ${JSON.stringify(Object.fromEntries(seen))}\n`);
    expect(seen.get('400') ?? 0).toBeGreaterThan(routes.length);
  }, 300_000);
});
