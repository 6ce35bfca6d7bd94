import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { THUMBNAIL_SIZES, type ThumbnailSize } from '@itinera/domain';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { jpeg, upload } from '../../../test/assets.fixtures';
import { seedDemo } from '../../seed/seed';

// GET /tenant/assets/thumbnail/{id}?size (spec 02 §7): WebP of the fixed sizes, made once and
// kept, cached for a year with an ETag; per tenant of the host; ids are keys, never paths.

let ctx: TestContext;
let dataDir: string;
let admin: Record<string, string>;
let other: Record<string, string>;
let asset: { id: number; key: string; thumbnail_350X240: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-thumbs-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedDemo(ctx.database, 'other');
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  const res = await upload(ctx.app, admin, { name: 'cusco.jpg', type: 'image/jpeg', bytes: await jpeg(2000, 1400) });
  asset = res.json().data;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('GET /tenant/assets/thumbnail/{id}', () => {
  it('answers each size of the fixed list as WebP of that size (a logo fits inside, the others fill the box)', async () => {
    for (const [size, box] of Object.entries(THUMBNAIL_SIZES) as [
      ThumbnailSize,
      (typeof THUMBNAIL_SIZES)[ThumbnailSize],
    ][]) {
      const res = await get(`/tenant/assets/thumbnail/${asset.key}?size=${size}`);
      expect(res.statusCode, size).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      if (box.fit === 'cover') expect([meta.width, meta.height], size).toEqual([box.width, box.height]);
      else
        expect(
          meta.width! <= box.width &&
            meta.height! <= box.height &&
            (meta.width === box.width || meta.height === box.height),
        ).toBe(true);
    }
    // Without a size: the list's 350X240, as AS1's thumbnail_350X240 names it.
    const plain = await get(`/tenant/assets/thumbnail/${asset.key}`);
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(350);
  });

  it('is cached for a year, immutable, with an ETag that answers 304, and never sniffed', async () => {
    const res = await get(asset.thumbnail_350X240);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The publish preview is a sandboxed frame (an opaque origin): a same-origin policy hid its pictures.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}-350x240"$/);
    const again = await get(asset.thumbnail_350X240, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('is made once and kept: later answers come from the store, even without the original', async () => {
    const dir = path.join(dataDir, 'store', 'tenants');
    const files = () => readdirSync(dir, { recursive: true }).map(String);
    const first = await get(`/tenant/assets/thumbnail/${asset.key}?size=700X480`);
    expect(files().some((f) => f.endsWith('700x480.webp'))).toBe(true);
    const original = files().find((f) => f.endsWith('original'))!;
    rmSync(path.join(dir, original));
    const second = await get(`/tenant/assets/thumbnail/${asset.key}?size=700X480`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("answers 404 on another tenant's host: a thumbnail address works only for its own tenant", async () => {
    const foreign = await get(asset.thumbnail_350X240, { host: 'other.localhost' });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe('This picture was not found.');
    expect((await get(`/tenant/assets/${asset.id}`, other)).statusCode).toBe(404);
    expect((await get('/tenant/assets?limit=100', other)).json().data.map((a: { id: number }) => a.id)).not.toContain(
      asset.id,
    );
    expect((await get(`/tenant/assets/thumbnail/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('refuses a path, a file name or an unknown size for the id or the size (400), never reading a file', async () => {
    for (const url of [
      '/tenant/assets/thumbnail/..%2F..%2F..%2Fetc%2Fpasswd',
      '/tenant/assets/thumbnail/%2e%2e',
      `/tenant/assets/thumbnail/${asset.id}`,
      '/tenant/assets/thumbnail/original',
      `/tenant/assets/thumbnail/${asset.key}?size=../../original`,
      `/tenant/assets/thumbnail/${asset.key}?size=9999X9999`,
    ]) {
      const res = await get(url);
      // '%2e%2e' reaches the signed-in routes as /tenant/assets/.. (401 signed out): never a file either.
      expect([400, 401, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      errorOf(res);
    }
    expect((await get('/tenant/assets/thumbnail/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect(existsSync(path.join(dataDir, 'store'))).toBe(true);
  });
});
