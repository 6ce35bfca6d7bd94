import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';

type Headers = Record<string, string>;
let ctx: TestContext;
let admin: Headers, operator: Headers, agent: Headers, clientAdmin: Headers, other: Headers;
let cusco: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  const as = async (who: string): Promise<Headers> => (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  [admin, operator, agent, clientAdmin] = [
    await as('admin'),
    await as('operator'),
    await as('agent'),
    await as('clientadmin'),
  ];
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  const cities = await ctx.app.inject({ method: 'GET', url: '/tenant/locations?name=cusco&limit=50', headers: admin });
  cusco = cities
    .json()
    .data.find((l: { location_name?: string; name?: string }) => (l.location_name ?? l.name) === 'Cusco').id;
});
afterAll(() => ctx.close());

const list = (qs: string, headers = operator) =>
  ctx.app.inject({ method: 'GET', url: `/tenant/suppliers?${qs}`, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const body = (extra: Record<string, unknown> = {}) => ({
  code: 'SUP-INKA-RAIL',
  name: 'Inka Rail Test',
  email: 'Sales@InkaRail.example',
  phone: '+51 84 000 000',
  location_id: cusco,
  ...extra,
});

describe('GET /tenant/suppliers', () => {
  it('lists the tenant suppliers 100 a page, searching code and name', async () => {
    const all = await list('');
    expect(all.statusCode).toBe(200);
    expect(all.json().meta).toMatchObject({ per_page: 100, current_page: 1, total: 32 });
    expect((await list('search=sup-pe-dmc')).json().data).toEqual([
      {
        id: expect.any(Number),
        code: 'SUP-PE-DMC',
        name: 'Andes Operaciones SAC',
        email: 'bookings+pe-dmc@suppliers.itinera.demo',
        phone: null,
        location_id: null,
        location: null,
      },
    ]);
    expect((await list('name=pura vida')).json().data.map((s: { code: string }) => s.code)).toEqual(['SUP-CR-DMC']);
    const page = (await list('limit=5&page=2')).json();
    expect(page.data).toHaveLength(5);
    expect(page.meta).toMatchObject({ per_page: 5, current_page: 2, last_page: 7 });
  });

  it('is cost-side data: admin and operator read it, agents and client users get 403', async () => {
    expect((await list('', admin)).statusCode).toBe(200);
    for (const headers of [agent, clientAdmin]) {
      const res = await list('', headers);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    expect((await list('', {})).statusCode).toBe(401);
  });

  it('refuses bad parameters with 400', async () => {
    for (const qs of ['limit=0', 'page=-1', 'limit=abc', `search=${'x'.repeat(300)}`]) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(400);
      errorOf(res);
    }
  });
});

describe('writing suppliers', () => {
  let id: number;

  it('creates one (201) and reads it back', async () => {
    const res = await send('POST', '/tenant/suppliers', body());
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().data;
    expect(saved).toEqual({
      id: expect.any(Number),
      code: 'SUP-INKA-RAIL',
      name: 'Inka Rail Test',
      email: 'sales@inkarail.example',
      phone: '+51 84 000 000',
      location_id: cusco,
      location: { id: cusco, location_name: 'Cusco' },
    });
    id = saved.id;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/tenant/suppliers/${id}`, headers: operator })).json().data,
    ).toEqual(saved);
    expect((await list('search=inka rail')).json().meta.total).toBe(1);
  });

  it('updates it (200)', async () => {
    const res = await send(
      'PUT',
      `/tenant/suppliers/${id}`,
      body({ name: 'Inka Rail SAC', email: null, location_id: null }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: 'Inka Rail SAC', email: null, location: null });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/tenant/suppliers/${id}`, headers: admin })).json().data.name,
    ).toBe('Inka Rail SAC');
  });

  it('keeps codes unique per tenant (409) but free across tenants', async () => {
    const dup = await send('POST', '/tenant/suppliers', body({ code: 'SUP-PE-DMC' }));
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe('The code SUP-PE-DMC is already used by another supplier.');
    expect((await send('PUT', `/tenant/suppliers/${id}`, body({ code: 'SUP-CR-DMC' }))).statusCode).toBe(409);
    expect((await send('POST', '/tenant/suppliers', body({ location_id: null }), other)).statusCode).toBe(201);
  });

  it('refuses an unknown location (422) and junk (400)', async () => {
    const res = await send('POST', '/tenant/suppliers', body({ code: 'SUP-NEW', location_id: 999_999 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'The location 999999 does not exist.',
      details: [{ path: 'location_id' }],
    });
    const junk = [
      body({ code: 'lower case' }),
      body({ code: undefined }),
      body({ name: '' }),
      body({ name: 'x'.repeat(5000) }),
      body({ name: 42 }),
      body({ email: 'not-an-address' }),
      body({ location_id: -3 }),
      body({ phone: '1'.repeat(200) }),
    ];
    for (const payload of junk) {
      const bad = await send('POST', '/tenant/suppliers', payload);
      expect(bad.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorOf(bad).code).toBe('VALIDATION_ERROR');
    }
  });

  it('lets only the admin write (403) and needs a session (401)', async () => {
    for (const headers of [operator, agent, clientAdmin]) {
      expect((await send('POST', '/tenant/suppliers', body({ code: 'SUP-X1' }), headers)).statusCode).toBe(403);
      expect((await send('PUT', `/tenant/suppliers/${id}`, body(), headers)).statusCode).toBe(403);
      expect((await send('DELETE', `/tenant/suppliers/${id}`, undefined, headers)).statusCode).toBe(403);
    }
    expect((await send('POST', '/tenant/suppliers', body({ code: 'SUP-X1' }), {})).statusCode).toBe(401);
  });

  it("keeps tenants apart: another tenant's supplier is 404 and unchanged", async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', body({ code: 'SUP-HACK', name: 'Taken over' })],
      ['DELETE', undefined],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/tenant/suppliers/${id}`,
        headers: other,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/tenant/suppliers/${id}`, headers: admin })).json().data,
    ).toMatchObject({ code: 'SUP-INKA-RAIL', name: 'Inka Rail SAC' });
    expect((await list('search=inka rail')).json().meta.total).toBe(1);
  });

  it('archives: gone from the list, still readable, code still reserved', async () => {
    const res = await send('DELETE', `/tenant/suppliers/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id, archived: true } });
    expect((await list('search=inka rail')).json().meta.total).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: `/tenant/suppliers/${id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await send('POST', '/tenant/suppliers', body())).statusCode).toBe(409);
    expect((await send('DELETE', '/tenant/suppliers/2147483000')).statusCode).toBe(404);
  });
});
