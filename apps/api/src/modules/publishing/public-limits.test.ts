import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { sql } from 'drizzle-orm';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { pricedQuote, publish, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';

// Decision 0053 (a, b): the calls made without signing in are counted by what they reach,
// not by how they spell it. The publish notification is limited per quote whatever the uuid's letter
// case, takes no integer id and answers one 404 for "unknown" and "not published"; one visitor
// cannot fill a publication's event cap; the page's plain HTML accept form counts against the same
// limit as the JSON accept.

let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 180_000);
afterAll(() => ctx.close());

const notify = (ref: string | number, remoteAddress = '198.51.100.7') =>
  ctx.app.inject({ method: 'POST', url: `/tenant/itinerary/publish/notification/${ref}`, remoteAddress });
const mailsTo = async (address: string) =>
  (
    await ownerQuery<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = ${address} AND kind = 'notification'`,
    )
  )[0]!.n;
const eventsOf = async (rowId: number) =>
  (
    await ownerQuery<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM publication_events WHERE itinerary_id = ${rowId}`,
    )
  )[0]!.n;

describe('the publish notification (no token)', () => {
  it("counts every spelling of the quote against one limit: the uuid in any letter case and the proposal's code", async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Notified trip');
    const { code } = await publish(ctx, admin, quote.uuid);
    const before = await mailsTo('clientadmin@itinera.demo');
    const spellings = [quote.uuid, quote.uuid.toUpperCase(), code, quote.uuid, quote.uuid.toUpperCase()];
    for (const ref of spellings) expect((await notify(ref)).statusCode, ref).toBe(200);
    // From another address too: the quote is what is counted.
    for (const ref of [quote.uuid.toUpperCase(), quote.uuid, code]) {
      const res = await notify(ref, '203.0.113.9');
      expect(res.statusCode, ref).toBe(429);
      expect(errorOf(res).code).toBe('RATE_LIMITED');
    }
    expect((await mailsTo('clientadmin@itinera.demo')) - before).toBe(5);
  });

  it('answers one identical 404 for an integer id, an unknown uuid or code, a revoked code and an unpublished quote', async () => {
    const published = await pricedQuote(ctx, admin, w, 'Published, named by number');
    await publish(ctx, admin, published.uuid);
    const unpublished = await pricedQuote(ctx, admin, w, 'Never published');
    // A revoked address, of a quote published again at a new one.
    const republished = await pricedQuote(ctx, admin, w, 'Published again');
    const { code: revokedCode } = await publish(ctx, admin, republished.uuid);
    expect((await inject(ctx, 'POST', `/tenant/itinerary/publish/${republished.uuid}/revoke`, admin)).statusCode).toBe(
      200,
    );
    expect((await publish(ctx, admin, republished.uuid)).code).not.toBe(revokedCode);
    const before = await mailsTo('clientadmin@itinera.demo');
    const answers = await Promise.all(
      [
        published.rowId,
        String(published.rowId).padStart(9, '0'),
        unpublished.uuid,
        unpublished.uuid.toUpperCase(),
        '2c0f6a1e-9b7d-4f5a-8e3c-1d2b3a4c5d6e',
        'NoSuchProposalCode_abcdefghijklmnopqrstuvwx',
        revokedCode,
      ].map((ref) => notify(ref, '192.0.2.44')),
    );
    const first = { status: answers[0]!.statusCode, body: answers[0]!.json() };
    expect(first.status).toBe(404);
    errorOf(answers[0]!);
    for (const res of answers) expect({ status: res.statusCode, body: res.json() }).toEqual(first);
    expect(await mailsTo('clientadmin@itinera.demo')).toBe(before);
  });

  it('still refuses junk in the address with 400', async () => {
    const res = await notify('a%00b');
    expect(res.statusCode).toBe(400);
    errorOf(res);
  });
});

describe("the proposal page's events", () => {
  it('one visitor cannot fill the publication: its events are capped and its calls rate-limited', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Watched trip');
    const { code } = await publish(ctx, admin, quote.uuid);
    const batch = JSON.stringify(Array.from({ length: 50 }, () => ({ kind: 'read', section: 'cover', seconds: 1 })));
    const post = (remoteAddress: string, payload = batch) =>
      ctx.app.inject({
        method: 'POST',
        url: `/tenant/public/proposals/${code}/events`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload,
        remoteAddress,
      });
    const statuses: number[] = [];
    // A hundred and one batches of 50 from one address, within a minute: more than the publication holds.
    for (let i = 0; i < 101; i++) statuses.push((await post('198.51.100.20')).statusCode);
    const limited = statuses.filter((s) => s === 429).length;
    const fromOne = await eventsOf(quote.rowId);
    process.stdout.write(`events from one visitor: ${fromOne} recorded of 5050 sent, ${limited} calls refused (429)\n`);
    expect(limited).toBeGreaterThan(0);
    expect(fromOne).toBeLessThanOrEqual(1000);
    // Another reader's open is still recorded.
    expect((await post('203.0.113.30', JSON.stringify({ kind: 'open' }))).statusCode).toBe(204);
    expect(await eventsOf(quote.rowId)).toBe(fromOne + 1);
  });
});

describe("the page's plain HTML accept form", () => {
  const form = (path: string, payload: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
      remoteAddress,
    });
  const json = (code: string, level: number, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/tenant/public/proposals/${code}/accept`,
      payload: { level },
      remoteAddress,
    });

  const accepted = async (code: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` })).json().accepted;

  it('uses up the JSON accept limit: ten form posts, then the JSON accept is refused (429)', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Form first');
    const { code, url } = await publish(ctx, admin, quote.uuid);
    const page = new URL(url).pathname;
    // Refused levels: the page shows again and nothing is accepted, but each post is an attempt.
    for (let i = 0; i < 10; i++) expect((await form(page, 'level=7', '198.51.100.41')).statusCode).toBe(303);
    const viaJson = await json(code, 1, '198.51.100.41');
    expect(viaJson.statusCode).toBe(429);
    errorOf(viaJson);
    expect(await accepted(code)).toBeNull();
  });

  it('is refused (429) once the JSON accept limit is used up', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'JSON first');
    const { code, url } = await publish(ctx, admin, quote.uuid);
    const level = (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` })).json().levels[0]
      .level as number;
    expect((await json(code, level, '198.51.100.40')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await json(code, level, '198.51.100.40')).statusCode).toBe(409);
    const viaForm = await form(new URL(url).pathname, `level=${level}&name=Ana`, '198.51.100.40');
    expect(viaForm.statusCode).toBe(429);
    errorOf(viaForm);
  });
});
