import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { cachedRowsAsStored } from '../../../test/row-cache.fixtures';
import {
  cuscoQuote,
  daysOf,
  daysWorld,
  quoteRow,
  serviceDays,
  type DaysWorld,
} from '../../../test/quote-days.fixtures';

// Decision 0027: the calls that reshape a quote's programme — remove a day (D4), merge days (D3), move
// days by a date (D8) — and those that write, complete and draft the days (D5, D6, D7).

let ctx: TestContext;
let admin: Headers;
let w: DaysWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await daysWorld(ctx, admin);
});
afterAll(() => ctx.close());

const save = (uuid: string, body: unknown, path = 'days') =>
  inject(ctx, 'POST', `/tenant/itinerary/${path}/${uuid}`, admin, body);
/** Written rows for days 1–4, titled Day N. */
async function written(uuid: string) {
  const res = await save(
    uuid,
    [1, 2, 3, 4].map((n) => ({ id: null, start_day: n, title: `Day ${n}` })),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; start_day: number }[];
}

describe('DELETE /tenant/itinerary/day/{id} (D4)', () => {
  it("moves the day's services to the day before, later days down, and shortens the quote", async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const rows = await written(q.quote.uuid);
    const res = await inject(ctx, 'DELETE', `/tenant/itinerary/day/${rows[1]!.id}?cur_step=1&last_step=1`, admin);
    expect(res.statusCode, res.body).toBe(200);
    // The services placed on other days are cached as built, and are the rows stored (decision 0093).
    expect(await cachedRowsAsStored(ctx, q.quote.uuid)).toBeGreaterThan(0);
    const quote = await quoteRow(ctx, admin, q.quote.uuid);
    expect(res.json()).toEqual({
      data: { itinerary_id: q.quote.rowId, version: quote.version, days: 3 },
      message: 'Day deleted.',
    });
    expect(quote).toMatchObject({ num_day: 3, end_date: '2026-07-03' });
    // The stay loses the night of day 2; the tour goes to day 1, the valley down to day 2.
    expect(await serviceDays(ctx, admin, q.quote.uuid)).toEqual({
      [q.hotel]: '1-3',
      [q.transfer]: '1',
      [q.tour]: '1',
      [q.valley]: '2',
    });
    expect((await daysOf(ctx, admin, q.quote.uuid)).map((d) => d.title.value)).toEqual(['Day 1', 'Day 3', 'Day 4']);
  });

  it('deletes the services starting on the day with services=delete, and sends day 1 services to the next day', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const rows = await written(q.quote.uuid);
    const gone = await inject(ctx, 'DELETE', `/tenant/itinerary/day/${rows[2]!.id}?services=delete`, admin);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe('Day and its services deleted.');
    expect(await serviceDays(ctx, admin, q.quote.uuid)).toEqual({ [q.hotel]: '1-3', [q.transfer]: '1', [q.tour]: '2' });
    const first = await inject(ctx, 'DELETE', `/tenant/itinerary/day/${rows[0]!.id}`, admin);
    expect(first.statusCode, first.body).toBe(200);
    // Day 1's services join the next day, which becomes day 1; the stay keeps its length.
    expect(await serviceDays(ctx, admin, q.quote.uuid)).toEqual({ [q.hotel]: '1-3', [q.transfer]: '1', [q.tour]: '1' });
    expect((await daysOf(ctx, admin, q.quote.uuid)).map((d) => [d.title.value, d.services.length])).toEqual([
      ['Day 2', 3],
      ['Day 4', 1],
    ]);
    expect(await quoteRow(ctx, admin, q.quote.uuid)).toMatchObject({ num_day: 2, end_date: '2026-07-02' });
  });
});

describe('POST /tenant/itinerary/days/merge/{uuid} (D3)', () => {
  it("merges a later day into a day: its text after the day's, its services, then it is removed", async () => {
    const q = await cuscoQuote(ctx, admin, w);
    await save(q.quote.uuid, [
      { id: null, start_day: 2, title: 'Cusco', description: '<p>City.</p>', location: [w.places.cusco] },
      {
        id: null,
        start_day: 3,
        title: 'Valley',
        description: '<p>Pisac.</p>',
        location: [w.places.valley],
        meals: { lunch: true },
      },
    ]);
    const days = await daysOf(ctx, admin, q.quote.uuid);
    const res = await save(
      q.quote.uuid,
      [{ ...days[1], nestedDays: [{ ...days[2], isTemplateDay: false }] }],
      'days/merge',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await cachedRowsAsStored(ctx, q.quote.uuid)).toBeGreaterThan(0);
    const merged = res.json();
    expect(merged).toHaveLength(3);
    expect(merged[1]).toMatchObject({
      id: days[1]!.id,
      title: { value: 'Cusco / Valley' },
      description: { value: '<p>City.</p><p>Pisac.</p>' },
      location: [{ id: w.places.cusco }, { id: w.places.valley }],
      meals: { lunch: true },
    });
    expect(merged[1].services.map((s: { id: number }) => s.id)).toEqual([q.hotel, q.tour, q.valley]);
    expect(await serviceDays(ctx, admin, q.quote.uuid)).toEqual({
      [q.hotel]: '1-3',
      [q.transfer]: '1',
      [q.tour]: '2',
      [q.valley]: '2',
    });
    expect(await quoteRow(ctx, admin, q.quote.uuid)).toMatchObject({ num_day: 3, end_date: '2026-07-03' });
  });

  it("takes a module's day (isTemplateDay) as text only, with its entity_uuid", async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const days = await daysOf(ctx, admin, q.quote.uuid);
    const res = await save(
      q.quote.uuid,
      [
        {
          ...days[3],
          nestedDays: [
            {
              id: 999999,
              start_day: 1,
              isTemplateDay: true,
              entity_uuid: 'c0ffee00-0000-4000-8000-000000000001',
              title: { id: 1, value: 'Lake Titicaca' },
              description: { id: 1, value: '<p>Uros islands.</p>' },
              images: '{}',
            },
          ],
        },
      ],
      'days/merge',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(4);
    expect(res.json()[3]).toMatchObject({
      title: { value: 'Lake Titicaca' },
      description: { value: '<p>Uros islands.</p>' },
      entity_uuid: 'c0ffee00-0000-4000-8000-000000000001',
    });
  });
});

describe('POST /tenant/itinerary/{uuid}/days/move (D8)', () => {
  it('opens days before a date: the days from it on and their services move, the quote grows', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    await written(q.quote.uuid);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/days/move`, admin, {
      id: q.quote.uuid,
      moved_date: '2026-07-02',
      days_to_move: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cachedRowsAsStored(ctx, q.quote.uuid)).toBeGreaterThan(0);
    expect(res.json().map((d: { title: { value: string } }) => d.title.value)).toEqual([
      'Day 1',
      '',
      '',
      'Day 2',
      'Day 3',
      'Day 4',
    ]);
    // The stay started before the date: it stays where it is.
    expect(await serviceDays(ctx, admin, q.quote.uuid)).toEqual({
      [q.hotel]: '1-4',
      [q.transfer]: '1',
      [q.tour]: '4',
      [q.valley]: '5',
    });
    expect(await quoteRow(ctx, admin, q.quote.uuid)).toMatchObject({ num_day: 6, end_date: '2026-07-06' });
    // The stay is on the opened days: they are not empty, so the days cannot move back over them.
    const back = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/days/move`, admin, {
      moved_date: '2026-07-04',
      days_to_move: -2,
    });
    expect(errorOf(back).message).toBe(
      'The days from 2026-07-04 cannot move back 2 days: days 2 and 3 are not empty. Move or remove their services and text first.',
    );
  });

  it('moves days back over empty days (a check-out day is not a night of the stay)', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const rows = await written(q.quote.uuid);
    const open = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/days/move`, admin, {
      moved_date: '2026-07-04',
      days_to_move: 1,
    });
    expect(open.json().map((d: { id: number | null }) => d.id)).toEqual([
      rows[0]!.id,
      rows[1]!.id,
      rows[2]!.id,
      // The opened day is written too: D8 answers no id: null (decisions 0064 and 0067).
      expect.any(Number),
      rows[3]!.id,
    ]);
    const back = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${q.quote.uuid}/days/move?cur_step=2&last_step=2`,
      admin,
      {
        moved_date: '2026-07-05',
        days_to_move: -1,
      },
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().map((d: { id: number | null }) => d.id)).toEqual(rows.map((r) => r.id));
    expect(await quoteRow(ctx, admin, q.quote.uuid)).toMatchObject({ num_day: 4, end_date: '2026-07-04' });
    expect(await serviceDays(ctx, admin, q.quote.uuid)).toMatchObject({ [q.hotel]: '1-4', [q.valley]: '3' });
  });

  it('refuses to move days back over a day that is not empty, or before day 1', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const busy = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/days/move`, admin, {
      moved_date: '2026-07-03',
      days_to_move: -1,
    });
    expect(busy.statusCode).toBe(422);
    expect(errorOf(busy).message).toBe(
      'The days from 2026-07-03 cannot move back 1 day: day 2 is not empty. Move or remove their services and text first.',
    );
    const early = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/days/move`, admin, {
      moved_date: '2026-07-02',
      days_to_move: -3,
    });
    expect(early.statusCode).toBe(422);
    const before = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/days/move`, admin, {
      moved_date: '2026-06-20',
      days_to_move: 1,
    });
    expect(errorOf(before).message).toBe('2026-06-20 is before the quote starts (2026-07-01).');
    // Decision 0098: the sentence and its field's details in the reader language, values kept.
    const antes = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/days/move?lang=es`, admin, {
      moved_date: '2026-06-20',
      days_to_move: 1,
    });
    const sentence = '2026-06-20 es anterior al inicio de la cotización (2026-07-01).';
    expect(errorOf(antes)).toMatchObject({
      message: sentence,
      details: [{ path: 'body.moved_date', message: sentence }],
    });
  });
});

describe('POST and PUT /tenant/days/by-itinerary (D5, D6), POST /tenant/itinerary/{uuid}/days/generate (D7)', () => {
  it('D5 writes a row for every day once; a second call changes nothing', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    const res = await inject(ctx, 'POST', '/tenant/days/by-itinerary', admin, { itinerary_uuid: q.quote.uuid });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { itinerary_id: q.quote.rowId, days: 4 } });
    expect((await daysOf(ctx, admin, q.quote.uuid)).every((d) => typeof d.id === 'number')).toBe(true);
    const again = await inject(ctx, 'POST', '/tenant/days/by-itinerary', admin, { itinerary_uuid: q.quote.uuid });
    expect(again.json().data.version).toBe(res.json().data.version);
  });

  it('D7 drafts every day from its places and services without saving; D6 autocomplete writes drafts into empty texts', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    await save(q.quote.uuid, [
      { id: null, start_day: 2, title: 'My own title', overnight_location_id: w.places.cusco },
    ]);
    const version = (await quoteRow(ctx, admin, q.quote.uuid)).version;
    const drafted = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/days/generate`, admin, {
      id: q.quote.uuid,
      day: 2,
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const days = drafted.json();
    expect(days[0].title.value).toBe('Arrival in Cusco');
    expect(days[0].description.value).toContain('Overnight at Casa Andina');
    expect(days[1].title.value).toBe('Cusco');
    expect(days[1].description.value).toMatch(
      /^<p>Cusco city tour[^<]*\.<\/p><p>Overnight at Casa Andina[^<]*\(Cusco\)\.<\/p>$/,
    );
    expect((await quoteRow(ctx, admin, q.quote.uuid)).version).toBe(version);
    const done = await inject(ctx, 'PUT', '/tenant/days/by-itinerary?cur_step=1&last_step=1', admin, {
      itinerary_uuid: q.quote.uuid,
      autocomplete: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    const filled = done.json();
    expect(filled[1].title.value).toBe('My own title');
    expect(filled[1].description.value).toContain('city tour');
    expect(filled[3].title.value).toBe('Departure from Cusco');
    expect(filled.every((d: { id: number | null }) => d.id !== null)).toBe(true);
  });

  it('D6 drops written days past the last day that have no service and no text', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    await ownerQuery(
      ctx,
      sql`INSERT INTO itinerary_days (tenant_id, itinerary_id, start_day, title) VALUES
        (${w.ids.tenantId}, ${q.quote.rowId}, 6, ''), (${w.ids.tenantId}, ${q.quote.rowId}, 7, 'Kept: it has text')`,
    );
    expect(await daysOf(ctx, admin, q.quote.uuid)).toHaveLength(7);
    const res = await inject(ctx, 'PUT', '/tenant/days/by-itinerary', admin, { itinerary_uuid: q.quote.uuid });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().map((d: { start_day: number; title: { value: string } }) => [d.start_day, d.title.value]),
    ).toEqual([
      [1, ''],
      [2, ''],
      [3, ''],
      [4, ''],
      [5, ''],
      [6, ''],
      [7, 'Kept: it has text'],
    ]);
    expect(res.json()[5].id).toBeNull();
  });
});
