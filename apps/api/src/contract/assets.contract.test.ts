import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { originalClientHeaders } from '../../test/original-client';
import { dataUrl, jpeg } from '../../test/assets.fixtures';

// The asset calls exactly as the original web client makes them (original-client.md §10, AS1 and AS2; the
// thumbnail call of §13): every AS1 key sent, unset ones empty, the path unencoded; AS2's JSON body
// with a base64 data URL. Each test asserts the answer fields the client reads.

let ctx: TestContext;
let dataDir: string;
let headers: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-assets-contract-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  headers = originalClientHeaders((await signIn(ctx.app, 'admin@itinera.demo')).headers);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const as1 = (set: Record<string, string> = {}) => {
  const q = { search: '', page: '1', order: 'desc', path: '', category: '', ...set };
  // Unencoded, as the client sends it (`/PE,/PE-LIM`).
  return ctx.app.inject({
    method: 'GET',
    url: `/tenant/assets?${Object.entries(q)
      .map(([k, v]) => `${k}=${v}`)
      .join('&')}`,
    headers,
  });
};
const as2 = async (fields: Record<string, unknown>, hue: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/tenant/assets',
    headers,
    payload: { data: dataUrl(await jpeg(900, 600, { hue })), width: 900, height: 600, ...fields },
  });

describe('assets as the original client calls them', () => {
  it('AS2 answers a message; AS1 then lists the new asset first (data[0].id), with its two thumbnails', async () => {
    const up = await as2({ category: 1, assets_name: 'Lima coast', assets_country: 'PE', assets_city: 'PE-LIM' }, 200);
    expect([200, 201]).toContain(up.statusCode);
    expect(typeof up.json().message).toBe('string');
    const list = await as1({ path: '/PE,/PE-LIM', category: '1' });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data[0]).toMatchObject({ id: up.json().data.id, name: 'Lima coast', path: '/PE,/PE-LIM' });
    for (const key of ['thumbnail_350X240', 'thumbnail_1200X725'] as const)
      expect((await ctx.app.inject({ method: 'GET', url: body.data[0][key] })).statusCode).toBe(200);
    expect(body.meta).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(body.links).toEqual({ prev: null, next: null });
  });

  it('files a client logo under CLIENT-<id> (the client path comes in assets_country)', async () => {
    const up = await as2(
      { category: 3, assets_name: 'Andean Trails logo', assets_country: 'CLIENT-1', assets_city: '' },
      20,
    );
    expect(up.json().data.path).toBe('CLIENT-1');
    const list = (await as1({ path: 'CLIENT-1', category: '3' })).json();
    expect(list.data.map((a: { name: string }) => a.name)).toEqual(['Andean Trails logo']);
  });

  it('pages by 10, newest first, with links', async () => {
    // A folder of their own: the demo tenant's library holds pictures of its own.
    for (let i = 0; i < 11; i++)
      await as2({ category: 2, assets_name: `Service ${i}`, assets_country: 'ZZ' }, 40 + i * 25);
    const page1 = (await as1({ path: '/ZZ' })).json();
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0].name).toBe('Service 10');
    expect(page1.meta).toMatchObject({ total: 11, current_page: 1, last_page: 2 });
    expect(page1.links.next).toMatch(/page=2/);
    expect((await as1({ path: '/ZZ', page: '2' })).json().data).toHaveLength(1);
  });

  it('GET /tenant/assets/thumbnail/{id}?size= (defined by the client, never called) answers the picture', async () => {
    const first = (await as1()).json().data[0];
    const res = await ctx.app.inject({ method: 'GET', url: `/tenant/assets/thumbnail/${first.key}?size=1200X725` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});
