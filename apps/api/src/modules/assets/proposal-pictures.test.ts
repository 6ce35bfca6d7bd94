import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { jpeg, upload } from '../../../test/assets.fixtures';
import { pricedQuote, publish, publishingWorld } from '../../../test/publishing.fixtures';

// A library picture chosen for a catalogue service is the service's picture on the client's
// proposal page, with a srcset of the thumbnail sizes (decision 0063), and the page's host serves it.

let ctx: TestContext;
let dataDir: string;
let admin: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-proposal-pictures-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('pictures on the proposal', () => {
  it("shows a service's library picture on its day, with a srcset,, and the catalogue answers its thumbnails", async () => {
    const picture = (
      await upload(
        ctx.app,
        admin,
        { name: 'cusco.jpg', type: 'image/jpeg', bytes: await jpeg(1600, 1000) },
        { name: 'Cusco' },
      )
    ).json().data as { key: string; ref: string };
    const world = await publishingWorld(ctx, admin);
    await ctx.database.executeSql('UPDATE services SET images = ARRAY[$1] WHERE id = $2', [
      picture.ref,
      world.cat.tour,
    ]);

    const service = (
      await ctx.app.inject({ method: 'GET', url: `/tenant/services/${world.cat.tour}`, headers: admin })
    ).json().data;
    expect(service.images_full).toEqual([
      {
        id: picture.ref,
        thumbnail_350X240: `${picture.ref}?size=350X240`,
        thumbnail_1200X725: `${picture.ref}?size=1200X725`,
      },
    ]);

    const quote = await pricedQuote(ctx, admin, world);
    const published = await publish(ctx, admin, quote.id);
    const page = await ctx.app.inject({ method: 'GET', url: `/whitelabel/${published.code}` });
    expect(page.statusCode).toBe(200);
    // The tour's day has no pictures of its own: it shows the tour's, at the sizes the page picks from.
    const img = new RegExp(`<img src="${picture.ref}\\?size=1200X725"[^>]*>`).exec(page.body)?.[0];
    expect(img, 'the day picture').toBeDefined();
    expect(img).toContain(`srcSet="${picture.ref}?size=350X240 350w, ${picture.ref}?size=700X480 700w`);
    expect(img).toContain(`${picture.ref}?size=1600X900 1600w"`);
    const shown = await ctx.app.inject({ method: 'GET', url: `${picture.ref}?size=350X240` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
  });
});
