import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';
import { publish, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';
import { MAX_COMPOSE_EVENTS_PER_HOUR } from './compose.service';

// Decisions 0079, 0083 and 0084: the engagement record keeps which alternatives clients tried. Each pricing call records a
// 'compose' event per choice (a stay at a level, an extra), at most MAX_COMPOSE_EVENTS_PER_HOUR per link
// an hour; the operator's timeline shows them and the engagement report counts the alternatives tried.

let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 120_000);
afterAll(() => ctx.close());

async function published(title: string) {
  const { quote } = await quoteWith(
    ctx,
    admin,
    {
      title,
      client_id: w.ids.andean,
      contract_id: w.contract,
      start_date: '2027-04-01',
      end_date: '2027-04-04',
      num_pax: 2,
    },
    [
      { service_id: w.cat.comfort, day: '1-4', level: 1 },
      { service_id: w.cat.luxury, day: '1-4', level: 3 },
      { service_id: w.cat.tour, day: '3', optional: 1 },
    ],
  );
  const set = await inject(ctx, 'POST', `/tenant/itinerary/publish/config/${quote.uuid}`, admin, {
    config: {
      id: null,
      id_template: 1,
      contents: [1, 3, 4, 9, 10, 11].map((id_content) => ({ id: null, id_content })),
      colors: [],
      choosable_stays: ['1-4'],
      optional_extras: true,
    },
    images: [],
  });
  expect(set.statusCode).toBe(200);
  const { code } = await publish(ctx, admin, quote.uuid);
  const [extra] = await ownerQuery<{ id: number }>(
    ctx,
    sql`SELECT DISTINCT id FROM itinerary_services WHERE itinerary_id = ${quote.rowId} AND kind = 1`,
  );
  return { quote, code, extra: extra!.id };
}

const price = (code: string, body: unknown, address = '198.51.100.40') =>
  ctx.app.inject({
    method: 'POST',
    url: `/tenant/public/proposals/${code}/price`,
    payload: body as Record<string, unknown>,
    remoteAddress: address,
  });

const composeEvents = async (uuid: string) => {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/publish/${uuid}/state`, admin);
  expect(res.statusCode).toBe(200);
  return (res.json().events as { kind: string; section?: string; level?: number }[]).filter(
    (e) => e.kind === 'compose',
  );
};

describe('the alternatives clients tried', () => {
  it('records each choice priced and the engagement report counts the alternatives tried per proposal', async () => {
    const { quote, code, extra } = await published('Alternatives tried');
    expect((await price(code, { level: 1 })).statusCode).toBe(200);
    expect((await price(code, { level: 1, stays: { '1-4': 3 } })).statusCode).toBe(200);
    expect((await price(code, { level: 1, stays: { '1-4': 3 }, extras: [extra] })).statusCode).toBe(200);
    // A refused composition records nothing.
    expect((await price(code, { level: 2 })).statusCode).toBe(422);

    const events = await composeEvents(quote.uuid);
    expect(
      events.map(({ section, level }) => ({ section, level })).sort((a, b) => a.section!.localeCompare(b.section!)),
    ).toEqual([
      { section: `extra ${extra}`, level: 1 },
      { section: 'stay 1-4', level: 3 },
      { section: 'stay 1-4', level: 3 },
    ]);

    const year = new Date().getUTCFullYear();
    const report = await inject(ctx, 'GET', `/tenant/reports/engagement?from=${year}-01-01&to=${year}-12-31`, admin);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().alternatives).toContainEqual({
      id: quote.uuid,
      code: expect.any(String),
      title: 'Alternatives tried',
      tried: 2,
      prices: 3,
    });
  });

  it(`keeps at most ${MAX_COMPOSE_EVENTS_PER_HOUR} an hour per link`, async () => {
    const { quote, code, extra } = await published('Alternatives bounded');
    const body = { level: 1, stays: { '1-4': 3 }, extras: [extra] };
    // Two choices a call, from addresses under the call's own rate limit.
    for (let i = 0; i < MAX_COMPOSE_EVENTS_PER_HOUR / 2 + 2; i++)
      expect((await price(code, body, `198.51.100.${50 + (i % 4)}`)).statusCode).toBe(200);
    expect(await composeEvents(quote.uuid)).toHaveLength(MAX_COMPOSE_EVENTS_PER_HOUR);
  });

  it('keeps the cap when calls arrive at once: each counts what the others added', async () => {
    const { quote, code, extra } = await published('Alternatives at once');
    const body = { level: 1, stays: { '1-4': 3 }, extras: [extra] };
    for (let i = 0; i < MAX_COMPOSE_EVENTS_PER_HOUR / 2 - 1; i++)
      expect((await price(code, body, `198.51.100.${60 + (i % 4)}`)).statusCode).toBe(200);
    // Two events of room left; twelve calls of two events each, together.
    const answers = await Promise.all(
      [...Array(12).keys()].map((i) => price(code, body, `198.51.100.${70 + (i % 4)}`)),
    );
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect(await composeEvents(quote.uuid)).toHaveLength(MAX_COMPOSE_EVENTS_PER_HOUR);
  });
});
