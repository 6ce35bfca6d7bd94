import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const expectErrorBody = (body: Record<string, unknown>, code: string) => {
  expect(body.code).toBe(code);
  expect(typeof (body.errors as { data: string }).data).toBe('string');
  expect((body.errors as { data: string }).data).toBe(body.message);
};

describe('foundation', () => {
  it('answers /health with 200 after checking the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { ok: true, kind: ctx.database.kind } });
  });

  it('answers an unknown /tenant path with 404 and the standard error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/tenant/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expectErrorBody(res.json(), 'NOT_FOUND');
  });

  it('answers malformed JSON with 400 and the standard error body, never 500', async () => {
    for (const payload of ['{bad', '{"a":', '[1,2', 'nul']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/tenant/list',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expectErrorBody(res.json(), 'BAD_REQUEST');
    }
  });

  it('answers an unsupported content type with a 4xx and the standard error body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/list',
      headers: { 'content-type': 'application/x-weird' },
      payload: 'x',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors.data).toBeTruthy();
  });

  it('answers a host naming no tenant with 404 on tenant routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/tenant/list', headers: { host: 'nobody.localhost' } });
    // /tenant/list is public: on a host without a tenant it names none; a scoped route needs one.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const scoped = await ctx.app.inject({
      method: 'GET',
      url: '/tenant/itinerary',
      headers: { host: 'nobody.localhost' },
    });
    expect(scoped.statusCode).toBe(404);
  });

  it("names the host's tenant publicly, by short name, with its absolute API root", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/tenant/list' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ name: 'demo', domain: 'demo', baseURL: 'http://localhost:3000' }]);
  });

  it('serves an OpenAPI document generated from the route schemas and the /docs page', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/health', '/tenant/list']));
    const ui = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('sends the data headers on API answers, errors included: nothing runs, frames or is stored', async () => {
    for (const url of ['/tenant/list', '/tenant/itinerary', '/tenant/no/such/thing']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      expect(res.headers['x-request-id'], url).toMatch(/^[\w-]{8,}$/);
    }
  });
});
