import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'andes');
});
afterAll(() => ctx.close());

describe('POST /tenant/login', () => {
  it('answers 200 with the token, the user with roles, permissions and user type', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/login',
      payload: { email: 'admin@itinera.demo', password: 'itinera-demo' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({
      email: 'admin@itinera.demo',
      name: 'Ana Admin',
      roles: { data: [{ id: 1, name: 'admin' }] },
    });
    expect(body.permissions.map((p: { name: string }) => p.name)).toContain('view_cost_price');
    expect(body.user_type).toMatchObject({
      name: 'pro',
      restrictions: { tabs: { information: true, services: true, pax: true } },
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/login',
      payload: { email: 'Agent@Itinera.DEMO', password: 'itinera-demo' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/login',
      payload: { email: 'operator@itinera.demo', password: 'nope-nope' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/login',
      payload: { email: 'ghost@itinera.demo', password: 'itinera-demo' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).errors.data).toBe('Invalid credentials');
      expect(res.json().error).toBe('Invalid credentials');
    }
  });

  it.each([
    [{}],
    [{ email: 'a@b.c' }],
    [{ email: 42, password: true }],
    [{ email: 'x'.repeat(10_000), password: 'y' }],
    [[1, 2, 3]],
    ['just a string'],
  ])('refuses junk %j with a 4xx and the error body', async (payload) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/tenant/login', payload: payload as object });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    errorOf(res);
  });
});

describe('tokens', () => {
  it('GET /tenant/user returns the signed-in user; no token or a junk token answers 401', async () => {
    const { headers } = await signIn(ctx.app, 'operator@itinera.demo');
    const me = await ctx.app.inject({ method: 'GET', url: '/tenant/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: 'operator@itinera.demo',
      roles: { data: [{ id: 4, name: 'operator' }] },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/user' })).statusCode).toBe(401);
    const junk = await ctx.app.inject({
      method: 'GET',
      url: '/tenant/user',
      headers: { authorization: 'Bearer not-a-real-token-at-all-xxxxxxxx' },
    });
    expect(junk.statusCode).toBe(401);
    errorOf(junk);
  });

  it('logout revokes the token', async () => {
    const { headers } = await signIn(ctx.app, 'agent@itinera.demo');
    expect((await ctx.app.inject({ method: 'POST', url: '/tenant/logout', headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/user', headers })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { headers, userId } = await signIn(ctx.app, 'clientadmin@itinera.demo');
    await ctx.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = ${userId}`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/user', headers })).statusCode).toBe(401);
  });

  it("refuses a token of tenant B on tenant A's host", async () => {
    const b = await signIn(ctx.app, 'admin@itinera.demo', { host: 'andes.localhost' });
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/user', headers: b.headers })).statusCode).toBe(200);
    const onA = await ctx.app.inject({
      method: 'GET',
      url: '/tenant/user',
      headers: { authorization: b.headers.authorization },
    });
    expect(onA.statusCode).toBe(401);
  });

  it('answers 404 with the error body on a host that names no tenant', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/login',
      headers: { host: 'nobody.localhost' },
      payload: { email: 'admin@itinera.demo', password: 'itinera-demo' },
    });
    expect(res.statusCode).toBe(404);
    errorOf(res);
  });
});

describe('POST /tenant/register', () => {
  const body = {
    name: 'Lucía Quispe',
    company: 'Inka Routes',
    email: 'lucia@inkaroutes.pe',
    password: 'machu-picchu-1911',
    password_confirmation: 'machu-picchu-1911',
    role: 4,
  };

  it('creates a tenant whose first user is its admin, whatever role the body names', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/tenant/register', payload: body });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.tenant).toMatchObject({ name: 'Inka Routes', domain: 'inka-routes' });
    expect(data.tenant.url).toContain('inka-routes.localhost');
    expect(data.user.roles.data).toEqual([{ id: 1, name: 'admin' }]);
    const signed = await signIn(ctx.app, body.email, { host: 'inka-routes.localhost', password: body.password });
    expect(signed.token).toBeTruthy();
  });

  it('gives a second company of the same name its own address', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/register',
      payload: { ...body, email: 'other@inkaroutes.pe' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.tenant.domain).toBe('inka-routes-2');
  });

  it('refuses mismatched confirmation, a short password and a bad e-mail with field details', async () => {
    for (const patch of [
      { password_confirmation: 'different-one' },
      { password: 'short', password_confirmation: 'short' },
      { email: 'not-an-email' },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/tenant/register', payload: { ...body, ...patch } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
      expect(res.json().details.length).toBeGreaterThan(0);
    }
  });
});
