import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { familyQuote } from '../../../test/booking.fixtures';
import { pricedQuote, publish, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';

// Issue 48, docs/decisions/issues.md: the accepted version is pinned. Confirming a sale — the client's accept on the proposal
// page, or staff confirming it on the Book tab — records the version sold, level, passengers, total
// and the client's own record; the quote detail answers it as `accepted_version`, and later edits
// of the re-opened quote leave it as it was.

let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 180_000);
afterAll(() => ctx.close());

const detail = async (uuid: string) => (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, admin)).json().data;
const sellerTotal = async (uuid: string, level: number) =>
  (
    (await inject(ctx, 'GET', `/tenant/itinerary/prices/${uuid}`, admin))
      .json()
      .find((p: { type: string }) => p.type === 'seller').prices as { level: number; total: number }[]
  ).find((l) => l.level === level)!.total;

describe('the accepted version', () => {
  it('is null on a quote never sold', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Not sold yet');
    expect((await detail(quote.uuid)).accepted_version).toBeNull();
  });

  it("pins the client's accept on the proposal page: version, level, total, name, address and the figures shown", async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Accepted on the page');
    const { code } = await publish(ctx, admin, quote.uuid);
    const page = (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` })).json();
    const shown = page.levels.at(-1) as { level: number; total: number; perPerson: number };
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/public/proposals/${code}/accept`,
      payload: { level: shown.level, name: 'Ana Pérez', message: 'Yes!' },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode, res.body).toBe(200);

    const d = await detail(quote.uuid);
    expect(d.status.id).toBe(2);
    expect(d.accepted_version).toMatchObject({
      version: d.version,
      level: shown.level,
      num_pax: 2,
      total: await sellerTotal(quote.uuid, shown.level),
      source: 'proposal',
      acceptance: {
        name: 'Ana Pérez',
        at: res.json().accepted.at,
        address: '203.0.113.7',
        published_version: d.version,
        figures: { level: shown.level, total: shown.total, perPerson: shown.perPerson, numPax: 2 },
      },
    });

    // A quote whose own permissions hide sale prices: the total and the figures the client read go too.
    await ownerQuery(ctx, sql`UPDATE itineraries SET permissions = '{view_cost_price}' WHERE id = ${quote.rowId}`);
    // The detail read above is remembered per process until the write is heard (a NOTIFY, which on a
    // PostgreSQL server arrives asynchronously after the commit: quote-read-cache.ts): wait for it.
    const hidden = await vi.waitFor(
      async () => {
        const res = await inject(ctx, 'GET', `/tenant/itinerary/${quote.uuid}`, admin);
        expect(res.statusCode, res.body).toBe(200);
        const shown = res.json().data.accepted_version;
        expect(shown).not.toHaveProperty('total');
        return shown;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(hidden).toMatchObject({ version: d.version, acceptance: { name: 'Ana Pérez' } });
    expect(hidden).not.toHaveProperty('total');
    expect(hidden.acceptance).not.toHaveProperty('figures');
    // The list row of the same sold quote: its booking progress is a count, kept; the price is not.
    const list = await inject(ctx, 'GET', '/tenant/itinerary?limit=100', admin);
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    const row = (list.json().data as { id: string }[]).find((r) => r.id === quote.uuid);
    expect(row).toMatchObject({ booking_progress: { total: expect.any(Number) } });
    expect(row).not.toHaveProperty('price');
  });

  it('pins the sale confirmed on the Book tab, with the passengers sold, and keeps it through later edits', async () => {
    const q = await familyQuote(ctx, admin);
    const sold = await detail(q.uuid);
    const superior = await sellerTotal(q.uuid, 2);
    const pinned = {
      version: sold.version,
      level: 2,
      num_pax: 3,
      total: superior,
      source: 'book_tab',
      acceptance: null,
      passengers: [
        { first_name: 'Ana', last_name: 'Pérez', type: 'adult' },
        { first_name: 'Tom', last_name: 'Pérez', type: 'adult' },
        { first_name: 'Lucía', last_name: 'Pérez', type: 'child' },
      ],
    };
    expect(sold.accepted_version).toMatchObject(pinned);
    // Only who travels is pinned: no passport or health note rides along with the sale.
    expect(JSON.stringify(sold.accepted_version)).not.toMatch(/passport|medical|dietary/);

    // Re-opened and changed: a fourth traveller and another date. The pinned sale does not move.
    const reopened = await inject(ctx, 'POST', `/tenant/itinerary/status/${q.uuid}/1`, admin, {
      id: q.uuid,
      status: 1,
      reason: 'A fourth traveller joins',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const fourth = await inject(ctx, 'PUT', `/tenant/passengers/${q.uuid}`, admin, {
      passengers: [
        { first_name: 'Ana', last_name: 'Pérez', type: 'adult' },
        { first_name: 'Tom', last_name: 'Pérez', type: 'adult' },
        { first_name: 'Lucía', last_name: 'Pérez', type: 'child', age: 7 },
        { first_name: 'Leo', last_name: 'Pérez', type: 'adult' },
      ],
    });
    expect(fourth.statusCode, fourth.body).toBe(200);
    const now = await detail(q.uuid);
    expect(now.version).toBeGreaterThan(sold.version);
    expect(now.num_pax).toBe(4);
    expect(now.accepted_version).toEqual(sold.accepted_version);
  });
});
