import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { pricedQuote, publish, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';
import { proposalQuestionResponseSchema, publicProposalSchema } from '@itinera/domain/contracts';

// Issue 48, docs/decisions/issues.md: the client answers a sold trip's changes. The page of the new link opens on what changed
// (dates, services, price per person and total, before → after; escaped) and asks for acceptance
// again; the client accepts (a new acceptance pinned as the new accepted version, the "awaiting"
// flag cleared) or asks a question (kept, the owner mailed, still awaiting). The earlier link
// answers a page with a sentence saying it was replaced.

let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 180_000);
afterAll(() => ctx.close());

const HOSTILE = 'Tour <script>alert(1)</script> & "Inca"';
const publicJson = (code: string) => ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` });
const detail = async (uuid: string) => (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, admin)).json().data;
const pathOf = (url: string) => new URL(url).pathname;

/** Sold on the page at its highest level, re-opened, the tour moved to day 3 (and named with markup), the changes sent. */
async function changesSent(title: string) {
  const quote = await pricedQuote(ctx, admin, w, title);
  const first = await publish(ctx, admin, quote.uuid);
  const shown = (await publicJson(first.code)).json().levels.at(-1) as { level: number; total: number };
  await ctx.app.inject({
    method: 'POST',
    url: `/tenant/public/proposals/${first.code}/accept`,
    payload: { level: shown.level, name: 'Ana Pérez' },
  });
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
    { id: tour.id, day: '3', name: HOSTILE },
  ]);
  if (moved.statusCode !== 200) throw new Error(moved.body);
  const sent = await inject(ctx, 'POST', `/tenant/itinerary/publish/${quote.uuid}/changes`, admin);
  if (sent.statusCode !== 200) throw new Error(sent.body);
  const { code, url } = sent.json() as { code: string; url: string };
  return { uuid: quote.uuid, rowId: quote.rowId, first, shown, code, url };
}

describe('the page that sends the changes', () => {
  it('opens on what changed, before → after, escaped, and asks for acceptance again', async () => {
    const s = await changesSent('Page of changes');
    const res = await ctx.app.inject({ method: 'GET', url: pathOf(s.url) });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const main = html.slice(html.indexOf('<main'));
    // The changes come first, before the cover, and lead to the accept.
    expect(main.indexOf('id="changes"')).toBeGreaterThan(-1);
    expect(main.indexOf('id="changes"')).toBeLessThan(main.indexOf('class="cover'));
    expect(html).toContain('What changed since you accepted');
    expect(html).toMatch(/Day 2[^<]*<\/td><td><strong>Day 3/);
    expect(html).toContain('Price per person');
    expect(html).toContain('href="#accept"');
    expect(html).toContain('id="accept-form"');
    expect(html).toContain('id="question-form"');
    // The level the client accepted is chosen already: Accept answers at once, it does not wait on a radio.
    expect(html).toMatch(new RegExp(`id="level-${s.shown.level}"[^>]*checked|checked[^>]*id="level-${s.shown.level}"`));
    // A service's name is text: the markup arrives escaped, never as a tag.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Tour &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Inca&quot;');
  });

  it('answers the earlier link with a sentence saying a newer version replaced it (page 410, API 410)', async () => {
    const s = await changesSent('Superseded link');
    const page = await ctx.app.inject({ method: 'GET', url: pathOf(s.first.url) });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This proposal was replaced by a newer version');
    expect(page.body).not.toContain('Superseded link');
    for (const [method, url, payload] of [
      ['GET', `/tenant/public/proposals/${s.first.code}`, undefined],
      ['POST', `/tenant/public/proposals/${s.first.code}/accept`, { level: 3 }],
      ['POST', `/tenant/public/proposals/${s.first.code}/question`, { message: 'Hello?' }],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(410);
      expect(errorOf(res).message).toMatch(/replaced by a newer version/);
    }
  });
});

describe('the client answers the changes', () => {
  it('accepts: a new acceptance pinned as the new accepted version, and the changes no longer await the client', async () => {
    const s = await changesSent('Accepted again');
    const page = publicProposalSchema.parse((await publicJson(s.code)).json());
    const level = page.changes!.level!;
    const before = await detail(s.uuid);
    expect(before.changes_awaiting).not.toBeNull();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/public/proposals/${s.code}/accept`,
      payload: { level, name: 'Ana Pérez', message: 'Fine with day 3' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(s.uuid);
    expect(after.status.id).toBe(2);
    expect(after.changes_awaiting).toBeNull();
    expect(after.accepted_version.version).toBeGreaterThan(before.accepted_version.version);
    expect(after.accepted_version).toMatchObject({
      level,
      source: 'proposal',
      acceptance: { name: 'Ana Pérez', published_version: page.version },
    });
    const pinned = await ownerQuery<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM accepted_versions WHERE itinerary_id = ${s.rowId}`,
    );
    expect(pinned[0]!.n).toBe(2);
    // Accepted: the sale's changes are none, the page shows the accept instead of the changes.
    const changes = (await inject(ctx, 'GET', `/tenant/itinerary/${s.uuid}/sale-changes`, admin)).json();
    expect(changes.changes.changed).toBe(false);
    const html = (await ctx.app.inject({ method: 'GET', url: pathOf(s.url) })).body;
    expect(html).not.toContain('id="changes"');
  });

  it('asks a question: kept, the owner mailed, and the changes still await the client', async () => {
    const s = await changesSent('Question asked');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/public/proposals/${s.code}/question`,
      payload: { message: 'Can the tour <b>stay</b> on day 2?', name: 'Ana' },
    });
    expect(res.statusCode, res.body).toBe(200);
    proposalQuestionResponseSchema.parse(res.json());
    const kept = await ownerQuery<{ message: string; name: string }>(
      ctx,
      sql`SELECT message, name FROM publication_questions WHERE itinerary_id = ${s.rowId}`,
    );
    expect(kept).toEqual([{ message: 'Can the tour <b>stay</b> on day 2?', name: 'Ana' }]);
    const mails = await ownerQuery<{ body: string }>(
      ctx,
      sql`SELECT body FROM mail_outbox WHERE subject LIKE ${'%asked a question about "Question asked"%'}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Can the tour <b>stay</b> on day 2?');
    expect((await detail(s.uuid)).changes_awaiting).not.toBeNull();

    // The page's plain form (no JS) asks too, and the page then says it was sent.
    const form = await ctx.app.inject({
      method: 'POST',
      url: pathOf(s.url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ask=1&name=Ana&message=And+lunch%3F',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`${pathOf(s.url)}?asked=1#changes`);
    const after = await ctx.app.inject({ method: 'GET', url: `${pathOf(s.url)}?asked=1` });
    expect(after.body).toContain('your question was sent');
  });

  it('refuses an empty or oversized question with 400, and an unknown code with 404', async () => {
    const s = await changesSent('Bad questions');
    for (const payload of [{}, { message: '   ' }, { message: 'x'.repeat(2001) }]) {
      const res = await ctx.app.inject({ method: 'POST', url: `/tenant/public/proposals/${s.code}/question`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      errorOf(res);
    }
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/public/proposals/${'z'.repeat(43)}/question`,
      payload: { message: 'Hello?' },
    });
    expect(unknown.statusCode).toBe(404);
    errorOf(unknown);
  });
});

describe('the OpenAPI document', () => {
  it('names the two new calls', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/tenant/itinerary/publish/{id}/changes', '/tenant/public/proposals/{code}/question']),
    );
    expect(doc.paths['/tenant/itinerary/publish/{id}/changes'].post.responses).toHaveProperty('403');
    expect(doc.paths['/tenant/public/proposals/{code}/question'].post.responses).toHaveProperty('410');
  });
});
