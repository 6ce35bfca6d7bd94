import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { demoIds } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// Decisions 0039, 0040 and 0041: three passengers in one DBL priced the third without a hotel share and nothing said so.
// The engine's warning must reach the level prices: in the write's answer and in the prices read.

let ctx: TestContext;
let admin: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let hotel: number;
// The seeded app can take minutes to start on a machine shared by many test runs.
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  hotel = await catalogueId(ctx, admin, 'Casa Andina Standard');
}, 300_000);
afterAll(() => ctx.close());

const WARNING =
  'Passenger 3 has no room: the rooms sleep 2 of 3 passengers, so no hotel is priced for this passenger. Add a room in the basic information.';
const body = (num_pax: number) => ({
  title: 'One double for three',
  client_id: ids.andean,
  start_date: '2026-07-01',
  end_date: '2026-07-03',
  num_pax,
  room_preferable_dist: [{ id_room_type: 2, qty: 1 }],
});
type PriceEntry = { type: string; messages?: { errors: string[]; warnings: string[] }[] };

describe('a passenger left without a room', () => {
  it('is warned in the add answer and in the prices read of the reopened tab', async () => {
    const { quote, answer } = await quoteWith(ctx, admin, body(3), [{ service_id: hotel, day: '1-3' }]);
    expect(answer.messages[0].warnings).toContain(WARNING);
    expect(answer.messages[0].errors).toEqual([]);
    const prices = await inject(ctx, 'GET', `/tenant/itinerary/prices/${quote.id}`, admin);
    expect(prices.statusCode).toBe(200);
    const entries = prices.json() as PriceEntry[];
    // Still the bare array of seller types; each entry adds the run's messages.
    expect(entries.map((e) => e.type)).toEqual(['seller', 'reseller']);
    for (const e of entries) expect(e.messages?.[0]?.warnings).toContain(WARNING);
  });

  it('is not warned once the party fits the rooms', async () => {
    const { quote, answer } = await quoteWith(ctx, admin, body(2), [{ service_id: hotel, day: '1-3' }]);
    expect(answer.messages[0].warnings.join(' ')).not.toContain('no room');
    const entries = (await inject(ctx, 'GET', `/tenant/itinerary/prices/${quote.id}`, admin)).json() as PriceEntry[];
    expect(entries[0]?.messages?.[0]?.warnings.join(' ')).not.toContain('no room');
  });
});
