import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { pricedQuote, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';

// Issue 49: the trip the client composes. The publish configuration says which stays are choosable and
// whether optional extras are offered.

let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 120_000);
afterAll(() => ctx.close());

/** The original client's I19 body (contract §5.6), without the composition settings. */
const originalBody = {
  config: {
    id: null,
    id_template: 1,
    contents: [1, 3, 4, 9, 10, 11].map((id_content) => ({ id: null, id_content })),
    colors: [],
  },
  images: [],
};
const withConfig = (extra: Record<string, unknown>) => ({
  ...originalBody,
  config: { ...originalBody.config, ...extra },
});

describe('the composition settings of the publish configuration', () => {
  it('stores the choosable stays and the extras, and keeps them when the original client saves', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Composed trip settings');
    const url = `/tenant/itinerary/publish/config/${quote.uuid}`;
    const plain = await inject(ctx, 'POST', url, admin, originalBody);
    expect(plain.json().config).toMatchObject({ choosable_stays: [], optional_extras: false });

    const set = await inject(
      ctx,
      'POST',
      url,
      admin,
      withConfig({ choosable_stays: ['1-4', '1-4'], optional_extras: true }),
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().config).toMatchObject({ choosable_stays: ['1-4'], optional_extras: true });

    expect((await inject(ctx, 'POST', url, admin, originalBody)).statusCode).toBe(200);
    expect((await inject(ctx, 'GET', url, admin)).json().config).toMatchObject({
      choosable_stays: ['1-4'],
      optional_extras: true,
    });
  });

  it('refuses a stay that is not a day range (400)', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Composed trip bad stay');
    const res = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/publish/config/${quote.uuid}`,
      admin,
      withConfig({ choosable_stays: ['one to four'] }),
    );
    expect(res.statusCode).toBe(400);
    const body = errorOf(res) as { code: string; details?: { path: string }[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details?.[0]?.path).toContain('choosable_stays');
  });
});
