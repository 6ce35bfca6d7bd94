import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery, setStatus } from '../../../test/quotes.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { publish, publishingWorld, type PublishingWorld, pricedQuote } from '../../../test/publishing.fixtures';

// Decision 0083: the client accepts the trip they composed. The composition is checked against
// what the operator offered, priced on the server, recorded, and becomes a new version of the quote (the
// chosen stay at level 0, the extra taken included, the rest as it was), the version sold.

let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 120_000);
afterAll(() => ctx.close());

const config = (settings: Record<string, unknown>) => ({
  config: {
    id: null,
    id_template: 1,
    contents: [1, 3, 4, 9, 10, 11].map((id_content) => ({ id: null, id_content })),
    colors: [],
    ...settings,
  },
  images: [],
});

/** A published two-pax quote: a Comfort and a Luxury stay on nights 1–4, a tour, the tour again as an optional. */
async function published(title: string, settings: Record<string, unknown>) {
  const quote = await pricedQuote(ctx, admin, w, title, [{ service_id: w.cat.tour, day: '3', optional: 1 }]);
  const set = await inject(ctx, 'POST', `/tenant/itinerary/publish/config/${quote.uuid}`, admin, config(settings));
  expect(set.statusCode).toBe(200);
  const { code, itinerary } = await publish(ctx, admin, quote.uuid);
  const page = (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` })).json();
  const totals = Object.fromEntries(page.levels.map((l: { level: number; total: number }) => [l.level, l.total]));
  return { quote, code, totals, version: itinerary.version };
}

const servicesOf = (rowId: number) =>
  ownerQuery<{ id: number; service_id: number; level: number; kind: number }>(
    ctx,
    sql`SELECT DISTINCT id, service_id, level, kind FROM itinerary_services WHERE itinerary_id = ${rowId} ORDER BY id`,
  );

const post = (code: string, what: 'price' | 'accept', body: unknown, host?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/tenant/public/proposals/${code}/${what}`,
    payload: body as Record<string, unknown>,
    headers: host ? { host } : {},
    remoteAddress: '198.51.100.30',
  });

const detail = async (uuid: string) => (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, admin)).json().data;

describe('accepting a composed trip', () => {
  it('makes the composition a new version, priced on the server, and sells that version', async () => {
    const { quote, code, totals, version } = await published('Composed and accepted', {
      choosable_stays: ['1-4'],
      optional_extras: true,
    });
    const before = await servicesOf(quote.rowId);
    const stay = (level: number) => before.find((s) => s.level === level && s.service_id !== w.cat.tour)!;
    const extra = before.find((s) => s.kind === 1)!;
    const composition = { level: 1, stays: { '1-4': 3 }, extras: [extra.id] };
    const priced = (await post(code, 'price', composition)).json();

    // The page sends no price: a total in the body is not read.
    const res = await post(code, 'accept', { level: 1, name: 'Ana', composition: { ...composition, total: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accepted: { level: 1 },
      composition: {
        version: version + 1,
        total: priced.total,
        per_person: priced.per_person,
        published_total: totals[1],
        changed_since_publication: false,
      },
    });
    expect(priced.total).toBeGreaterThan(totals[3]);

    // The Luxury stay is now the stay of every level, the Comfort one is gone, the tour taken is included.
    const after = await servicesOf(quote.rowId);
    expect(after.map((s) => s.id).sort()).toEqual(
      before
        .filter((s) => s.id !== stay(1).id)
        .map((s) => s.id)
        .sort(),
    );
    expect(after.find((s) => s.id === stay(3).id)).toMatchObject({ level: 0, kind: 0 });
    expect(after.find((s) => s.id === extra.id)).toMatchObject({ level: 0, kind: 0 });

    const d = await detail(quote.uuid);
    expect(d.version).toBe(version + 1);
    expect(d.status.id).toBe(2);
    expect(d.accepted_version).toMatchObject({
      version: version + 1,
      level: 1,
      total: priced.total,
      acceptance: { published_version: version, figures: { composition, total: priced.total } },
    });
    const [line] = await ownerQuery<{ to_value: unknown }>(
      ctx,
      sql`SELECT to_value FROM itinerary_history
        WHERE itinerary_id = ${quote.rowId} AND version = ${version + 1} AND action = 'composed'`,
    );
    expect(line?.to_value).toEqual(composition);

    // The operator sees the composed version against the published one: the Comfort stay gone, level 1 dearer.
    const diff = (await inject(ctx, 'GET', `/tenant/itinerary/publish/${quote.uuid}/diff`, admin)).json();
    expect(diff).toMatchObject({ published: { version }, current: { version: version + 1 } });
    expect(diff.services).toContainEqual(expect.objectContaining({ change: 'removed' }));
    expect(diff.levels).toContainEqual(expect.objectContaining({ level: 1 }));
  });

  it('accepts only what the operator offered (422), records nothing then, and refuses bad input (400)', async () => {
    const { quote, code, version } = await published('Composed, not offered', {
      choosable_stays: [],
      optional_extras: false,
    });
    const refusals: [unknown, string][] = [
      [{ level: 1, composition: { level: 1, stays: { '1-4': 3 } } }, 'body.composition.stays.1-4'],
      [{ level: 1, composition: { level: 1, extras: [1] } }, 'body.composition.extras'],
      [{ level: 1, composition: { level: 3 } }, 'body.composition.level'],
    ];
    for (const [body, path] of refusals) {
      const res = await post(code, 'accept', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect((errorOf(res) as { details?: { path: string }[] }).details?.[0]?.path).toBe(path);
    }
    for (const composition of [{ level: 5 }, { level: 1, stays: { 'day one': 3 } }, { level: 1, extras: ['x'] }])
      expect((await post(code, 'accept', { level: 1, composition })).statusCode).toBe(400);
    expect((await detail(quote.uuid)).version).toBe(version);
    // Nothing was recorded: the client may still accept.
    expect((await post(code, 'accept', { level: 1, composition: { level: 1 } })).statusCode).toBe(200);
  });

  it("is not found on another tenant's host, and leaves the quote as it was", async () => {
    const { quote, code, version } = await published('Composed, other tenant', { choosable_stays: ['1-4'] });
    const body = { level: 1, composition: { level: 1, stays: { '1-4': 3 } } };
    const other = await post(code, 'accept', body, 'other.localhost');
    expect(other.statusCode).toBe(404);
    errorOf(other);
    expect((await detail(quote.uuid)).version).toBe(version);
    expect((await post(code, 'price', body.composition, 'other.localhost')).statusCode).toBe(404);
  });

  it('answers the new figures and says so when the quote changed after publication', async () => {
    const { quote, code, totals, version } = await published('Composed after a change', {
      choosable_stays: ['1-4'],
    });
    expect((await setStatus(ctx, admin, quote.uuid, 1)).statusCode).toBe(200);
    const add = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, admin, {
      services: [{ service_id: w.cat.tour, day: '4' }],
    });
    expect(add.statusCode, add.body).toBe(200);
    const composition = { level: 1, stays: { '1-4': 3 } };
    const priced = (await post(code, 'price', composition)).json();
    const res = await post(code, 'accept', { level: 1, composition });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().composition).toMatchObject({
      version: version + 2,
      total: priced.total,
      published_total: totals[1],
      changed_since_publication: true,
    });
    expect(res.json().composition.total).toBeGreaterThan(totals[3]);
  });
});
