import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetDetailResponseSchema } from '@itinera/domain/contracts';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { jpeg, upload } from '../../../test/assets.fixtures';

// Where a picture is used, its details, and deleting it (decision 0063): a picture in use is deleted
// only when the user confirms, and is then taken off every place that showed it.

let ctx: TestContext;
let dataDir: string;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-usages-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  for (const who of ['admin', 'agent', 'operator']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sql = (text: string, values: unknown[] = []) => ctx.database.executeSql(text, values);
const added = async (headers: Record<string, string>, hue: number) =>
  (
    await upload(ctx.app, headers, { name: `p${hue}.jpg`, type: 'image/jpeg', bytes: await jpeg(400, 300, { hue }) })
  ).json().data as { id: number; ref: string; key: string };

describe('a picture in use', () => {
  it('lists the services, clients and places that show it', async () => {
    const a = await added(as.admin!, 10);
    const service = (await sql(`SELECT id, name->>'en' AS name FROM services ORDER BY id LIMIT 1`)).rows[0] as {
      id: number;
      name: string;
    };
    await sql(`UPDATE services SET images = ARRAY[$1, 'https://cdn.example.com/x.jpg'] WHERE id = $2`, [
      a.ref,
      service.id,
    ]);
    await sql(`UPDATE clients SET logo = $1 WHERE name = 'Andean Trails Travel'`, [a.ref]);
    const res = await ctx.app.inject({ method: 'GET', url: `/tenant/assets/${a.id}`, headers: as.admin });
    expect(res.statusCode).toBe(200);
    const { data } = assetDetailResponseSchema.parse(res.json());
    expect(data.usages).toEqual([
      {
        kind: 'client',
        id: expect.any(Number),
        label: 'Andean Trails Travel',
        link: expect.stringMatching(/^\/configuration\/clients\?client=\d+$/),
      },
      { kind: 'service', id: service.id, label: service.name, link: `/configuration/services?service=${service.id}` },
    ]);
  });

  it('is not deleted without a confirmation: 409 names where it is shown', async () => {
    const a = (await ctx.app.inject({ method: 'GET', url: '/tenant/assets?search=p10', headers: as.admin })).json()
      .data[0];
    const res = await ctx.app.inject({ method: 'DELETE', url: `/tenant/assets/${a.id}`, headers: as.admin });
    expect(res.statusCode).toBe(409);
    const body = errorOf(res) as ReturnType<typeof errorOf> & { details: { path: string; message: string }[] };
    expect(body.message).toMatch(/^This picture is used in 2 places: Andean Trails Travel, .+\. Delete it anyway\?$/);
    expect(body.details.map((d) => d.path)).toEqual([
      expect.stringMatching(/^client\.\d+$/),
      expect.stringMatching(/^service\.\d+$/),
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: `/tenant/assets/${a.id}`, headers: as.admin })).statusCode).toBe(
      200,
    );
  });

  it('deleted with force=1: taken off the service and the client, its row and files gone', async () => {
    const a = (await ctx.app.inject({ method: 'GET', url: '/tenant/assets?search=p10', headers: as.admin })).json()
      .data[0];
    const res = await ctx.app.inject({ method: 'DELETE', url: `/tenant/assets/${a.id}?force=1`, headers: as.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: a.id, deleted: true, removed_from: 2 } });
    const service = (await sql(`SELECT images FROM services ORDER BY id LIMIT 1`)).rows[0] as { images: string[] };
    expect(service.images).toEqual(['https://cdn.example.com/x.jpg']);
    expect((await sql(`SELECT logo FROM clients WHERE name = 'Andean Trails Travel'`)).rows[0]).toEqual({ logo: null });
    expect((await ctx.app.inject({ method: 'GET', url: a.thumbnail_350X240 })).statusCode).toBe(404);
    const files = readdirSync(path.join(dataDir, 'store'), { recursive: true }).map(String);
    expect(files.filter((f) => f.includes(a.key))).toEqual([]);
  });

  it('deletes a picture nobody uses at once', async () => {
    const a = await added(as.operator!, 90);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/tenant/assets/${a.id}`, headers: as.operator });
    expect(res.json()).toEqual({ data: { id: a.id, deleted: true, removed_from: 0 } });
  });
});

describe('PUT /tenant/assets/{id}', () => {
  it('changes the details; the one who added it or the staff may, another agent may not (403)', async () => {
    const mine = await added(as.agent!, 150);
    const edit = (headers: Record<string, string>, payload: object, id = mine.id) =>
      ctx.app.inject({ method: 'PUT', url: `/tenant/assets/${id}`, headers, payload });
    const res = await edit(as.agent!, {
      name: 'Colca canyon',
      alt: 'Condors over the canyon',
      tags: ['colca'],
      path: '/PE,/PE-ARE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Colca canyon',
      alt: 'Condors over the canyon',
      tags: ['colca'],
      path: '/PE,/PE-ARE',
      editable: true,
    });
    expect((await edit(as.operator!, { credit: 'Photo: staff' })).json().data.credit).toBe('Photo: staff');
    const staffs = await added(as.admin!, 250);
    const refused = await edit(as.agent!, { name: 'Mine now' }, staffs.id);
    expect(refused.statusCode).toBe(403);
    errorOf(refused);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/tenant/assets/${staffs.id}`, headers: as.agent })).statusCode,
    ).toBe(403);
    expect((await edit(as.agent!, { path: '/x/../../y' })).statusCode).toBe(400);
    expect((await edit(as.admin!, { name: 'x' }, 99_999_999)).statusCode).toBe(404);
  });

  it('lists the folders in use with their counts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/tenant/assets/folders', headers: as.admin });
    expect(res.json().data).toContainEqual({ path: '/PE,/PE-ARE', count: 1 });
  });
});

describe('destination pictures', () => {
  it("sets a country's picture (admin), lists it where the picture is used, and refuses others (403)", async () => {
    const a = await added(as.admin!, 300);
    const peru = (await sql(`SELECT id FROM locations WHERE code = 'PE'`)).rows[0] as { id: number };
    const put = (headers: Record<string, string>, image: string | null) =>
      ctx.app.inject({ method: 'PUT', url: `/tenant/location-photos/${peru.id}`, headers, payload: { image } });
    expect((await put(as.agent!, a.ref)).statusCode).toBe(403);
    const res = await put(as.admin!, a.ref);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({
      location_id: peru.id,
      location_code: 'PE',
      location_name: 'Peru',
      image: a.ref,
    });
    const used = (await ctx.app.inject({ method: 'GET', url: `/tenant/assets/${a.id}`, headers: as.admin })).json()
      .data;
    expect(used.usages).toEqual([
      { kind: 'location', id: peru.id, label: 'Peru', link: '/configuration/destinations' },
    ]);
    const destinations = (
      await ctx.app.inject({ method: 'GET', url: '/tenant/itinerary-destinations', headers: as.admin })
    ).json();
    expect(
      destinations.find((d: { country: { id: number } }) => d.country.id === peru.id).asset.thumbnail_1200X725,
    ).toBe(`${a.ref}?size=1200X725`);
    expect((await put(as.admin!, 'javascript:alert(1)')).statusCode).toBe(400);
  });
});
