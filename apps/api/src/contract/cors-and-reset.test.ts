import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, errorOf, type TestContext } from '../../test/helper';

// The original client (docs/domain/original-client.md) runs from another origin and swaps the two
// reset calls (docs/domain/original-client.md#sign-in-and-account-calls). Its preflights must allow every method the API uses, with credentials.

const ORIGIN = 'http://client.example.test';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { CORS_ORIGINS: ORIGIN } });
});
afterAll(() => ctx.close());

// Before the reset calls below, which change the agent's password.
describe('A1 sign-in answer as the original client reads it (§3.1)', () => {
  it('carries the token, the user with created_at and roles, permissions, and a pro user type for every demo user', async () => {
    for (const email of [
      'admin@itinera.demo',
      'operator@itinera.demo',
      'agent@itinera.demo',
      'clientadmin@itinera.demo',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/tenant/login',
        headers: { 'content-type': 'application/json' },
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, email).toBe(200);
      const body = res.json();
      expect(body.token.length).toBeGreaterThan(0);
      expect(body.user).toMatchObject({ id: expect.any(Number), email, photo: null });
      expect(body.user.name.split(' ')[0].length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(body.user.created_at))).toBe(false);
      expect(body.user.roles.data[0].name).toMatch(/^(admin|client_admin|client|travel_agent|operator)$/);
      expect(Array.isArray(body.permissions)).toBe(true);
      expect(body.user_type.name).toBe('pro');
      expect(body.user_type.restrictions.tabs).toMatchObject({ services: true, itinerary: true, pax: true });
    }
  });
});

describe('CORS preflight', () => {
  for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) {
    it(`allows ${method} with credentials and the client's headers`, async () => {
      const res = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/tenant/itinerary/6f1d0c4e-8f5a-4c55-9a3e-2b1f4b7e9a10',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,cache-control,content-type',
        },
      });
      expect(res.statusCode).toBeLessThan(300);
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(
        String(res.headers['access-control-allow-methods'])
          .split(',')
          .map((m) => m.trim()),
      ).toContain(method);
      expect(String(res.headers['access-control-allow-headers'])).toMatch(/authorization/);
    });
  }

  it('names no other origin', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/tenant/itinerary',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

async function lastLink(to: string) {
  const { rows } = await ctx.database.executeSql(
    `SELECT body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`,
    [to],
  );
  const match = /reset-password\?id=(\d+)&token=([\w-]+)/.exec((rows[0] as { body: string } | undefined)?.body ?? '');
  if (!match) throw new Error(`no reset link mailed to ${to}`);
  return { id: match[1]!, token: match[2]! };
}

describe('reset calls as the original client sends them (swapped)', () => {
  it('A5: {email} to /reset/password mails a link; A6: the new password to /reset/link sets it', async () => {
    const ask = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/reset/password',
      headers: { origin: ORIGIN },
      payload: { email: 'agent@itinera.demo' },
    });
    expect(ask.statusCode).toBe(200);
    expect(ask.json().message).toMatch(/If an account exists/);
    const { id, token } = await lastLink('agent@itinera.demo');
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/reset/link',
      payload: { password: 'cloud-forest-22', password_confirmation: 'cloud-forest-22', id, token },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toMatch(/password was changed/);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/login',
      payload: { email: 'agent@itinera.demo', password: 'cloud-forest-22' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("keeps Itinera's own order, and refuses a body of neither kind with 400", async () => {
    const ask = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/reset/link',
      payload: { email: 'operator@itinera.demo' },
    });
    expect(ask.statusCode).toBe(200);
    expect(ask.json().data.message).toMatch(/If an account exists/);
    for (const payload of [{}, { token: 'x' }, { password: 'abc' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/tenant/user/reset/password', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      errorOf(res);
    }
  });
});
