import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, errorOf, signIn, type TestContext } from '../../../test/helper';

// Issue 45, docs/decisions/issues.md: the user's interface language lives on the user record, so it follows them to any
// browser; Profile saves it and sign-in / GET /tenant/user hand it to the web.

let ctx: TestContext;
let headers: Record<string, string>;

const saveProfile = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/tenant/user/profile', headers, payload });
const me = async () => (await ctx.app.inject({ method: 'GET', url: '/tenant/user', headers })).json().user;

beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
});
afterAll(() => ctx.close());

describe('the user language', () => {
  it('is null until chosen, then saved by Profile and handed back by GET /tenant/user and sign-in', async () => {
    expect((await me()).language).toBeNull();
    const saved = await saveProfile({ language: 'pt-BR' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.language).toBe('pt-BR');
    expect((await me()).language).toBe('pt-BR');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/login',
      payload: { email: 'operator@itinera.demo', password: DEMO_PASSWORD },
    });
    expect(login.json().user.language).toBe('pt-BR');
  });

  it('keeps the language when only the name changes, and the name when only the language does', async () => {
    await saveProfile({ language: 'es' });
    const renamed = await saveProfile({ name: 'Olga Operadora' });
    expect(renamed.json().data).toMatchObject({ name: 'Olga Operadora', language: 'es' });
    const cleared = await saveProfile({ language: null });
    expect(cleared.json().data).toMatchObject({ name: 'Olga Operadora', language: null });
  });

  it('answers a language we do not have, or an empty body, with a 400 and the standard error body', async () => {
    for (const payload of [{ language: 'fr' }, { language: 'pt' }, { language: 12 }, {}]) {
      const res = await saveProfile(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).message).toBeTruthy();
    }
  });
});
