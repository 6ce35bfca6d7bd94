import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { pricedQuote, publish, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';

// Issue 44: the publish configuration's sale settings — the recommended level and what happens
// after "yes" — set by the new fields of I19, kept when the original client's body (without them)
// is saved, and shown on the published page.

let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 120_000);
afterAll(() => ctx.close());

/** The original client's I19 body (contract §5.6): no sale settings. */
const originalBody = {
  config: {
    id: null,
    id_template: 1,
    contents: [1, 3, 4, 9, 10, 11].map((id_content) => ({ id: null, id_content })),
    colors: [{ id: null, value: '#123456', type: 'navBgColor', label: 'Nav' }],
  },
  images: [{ type: 'logo', id: null, images: '{}' }],
};
const withSale = (sale: Record<string, unknown>) => ({ ...originalBody, config: { ...originalBody.config, ...sale } });
const NEXT = 'Ana will call you within a day.\nDeposit: 30 % to IBAN PE00 1234 <b>now</b>.';

describe('the sale settings of the publish configuration', () => {
  it('stores the recommended level and the next steps, and keeps them when the original client saves', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Recommended trip');
    const url = `/tenant/itinerary/publish/config/${quote.uuid}`;
    const plain = await inject(ctx, 'POST', url, admin, originalBody);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().config).toMatchObject({ recommended_level: null, next_steps: null });

    const set = await inject(ctx, 'POST', url, admin, withSale({ recommended_level: 3, next_steps: `  ${NEXT} ` }));
    expect(set.statusCode).toBe(200);
    expect(set.json().config).toMatchObject({ recommended_level: 3, next_steps: NEXT });

    // The original client knows nothing of them: its save leaves them as they are.
    expect((await inject(ctx, 'POST', url, admin, originalBody)).statusCode).toBe(200);
    expect((await inject(ctx, 'GET', url, admin)).json().config).toMatchObject({
      recommended_level: 3,
      next_steps: NEXT,
    });

    const { code } = await publish(ctx, admin, quote.uuid);
    const proposal = (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` })).json();
    expect(proposal.recommendedLevel).toBe(3);
    const page = (await ctx.app.inject({ method: 'GET', url: `/whitelabel/${code}` })).body;
    expect(page).toMatch(/<input[^>]*id="level-3"[^>]*checked=""/);
    expect(/<label for="level-3">[\s\S]*?<\/label>/.exec(page)![0]).toContain('Recommended');

    // null clears them: nothing pre-chosen on the next publication.
    const cleared = await inject(ctx, 'POST', url, admin, withSale({ recommended_level: null, next_steps: null }));
    expect(cleared.json().config).toMatchObject({ recommended_level: null, next_steps: null });
  });

  it('refuses a level that does not exist and next steps too long with 400', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Refused settings');
    const url = `/tenant/itinerary/publish/config/${quote.uuid}`;
    const level = await inject(ctx, 'POST', url, admin, withSale({ recommended_level: 4 }));
    expect(level.statusCode).toBe(400);
    errorOf(level);
    const long = await inject(ctx, 'POST', url, admin, withSale({ next_steps: 'x'.repeat(2001) }));
    expect(long.statusCode).toBe(400);
    errorOf(long);
  });
});
