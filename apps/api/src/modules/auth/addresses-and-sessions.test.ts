import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';

// Decisions 0013, 0023 and 0024: links in mail and tenant addresses come from the configured public
// address, never from request headers; the tenant list names no other customer; a password change
// ends the user's other sessions.

let ctx: TestContext;
let withUrl: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_LOGIN: '100' } });
  withUrl = await createTestApp({ env: { PUBLIC_URL: 'https://itinera.example.com', PUBLIC_TENANTS: 'demo' } });
});
afterAll(async () => {
  await ctx.close();
  await withUrl.close();
});

async function lastMailBody(c: TestContext, to: string): Promise<string> {
  const { rows } = await c.database.executeSql(
    `SELECT body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`,
    [to],
  );
  const row = rows[0] as { body: string } | undefined;
  if (!row) throw new Error(`no mail to ${to}`);
  return row.body;
}

describe('reset links', () => {
  it('ignore a forged Host and X-Forwarded-* headers: the link is on the address printed at start', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { 'x-forwarded-proto': 'gopher://x', 'x-forwarded-host': 'evil.example' },
      { host: 'localhost:3000', 'x-forwarded-proto': '"><' },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/tenant/user/reset/link',
        headers,
        payload: { email: 'operator@itinera.demo' },
      });
      expect(res.statusCode).toBe(200);
      const body = await lastMailBody(ctx, 'operator@itinera.demo');
      expect(body, JSON.stringify(headers)).toMatch(/http:\/\/localhost:3000\/reset-password\?id=\d+&token=/);
      expect(body).not.toMatch(/evil|gopher|null\/reset/);
    }
  });

  it('use PUBLIC_URL when it is set', async () => {
    await withUrl.app.inject({
      method: 'POST',
      url: '/tenant/user/reset/link',
      headers: { host: 'evil.example' },
      payload: { email: 'agent@itinera.demo' },
    });
    expect(await lastMailBody(withUrl, 'agent@itinera.demo')).toContain(
      'https://itinera.example.com/reset-password?id=',
    );
  });
});

describe('sign-up address', () => {
  it("gives a tenant signed up through an IP host its own address, not the demo tenant's", async () => {
    const payload = {
      name: 'Lucía Quispe',
      company: 'Selva Viva',
      email: 'lucia@selvaviva.pe',
      password: 'machu-picchu-1911',
      password_confirmation: 'machu-picchu-1911',
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/register',
      headers: { host: '127.0.0.1:3000' },
      payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.tenant.url).toBe('http://selva-viva.localhost:3000');
    const other = await withUrl.app.inject({
      method: 'POST',
      url: '/tenant/register',
      headers: { host: '10.1.2.3' },
      payload,
    });
    expect(other.json().data.tenant.url).toBe('https://selva-viva.itinera.example.com');
  });
});

describe('GET /tenant/list', () => {
  it("names only the asking host's tenant, by its short name, with an absolute API root", async () => {
    const demo = await ctx.app.inject({ method: 'GET', url: '/tenant/list' });
    expect(demo.json()).toEqual([{ name: 'demo', domain: 'demo', baseURL: 'http://localhost:3000' }]);
    await ctx.app.inject({
      method: 'POST',
      url: '/tenant/register',
      payload: {
        name: 'Ana Ríos',
        company: 'Costa Verde',
        email: 'ana@costaverde.cr',
        password: 'arenal-volcano-1',
        password_confirmation: 'arenal-volcano-1',
      },
    });
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/tenant/list',
      headers: { host: 'costa-verde.localhost:3000' },
    });
    expect(other.json()).toEqual([
      { name: 'costa-verde', domain: 'costa-verde', baseURL: 'http://costa-verde.localhost:3000' },
    ]);
    const nobody = await ctx.app.inject({ method: 'GET', url: '/tenant/list', headers: { host: 'nobody.localhost' } });
    expect(nobody.json()).toEqual([]);
  });

  it('adds the tenants PUBLIC_TENANTS names', async () => {
    const res = await withUrl.app.inject({
      method: 'GET',
      url: '/tenant/list',
      headers: { host: 'nobody.itinera.example.com' },
    });
    expect(res.json()).toEqual([{ name: 'demo', domain: 'demo', baseURL: 'https://itinera.example.com' }]);
  });
});

describe('POST /tenant/user/password', () => {
  it("ends the user's other sessions and keeps the one that changed it", async () => {
    const other = await signIn(ctx.app, 'operator@itinera.demo');
    const current = await signIn(ctx.app, 'operator@itinera.demo');
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/user', headers: other.headers })).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/password',
      headers: current.headers,
      payload: { current_password: 'itinera-demo', password: 'new-pass-2026', password_confirmation: 'new-pass-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/user', headers: other.headers })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/user', headers: current.headers })).statusCode).toBe(
      200,
    );
  });
});
