import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProposalDate } from '@itinera/domain';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { pricedQuote, publish, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';

// Decision 0082, what the client reads after the yes: the replaced link's page carries
// the operator's branding, the owner's contact and where the newer proposal is; the change page,
// the client's mail and the acceptance name the yes by its date, never by our version number; and
// a quote in Spanish or Portuguese reads its changes wholly in that language.

let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 180_000);
afterAll(() => ctx.close());

const publicJson = (code: string) => ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` });
const pathOf = (url: string) => new URL(url).pathname;
const page = (url: string) => ctx.app.inject({ method: 'GET', url: pathOf(url) });
/** What a reader sees of a page: its text, without tags, styles or attributes. */
const textOf = (html: string) =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
/** The mail that gave the client the new address (the page's path is in no other mail). */
const clientMail = async (url: string) =>
  (
    await ownerQuery<{ subject: string; body: string }>(
      ctx,
      sql`SELECT subject, body FROM mail_outbox WHERE body LIKE ${`%${pathOf(url)}%`} ORDER BY id`,
    )
  ).at(-1);

/** Sold on the page (in `language`), re-opened, the city tour moved to day 3, the changes sent. */
async function changesSent(title: string, language = 'en') {
  const quote = await pricedQuote(ctx, admin, w, title);
  await ownerQuery(
    ctx,
    sql`UPDATE itineraries SET language_id = (SELECT id FROM languages WHERE code = ${language}) WHERE id = ${quote.rowId}`,
  );
  const first = await publish(ctx, admin, quote.uuid);
  const shown = (await publicJson(first.code)).json().levels.at(-1) as { level: number };
  const accept = await ctx.app.inject({
    method: 'POST',
    url: `/tenant/public/proposals/${first.code}/accept`,
    payload: { level: shown.level, name: 'Ana Pérez' },
  });
  if (accept.statusCode !== 200) throw new Error(accept.body);
  const reopen = await inject(ctx, 'POST', `/tenant/itinerary/status/${quote.uuid}/1`, admin, {
    id: quote.uuid,
    status: 1,
    reason: 'The tour moves to day 3',
  });
  if (reopen.statusCode !== 200) throw new Error(reopen.body);
  const services = (await inject(ctx, 'GET', `/tenant/itinerary/services/${quote.uuid}`, admin)).json() as {
    id: number;
    name: unknown;
  }[];
  const tour = services.find((s) => JSON.stringify(s.name).toLowerCase().includes('city tour'))!;
  const moved = await inject(ctx, 'POST', `/tenant/itinerary/process/${quote.uuid}`, admin, [
    { id: tour.id, day: '3' },
  ]);
  if (moved.statusCode !== 200) throw new Error(moved.body);
  const sent = await inject(ctx, 'POST', `/tenant/itinerary/publish/${quote.uuid}/changes`, admin);
  if (sent.statusCode !== 200) throw new Error(sent.body);
  const { code, url } = sent.json() as { code: string; url: string };
  const acceptedAt = (await inject(ctx, 'GET', `/tenant/itinerary/${quote.uuid}`, admin)).json().data.accepted_version
    .accepted_at as string;
  return { uuid: quote.uuid, first, code, url, acceptedAt, level: shown.level };
}

describe('the replaced link', () => {
  it("carries the operator's branding and the owner's contact, and leads to the newer proposal", async () => {
    const s = await changesSent('Branded replacement');
    const live = (await page(s.url)).body;
    const sender = (await publicJson(s.code)).json().sender as { name: string; ownerName: string; email: string };
    const old = await page(s.first.url);
    expect(old.statusCode).toBe(410);
    const html = old.body;
    expect(html).toContain('This proposal was replaced by a newer version');
    // The same brand as the live page (its logo, else its name).
    const brand = /<span class="brand">[\s\S]*?<\/span>/.exec(live)![0];
    expect(html).toContain(brand);
    expect(sender.ownerName).toBeTruthy();
    expect(html).toContain(sender.ownerName);
    if (sender.email) expect(html).toContain(`href="mailto:${sender.email}"`);
    // Where the newer proposal is: the address the client was sent.
    expect(html).toContain(`href="${pathOf(s.url)}"`);
    expect(textOf(html)).toContain('Open the newer proposal');
    // Still nothing of the trip itself.
    expect(html).not.toContain('Branded replacement');
  });

  it('says the advisor will send the newer proposal when its link is gone', async () => {
    const s = await changesSent('Newer link revoked');
    const revoked = await inject(ctx, 'POST', `/tenant/itinerary/publish/${s.uuid}/revoke`, admin, { id: s.uuid });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const html = (await page(s.first.url)).body;
    expect(textOf(html)).toContain('will send you the address of the newer proposal shortly');
    expect(html).not.toContain(s.code);
  });
});

describe('the yes is named by its date', () => {
  it('on the change page, in the mail to the client and on the acceptance PDF: no version number', async () => {
    const s = await changesSent('Dates not numbers');
    const accepted = formatProposalDate(s.acceptedAt, 'en');
    const text = textOf((await page(s.url)).body);
    expect(text).toContain(`Your trip changed after you accepted it on ${accepted}.`);
    expect(text).not.toMatch(/version \d|v\d\b/i);

    const mail = await clientMail(s.url);
    expect(mail?.body).toContain(`since you accepted it on ${accepted}`);
    expect(`${mail?.subject} ${mail?.body}`).not.toMatch(/version \d/i);

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/public/proposals/${s.code}/accept`,
      payload: { level: s.level, name: 'Ana Pérez' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${s.code}/acceptance.pdf` });
    expect(pdf.statusCode).toBe(200);
    const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(pdfText).toContain('Accepted on');
    expect(pdfText).not.toMatch(/version/i);
    expect(textOf((await page(s.url)).body)).not.toMatch(/version \d/i);
  });
});

describe('the changes in the quote language', () => {
  it.each([
    ['es', 'Día 2', 'Día 3', 'Su viaje cambió después de que lo aceptara el', 'cambios en su viaje'],
    ['pt', 'Dia 2', 'Dia 3', 'Sua viagem mudou depois que você a aceitou em', 'mudanças na sua viagem'],
  ])('reads in %s: lines, sentences and the mail', async (language, dayBefore, dayAfter, intro, subject) => {
    const s = await changesSent(`Changes in ${language}`, language);
    const text = textOf((await page(s.url)).body);
    expect(text).toContain(intro);
    expect(text).toContain(dayBefore);
    expect(text).toContain(dayAfter);
    for (const english of ['Day 2', 'Day 3', 'Travellers', 'What changed', 'Accept the new', 'Published on'])
      expect(text).not.toContain(english);
    const mail = await clientMail(s.url);
    expect(mail?.subject).toContain(subject);
    expect(mail?.body).not.toMatch(/Hello|changed your trip|See what changed/);
  });
});
