import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { bookingQuote } from '../../../test/booking.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { cuscoQuote, daysOf, daysWorld, type DaysWorld } from '../../../test/quote-days.fixtures';

// Decision 0058: drafted day texts tell the level sold (or the one shown before a sale) and follow
// the services they name when those move; a text the operator wrote stays as written.

let ctx: TestContext;
let admin: Headers;
let w: DaysWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await daysWorld(ctx, admin);
});
afterAll(() => ctx.close());

const complete = (uuid: string) =>
  inject(ctx, 'PUT', '/tenant/days/by-itinerary', admin, { itinerary_uuid: uuid, autocomplete: true });
const texts = async (uuid: string) =>
  (await daysOf(ctx, admin, uuid)).map((d) => `${d.title.value} | ${d.description.value}`);

describe('the level a drafted day names', () => {
  it("names the shown level's hotel before a sale, and the level sold's once the quote is sold", async () => {
    // Casa Andina (Comfort) and Palacio del Inka (Superior) over days 1-3.
    const q = await bookingQuote(ctx, admin, false);
    expect((await complete(q.uuid)).statusCode).toBe(200);
    const [day1] = await texts(q.uuid);
    expect(day1).toContain('Palacio del Inka');
    expect(day1).not.toContain('Casa Andina');
    const generated = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/days/generate`, admin, {
      id: q.uuid,
      day: 1,
    });
    expect(generated.json()[0].description.value).not.toContain('Casa Andina');

    // Sold at Comfort: the stored drafts now name Casa Andina only.
    await inject(ctx, 'POST', `/tenant/itinerary/status/${q.uuid}/4`, admin, { id: q.uuid, status: 4 });
    const sold = await inject(ctx, 'POST', `/tenant/itinerary/status/${q.uuid}/2`, admin, {
      id: q.uuid,
      status: 2,
      prices_list: [{ id: 1, type: 'seller', selected_level: 1 }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const after = await texts(q.uuid);
    expect(after[0]).toContain('Casa Andina');
    expect(after.join()).not.toContain('Palacio del Inka');
  });
});

describe('a drafted day follows its services', () => {
  it('stops naming a service moved to another day, which now names it; a written title stays', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    expect((await complete(q.quote.uuid)).statusCode).toBe(200);
    let days = await daysOf(ctx, admin, q.quote.uuid);
    expect(days[1]!.description.value).toContain('city tour');
    // The operator writes day 3's title; its description stays the draft.
    const own = await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, admin, [
      { id: days[2]!.id, start_day: 3, title: 'My own title' },
    ]);
    expect(own.statusCode, own.body).toBe(200);

    // The tour moves from day 2 to day 3 on the Services tab (S5).
    const moved = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/services/move`, admin, {
      services: [q.tour],
      days_to_move: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    days = await daysOf(ctx, admin, q.quote.uuid);
    expect(days[1]!.description.value).not.toContain('city tour');
    expect(days[2]!.description.value).toContain('city tour');
    expect(days[2]!.title.value).toBe('My own title');
    // The process answer carries the days as they now are.
    expect(JSON.stringify(moved.json().days)).not.toContain('undefined');

    // The valley moves from day 3 to day 4 on the Itinerary tab (D2 names it on day 4).
    const d2 = await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, admin, [
      { id: days[3]!.id, start_day: 4, services: [{ itinerary_service: q.valley }] },
    ]);
    expect(d2.statusCode, d2.body).toBe(200);
    days = await daysOf(ctx, admin, q.quote.uuid);
    expect(days[2]!.description.value).not.toContain('Sacred Valley');
    expect(days[3]!.description.value).toContain('Sacred Valley');
  });

  it('leaves a description the operator wrote as written when its services move', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    expect((await complete(q.quote.uuid)).statusCode).toBe(200);
    const days = await daysOf(ctx, admin, q.quote.uuid);
    const mine = '<p>Our own words about the Cusco city tour.</p>';
    await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, admin, [
      { id: days[1]!.id, start_day: 2, description: mine },
    ]);
    await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/services/move`, admin, {
      services: [q.tour],
      days_to_move: 1,
    });
    expect((await daysOf(ctx, admin, q.quote.uuid))[1]!.description.value).toBe(mine);
  });
});
