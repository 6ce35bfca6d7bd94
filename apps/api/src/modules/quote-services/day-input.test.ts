import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_NOT_NUMBER_MESSAGE, DAY_ZERO_MESSAGE } from '@itinera/domain';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// Decisions 0013, 0023 and 0024: a day that is not a day ('0', 'abc', '') is refused with 400 and the spec's
// message, and nothing is saved — the service does not move to day 1 and no version is written.

let ctx: TestContext;
let admin: Headers;
let tourId: number;
let quote: { id: string; uuid: string; rowId: number };
let tour: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  tourId = await catalogueId(ctx, admin, 'cusco city tour');
  const made = await quoteWith(ctx, admin, { title: 'Days', start_date: '2026-07-01', end_date: '2026-07-05' }, [
    { service_id: tourId, day: '3' },
  ]);
  quote = made.quote;
  tour = (made.answer as { services: { id: number }[] }).services[0]!.id;
});
afterAll(() => ctx.close());

async function stored() {
  const [q] = await ownerQuery<{ version: number }>(
    ctx,
    sql`SELECT version FROM itineraries WHERE id = ${quote.rowId}`,
  );
  const services = await ownerQuery<{ id: number; day: string }>(
    ctx,
    sql`SELECT id, day FROM itinerary_services WHERE itinerary_id = ${quote.rowId} ORDER BY id`,
  );
  const versions = await ownerQuery<{ n: number }>(
    ctx,
    sql`SELECT count(*)::int AS n FROM itinerary_versions WHERE itinerary_id = ${quote.rowId}`,
  );
  return { version: q!.version, versions: versions[0]!.n, services };
}

const BAD_DAYS: [unknown, string | null][] = [
  ['0', DAY_ZERO_MESSAGE],
  [0, null],
  ['0-3', DAY_ZERO_MESSAGE],
  ['abc', DAY_NOT_NUMBER_MESSAGE],
  ['-2', DAY_NOT_NUMBER_MESSAGE],
  ['2.5', DAY_NOT_NUMBER_MESSAGE],
  ['', null],
  ['   ', null],
  [2.5, null],
  [null, null],
];

describe('a day that is not a day', () => {
  it.each(BAD_DAYS)('process: %j is refused with 400 and the service stays where it was', async (day, message) => {
    const before = await stored();
    const res = await inject(ctx, 'POST', `/tenant/itinerary/process/${quote.uuid}`, admin, [{ id: tour, day }]);
    expect(res.statusCode, res.body).toBe(400);
    const body = errorOf(res);
    if (message)
      expect([body.code, body.message, res.json().details]).toEqual([
        'VALIDATION_ERROR',
        message,
        [{ path: 'body.0.day', message }],
      ]);
    expect(await stored()).toEqual(before);
    expect(before.services).toEqual([{ id: tour, day: '3' }]);
  });

  it.each(BAD_DAYS)('add and duplicate: %j is refused with 400 and nothing is added', async (day) => {
    const before = await stored();
    const add = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, admin, {
      services: [{ service_id: tourId, day }],
    });
    expect(add.statusCode, add.body).toBe(400);
    const copy = await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/services/duplicate`, admin, {
      services: [tour],
      day,
    });
    expect(copy.statusCode, copy.body).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('takes a real day or range, the spec way (a range not going forward is its start day)', async () => {
    const moves: [unknown, string][] = [
      [4, '4'],
      ['2-4', '2-4'],
      [' 3 - 5 ', '3-5'],
      ['5-2', '5'],
    ];
    for (const [day, saved] of moves) {
      const res = await inject(ctx, 'POST', `/tenant/itinerary/process/${quote.uuid}`, admin, [{ id: tour, day }]);
      expect(res.statusCode, res.body).toBe(200);
      expect((await stored()).services).toEqual([{ id: tour, day: saved }]);
    }
  });
});
