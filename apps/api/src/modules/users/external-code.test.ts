import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';

// The account on the external system (spec 01 §6, spec 02 §6; decision 0056): `external_code` is
// set by an administrator on a user, answered with the user, and what enables that user's export.

let ctx: TestContext;
const as: Record<string, Record<string, string>> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['admin', 'operator', 'clientadmin']) {
    const session = await signIn(ctx.app, `${who}@itinera.demo`);
    as[who] = session.headers;
    ids[who] = session.userId;
  }
});
afterAll(() => ctx.close());

const put = (id: number, payload: object, headers = as.admin!) =>
  ctx.app.inject({ method: 'PUT', url: `/tenant/users/${id}`, headers, payload });

describe("a user's account on the external system", () => {
  it('is set by an administrator, answered with the user and at sign-in', async () => {
    const res = await put(ids.operator!, { external_code: ' OPP-4471 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.external_code).toBe('OPP-4471');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/login',
      payload: { email: 'operator@itinera.demo', password: 'itinera-demo' },
    });
    expect(login.json().user.external_code).toBe('OPP-4471');
    // Emptied, it is gone: null in the user, '' at sign-in as the original client reads it.
    expect((await put(ids.operator!, { external_code: '' })).json().data.external_code).toBeNull();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/users',
      headers: as.admin!,
      payload: {
        name: 'Rosa Export',
        email: 'rosa.export@itinera.demo',
        password: 'sacred-valley-9',
        role: 4,
        external_code: 'OPP-5000',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.external_code).toBe('OPP-5000');
  });

  it('gives the demo administrator one, so the demo can export', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: `/tenant/users/${ids.admin}`, headers: as.admin! });
    expect(me.json().data.external_code).toBeTruthy();
  });

  it('is refused to anyone but an administrator, and junk is a 400', async () => {
    const agentOfClient = await ctx.app.inject({
      method: 'GET',
      url: '/tenant/users?role=3',
      headers: as.clientadmin!,
    });
    const target = agentOfClient.json().data[0]?.id ?? ids.clientadmin!;
    const refused = await put(target, { external_code: 'OPP-1' }, as.clientadmin!);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe("Only an administrator can set a user's account on another system.");
    for (const junk of ['has spaces inside', 'x'.repeat(61), '<script>']) {
      const res = await put(ids.operator!, { external_code: junk });
      expect(res.statusCode, junk).toBe(400);
      errorOf(res);
    }
  });
});
