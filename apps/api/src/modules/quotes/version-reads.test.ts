import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { cuscoQuote, daysWorld, type DaysWorld } from '../../../test/quote-days.fixtures';

// Decisions 0058, 0059 and 0060: what the versions menu and the history view read. A version made by a service
// or day change says so (entity=all), and a version shows the status it ended with.

let ctx: TestContext;
let admin: Headers;
let w: DaysWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await daysWorld(ctx, admin);
});
afterAll(() => ctx.close());

type Entry = { version: number; entity: string; action: string; field: string | null };

describe('GET /tenant/itinerary/{id}/history?entity=all', () => {
  it("lists every entity's entries, so a version made by a service or day change has its own", async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const moved = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/services/move`, admin, {
      services: [q.tour],
      days_to_move: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, admin, [
      { id: null, start_day: 1, title: 'Arrival' },
    ]);
    const all = await inject(ctx, 'GET', `/tenant/itinerary/${q.quote.uuid}/history?entity=all&limit=50`, admin);
    expect(all.statusCode, all.body).toBe(200);
    const entries = all.json().data as Entry[];
    const version = moved.json().itinerary.version as number;
    expect(entries.filter((e) => e.version === version)).toContainEqual(
      expect.objectContaining({ entity: 'service', action: 'moved', field: 'day' }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ entity: 'day', action: 'created' }));
    expect(new Set(entries.map((e) => e.entity))).toEqual(new Set(['itinerary', 'service', 'day']));
    // Without entity the quote's own entries, as the original client reads them.
    const own = (await inject(ctx, 'GET', `/tenant/itinerary/${q.quote.uuid}/history?entity=itinerary`, admin)).json()
      .data as Entry[];
    expect(own.every((e) => e.entity === 'itinerary')).toBe(true);
    const bad = await inject(ctx, 'GET', `/tenant/itinerary/${q.quote.uuid}/history?entity=everything`, admin);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /tenant/itinerary/{id}/versions/{n}', () => {
  it('answers the status the version ended with, not the one it was written in', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const version = (await inject(ctx, 'GET', `/tenant/itinerary/${q.quote.uuid}`, admin)).json().data
      .version as number;
    // Sending records history under the current version without writing a new one.
    const sent = await inject(ctx, 'POST', `/tenant/itinerary/status/${q.quote.uuid}/4`, admin, {
      id: q.quote.uuid,
      status: 4,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const read = await inject(ctx, 'GET', `/tenant/itinerary/${q.quote.uuid}/versions/${version}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().status).toMatchObject({ id: 4, name: 'Sent' });
    // An earlier version keeps the status it had.
    expect(
      (await inject(ctx, 'GET', `/tenant/itinerary/${q.quote.uuid}/versions/1`, admin)).json().status,
    ).toMatchObject({ id: 1 });
  });
});
