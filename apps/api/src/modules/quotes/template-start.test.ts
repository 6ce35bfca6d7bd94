import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { createQuote } from '../../../test/quotes.fixtures';

// Decisions 0039, 0040 and 0041: a quote started from an example kept "(example itinerary)" in its title and priced one
// passenger in rooms laid out for the template's party.

let ctx: TestContext;
let admin: Record<string, string>;
// The seeded app can take minutes to start on a machine shared by many test runs.
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
}, 300_000);
afterAll(() => ctx.close());

const start = (body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/tenant/itinerary', headers: admin, payload: body });

describe('a quote started from an example itinerary', () => {
  it("takes the template's title without its kind marker, and the template's party", async () => {
    const template = await createQuote(ctx, admin, {
      title: 'Andes in style (example itinerary)',
      itinerary_type_id: 2,
      num_pax: 3,
      num_day: 5,
    });
    const res = await start({ from_template: template.uuid, start_date: '2027-03-01' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: { value: 'Andes in style' },
      num_pax: 3,
      start_date: '2027-03-01',
      end_date: '2027-03-05',
    });
  });

  it('keeps the title, dates and party the person asked for', async () => {
    const template = await createQuote(ctx, admin, {
      title: 'Coast (module)',
      itinerary_type_id: 3,
      num_pax: 2,
      room_preferable_dist: [{ id_room_type: 2, qty: 1 }],
    });
    const res = await start({
      from_template: template.uuid,
      title: 'Coast — Diaz family (module)',
      start_date: '2027-04-10',
      num_pax: 5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: { value: 'Coast — Diaz family (module)' },
      num_pax: 5,
      start_date: '2027-04-10',
      // One DBL was the template's party's; five people get the usual rooms (doubles and a single).
      room_preferable_dist: [],
    });
  });
});
