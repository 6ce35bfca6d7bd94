import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { assetListResponseSchema, assetUploadResponseSchema } from '@itinera/domain/contracts';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { dataUrl, gif, jpeg, png, pngBomb, svg, upload, webp } from '../../../test/assets.fixtures';
import { originalKey } from './asset-images';

// The library's uploads and list (decision 0063; original-client.md §10 AS1, AS2): formats sniffed from the
// bytes, limits before decoding, metadata stripped, the same file stored once.

let ctx: TestContext;
let dataDir: string;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-assets-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  for (const who of ['admin', 'agent', 'operator']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const list = async (qs = '', headers = as.admin!) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/tenant/assets${qs}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return assetListResponseSchema.parse(res.json());
};
const postJson = (payload: object, headers = as.admin!) =>
  ctx.app.inject({ method: 'POST', url: '/tenant/assets', headers, payload });

describe('POST /tenant/assets (AS2) and GET /tenant/assets (AS1)', () => {
  it('takes the original client body (a base64 data URL) and lists the picture first, with both thumbnails', async () => {
    const res = await postJson({
      category: 1,
      assets_name: 'Machu Picchu at dawn',
      assets_country: 'PE',
      assets_city: 'PE-CUS',
      data: dataUrl(await jpeg(1200, 800)),
      width: 1200,
      height: 800,
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = assetUploadResponseSchema.parse(res.json());
    expect(answer.message).toBe('The picture was added to the library.');
    expect(answer.data).toMatchObject({
      name: 'Machu Picchu at dawn',
      path: '/PE,/PE-CUS',
      category: 1,
      format: 'jpeg',
    });
    const page = await list('?search=&page=1&order=desc&path=&category=');
    expect(page.data[0]).toMatchObject({
      id: answer.data.id,
      name: 'Machu Picchu at dawn',
      path: '/PE,/PE-CUS',
      thumbnail_350X240: `/tenant/assets/thumbnail/${answer.data.key}?size=350X240`,
      thumbnail_1200X725: `/tenant/assets/thumbnail/${answer.data.key}?size=1200X725`,
    });
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 10 });
  });

  it('takes a multipart file with its title, alt text, credit, tags, category and folder', async () => {
    const res = await upload(
      ctx.app,
      as.agent!,
      { name: 'lodge.png', type: 'image/png', bytes: await png(640, 480) },
      {
        name: 'Amazon lodge',
        alt: 'A lodge on stilts by the river',
        credit: 'Photo: Ana Q.',
        tags: 'lodge, amazon,lodge',
        category: '2',
        path: '/Hotels/Amazon',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Amazon lodge',
      alt: 'A lodge on stilts by the river',
      credit: 'Photo: Ana Q.',
      tags: ['lodge', 'amazon'],
      category: 2,
      path: '/Hotels/Amazon',
      width: 640,
      height: 480,
      format: 'png',
    });
  });

  it('stores the same file once: the second upload answers the first asset (200, duplicate)', async () => {
    const bytes = await webp(500, 400);
    const first = await upload(ctx.app, as.admin!, { name: 'a.webp', type: 'image/webp', bytes }, { name: 'First' });
    const total = (await list()).meta.total;
    const again = await upload(
      ctx.app,
      as.operator!,
      { name: 'b.webp', type: 'image/webp', bytes },
      { name: 'Second' },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ duplicate: true, data: { id: first.json().data.id, name: 'First' } });
    expect((await list()).meta.total).toBe(total);
  });

  it('strips EXIF (GPS, camera, owner) from what it keeps', async () => {
    const bytes = await jpeg(600, 400, { gps: true, hue: 200 });
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const res = await upload(ctx.app, as.admin!, { name: 'gps.jpg', type: 'image/jpeg', bytes });
    expect(res.statusCode).toBe(201);
    const [row] = (
      await ctx.database.executeSql(`SELECT tenant_id, sha256 FROM assets WHERE id = $1`, [res.json().data.id])
    ).rows as { tenant_id: number; sha256: string }[];
    const kept = await ctx.app.fileStore.get(originalKey(row!.tenant_id, row!.sha256));
    expect(kept).not.toBeNull();
    const meta = await sharp(kept!).metadata();
    expect(meta.exif).toBeUndefined();
    expect(kept!.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('refuses SVG, GIF and what is not a picture, whatever the declared type says (422)', async () => {
    const cases = [
      { bytes: svg, type: 'image/jpeg', name: 'x.jpg', says: /SVG drawings are not accepted/ },
      { bytes: await gif(), type: 'image/png', name: 'x.png', says: /GIF files are not accepted/ },
      { bytes: Buffer.from('hello, I am text'), type: 'image/jpeg', name: 'x.jpg', says: /not a picture/ },
      { bytes: (await jpeg()).subarray(0, 300), type: 'image/jpeg', name: 'cut.jpg', says: /damaged or incomplete/ },
    ];
    for (const c of cases) {
      const res = await upload(ctx.app, as.admin!, c);
      expect(res.statusCode, c.name).toBe(422);
      expect(errorOf(res).message).toMatch(c.says);
    }
    const json = await postJson({ category: 2, data: dataUrl(svg, 'image/png') });
    expect(json.statusCode).toBe(422);
  });

  it('refuses a huge canvas from its header, before decoding it (a decompression bomb)', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const res = await upload(ctx.app, as.admin!, { name: 'bomb.png', type: 'image/png', bytes: bomb });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toMatch(/too many pixels \(30000 × 30000\)/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses more than 10 MB, in a file or in a JSON body, with a clear sentence (413)', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(11 * 1024 * 1024)]);
    const file = await upload(ctx.app, as.admin!, { name: 'big.jpg', type: 'image/jpeg', bytes: big });
    expect(file.statusCode).toBe(413);
    expect(errorOf(file).message).toBe('This picture is larger than 10 MB. Please upload a smaller file.');
    const body = await postJson({ category: 2, data: dataUrl(Buffer.alloc(11 * 1024 * 1024)) });
    expect(body.statusCode).toBe(413);
    errorOf(body);
  });

  it('refuses bad fields and a folder that tries a way out (400), and answers 401 signed out', async () => {
    const bytes = await png(100, 100);
    for (const fields of [
      { category: '9' },
      { path: '../../etc' },
      { path: '/Hotels/../x' },
      { path: 'a\\b' },
    ] as Record<string, string>[]) {
      const res = await upload(ctx.app, as.admin!, { name: 'x.png', type: 'image/png', bytes }, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
    expect((await postJson({ category: 2, data: 'https://example.com/x.jpg' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/assets' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/tenant/assets?order=sideways', headers: as.admin })).statusCode,
    ).toBe(400);
  });

  it('filters by search, category and folder (with the folders inside it), newest or oldest first', async () => {
    const hotels = await list('?path=/Hotels&limit=100');
    expect(hotels.data.map((a) => a.path)).toEqual(['/Hotels/Amazon']);
    expect((await list('?search=AMAZON&limit=100')).data.map((a) => a.name)).toContain('Amazon lodge');
    expect((await list('?search=stilts')).data.map((a) => a.name)).toEqual(['Amazon lodge']);
    const places = await list('?category=1&limit=100');
    expect(places.data.every((a) => a.category === 1)).toBe(true);
    const newest = (await list('?limit=100')).data.map((a) => a.id);
    const oldest = (await list('?order=asc&limit=100')).data.map((a) => a.id);
    expect(oldest).toEqual([...newest].reverse());
    expect((await list('?search=%_')).data).toEqual([]);
  });
});
