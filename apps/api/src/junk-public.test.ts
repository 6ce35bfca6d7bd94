import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_PATHS } from '@itinera/domain';
import { createTestApp, signIn, type TestContext } from '../test/helper';
import { bookingQuote, tokenOf } from '../test/booking.fixtures';
import { junkBody, junkScalar, junkValue, plausible, routesOf, type Refs, type Route } from '../test/junk-arbitraries';
import { pricedQuote, publish, publishingWorld } from '../test/publishing.fixtures';
import { inject } from '../test/quote-services.fixtures';

// docs/domain/quality.md#bad-input, for the calls made without signing in (decision 0053):
// junk-input.test.ts walks every route of the OpenAPI document, but with addresses that name no
// proposal or booking link, so the public calls only ever answered "not found"; and the HTML pages
// (the proposal page and its form, the supplier's booking page) are not in the document at all.
// Here the junk goes to a live proposal, a live booking link and a published quote, every request
// from its own address (no rate limit hides an answer). Never a 5xx; a 4xx carries the standard
// error body, or is an HTML page on the HTML routes.

let ctx: TestContext;
let live: { code: string; uuid: string; rowId: number; token: string };
let routes: Route[];
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const w = await publishingWorld(ctx, admin);
  const quote = await pricedQuote(ctx, admin, w, 'Junk target');
  const { code } = await publish(ctx, admin, quote.uuid);
  const booked = await bookingQuote(ctx, admin);
  const requested = await inject(ctx, 'POST', `/tenant/itinerary/${booked.uuid}/booking/requests`, admin, {
    supplierIds: 'all',
  });
  const token = tokenOf(requested.json().requested[0].link);
  live = { code, uuid: quote.uuid, rowId: quote.rowId, token };
  // The document's calls made without a token that name a proposal, a quote or a booking link.
  routes = routesOf(ctx.app.swagger() as never).filter(
    (r) => !r.signedIn && Object.keys(r.params).some((p) => ['code', 'token', 'id'].includes(p)),
  );
}, 180_000);
afterAll(() => ctx.close());

/** What a path part may be: the live one, another spelling of it, or junk. */
function pathValue(name: string): fc.Arbitrary<string> {
  const named =
    name === 'token'
      ? [live.token, live.token.slice(0, -1), `${live.token}x`]
      : [live.code, live.uuid, live.uuid.toUpperCase(), String(live.rowId), `${live.code}x`];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...named) },
    { weight: 2, arbitrary: junkScalar.map(String) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 300 }) },
  );
}
// encodeURIComponent throws on a lone surrogate: an address can only carry its replacement.
const encode = (v: string) =>
  encodeURIComponent(Array.from(v, (c) => (c.length === 1 && c >= '\ud800' && c <= '\udfff' ? '\ufffd' : c)).join(''));
const query = fc.dictionary(fc.constantFrom('level', 'x', 'page', 'code', 'lang'), junkScalar.map(String), {
  maxKeys: 3,
});

/** A body as a browser, a script or an attacker might send it, with its content type. */
const formValue = fc.oneof(fc.constantFrom('1', '2', '3', '0', '7', '-1', 'NaN', '1e308', ''), junkScalar.map(String));
const anyBody = (declared?: Route['body']): fc.Arbitrary<{ type: string | undefined; payload: string | undefined }> =>
  fc.oneof(
    fc
      .dictionary(fc.constantFrom('level', 'name', 'message', 'answers', 'x', 'a[b]'), formValue, { maxKeys: 5 })
      .map((d) => ({ type: 'application/x-www-form-urlencoded', payload: new URLSearchParams(d).toString() })),
    (declared
      ? fc.oneof(junkBody, plausible(declared, { uuid: live.uuid, quoteId: live.rowId } as Refs))
      : junkBody
    ).map((b) => ({ type: 'application/json', payload: JSON.stringify(b) ?? 'null' })),
    junkValue.map((v) => ({ type: 'text/plain;charset=UTF-8', payload: JSON.stringify(v) ?? '' })),
    fc.string({ maxLength: 200 }).map((s) => ({ type: 'text/plain', payload: s })),
    fc.constantFrom(
      { type: 'application/x-www-form-urlencoded', payload: '%zz=%E0%A4%A' },
      { type: 'application/json', payload: '{"level":' },
      { type: 'application/xml', payload: '<level>1</level>' },
      { type: undefined, payload: undefined },
    ),
  );

interface Sent {
  method: 'GET' | 'POST';
  url: string;
  body: { type: string | undefined; payload: string | undefined };
  address: string;
}
function send(r: Sent) {
  return ctx.app.inject({
    method: r.method,
    url: r.url,
    remoteAddress: r.address,
    headers: r.body.type ? { 'content-type': r.body.type } : {},
    ...(r.method === 'POST' && r.body.payload !== undefined ? { payload: r.body.payload } : {}),
  });
}

const seen = new Map<string, number>();
/** Never 5xx; a 4xx is the standard error body, or (HTML routes) an HTML page. */
function check(res: Awaited<ReturnType<typeof send>>, r: Sent, html: boolean) {
  seen.set(String(res.statusCode), (seen.get(String(res.statusCode)) ?? 0) + 1);
  const what = `${r.method} ${r.url.slice(0, 160)} ${String(r.body.type)} ${String(r.body.payload).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode < 400) return;
  if (html && String(res.headers['content-type']).startsWith('text/html')) {
    expect(res.body, what).toMatch(/^<!doctype html>/i);
    return;
  }
  const b = res.json() as { errors?: { data?: string }; message?: string; code?: string };
  expect(typeof b.errors?.data, what).toBe('string');
  expect(b.message, what).toBe(b.errors?.data);
  expect(typeof b.code, what).toBe('string');
}

const address = fc.ipV4();

describe('junk input on the calls made without signing in', () => {
  it('walks the public calls of the document: the proposal, its events, accept and PDF, the notification, the booking link', async () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /tenant/public/proposals/{code}',
        'POST /tenant/public/proposals/{code}/events',
        'POST /tenant/public/proposals/{code}/accept',
        'GET /tenant/public/proposals/{code}/pdf',
        'POST /tenant/itinerary/publish/notification/{id}',
        'GET /tenant/public/booking/{token}',
        'POST /tenant/public/booking/{token}',
      ]),
    );
    for (const route of routes) {
      if (route.method !== 'GET' && route.method !== 'POST') continue;
      const method = route.method;
      const request = fc
        .record({
          params: fc.record(Object.fromEntries(Object.keys(route.params).map((k) => [k, pathValue(k)]))),
          query,
          body: method === 'POST' ? anyBody(route.body) : fc.constant({ type: undefined, payload: undefined }),
          address,
        })
        .map(({ params, query: q, body, address: a }) => ({
          method,
          url: `${route.path.replace(/\{([^}]+)\}/g, (_, k: string) => encode((params as Record<string, string>)[k]!))}?${new URLSearchParams(q)}`,
          body,
          address: a,
        }));
      await fc.assert(
        fc.asyncProperty(request, async (r) => check(await send(r), r, false)),
        { numRuns: 40, seed: 20270138 },
      );
    }
  }, 300_000);

  it('walks the HTML pages: the proposal page and its accept form, the booking page and its form', async () => {
    const pages = [
      ...TEMPLATE_PATHS.map((p) => ({ prefix: `/${p}/`, name: 'code' })),
      { prefix: '/booking/', name: 'token' },
    ];
    for (const { prefix, name } of pages) {
      const request = fc
        .record({
          method: fc.constantFrom<'GET' | 'POST'>('GET', 'POST'),
          part: pathValue(name),
          query,
          body: anyBody(),
          address,
        })
        .map(({ method, part, query: q, body, address: a }) => ({
          method,
          url: `${prefix}${encode(part)}?${new URLSearchParams(q)}`,
          body,
          address: a,
        }));
      await fc.assert(
        fc.asyncProperty(request, async (r) => check(await send(r), r, true)),
        { numRuns: 40, seed: 20270139 },
      );
    }
    process.stdout.write(
      `junk input (public calls and pages): ${routes.length} documented calls and ${TEMPLATE_PATHS.length + 1} pages, answers by status ${JSON.stringify(Object.fromEntries(seen))}\n`,
    );
  }, 300_000);
});
