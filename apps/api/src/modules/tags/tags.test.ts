import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { services } from '../../db/catalogue-schema';
import { seedDemo } from '../../seed/seed';

let ctx: TestContext;
const as: Record<string, Record<string, string>> = {};
let demoTenant: number;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = as.admin!,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const tagList = async (headers = as.admin) =>
  (await call('GET', '/tenant/tags?limit=500', headers)).json().data as {
    id: number;
    name: string;
    kind: string;
    type: string;
  }[];
const categoryList = async (headers = as.admin) =>
  (await call('GET', '/tenant/service-categories', headers)).json().data as {
    id: number;
    name: string;
    acronym: string;
    type: string;
  }[];
const found = async (qs: string) => (await call('GET', `/tenant/services?${qs}`, as.agent)).json().meta.total as number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'operator', 'agent', 'clientadmin'])
    as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  const rows = (await ctx.database.db.execute(sql`SELECT id FROM tenants WHERE slug = 'demo'`)) as unknown as {
    rows: { id: number }[];
  };
  demoTenant = rows.rows[0]!.id;
});
afterAll(() => ctx.close());

type TagRow = { id: number; name: string; kind: string; type: string };
const saveTags = (type: string, tags: string[], headers = as.admin) =>
  call('POST', '/tenant/tags/save?cur_step=1&last_step=2', headers, { type, tags });
const tagNamed = async (name: string, kind: string) =>
  (await tagList()).find((t) => t.name === name && t.kind === kind) as TagRow;

describe('POST /tenant/tags/save, PUT and DELETE /tenant/tags/{id}', () => {
  it('adds the names that do not exist yet and answers every tag, bare', async () => {
    const before = await tagList();
    const res = await saveTags('SVC', [' Birdwatching ', 'BIRDWATCHING', 'culture', '']);
    expect(res.statusCode).toBe(200);
    const all = res.json() as TagRow[];
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(before.length + 1);
    expect(all.filter((t) => t.name.toLowerCase() === 'birdwatching')).toEqual([
      { id: expect.any(Number), name: 'Birdwatching', kind: 'service', type: 'SVC' },
    ]);
    // The same name is another tag in the other kind.
    const again = (await saveTags('ITY', ['birdwatching'])).json() as TagRow[];
    expect(
      again
        .filter((t) => t.name.toLowerCase() === 'birdwatching')
        .map((t) => t.type)
        .sort(),
    ).toEqual(['ITY', 'SVC']);
    expect(again).toEqual(await tagList());
  });

  it('renames a tag by id, keeping names unique per kind (409)', async () => {
    await saveTags('SVC', ['Birding soon']);
    const tag = await tagNamed('Birding soon', 'service');
    const renamed = await call('PUT', `/tenant/tags/${tag.id}`, as.admin, { name: 'Birding' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual({ id: tag.id, name: 'Birding', kind: 'service' });
    expect((await call('PUT', `/tenant/tags/${tag.id}`, as.admin, { name: 'birding' })).statusCode).toBe(200);
    const twin = await call('PUT', `/tenant/tags/${tag.id}`, as.admin, { name: 'CULTURE' });
    expect(twin.statusCode).toBe(409);
    expect(errorOf(twin).message).toBe('There is already a service tag called “CULTURE”.');
    expect((await tagList()).filter((t) => t.id === tag.id)).toEqual([
      { id: tag.id, name: 'birding', kind: 'service', type: 'SVC' },
    ]);
  });

  it('deletes a tag and takes it off the services that carried it', async () => {
    await saveTags('SVC', ['Hot springs']);
    const tag = await tagNamed('Hot springs', 'service');
    const culture = (await tagList()).find((t) => t.name === 'Culture')!;
    await ctx.database.withTenant(demoTenant, (tx) =>
      tx
        .update(services)
        .set({ tagIds: [culture.id, tag.id] })
        .where(and(eq(services.tenantId, demoTenant), eq(services.code, 'SVC00001'))),
    );
    const deleted = await call('DELETE', `/tenant/tags/${tag.id}`);
    expect(deleted.json().data).toEqual({ id: tag.id, name: 'Hot springs', kind: 'service' });
    expect((await tagList()).map((t) => t.id)).not.toContain(tag.id);
    const [row] = await ctx.database.withTenant(demoTenant, (tx) =>
      tx
        .select({ tagIds: services.tagIds })
        .from(services)
        .where(and(eq(services.tenantId, demoTenant), eq(services.code, 'SVC00001'))),
    );
    expect(row!.tagIds).toEqual([culture.id]);
    expect((await call('DELETE', `/tenant/tags/${tag.id}`)).statusCode).toBe(404);
  });

  it('refuses junk with 400', async () => {
    for (const body of [
      { type: 'SVC', tags: ['x'.repeat(61)] },
      { type: 'HOTEL', tags: ['Ok'] },
      { type: 'TOD', tags: ['Ok'] },
      { tags: ['Ok'] },
      { type: 'ITY', tags: 'Ok' },
      { type: 'ITY', tags: [3] },
    ]) {
      const res = await call('POST', '/tenant/tags/save', as.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      errorOf(res);
    }
    for (const body of [{ name: '' }, { name: 'x'.repeat(61) }, {}]) {
      const culture = await tagNamed('Culture', 'service');
      expect((await call('PUT', `/tenant/tags/${culture.id}`, as.admin, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await call('POST', '/tenant/tags/save?cur_step=0', as.admin, { type: 'ITY', tags: [] })).statusCode).toBe(
      400,
    );
  });

  it('lets anyone signed in add quote tags, and only admins add service tags or rename and delete', async () => {
    const culture = await tagNamed('Culture', 'service');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/tenant/tags/save',
          payload: { type: 'ITY', tags: ['Nope'] },
        })
      ).statusCode,
    ).toBe(401);
    for (const who of ['operator', 'agent', 'clientadmin']) {
      expect(errorOf(await saveTags('SVC', ['Nope'], as[who])).code, who).toBe('FORBIDDEN');
      expect((await call('PUT', `/tenant/tags/${culture.id}`, as[who], { name: 'Nope' })).statusCode, who).toBe(403);
      expect((await call('DELETE', `/tenant/tags/${culture.id}`, as[who])).statusCode, who).toBe(403);
      const saved = await saveTags('ITY', [`Quote tag of ${who}`], as[who]);
      expect(saved.statusCode, who).toBe(200);
      expect(
        (saved.json() as TagRow[]).some((t) => t.name === `Quote tag of ${who}` && t.type === 'ITY'),
        who,
      ).toBe(true);
    }
    expect((await tagList()).map((t) => t.name)).not.toContain('Nope');
  });

  it("answers 404 for another tenant's tag and keeps each tenant's list its own", async () => {
    const culture = await tagNamed('Culture', 'service');
    expect((await call('PUT', `/tenant/tags/${culture.id}`, as.other, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call('DELETE', `/tenant/tags/${culture.id}`, as.other)).statusCode).toBe(404);
    const theirs = (await saveTags('ITY', ['Only theirs'], as.other)).json() as TagRow[];
    expect(theirs.map((t) => t.id)).not.toContain(culture.id);
    expect((await tagList()).map((t) => t.name)).not.toContain('Only theirs');
    expect((await tagList()).find((t) => t.id === culture.id)).toEqual(culture);
  });
});

describe('service categories', () => {
  it('creates (201), renames and archives a category', async () => {
    const created = await call('POST', '/tenant/service-categories', as.admin, { name: 'Cruise', acronym: 'CRU' });
    expect(created.statusCode).toBe(201);
    const category = created.json().data;
    expect(category).toEqual({ id: expect.any(Number), name: 'Cruise', acronym: 'CRU', type: 'CAT_SV' });
    const renamed = await call('PUT', `/tenant/service-categories/${category.id}`, as.admin, {
      name: 'River cruise',
      acronym: 'RCR',
      type: 'TOD',
    });
    expect(renamed.json().data).toEqual({ id: category.id, name: 'River cruise', acronym: 'RCR', type: 'TOD' });
    expect((await call('DELETE', `/tenant/service-categories/${category.id}`)).json().data).toMatchObject({
      id: category.id,
      archived: true,
    });
    expect((await categoryList()).map((c) => c.acronym)).not.toContain('RCR');
    expect(
      (await call('PUT', `/tenant/service-categories/${category.id}`, as.admin, { name: 'Again', acronym: 'RCR' }))
        .statusCode,
    ).toBe(404);

    // The acronym stays taken by the archived category, so creating it again brings that one back.
    const revived = await call('POST', '/tenant/service-categories', as.admin, { name: 'Lake cruise', acronym: 'RCR' });
    expect(revived.statusCode).toBe(201);
    expect(revived.json().data).toEqual({ id: category.id, name: 'Lake cruise', acronym: 'RCR', type: 'TOD' });
  });

  it('finds services by the new name of their category', async () => {
    const guides = await found('category=GDE&limit=100');
    expect(guides).toBeGreaterThan(0);
    expect(await found('name=naturalist escort')).toBe(0);
    const gde = (await categoryList()).find((c) => c.acronym === 'GDE')!;
    expect(
      (
        await call('PUT', `/tenant/service-categories/${gde.id}`, as.admin, {
          name: 'Naturalist escort',
          acronym: 'GDE',
        })
      ).statusCode,
    ).toBe(200);
    expect(await found('name=naturalist escort')).toBe(guides);
    const one = (await call('GET', '/tenant/services?category=GDE', as.agent)).json().data[0];
    expect(
      (await call('GET', `/tenant/services?name=${encodeURIComponent(one.name.value)}`, as.agent))
        .json()
        .data.map((s: { id: number }) => s.id),
    ).toContain(one.id);
    expect((await call('GET', `/tenant/services?name=${one.code}`, as.agent)).json().data[0].id).toBe(one.id);
    // A hotel is found by its name in every language after its category is renamed.
    const htl = (await categoryList()).find((c) => c.acronym === 'HTL')!;
    await call('PUT', `/tenant/service-categories/${htl.id}`, as.admin, { name: 'Lodging', acronym: 'HTL' });
    expect(await found('name=lodging')).toBe(await found('category=HTL'));
    expect(await found('name=monasterio')).toBe(1);
  });

  it('refuses a duplicate acronym (409) and archiving a category in use (409)', async () => {
    const dup = await call('POST', '/tenant/service-categories', as.admin, { name: 'Hotels again', acronym: 'HTL' });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe('There is already a category with the acronym HTL.');
    const trf = (await categoryList()).find((c) => c.acronym === 'TRF')!;
    expect(
      (await call('PUT', `/tenant/service-categories/${trf.id}`, as.admin, { name: 'Transfer', acronym: 'HTL' }))
        .statusCode,
    ).toBe(409);
    const inUse = await call('DELETE', `/tenant/service-categories/${trf.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(errorOf(inUse).message).toMatch(/services still use the category Transfer/);
    expect((await categoryList()).find((c) => c.id === trf.id)).toEqual(trf);
  });

  it('refuses junk with 400', async () => {
    for (const body of [
      { name: 'Ok', acronym: 'h' },
      { name: 'Ok', acronym: 'lower' },
      { name: '', acronym: 'OKK' },
      { acronym: 'OKK' },
      { name: 'Ok', acronym: 'OKK', type: 'HOTEL' },
    ]) {
      const res = await call('POST', '/tenant/service-categories', as.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      errorOf(res);
    }
  });

  it('answers 401, 403 to non-admins and 404 to another tenant, changing nothing', async () => {
    const trf = (await categoryList()).find((c) => c.acronym === 'TRF')!;
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/tenant/service-categories',
          payload: { name: 'Nope', acronym: 'NOPE' },
        })
      ).statusCode,
    ).toBe(401);
    for (const who of ['operator', 'agent', 'clientadmin']) {
      expect(
        (await call('POST', '/tenant/service-categories', as[who], { name: 'Nope', acronym: 'NOPE' })).statusCode,
        who,
      ).toBe(403);
      expect(
        (await call('PUT', `/tenant/service-categories/${trf.id}`, as[who], { name: 'Nope', acronym: 'TRF' }))
          .statusCode,
        who,
      ).toBe(403);
      expect((await call('DELETE', `/tenant/service-categories/${trf.id}`, as[who])).statusCode, who).toBe(403);
    }
    for (const [method, payload] of [
      ['PUT', { name: 'Stolen', acronym: 'STO' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/tenant/service-categories/${trf.id}`, as.other, payload);
      expect(res.statusCode, method).toBe(404);
      errorOf(res);
    }
    expect((await categoryList()).find((c) => c.id === trf.id)).toEqual(trf);
    expect((await categoryList()).map((c) => c.acronym)).not.toContain('NOPE');
  });
});
