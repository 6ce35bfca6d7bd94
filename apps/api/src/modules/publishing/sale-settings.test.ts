import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { pricedQuote, publish, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';

// Decisions 0068 and 0071: the publish configuration's sale settings — the recommended level and what happens
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

/** The original client's I19 body (original-client.md §5.6): no sale settings. */
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
async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
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

describe('after "yes"', () => {
  it('shows what was accepted and what happens next, serves the acceptance PDF and tells the owner the same', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Accepted & summarised');
    const url = `/tenant/itinerary/publish/config/${quote.uuid}`;
    expect((await inject(ctx, 'POST', url, admin, withSale({ next_steps: NEXT }))).statusCode).toBe(200);
    const { code } = await publish(ctx, admin, quote.uuid);
    const acceptancePdf = `/tenant/public/proposals/${code}/acceptance.pdf`;
    // Nothing to print before the client said yes.
    expect((await ctx.app.inject({ method: 'GET', url: acceptancePdf })).statusCode).toBe(404);

    const proposal = (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` })).json();
    const level = proposal.levels.at(-1);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/public/proposals/${code}/accept`,
      payload: { level: level.level, name: 'Ana <b>García</b>' },
    });
    expect(accepted.statusCode).toBe(200);

    const page = (await ctx.app.inject({ method: 'GET', url: `/whitelabel/${code}` })).body;
    const summary = /<section class="accept"[\s\S]*?<\/section>/.exec(page)![0];
    expect(summary).toContain('What you accepted');
    expect(summary).toContain(level.label);
    expect(summary).toContain('2 travellers');
    expect(summary).toContain('1 Apr 2027');
    expect(summary).toContain('What happens next');
    // The operator's words, escaped, their lines kept.
    expect(summary).toContain('Deposit: 30 % to IBAN PE00 1234 &lt;b&gt;now&lt;/b&gt;.');
    expect(summary).not.toContain('<b>now</b>');
    expect(summary).toContain(`href="${acceptancePdf}"`);

    const pdf = await ctx.app.inject({ method: 'GET', url: acceptancePdf });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Acceptance of the proposal');
    expect(text).toContain('Accepted & summarised');
    expect(text).toContain(level.label);
    expect(text).toContain('2 travellers');
    expect(text).toContain('Deposit: 30 % to IBAN PE00 1234 <b>now</b>.');

    const [mail] = rowsOf<{ subject: string; body: string }>(
      await ctx.database.db.execute(
        sql`SELECT subject, body FROM mail_outbox WHERE subject LIKE ${'%accepted your proposal "Accepted & summarised"%'}`,
      ),
    );
    expect(mail!.body).toContain(`Level: ${level.label}`);
    expect(mail!.body).toMatch(/\nTotal: \D*\d[\d,.]*\n/);
    expect(mail!.body).toContain('Travellers: 2 travellers');
    expect(mail!.body).toContain('Dates: 1 Apr 2027 – 4 Apr 2027');
    expect(mail!.body).toContain('Ana will call you within a day.');
    expect(mail!.body).toContain(`/tenant/public/proposals/${code}/acceptance.pdf`);
  });
});
