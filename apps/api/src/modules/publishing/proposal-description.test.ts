import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { putQuote, setStatus } from '../../../test/quotes.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import {
  HOSTILE_DESCRIPTION,
  hostileParts,
  KEPT_FORMATTING,
  pricedQuote,
  publish,
  publishingWorld,
  type PublishingWorld,
} from '../../../test/publishing.fixtures';

// Decision 0053: the quote's description is shown as HTML by the proposal page, so what a user
// writes (or the generator writes from a title) is cleaned with the day descriptions' allowlist on
// every write, again when publishing and again when the page, its PDF and the public JSON are
// served (a description or a publication stored before the fix is cleaned too).

let ctx: TestContext;
let admin: Headers;
let clientAdmin: Headers;
let w: PublishingWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  clientAdmin = (await signIn(ctx.app, 'clientadmin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 180_000);
afterAll(() => ctx.close());

const patchDescription = (uuid: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/tenant/itinerary/description/${uuid}`, headers, payload });
const detail = async (uuid: string) => (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, admin)).json().data;
const publicJson = async (code: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` })).json();
/** The page's "About this trip" section, where the description is shown. */
async function aboutSection(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  return /<section[^>]*data-section="about"[^>]*>([\s\S]*?)<\/section>/.exec(res.body)?.[1] ?? '';
}
async function pdfText(code: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}/pdf` });
  expect(res.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The public JSON, the page and the PDF of a publication: none holds the hostile parts; the formatting stays. */
async function expectCleanEverywhere(code: string, url: string) {
  const json = await publicJson(code);
  expect(hostileParts(json.quote.description)).toEqual([]);
  for (const kept of KEPT_FORMATTING) expect(json.quote.description).toContain(kept);
  const about = await aboutSection(url);
  expect(hostileParts(about)).toEqual([]);
  for (const kept of KEPT_FORMATTING) expect(about).toContain(kept);
  const text = await pdfText(code);
  expect(hostileParts(text)).toEqual([]);
  expect(text).toContain('Ten days in the Andes & the coast.');
  expect(text).toContain('• Lima');
  expect(text).toContain('our trip page');
}

describe("the quote's description on the public proposal", () => {
  it('is cleaned when a client user PATCHes it: the detail, the public JSON, the page and the PDF', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Hostile description');
    const patched = await patchDescription(quote.uuid, clientAdmin, {
      uuid: quote.uuid,
      description: { id: 1, value: HOSTILE_DESCRIPTION, translate: [] },
    });
    expect(patched.statusCode).toBe(200);
    const stored = (await detail(quote.uuid)).description.value;
    expect(hostileParts(stored)).toEqual([]);
    for (const kept of KEPT_FORMATTING) expect(stored).toContain(kept);
    // The same text again is no change: cleaning is stable.
    const again = await patchDescription(quote.uuid, admin, { description: stored });
    expect(again.json().data.version).toBe(patched.json().data.version);

    const { code, url } = await publish(ctx, admin, quote.uuid);
    await expectCleanEverywhere(code, url);
  });

  it('is cleaned when the quote is created or saved with it', async () => {
    const created = await inject(ctx, 'POST', '/tenant/itinerary', admin, {
      title: 'Created hostile',
      description: HOSTILE_DESCRIPTION,
    });
    expect(created.statusCode).toBe(201);
    expect(hostileParts(created.json().data.description.value)).toEqual([]);
    const { uuid, version } = created.json().data;
    const saved = await putQuote(ctx, admin, uuid, { version, description: HOSTILE_DESCRIPTION });
    expect(saved.statusCode).toBe(200);
    const stored = (await detail(uuid)).description.value;
    expect(hostileParts(stored)).toEqual([]);
    for (const kept of KEPT_FORMATTING) expect(stored).toContain(kept);
  });

  it('is cleaned when publishing a description stored before the fix', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Stored before');
    await ctx.database.db.execute(
      sql`UPDATE itineraries SET description = ${HOSTILE_DESCRIPTION} WHERE uuid = ${quote.uuid}`,
    );
    const { code, url } = await publish(ctx, admin, quote.uuid);
    // Stored cleaned, not only served cleaned.
    const [stored] = (
      await ctx.database.executeSql(
        `SELECT proposal->'quote'->>'description' AS d FROM publications WHERE itinerary_id = $1`,
        [quote.rowId],
      )
    ).rows as { d: string }[];
    expect(hostileParts(stored!.d)).toEqual([]);
    await expectCleanEverywhere(code, url);
  });

  it('is cleaned when serving a publication stored before the fix (public JSON and page)', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Published before');
    const { code, url } = await publish(ctx, admin, quote.uuid);
    await ctx.database.db.execute(
      sql`UPDATE publications SET proposal = jsonb_set(proposal, '{quote,description}', to_jsonb(${HOSTILE_DESCRIPTION}::text))
          WHERE itinerary_id = ${quote.rowId}`,
    );
    const json = await publicJson(code);
    expect(hostileParts(json.quote.description)).toEqual([]);
    for (const kept of KEPT_FORMATTING) expect(json.quote.description).toContain(kept);
    const about = await aboutSection(url);
    expect(hostileParts(about)).toEqual([]);
    for (const kept of KEPT_FORMATTING) expect(about).toContain(kept);
  });

  it('holds a generated description as text: a title with <b>&"\' is escaped, not markup', async () => {
    const quote = await pricedQuote(ctx, admin, w, `Peru <b>&"' trip`);
    const generated = await inject(ctx, 'POST', `/tenant/itinerary/${quote.uuid}/generate-description`, admin);
    expect(generated.statusCode).toBe(200);
    const stored: string = generated.json().description.value;
    expect(stored).toContain('Peru &lt;b&gt;&amp;');
    expect(stored).not.toMatch(/<b>/);
    // The client reads the title's characters as they were typed, in the page and the PDF.
    const { code, url } = await publish(ctx, admin, quote.uuid);
    const about = await aboutSection(url);
    expect(about).not.toMatch(/<b>/);
    expect(about).toContain('Peru &lt;b&gt;&amp;');
    expect(await pdfText(code)).toContain(`Peru <b>&"' trip is a`);
    expect((await setStatus(ctx, admin, quote.uuid, 1)).statusCode).toBe(200);
  });
});
