import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';

let ctx: TestContext;
const as: Record<string, Record<string, string>> = {};
const ids: Record<string, number> = {};
let andean: number;
let puraVida: number;

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> = as.admin!,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const put = (id: number, payload: object, headers = as.admin) => call('PUT', `/tenant/users/${id}`, headers, payload);
const userOf = async (id: number) => (await call('GET', `/tenant/users/${id}`)).json().data;
let n = 0;
const newUser = async (patch: object, headers = as.admin) => {
  const body = {
    name: 'Lucía Quispe',
    email: `lucia.${++n}@agency.pe`,
    password: 'sacred-valley-9',
    role: 7,
    ...patch,
  };
  const res = await call('POST', '/tenant/users', headers, body);
  if (res.statusCode !== 201) throw new Error(res.json().message);
  return { ...res.json().data, password: body.password };
};

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'operator', 'agent', 'clientadmin']) {
    const session = await signIn(ctx.app, `${who}@itinera.demo`);
    as[who] = session.headers;
    ids[who] = session.userId;
  }
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  const clients = (await call('GET', '/tenant/clients')).json().data as { id: number; name: string }[];
  andean = clients.find((c) => c.name === 'Andean Trails Travel')!.id;
  puraVida = clients.find((c) => c.name !== 'Andean Trails Travel')!.id;
});
afterAll(() => ctx.close());

describe('GET /tenant/users/{id}', () => {
  it('shows staff any user, a client admin its own client only, and anyone themselves', async () => {
    expect((await call('GET', `/tenant/users/${ids.operator}`)).json().data).toMatchObject({
      id: ids.operator,
      email: 'operator@itinera.demo',
      role: { id: 4, name: 'operator' },
    });
    expect((await call('GET', `/tenant/users/${ids.clientadmin}`, as.operator)).statusCode).toBe(200);
    expect((await call('GET', `/tenant/users/${ids.clientadmin}`, as.clientadmin)).json().data.client).toEqual({
      id: andean,
      name: 'Andean Trails Travel',
    });
    expect((await call('GET', `/tenant/users/${ids.operator}`, as.clientadmin)).statusCode).toBe(404);
    expect((await call('GET', `/tenant/users/${ids.agent}`, as.agent)).statusCode).toBe(200);
    expect(errorOf(await call('GET', `/tenant/users/${ids.operator}`, as.agent)).code).toBe('FORBIDDEN');
    expect((await call('GET', '/tenant/users/99999999')).statusCode).toBe(404);
    expect((await call('GET', `/tenant/users/${ids.operator}`, as.other)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/tenant/users/${ids.operator}` })).statusCode).toBe(401);
  });
});

describe('PUT /tenant/users/{id}', () => {
  it('lets an admin change name, role, permissions and client', async () => {
    const user = await newUser({ role: 4 });
    const res = await put(user.id, {
      name: 'Lucía Quispe Huamán',
      role: 3,
      permissions: ['view_sale_price'],
      client_id: puraVida,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      name: 'Lucía Quispe Huamán',
      role: { id: 3, name: 'client' },
      permissions: ['view_sale_price'],
      client: { id: puraVida },
      active: true,
    });
    expect((await put(user.id, { permissions: [] })).json().data).toMatchObject({
      name: 'Lucía Quispe Huamán',
      permissions: [],
      role: { id: 3 },
    });
  });

  it('applies a new role to the next request of a signed-in user', async () => {
    const user = await newUser({ role: 7 });
    const session = await signIn(ctx.app, user.email, { password: user.password });
    expect((await call('GET', '/tenant/users', session.headers)).statusCode).toBe(403);
    await put(user.id, { role: 4 });
    expect((await call('GET', '/tenant/users', session.headers)).statusCode).toBe(200);
  });

  it('signs a deactivated user out and keeps them out until reactivated', async () => {
    const user = await newUser({ role: 7 });
    const session = await signIn(ctx.app, user.email, { password: user.password });
    expect((await call('GET', '/tenant/user', session.headers)).statusCode).toBe(200);
    expect((await put(user.id, { active: false })).json().data.active).toBe(false);
    expect((await call('GET', '/tenant/user', session.headers)).statusCode).toBe(401);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/login',
      payload: { email: user.email, password: user.password },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('Invalid credentials');
    await put(user.id, { active: true });
    expect((await call('GET', '/tenant/user', session.headers)).statusCode).toBe(401);
    await signIn(ctx.app, user.email, { password: user.password });
  });

  it('refuses to change one’s own role or deactivate oneself (422)', async () => {
    const role = await put(ids.admin!, { role: 4 });
    expect(role.statusCode).toBe(422);
    expect(errorOf(role).message).toBe('You cannot change your own role. Ask another administrator to do it.');
    const active = await put(ids.admin!, { active: false });
    expect(active.statusCode).toBe(422);
    expect(errorOf(active).message).toBe('You cannot deactivate your own account. Ask another administrator to do it.');
    expect((await put(ids.clientadmin!, { role: 3 }, as.clientadmin)).statusCode).toBe(422);
    expect(await userOf(ids.admin!)).toMatchObject({ role: { id: 1 }, active: true });
    expect((await put(ids.admin!, { name: 'Ana Admin', role: 1 })).statusCode).toBe(200);
  });

  it("lets a client admin change its own client's users, with client roles only", async () => {
    const agent = await newUser({ role: 7 }, as.clientadmin);
    const renamed = await put(agent.id, { name: 'Lucía Q.', role: 3, client_id: puraVida }, as.clientadmin);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Lucía Q.', role: { id: 3 }, client: { id: andean } });
    for (const role of [1, 4]) {
      const res = await put(agent.id, { role }, as.clientadmin);
      expect(res.statusCode, String(role)).toBe(403);
      errorOf(res);
    }
    const foreign = await newUser({ role: 3, client_id: puraVida });
    for (const id of [foreign.id, ids.operator!, ids.admin!])
      expect((await put(id, { name: 'Hijacked' }, as.clientadmin)).statusCode, String(id)).toBe(404);
    expect((await userOf(foreign.id)).name).toBe('Lucía Quispe');
    expect((await userOf(agent.id)).role.id).toBe(3);
  });

  it('refuses operators, travel agents and anonymous calls', async () => {
    for (const who of ['operator', 'agent']) {
      const res = await put(ids.agent!, { name: 'Hijacked' }, as[who]);
      expect(res.statusCode, who).toBe(403);
      errorOf(res);
    }
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/tenant/users/${ids.agent}`, payload: { name: 'x y' } })).statusCode,
    ).toBe(401);
    expect((await userOf(ids.agent!)).name).toBe('Tania Agent');
  });

  it('refuses junk with 400, and a client role without an existing client', async () => {
    for (const body of [
      {},
      { role: 99 },
      { permissions: ['fly'] },
      { active: 'yes' },
      { name: 'x' },
      { client_id: -1 },
    ]) {
      const res = await put(ids.agent!, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      errorOf(res);
    }
    expect((await call('PUT', '/tenant/users/abc', as.admin, { name: 'Okay' })).statusCode).toBe(400);
    const noClient = await put(ids.agent!, { role: 3 });
    expect(noClient.statusCode).toBe(400);
    expect(errorOf(noClient) && noClient.json().details[0].path).toBe('body.client_id');
    expect(errorOf(await put(ids.agent!, { client_id: 99_999_999 })).message).toBe('This client does not exist.');
    expect(await userOf(ids.agent!)).toMatchObject({ role: { id: 7 }, client: null });
  });

  it("answers 404 for another tenant's user and leaves it unchanged", async () => {
    const res = await put(ids.agent!, { name: 'Stolen', active: false }, as.other);
    expect(res.statusCode).toBe(404);
    errorOf(res);
    expect(await userOf(ids.agent!)).toMatchObject({ name: 'Tania Agent', active: true });
    expect((await call('GET', '/tenant/user', as.agent)).statusCode).toBe(200);
  });
});
