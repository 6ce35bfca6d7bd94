import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';
import { png, upload } from '../../../test/assets.fixtures';

let ctx: TestContext;
const as: Record<string, Record<string, string>> = {};
let andean: number;
let puraVida: number;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = as.admin!,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const clientNames = async (headers = as.admin) =>
  (await call('GET', '/tenant/clients', headers)).json().data.map((c: { name: string }) => c.name);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'operator', 'agent', 'clientadmin'])
    as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  const list = (await call('GET', '/tenant/clients')).json().data as { id: number; name: string }[];
  andean = list.find((c) => c.name === 'Andean Trails Travel')!.id;
  puraVida = list.find((c) => c.name !== 'Andean Trails Travel')!.id;
});
afterAll(() => ctx.close());

describe('client writes', () => {
  it('creates a client with the default date format, renames it, then archives it with its contracts', async () => {
    const created = await call('POST', '/tenant/clients', as.admin, { name: '  Inca Roads Ltd  ' });
    expect(created.statusCode).toBe(201);
    const client = created.json().data;
    expect(client).toEqual({
      id: expect.any(Number),
      name: 'Inca Roads Ltd',
      code: String(client.id).padStart(2, '0'),
      configuration: { date_format: 'MMM DD, YYYY' },
      logo: null,
    });
    expect(await clientNames()).toContain('Inca Roads Ltd');

    const updated = await call('PUT', `/tenant/clients/${client.id}`, as.admin, {
      name: 'Inca Roads Limited',
      configuration: { date_format: 'DD/MM/YYYY' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toEqual({
      id: client.id,
      name: 'Inca Roads Limited',
      code: client.code,
      configuration: { date_format: 'DD/MM/YYYY' },
      logo: null,
    });
    expect((await call('GET', `/tenant/clients/${client.id}`)).json().data.configuration.date_format).toBe(
      'DD/MM/YYYY',
    );

    const manual = (await call('GET', '/tenant/sales_manuals')).json().data[0].id;
    const contract = (
      await call('POST', '/tenant/contracts', as.admin, {
        client_id: client.id,
        sales_manual_id: manual,
        name: 'Inca Roads 2026',
      })
    ).json().data;
    const archived = await call('DELETE', `/tenant/clients/${client.id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ id: client.id, archived: true });
    expect(await clientNames()).not.toContain('Inca Roads Limited');
    expect((await call('GET', `/tenant/clients/${client.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/tenant/contracts/${contract.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/tenant/clients/${client.id}`, as.admin, { name: 'Back again' })).statusCode).toBe(404);
  });

  it("keeps a client's logo: a library picture set, kept when absent, removed with null; never a script address", async () => {
    const asset = (await upload(ctx.app, as.admin!, { name: 'logo.png', type: 'image/png', bytes: await png() })).json()
      .data;
    const logo = `/tenant/assets/thumbnail/${asset.key}`;
    const created = await call('POST', '/tenant/clients', as.admin, { name: 'Logo Tours', logo });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.logo).toBe(logo);
    const renamed = await call('PUT', `/tenant/clients/${id}`, as.admin, { name: 'Logo Tours Ltd' });
    expect(renamed.json().data).toMatchObject({ name: 'Logo Tours Ltd', logo });
    expect((await call('GET', `/tenant/clients/${id}`)).json().data.logo).toBe(logo);
    // The library lists the client where the picture is used.
    const usages = (await call('GET', `/tenant/assets/${asset.id}`)).json().data.usages;
    expect(JSON.stringify(usages)).toContain('Logo Tours Ltd');
    const removed = await call('PUT', `/tenant/clients/${id}`, as.admin, { name: 'Logo Tours Ltd', logo: null });
    expect(removed.json().data.logo).toBeNull();
    for (const bad of ['javascript:alert(1)', '../../etc/passwd', 7]) {
      const res = await call('PUT', `/tenant/clients/${id}`, as.admin, { name: 'Logo Tours Ltd', logo: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
  });

  it('lets a client user read its own client only', async () => {
    expect((await call('GET', `/tenant/clients/${andean}`, as.clientadmin)).json().data).toMatchObject({
      id: andean,
      name: 'Andean Trails Travel',
    });
    const other = await call('GET', `/tenant/clients/${puraVida}`, as.clientadmin);
    expect(other.statusCode).toBe(404);
    errorOf(other);
    expect((await call('GET', `/tenant/clients/${puraVida}`, as.operator)).statusCode).toBe(200);
  });

  it('refuses junk with 400', async () => {
    for (const body of [
      {},
      { name: '   ' },
      { name: 'x'.repeat(201) },
      { name: 'Ok', configuration: { date_format: 'yyyy' } },
      { name: 7 },
    ]) {
      const res = await call('POST', '/tenant/clients', as.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
    expect((await call('PUT', '/tenant/clients/abc', as.admin, { name: 'Ok' })).statusCode).toBe(400);
    expect((await call('DELETE', '/tenant/clients/0')).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to everyone but an admin, changing nothing', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/tenant/clients', payload: { name: 'Nope' } })).statusCode,
    ).toBe(401);
    for (const who of ['operator', 'agent', 'clientadmin']) {
      for (const [method, url] of [
        ['POST', '/tenant/clients'],
        ['PUT', `/tenant/clients/${andean}`],
        ['DELETE', `/tenant/clients/${andean}`],
      ] as const) {
        const res = await call(method, url, as[who], method === 'DELETE' ? undefined : { name: 'Hijacked' });
        expect(res.statusCode, `${who} ${method}`).toBe(403);
        expect(errorOf(res).code).toBe('FORBIDDEN');
      }
    }
    expect(await clientNames()).toEqual(expect.arrayContaining(['Andean Trails Travel']));
    expect(await clientNames()).not.toContain('Hijacked');
  });

  it("answers 404 for another tenant's client and leaves it unchanged", async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/tenant/clients/${andean}`, as.other, payload);
      expect(res.statusCode, method).toBe(404);
      errorOf(res);
    }
    expect((await call('GET', `/tenant/clients/${andean}`)).json().data.name).toBe('Andean Trails Travel');
  });
});

describe('contract writes', () => {
  let manual: number;
  let peru: number;
  let agentId: number;
  beforeAll(async () => {
    manual = (await call('GET', '/tenant/sales_manuals')).json().data[0].id;
    peru = (await call('GET', '/tenant/location/countries?search=peru')).json().data[0].id;
    agentId = (await call('GET', '/tenant/users?role=7')).json().data[0].id;
  });
  const body = (patch: object = {}) => ({
    client_id: puraVida,
    sales_manual_id: manual,
    name: 'Pura Vida — Peru add-on',
    location_ids: [peru],
    owner_user_id: agentId,
    commission_mode: 'commission_on_top',
    commission_pct: 12.5,
    ...patch,
  });

  it('saves a contract, reads it, changes it and archives it', async () => {
    const created = await call('POST', '/tenant/contracts', as.admin, body());
    expect(created.statusCode).toBe(201);
    const contract = created.json().data;
    expect(contract).toMatchObject({
      name: 'Pura Vida — Peru add-on',
      client_id: puraVida,
      owner_user_id: agentId,
      location_ids: [peru],
      commission_mode: 'commission_on_top',
      commission_pct: '12.50',
      sales_manual: { id: manual },
      // The original client's names (C2): id_user is the client, locations are country objects.
      contract_id: contract.id,
      id_user: puraVida,
      locations: [{ id: peru, location_code: 'PE', parent: 0 }],
      sales_manual_contract: { data: [{ id_sales_manual: manual }] },
    });
    expect(contract.locations[0].destination.length).toBeGreaterThan(0);
    const listed = (await call('GET', `/tenant/clients/contract/${puraVida}`))
      .json()
      .data.map((c: { id: number }) => c.id);
    expect(listed).toContain(contract.id);

    const changed = await call(
      'PUT',
      `/tenant/contracts/${contract.id}`,
      as.admin,
      body({
        name: 'Pura Vida — Peru',
        location_ids: [],
        owner_user_id: null,
        commission_mode: 'net',
        commission_pct: 0,
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: contract.id,
      name: 'Pura Vida — Peru',
      location_ids: [],
      owner_user_id: null,
      locations: [],
      commission_mode: 'net',
      commission_pct: '0.00',
    });
    expect((await call('GET', `/tenant/contracts/${contract.id}`, as.operator)).json().data.name).toBe(
      'Pura Vida — Peru',
    );

    expect((await call('DELETE', `/tenant/contracts/${contract.id}`)).json().data).toMatchObject({
      id: contract.id,
      archived: true,
    });
    expect(
      (await call('GET', `/tenant/clients/contract/${puraVida}`)).json().data.map((c: { id: number }) => c.id),
    ).not.toContain(contract.id);
    expect((await call('DELETE', `/tenant/contracts/${contract.id}`)).statusCode).toBe(404);
  });

  it('refuses ids that are not the tenant’s with 422 and the path of each', async () => {
    const foreignManual = (await call('GET', '/tenant/sales_manuals', as.other)).json().data[0].id;
    const foreignUser = (await call('GET', '/tenant/users?role=7', as.other)).json().data[0].id;
    const foreignClient = (await call('GET', '/tenant/clients', as.other)).json().data[0].id;
    const res = await call(
      'POST',
      '/tenant/contracts',
      as.admin,
      body({
        client_id: foreignClient,
        sales_manual_id: foreignManual,
        location_ids: [peru, 99_999_999],
        owner_user_id: foreignUser,
      }),
    );
    expect(res.statusCode).toBe(422);
    const error = errorOf(res) as ReturnType<typeof errorOf> & { details: { path: string }[] };
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.details.map((d) => d.path)).toEqual([
      'body.client_id',
      'body.sales_manual_id',
      'body.location_ids',
      'body.owner_user_id',
    ]);
    expect(error.message).toContain('There is no location 99999999.');
    const names = (await call('GET', '/tenant/clients/contract/')).json().data.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Pura Vida — Peru add-on');
  });

  it('refuses junk with 400', async () => {
    for (const patch of [
      { commission_mode: 'gross' },
      { commission_pct: 150 },
      { location_ids: ['x'] },
      { client_id: undefined },
      { name: '' },
      { owner_user_id: -3 },
    ]) {
      const res = await call('POST', '/tenant/contracts', as.admin, body(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      errorOf(res);
    }
  });

  it('shows a client user only its own client’s contracts', async () => {
    const contracts = (await call('GET', '/tenant/clients/contract/')).json().data as {
      id: number;
      client_id: number;
    }[];
    const own = contracts.find((c) => c.client_id === andean)!;
    const foreign = contracts.find((c) => c.client_id === puraVida)!;
    expect((await call('GET', `/tenant/contracts/${own.id}`, as.clientadmin)).statusCode).toBe(200);
    expect((await call('GET', `/tenant/contracts/${foreign.id}`, as.clientadmin)).statusCode).toBe(404);
  });

  it('answers 401, 403 to non-admins and 404 to another tenant, changing nothing', async () => {
    const existing = (await call('GET', '/tenant/clients/contract/')).json().data[0];
    expect((await ctx.app.inject({ method: 'POST', url: '/tenant/contracts', payload: body() })).statusCode).toBe(401);
    for (const who of ['operator', 'agent', 'clientadmin']) {
      expect((await call('POST', '/tenant/contracts', as[who], body())).statusCode, who).toBe(403);
      expect((await call('PUT', `/tenant/contracts/${existing.id}`, as[who], body())).statusCode, who).toBe(403);
      expect((await call('DELETE', `/tenant/contracts/${existing.id}`, as[who])).statusCode, who).toBe(403);
    }
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', body({ name: 'Stolen' })],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/tenant/contracts/${existing.id}`, as.other, payload);
      expect(res.statusCode, method).toBe(404);
      errorOf(res);
    }
    expect((await call('GET', `/tenant/contracts/${existing.id}`)).json().data).toEqual(existing);
  });
});
