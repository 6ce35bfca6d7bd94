import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, errorOf, signIn, type TestContext } from '../../../test/helper';

// Issue 45, docs/decisions/issues.md: the workspace's default language (tenants.settings.default_language) is set in
// Configuration by an administrator; sign-in and GET /tenant/user hand it to the web as what the
// screens speak for a user who chose no language in Profile.

let ctx: TestContext;
let admin: Record<string, string>;
let operator: Record<string, string>;

const url = '/tenant/settings/language';
const put = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url, headers, payload: payload as object });
const me = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/tenant/user', headers })).json().user;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
});
afterAll(() => ctx.close());

describe("the workspace's default language", () => {
  it('is read by every signed-in user, set by an administrator, and handed back by sign-in and GET /tenant/user', async () => {
    const before = await ctx.app.inject({ method: 'GET', url, headers: operator });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ default_language: null, can_edit: false });

    const saved = await put(admin, { default_language: 'es' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ default_language: 'es', can_edit: true });

    // The operator chose no language: the workspace's is theirs until they do.
    const user = await me(operator);
    expect(user).toMatchObject({ language: null, tenant_language: 'es' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/login',
      payload: { email: 'operator@itinera.demo', password: DEMO_PASSWORD },
    });
    expect(login.json().user).toMatchObject({ language: null, tenant_language: 'es' });

    // The proposal's fallback reads the same setting (decision 0077): clearing it clears both.
    expect((await put(admin, { default_language: null })).json().data.default_language).toBeNull();
    expect((await me(operator)).tenant_language).toBeNull();
  });

  it('refuses a non-administrator with a 403 and changes nothing', async () => {
    const res = await put(operator, { default_language: 'pt-BR' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBeTruthy();
    expect((await me(operator)).tenant_language).toBeNull();
  });

  it('answers a language we do not have, or no body, with a 400 and the standard error body', async () => {
    for (const payload of [{ default_language: 'fr' }, { default_language: 'pt' }, { default_language: 3 }, {}]) {
      const res = await put(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).message).toBeTruthy();
    }
  });

  it('asks for a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
