import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { publish, publishingWorld, type PublishingWorld, pricedQuote } from '../../../test/publishing.fixtures';

// Decisions 0079, 0083 and 0084 on the client's page, through the real routes and database: the choosers show what the
// publish configuration offers now, and nothing when it offers nothing.

let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 120_000);
afterAll(() => ctx.close());

const config = (extra: Record<string, unknown>) => ({
  config: {
    id: null,
    id_template: 1,
    contents: [1, 3, 4, 9, 10, 11, 13].map((id_content) => ({ id: null, id_content })),
    colors: [],
    ...extra,
  },
  images: [],
});

/** A two-pax quote: a Comfort and a Luxury stay on nights 1–4, a tour, the tour again as an optional; published. */
async function publishedWith(title: string, settings: Record<string, unknown>) {
  const quote = await pricedQuote(ctx, admin, w, title, [{ service_id: w.cat.tour, day: '3', optional: 1 }]);
  const [extra] = await ownerQuery<{ id: number }>(
    ctx,
    sql`SELECT DISTINCT id FROM itinerary_services WHERE itinerary_id = ${quote.rowId} AND kind = 1`,
  );
  const url = `/tenant/itinerary/publish/config/${quote.uuid}`;
  expect((await inject(ctx, 'POST', url, admin, config(settings))).statusCode).toBe(200);
  const { code } = await publish(ctx, admin, quote.uuid);
  return { quote, code, extra: extra!.id, url };
}

const page = async (code: string) => (await ctx.app.inject({ method: 'GET', url: `/whitelabel/${code}` })).body;
const composerOf = (html: string) => /<section id="compose"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;

describe('the choosers on the client’s page', () => {
  it('draws the choosable stay with its alternatives and the extras the configuration offers', async () => {
    const { code, extra } = await publishedWith('Composed page offered', {
      choosable_stays: ['1-4'],
      optional_extras: true,
    });
    const section = composerOf(await page(code))!;
    expect(section).not.toBeNull();
    expect(section).toContain(`data-price-url="/tenant/public/proposals/${code}/price"`);
    expect(
      [...section.matchAll(/<input[^>]*type="radio"[^>]*name="stay-1-4"[^>]*value="(\d)"/g)].map((m) => m[1]),
    ).toEqual(['1', '3']);
    expect(section).toContain(`id="extra-${extra}"`);
  });

  it('draws only the extras when no stay is choosable, and nothing when nothing is offered', async () => {
    const extrasOnly = await publishedWith('Composed page extras only', { optional_extras: true });
    const section = composerOf(await page(extrasOnly.code))!;
    expect(section).not.toContain('data-stay=');
    expect(section).toContain(`id="extra-${extrasOnly.extra}"`);

    const nothing = await publishedWith('Composed page nothing', {});
    const html = await page(nothing.code);
    expect(composerOf(html)).toBeNull();
    expect(html).not.toContain('data-compose-accept');
  });

  it('follows the configuration live: a stay withdrawn after publishing is no longer drawn', async () => {
    const { code, url } = await publishedWith('Composed page withdrawn', {
      choosable_stays: ['1-4'],
      optional_extras: false,
    });
    expect(composerOf(await page(code))).toContain('data-stay="1-4"');
    expect((await inject(ctx, 'POST', url, admin, config({ choosable_stays: [] }))).statusCode).toBe(200);
    expect(composerOf(await page(code))).toBeNull();
  });
});
