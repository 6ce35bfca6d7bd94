import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceComposition } from '@itinera/domain';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery, setStatus } from '../../../test/quotes.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import {
  forbiddenKeys,
  pricedQuote,
  publish,
  publishingWorld,
  type PublishingWorld,
} from '../../../test/publishing.fixtures';
import { quotesRepository } from '../quote-core/quotes.repository';
import { ANYONE } from '../quote-core/visible.repository';
import { storedPricingInput } from '../quote-services/stored-input';
import { COMPOSE_LIMIT } from './compose.routes';

// Decisions 0079, 0083 and 0084: the trip the client composes. The publish configuration says which stays are choosable and
// whether optional extras are offered; the public pricing call prices a composition with the
// workspace's engine, only what was offered, per tenant, rate-limited.

let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 120_000);
afterAll(() => ctx.close());

/** The original client's I19 body (original-client.md §5.6), without the composition settings. */
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

/** A two-pax quote with a Comfort and a Luxury stay on nights 1–4, a tour, and the tour again as an optional. */
async function composableQuote(title: string) {
  const quote = await pricedQuote(ctx, admin, w, title, [{ service_id: w.cat.tour, day: '3', optional: 1 }]);
  const [extra] = await ownerQuery<{ id: number }>(
    ctx,
    sql`SELECT DISTINCT id FROM itinerary_services WHERE itinerary_id = ${quote.rowId} AND kind = 1`,
  );
  return { quote, extra: extra!.id };
}

async function published(title: string, settings: Record<string, unknown>) {
  const { quote, extra } = await composableQuote(title);
  const set = await inject(ctx, 'POST', `/tenant/itinerary/publish/config/${quote.uuid}`, admin, withConfig(settings));
  expect(set.statusCode).toBe(200);
  const { code } = await publish(ctx, admin, quote.uuid);
  const page = (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` })).json();
  const totals = Object.fromEntries(page.levels.map((l: { level: number; total: number }) => [l.level, l.total]));
  return { quote, extra, code, totals };
}

const price = (code: string, body: unknown, opts: { host?: string; address?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/tenant/public/proposals/${code}/price`,
    payload: body as Record<string, unknown>,
    headers: opts.host ? { host: opts.host } : {},
    remoteAddress: opts.address ?? '198.51.100.20',
  });

describe('the public pricing call of a composed trip', () => {
  it('prices a Comfort trip with the Luxury stay as the Luxury level, and an extra as the engine does', async () => {
    const { quote, extra, code, totals } = await published('Composed trip priced', {
      choosable_stays: ['1-4'],
      optional_extras: true,
    });
    const luxuryStay = await price(code, { level: 1, stays: { '1-4': 3 } });
    expect(luxuryStay.statusCode).toBe(200);
    // Comfort with the Luxury stay is every Luxury service: the Luxury level's published total.
    expect(luxuryStay.json()).toMatchObject({
      level: 1,
      total: totals[3],
      base_total: totals[1],
      published_total: totals[1],
      changed_since_publication: false,
    });
    expect(luxuryStay.json().changes).toEqual([
      expect.objectContaining({
        kind: 'stay',
        stay: '1-4',
        from_level: 1,
        to_level: 3,
        difference: totals[3] - totals[1],
      }),
    ]);

    const body = { level: 1 as const, stays: { '1-4': 3 as const }, extras: [extra] };
    const withExtra = await price(code, body);
    expect(withExtra.statusCode).toBe(200);
    // The server's figures are the domain's, on the quote's stored input.
    const [{ tenant_id: tenantId }] = await ownerQuery<{ tenant_id: number }>(
      ctx,
      sql`SELECT tenant_id FROM itineraries WHERE id = ${quote.rowId}`,
    );
    const domain = await ctx.database.readTenant(tenantId!, async (tx) => {
      const row = await quotesRepository.detail(tx, tenantId!, ANYONE, quote.rowId);
      const { input } = await storedPricingInput(tx, tenantId!, row!);
      return priceComposition(input, { choosableStays: ['1-4'], extras: true }, body);
    });
    if (!domain.ok) throw new Error('the domain refused the composition');
    expect(withExtra.json()).toMatchObject({ total: domain.price.total, per_person: domain.price.perPerson });
    expect(withExtra.json().total).toBeGreaterThan(totals[3]);
    expect(withExtra.json().changes[1]).toMatchObject({ kind: 'extra', service_id: extra });
  });

  it('lists what the page may offer: the levels shown, the choosable stays and their alternatives, the extras', async () => {
    const { extra, code } = await published('Composed trip choices', {
      choosable_stays: ['1-4', '7-9'],
      optional_extras: true,
    });
    const choices = (host?: string) =>
      ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}/choices`, headers: host ? { host } : {} });
    const res = await choices();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      levels: [1, 3],
      stays: [
        {
          stay: '1-4',
          alternatives: [
            { level: 1, names: [expect.any(String)] },
            { level: 3, names: [expect.any(String)] },
          ],
        },
      ],
      extras: [{ service_id: extra, name: expect.any(String), level: 0 }],
    });
    expect(forbiddenKeys(res.json())).toEqual([]);
    expect((await choices('other.localhost')).statusCode).toBe(404);
    const priced = await price(code, { level: 1, stays: { '1-4': 3 }, extras: [extra] });
    expect(forbiddenKeys(priced.json())).toEqual([]);
  });

  it('accepts only what the operator offered (422), and bad input (400)', async () => {
    const { extra, code } = await published('Composed trip offer', { choosable_stays: [], optional_extras: false });
    const refusals: [unknown, string][] = [
      [{ level: 1, stays: { '1-4': 3 } }, 'body.stays.1-4'],
      [{ level: 1, extras: [extra] }, 'body.extras'],
      [{ level: 2 }, 'body.level'],
    ];
    for (const [body, path] of refusals) {
      const res = await price(code, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect((errorOf(res) as { details?: { path: string }[] }).details?.[0]?.path).toBe(path);
    }
    for (const body of [{ level: 5 }, { level: 1, stays: { 'day one': 3 } }, { level: 1, extras: ['x'] }, {}])
      expect((await price(code, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await price('NoSuchProposalCode_abcdefgh', { level: 1 })).statusCode).toBe(404);
  });

  it("is not found on another tenant's host", async () => {
    const { code } = await published('Composed trip tenant', { choosable_stays: ['1-4'] });
    expect((await price(code, { level: 1 })).statusCode).toBe(200);
    const other = await price(code, { level: 1 }, { host: 'other.localhost' });
    expect(other.statusCode).toBe(404);
    errorOf(other);
  });

  it('answers the new figures and says so when the quote changed after publication', async () => {
    const { quote, code, totals } = await published('Composed trip changed', { choosable_stays: ['1-4'] });
    // Sent locks the prices: the operator moves it back to In Preparation to add a tour.
    expect((await setStatus(ctx, admin, quote.uuid, 1)).statusCode).toBe(200);
    const add = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, admin, {
      services: [{ service_id: w.cat.tour, day: '4' }],
    });
    expect(add.statusCode, add.body).toBe(200);
    const res = await price(code, { level: 1 });
    expect(res.json()).toMatchObject({ changed_since_publication: true, published_total: totals[1] });
    expect(res.json().total).toBeGreaterThan(totals[1]);
  });

  it(`is refused (429) after ${COMPOSE_LIMIT.max} prices a minute from one address, not from another`, async () => {
    const { code } = await published('Composed trip limited', { choosable_stays: ['1-4'] });
    const address = '203.0.113.77';
    for (let i = 0; i < COMPOSE_LIMIT.max; i++)
      expect((await price(code, { level: 1 }, { address })).statusCode).toBe(200);
    const limited = await price(code, { level: 1 }, { address });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect((await price(code, { level: 1 }, { address: '203.0.113.78' })).statusCode).toBe(200);
  });
});
