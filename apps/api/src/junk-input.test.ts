import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../test/helper';
import {
  asQueryText,
  junkBody,
  junkQueryValue,
  junkScalar,
  plausible,
  routesOf,
  unboundedNumbers,
  withJunk,
  type Refs,
  type Route,
} from '../test/junk-arbitraries';
import { catalogueId, quoteWith } from '../test/quote-services.fixtures';

// docs/domain/quality.md#bad-input: generated junk (wrong types, huge strings, NUL bytes, lone surrogates,
// negative, NaN and out-of-range numbers, impossible dates, unknown fields) sent to every route of
// the OpenAPI document, signed in as the admin, who passes every permission check and so reaches
// the deepest code; the calls made without signing in (login, register, reset, contact) too, with
// their rate limits raised. Never a 5xx; every 4xx carries the standard error body; junk a route
// must refuse is refused with 400 and leaves the data unchanged. The route list comes from the
// app itself, so a new route is covered at once.

let ctx: TestContext;
let headers: Record<string, string>;
let routes: Route[];
let refs: Refs;
beforeAll(async () => {
  ctx = await createTestApp({
    env: {
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_IP: '100000',
      RATE_LIMIT_CONTACT: '100000',
      RATE_LIMIT_FEEDBACK: '100000',
    },
  });
  headers = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  routes = routesOf(ctx.app.swagger() as never);
  // A quote with a service, so a path that names it reaches past "not found".
  const { quote } = await quoteWith(ctx, headers, { start_date: '2027-05-01' }, [
    { service_id: await catalogueId(ctx, headers, 'cusco city tour'), day: '1' },
  ]);
  refs = { uuid: quote.uuid, quoteId: quote.rowId };
});
afterAll(() => ctx.close());

// Sign-out would end the session the rest of the run needs.
const SKIP = new Set(['POST /tenant/logout']);
const withBody = (r: Route) => r.method !== 'GET' && r.method !== 'DELETE';
const label = (r: Route) => `${r.method} ${r.path}`;

// encodeURIComponent throws on a lone surrogate: an address can only carry its replacement.
const encode = (v: string) =>
  encodeURIComponent(Array.from(v, (c) => (c.length === 1 && c >= '\ud800' && c <= '\udfff' ? '\ufffd' : c)).join(''));
function fillPath(path: string, values: Record<string, string>) {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(values[name] ?? 'x'));
}
const queryString = (query: Record<string, string>) => new URLSearchParams(query).toString();

/** Plausible values for the declared path and query parameters (a random subset of the query). */
function plausibleParts(route: Route) {
  const params = fc.record(
    Object.fromEntries(Object.entries(route.params).map(([k, s]) => [k, plausible(s, refs).map(asQueryText)])),
  );
  const query = fc
    .subarray(Object.keys(route.query))
    .chain((keys) =>
      fc.record(Object.fromEntries(keys.map((k) => [k, plausible(route.query[k]!, refs).map(asQueryText)]))),
    );
  const body = route.body && withBody(route) ? plausible(route.body, refs) : fc.constant(undefined);
  return fc.record({ params, query, body }) as fc.Arbitrary<{
    params: Record<string, string>;
    query: Record<string, string>;
    body: unknown;
  }>;
}

/** A request that follows the route's schemas except for one value it must refuse, and where that value is. */
function requestWithJunk(route: Route): fc.Arbitrary<{ url: string; payload: unknown; where: string }> {
  const targets = [
    'unknown-query',
    ...(Object.keys(route.params).length ? ['path'] : []),
    ...(Object.keys(route.query).length ? ['query'] : []),
    ...(route.body && withBody(route) ? ['body', 'body'] : []),
  ];
  return fc.tuple(plausibleParts(route), fc.constantFrom(...targets)).chain(([parts, target]) => {
    const junk: fc.Arbitrary<Partial<typeof parts> & { where: string }> =
      target === 'path'
        ? fc.constantFrom(...Object.keys(route.params)).chain((k) =>
            junkQueryValue(route.params[k]!).map((v) => ({
              params: { ...parts.params, [k]: v },
              where: `params.${k}`,
            })),
          )
        : target === 'query'
          ? fc.constantFrom(...Object.keys(route.query)).chain((k) =>
              junkQueryValue(route.query[k]!).map((v) => ({
                query: { ...parts.query, [k]: v },
                where: `querystring.${k}`,
              })),
            )
          : target === 'body'
            ? withJunk(route.body!, refs).map((j) => ({ body: j.value, where: j.where }))
            : fc
                .constantFrom<[string, string, string]>(
                  ['x', 'a\u0000', 'querystring.x'],
                  ['x\u0000', '1', 'querystring'],
                )
                .map(([k, v, where]) => ({ query: { ...parts.query, [k]: v }, where }));
    return junk.map(({ where, ...j }) => {
      const req = { ...parts, ...j };
      return { url: `${fillPath(route.path, req.params)}?${queryString(req.query)}`, payload: req.body, where };
    });
  });
}

/** Free junk anywhere: path parts, declared and unknown query keys, bodies of any shape. */
function freeJunk(route: Route): fc.Arbitrary<{ url: string; payload: unknown }> {
  const keys = [...Object.keys(route.query), 'page', 'limit', 'name', 'status', 'x'];
  const params = fc.record(
    Object.fromEntries(
      Object.keys(route.params).map((k) => [
        k,
        fc.oneof(junkScalar.map(String), plausible(route.params[k]!, refs).map(asQueryText)),
      ]),
    ),
  );
  const query = fc.dictionary(fc.constantFrom(...keys), junkScalar.map(String), { maxKeys: 4 });
  // Lone surrogates cannot be written in an address; their UTF-8 look-alike bytes can.
  const raw = fc.constantFrom('', '', '&q=%ED%A0%80', '&%ED%B0%80=1', '&name=%C0%80');
  const body =
    route.body && withBody(route)
      ? fc.oneof(
          junkBody,
          withJunk(route.body, refs).map((j) => j.value),
        )
      : junkBody;
  return fc.record({ params, query, raw, body }).map((r) => ({
    url: `${fillPath(route.path, r.params as Record<string, string>)}?${queryString(r.query)}${r.raw}`,
    payload: r.body,
  }));
}

async function send(route: Route, request: { url: string; payload: unknown }) {
  return ctx.app.inject({
    method: route.method,
    url: request.url,
    headers: route.signedIn ? headers : {},
    ...(withBody(route) && request.payload !== undefined ? { payload: request.payload as object } : {}),
  });
}

function expectErrorBody(res: { json(): unknown }, what: string) {
  const b = res.json() as { errors?: { data?: string }; message?: string; code?: string };
  expect(typeof b.errors?.data, what).toBe('string');
  expect(b.message, what).toBe(b.errors?.data);
  expect(typeof b.code, what).toBe('string');
}

/** Every row of every table (sessions and rate-limit counters aside: signing in and counting are not data). */
async function fingerprint(): Promise<Record<string, string>> {
  const { rows } = await ctx.database.executeSql(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('sessions') AND tablename NOT LIKE '%rate_limit%' ORDER BY 1`,
  );
  const tables = (rows as { tablename: string }[]).map((r) => r.tablename);
  const sums = await Promise.all(
    tables.map((t) =>
      ctx.database.executeSql(
        `SELECT count(*)::int || ':' || md5(coalesce(string_agg(md5(x::text), ',' ORDER BY md5(x::text)), '')) AS h FROM "${t}" x`,
      ),
    ),
  );
  return Object.fromEntries(tables.map((t, i) => [t, (sums[i]!.rows[0] as { h: string }).h]));
}

const count = (seen: Map<string, number>, status: number) =>
  seen.set(String(status), (seen.get(String(status)) ?? 0) + 1);
const total = (seen: Map<string, number>) => [...seen.values()].reduce((a, b) => a + b, 0);
const fiveXX = (seen: Map<string, number>) =>
  [...seen].filter(([s]) => s.startsWith('5')).reduce((a, [, n]) => a + n, 0);

describe('junk input on every route', () => {
  it('bounds every number a request carries to what an integer column holds', () => {
    expect(routes.length).toBeGreaterThan(60);
    const unbounded = routes.flatMap((r) => [
      ...unboundedNumbers(r.body, `${label(r)} body`),
      ...Object.entries({ ...r.params, ...r.query }).flatMap(([k, s]) => unboundedNumbers(s, `${label(r)} ${k}`)),
    ]);
    expect(unbounded).toEqual([]);
  });

  it('refuses junk in any one field with a 400 and the standard body, and changes no data', async () => {
    const before = await fingerprint();
    const seen = new Map<string, number>();
    let named = 0;
    for (const route of routes) {
      if (SKIP.has(label(route))) continue;
      await fc.assert(
        fc.asyncProperty(requestWithJunk(route), async (request) => {
          const res = await send(route, request);
          count(seen, res.statusCode);
          const what = `${route.method} ${request.url.slice(0, 160)} ${JSON.stringify(request.payload)?.slice(0, 300) ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBe(400);
          expectErrorBody(res, what);
          // Refused for the bad field itself (or the union holding it), not for a neighbour the generator got wrong.
          const paths = ((res.json() as { details?: { path: string }[] }).details ?? []).map((d) => d.path);
          if (
            paths.some(
              (p) =>
                p === request.where ||
                p.startsWith(`${request.where}.`) ||
                (p.includes('.') && request.where.startsWith(`${p}.`)),
            )
          )
            named++;
        }),
        { numRuns: 24, seed: 20261124 },
      );
    }
    const unchanged = JSON.stringify(await fingerprint()) === JSON.stringify(before);
    // The count docs/domain/quality.md asks every reliability test to print.
    process.stdout.write(
      `junk input (one bad field): ${routes.length} routes, ${total(seen)} requests, answers by status ${JSON.stringify(Object.fromEntries(seen))}, 5xx: ${fiveXX(seen)}, ${named} naming the bad field, data ${unchanged ? 'unchanged' : 'CHANGED'}\n`,
    );
    expect(await fingerprint()).toEqual(before);
    // The 400s must be about the junk, not about a neighbour the generator got wrong, or this proves little.
    expect(named).toBeGreaterThan(total(seen) * 0.9);
  }, 300_000);

  it('never answers 5xx to free junk, and every 4xx has the standard error body', async () => {
    const seen = new Map<string, number>();
    for (const route of routes) {
      if (SKIP.has(label(route))) continue;
      await fc.assert(
        fc.asyncProperty(freeJunk(route), async (request) => {
          const res = await send(route, request);
          count(seen, res.statusCode);
          const what = `${route.method} ${request.url.slice(0, 160)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (res.statusCode >= 400) expectErrorBody(res, what);
        }),
        { numRuns: 12, seed: 20261123 },
      );
    }
    process.stdout.write(
      `junk input (free junk): ${routes.length} routes, ${total(seen)} requests, answers by status ${JSON.stringify(Object.fromEntries(seen))}, 5xx: ${fiveXX(seen)}\n`,
    );
    expect(seen.get('400') ?? 0).toBeGreaterThan(routes.length);
  }, 300_000);
});
