import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// docs/domain/spec-sections.md#spec-01-section-5: "Saving an itinerary: if the response carries messages with errors, the save is
// rejected with those errors." The API refuses such a save itself (422, nothing written) and
// carries the messages as the spec's save answers do (docs/domain/api-shapes.md).

let ctx: TestContext;
let admin: Headers;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
});
afterAll(() => ctx.close());

describe('PUT /tenant/itinerary/{id} with errors in the first message', () => {
  it('is refused with 422, the standard body and messages: [{ errors }], and changes nothing', async () => {
    const tour = await catalogueId(ctx, admin, 'cusco city tour');
    const { quote, answer } = await quoteWith(
      ctx,
      admin,
      { title: 'Negative level', start_date: '2026-07-01', end_date: '2026-07-03', num_pax: 2 },
      [{ service_id: tour, day: '1' }],
    );
    // A level total below zero is an error of the whole quote; the API never takes a negative
    // price, so the row is written as an import from elsewhere could leave it.
    await ctx.database.db.execute(
      sql`UPDATE itinerary_services SET edit_price = -5000 WHERE id = ${answer.services[0].id}`,
    );
    const before = (await inject(ctx, 'GET', `/tenant/itinerary/${quote.id}`, admin)).json().data;
    const res = await inject(ctx, 'PUT', `/tenant/itinerary/${quote.id}`, admin, {
      version: before.version,
      num_pax: 3,
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).code).toBe('UNPROCESSABLE');
    const messages = res.json().messages as { errors: string[] }[];
    expect(messages[0]!.errors.length).toBeGreaterThan(0);
    expect(errorOf(res).message).toBe(messages[0]!.errors.join(' '));
    const after = (await inject(ctx, 'GET', `/tenant/itinerary/${quote.id}`, admin)).json().data;
    expect([after.version, after.num_pax]).toEqual([before.version, before.num_pax]);
  });
});
