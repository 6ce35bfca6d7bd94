import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import type { Headers } from '../../../test/quote-services.fixtures';
import { pricedQuote, publish, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';

// Decisions 0058, 0059 and 0060: the proposal's PDF is saved under the quote's title with its characters — "Perú" was "Per".

let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 180_000);
afterAll(() => ctx.close());

describe("the proposal PDF's file name", () => {
  it("keeps the title's accents (filename*), with an ASCII name for older clients", async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Perú: Cusco & Machu Picchu — García');
    const { code } = await publish(ctx, admin, quote.uuid);
    const res = await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}/pdf` });
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-disposition']);
    expect(header).toBe(
      `inline; filename="Peru Cusco & Machu Picchu - Garcia.pdf"; filename*=UTF-8''${encodeURIComponent('Perú Cusco & Machu Picchu — García.pdf')}`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('Perú Cusco & Machu Picchu — García.pdf');
  });
});
