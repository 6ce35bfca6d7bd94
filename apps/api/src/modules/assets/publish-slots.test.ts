import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { jpeg, upload } from '../../../test/assets.fixtures';
import { createQuote } from '../../../test/quotes.fixtures';
import { seedDemo } from '../../seed/seed';

// The publish configuration's image slots (the quote's cover, logo, …) take a library picture
// chosen with the picker (decision 0063), instead of a file uploaded for that one slot.

let ctx: TestContext;
let dataDir: string;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-publish-slots-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedDemo(ctx.database, 'other');
  as.admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fromLibrary = (quote: string, payload: Record<string, unknown>, headers = as.admin!) =>
  ctx.app.inject({ method: 'POST', url: `/tenant/itinerary/publish/images/${quote}/library`, headers, payload });

describe('image slots from the library', () => {
  it('puts a library picture in the cover slot, at its thumbnail sizes, listed where the picture is used', async () => {
    const picture = (
      await upload(ctx.app, as.admin!, { name: 'cover.jpg', type: 'image/jpeg', bytes: await jpeg(1600, 1000) })
    ).json().data as { id: number; key: string; ref: string };
    const quote = await createQuote(ctx, as.admin!, { title: 'Cover trip' });
    const res = await fromLibrary(quote.uuid, { type: 'cover_page', image: picture.ref });
    expect(res.statusCode).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({
      id: expect.any(Number),
      thumbnail_350X240: `/tenant/assets/thumbnail/${picture.key}?size=350X240`,
      thumbnail_1200X725: `/tenant/assets/thumbnail/${picture.key}?size=1200X725`,
    });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/publish/config/${quote.uuid}`,
      headers: as.admin!,
      payload: {
        config: { id: null, id_template: 2, contents: [{ id: null, id_content: 4 }], colors: [] },
        images: [{ type: 'cover_page', id: null, images: `{${image.id}}` }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const cover = saved.json().images.find((i: { type: string }) => i.type === 'cover_page');
    expect(cover.images_full).toEqual([image]);
    // The thumbnail it names is served.
    expect((await ctx.app.inject({ method: 'GET', url: image.thumbnail_1200X725 })).statusCode).toBe(200);
    const usages = (
      await ctx.app.inject({ method: 'GET', url: `/tenant/assets/${picture.id}`, headers: as.admin! })
    ).json().data.usages;
    expect(usages).toContainEqual(
      expect.objectContaining({ kind: 'publish', id: image.id, label: `${quote.code}: cover_page` }),
    );
  });

  it("refuses what is not one of the tenant's library pictures, and bad slots", async () => {
    const quote = await createQuote(ctx, as.admin!, { title: 'Refusals' });
    const theirs = (
      await upload(ctx.app, as.other!, { name: 'x.jpg', type: 'image/jpeg', bytes: await jpeg(640, 480, { hue: 200 }) })
    ).json().data as { ref: string };
    const foreign = await fromLibrary(quote.uuid, { type: 'logo', image: theirs.ref });
    expect(foreign.statusCode).toBe(422);
    const refused = errorOf(foreign) as ReturnType<typeof errorOf> & { details: { path: string }[] };
    expect(refused.details.map((d) => d.path)).toEqual(['body.image']);
    for (const body of [
      { type: 'logo', image: 'https://evil.example/x.jpg' },
      { type: 'logo', image: '/tenant/assets/thumbnail/../../etc/passwd' },
      { type: 'sidebar', image: theirs.ref },
      { type: 'logo' },
    ]) {
      const res = await fromLibrary(quote.uuid, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
    expect((await fromLibrary(quote.uuid, { type: 'logo', image: theirs.ref }, as.other)).statusCode).toBe(404);
  });
});
