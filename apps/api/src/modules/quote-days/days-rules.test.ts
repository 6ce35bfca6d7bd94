import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';
import { ownerQuery, setStatus } from '../../../test/quotes.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import {
  cuscoQuote,
  daysOf,
  daysWorld,
  quoteRow,
  serviceDays,
  type DaysWorld,
} from '../../../test/quote-days.fixtures';

// Decision 0027: the rules every day call keeps — another tenant's quote or day is not found, a stale
// version is refused, junk is refused before anything is stored, the status lists and the price
// lock say who may change what — and days travel with versions, restores and copies.

let ctx: TestContext;
const as: Record<string, Headers> = {};
let w: DaysWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'agent']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  w = await daysWorld(ctx, as.admin!);
});
afterAll(() => ctx.close());

/** Every day call on a quote (and its written day 2), as [label, method, url, body]. */
function calls(uuid: string, dayId: number, qs = ''): [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown][] {
  return [
    ['D1', 'GET', `/tenant/itinerary/days/${uuid}`, undefined],
    ['D2', 'POST', `/tenant/itinerary/days/${uuid}${qs}`, [{ id: dayId, start_day: 2, title: 'Changed' }]],
    [
      'D3',
      'POST',
      `/tenant/itinerary/days/merge/${uuid}${qs}`,
      [{ id: dayId, start_day: 2, nestedDays: [{ id: null, start_day: 3 }] }],
    ],
    ['D4', 'DELETE', `/tenant/itinerary/day/${dayId}${qs}`, undefined],
    ['D5', 'POST', `/tenant/days/by-itinerary${qs}`, { itinerary_uuid: uuid }],
    ['D6', 'PUT', `/tenant/days/by-itinerary${qs}`, { itinerary_uuid: uuid, autocomplete: true }],
    ['D7', 'POST', `/tenant/itinerary/${uuid}/days/generate`, { id: uuid, day: 2 }],
    ['D8', 'POST', `/tenant/itinerary/${uuid}/days/move${qs}`, { moved_date: '2026-07-03', days_to_move: 1 }],
  ];
}

async function quoteWithDay(headers = as.admin!) {
  const q = await cuscoQuote(ctx, headers, w);
  const res = await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, headers, [
    { id: null, start_day: 2, title: 'City day', description: '<p>Cusco.</p>' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return { ...q, dayId: res.json()[1].id as number };
}

describe('the rules of the day calls', () => {
  it("answers 404 for another tenant's quote or day, and for a day or service that is not the quote's", async () => {
    const q = await quoteWithDay();
    for (const [label, method, url, body] of calls(q.quote.uuid, q.dayId)) {
      const res = await inject(ctx, method, url, as.other!, body);
      expect(res.statusCode, label).toBe(404);
      errorOf(res);
    }
    const other = await quoteWithDay();
    const stranger = await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, as.admin!, [
      { id: other.dayId, start_day: 2, title: 'Not mine' },
    ]);
    expect(stranger.statusCode).toBe(404);
    const service = await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, as.admin!, [
      { id: null, start_day: 2, services: [{ itinerary_service: other.tour }] },
    ]);
    expect(service.statusCode).toBe(404);
    expect((await daysOf(ctx, as.admin!, other.quote.uuid))[1]!.title.value).toBe('City day');
  });

  it('refuses a write based on a stale version with 409, storing nothing', async () => {
    const q = await quoteWithDay();
    const { version } = await quoteRow(ctx, as.admin!, q.quote.uuid);
    for (const [label, method, url, body] of calls(
      q.quote.uuid,
      q.dayId,
      `?version=${version - 1}&cur_step=1&last_step=1`,
    )) {
      if (label === 'D1' || label === 'D7') continue;
      const res = await inject(ctx, method, url, as.admin!, body);
      expect(res.statusCode, `${label} ${res.body}`).toBe(409);
    }
    expect((await quoteRow(ctx, as.admin!, q.quote.uuid)).version).toBe(version);
    const ok = await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}?version=${version}`, as.admin!, [
      { id: q.dayId, start_day: 2, title: 'Based on the latest' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses junk with 400 and stores nothing', async () => {
    const q = await quoteWithDay();
    const { version } = await quoteRow(ctx, as.admin!, q.quote.uuid);
    const junk: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['day 0', 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, [{ id: null, start_day: 0 }]],
      ['empty list', 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, []],
      ['title not text', 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, [{ start_day: 1, title: { value: 5 } }]],
      [
        'image js',
        'POST',
        `/tenant/itinerary/days/${q.quote.uuid}`,
        [{ start_day: 1, images: ['javascript:alert(1)'] }],
      ],
      ['meals', 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, [{ start_day: 1, meals: { lunch: 'yes please' } }]],
      ['limit', 'GET', `/tenant/itinerary/days/${q.quote.uuid}?limit=abc`, undefined],
      ['services mode', 'DELETE', `/tenant/itinerary/day/${q.dayId}?services=keep`, undefined],
      ['day id', 'DELETE', '/tenant/itinerary/day/abc', undefined],
      ['date', 'POST', `/tenant/itinerary/${q.quote.uuid}/days/move`, { moved_date: '2026-02-30', days_to_move: 1 }],
      ['no uuid', 'POST', '/tenant/days/by-itinerary', {}],
    ];
    for (const [label, method, url, body] of junk) {
      const res = await inject(ctx, method, url, as.admin!, body);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      errorOf(res);
    }
    const place = await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, as.admin!, [
      { start_day: 1, location: [999_999_999] },
    ]);
    expect(place.statusCode).toBe(422);
    expect((await quoteRow(ctx, as.admin!, q.quote.uuid)).version).toBe(version);
  });

  it('keeps the status lists: Confirmed refuses every edit, Sent refuses moving services (prices locked) and an agent anything', async () => {
    const q = await quoteWithDay();
    expect((await setStatus(ctx, as.admin!, q.quote.uuid, 4)).statusCode).toBe(200);
    const text = await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, as.admin!, [
      { id: q.dayId, start_day: 2, title: 'Texts still change while Sent' },
    ]);
    expect(text.statusCode, text.body).toBe(200);
    const move = await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, as.admin!, [
      { id: q.dayId, start_day: 2, services: [{ itinerary_service: q.valley }] },
    ]);
    expect(move.statusCode).toBe(422);
    errorOf(move);
    expect(move.json().details[0].path).toBe('prices_locked');
    const shift = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/days/move`, as.admin!, {
      moved_date: '2026-07-02',
      days_to_move: 1,
    });
    expect(shift.statusCode).toBe(422);
    expect(await serviceDays(ctx, as.admin!, q.quote.uuid)).toMatchObject({ [q.valley]: '3', [q.tour]: '2' });
    expect((await setStatus(ctx, as.admin!, q.quote.uuid, 2)).statusCode).toBe(200);
    for (const [label, method, url, body] of calls(q.quote.uuid, q.dayId)) {
      const res = await inject(ctx, method, url, as.admin!, body);
      expect(res.statusCode, label).toBe(label === 'D1' || label === 'D7' ? 200 : 422);
    }
    expect(errorOf(await inject(ctx, 'DELETE', `/tenant/itinerary/day/${q.dayId}`, as.admin!)).message).toBe(
      'This quote cannot be edited while it is Confirmed. Move it back to In Preparation first.',
    );
  });

  it("lets an agent edit the days of its own quote in preparation only, and not see another's", async () => {
    const own = await quoteWithDay(as.agent!);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/days/${own.quote.uuid}`, as.agent!, [
      { id: own.dayId, start_day: 2, title: 'Agent title' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const admins = await quoteWithDay();
    expect((await inject(ctx, 'GET', `/tenant/itinerary/days/${admins.quote.uuid}`, as.agent!)).statusCode).toBe(404);
    expect((await setStatus(ctx, as.admin!, own.quote.uuid, 4)).statusCode).toBe(200);
    const sent = await inject(ctx, 'POST', `/tenant/itinerary/days/${own.quote.uuid}`, as.agent!, [
      { id: own.dayId, start_day: 2, title: 'Not while Sent' },
    ]);
    expect(sent.statusCode).toBe(422);
    expect((await daysOf(ctx, as.agent!, own.quote.uuid))[1]!.title.value).toBe('Agent title');
  });
});

describe('days in versions, restores and copies', () => {
  it('keeps the days in every version (I3 answers them), and a restore brings them back', async () => {
    const q = await quoteWithDay();
    const v1 = (await quoteRow(ctx, as.admin!, q.quote.uuid)).version;
    await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, as.admin!, [
      { id: q.dayId, start_day: 2, title: 'Rewritten' },
    ]);
    await inject(ctx, 'DELETE', `/tenant/itinerary/day/${q.dayId}`, as.admin!);
    expect((await daysOf(ctx, as.admin!, q.quote.uuid)).map((d) => d.title.value)).toEqual(['', '', '']);
    const snap = (await inject(ctx, 'GET', `/tenant/itinerary/${q.quote.uuid}/versions/${v1}`, as.admin!)).json();
    expect(snap.days).toHaveLength(4);
    expect(snap.days[1]).toMatchObject({ id: q.dayId, start_day: 2, title: { value: 'City day' } });
    expect(snap.days[1].services.map((s: { id: number }) => s.id)).toEqual([q.hotel, q.tour]);
    const restored = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/versions/${v1}/restore`, as.admin!);
    expect(restored.statusCode, restored.body).toBe(200);
    const days = await daysOf(ctx, as.admin!, q.quote.uuid);
    expect(days.map((d) => [d.id, d.title.value])).toEqual([
      [null, ''],
      [q.dayId, 'City day'],
      [null, ''],
      [null, ''],
    ]);
    expect(await serviceDays(ctx, as.admin!, q.quote.uuid)).toMatchObject({ [q.tour]: '2', [q.hotel]: '1-4' });
  });

  it('copies the written days with a duplicate, moved like its services', async () => {
    const q = await quoteWithDay();
    const copy = await inject(ctx, 'POST', '/tenant/itinerary/duplicate', as.admin!, { id: q.quote.uuid });
    expect(copy.statusCode, copy.body).toBe(201);
    const copyUuid = copy.json().data.id as string;
    const days = await daysOf(ctx, as.admin!, copyUuid);
    expect(days[1]).toMatchObject({ title: { value: 'City day' }, description: { value: '<p>Cusco.</p>' } });
    expect(days[1]!.id).not.toBe(q.dayId);
    const original = await ownerQuery<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM itinerary_days WHERE itinerary_id = ${q.quote.rowId}`,
    );
    expect(original[0]!.n).toBe(1);
  });

  it('drops the written days past a shorter end that no service is on; a day a service is on stays', async () => {
    const q = await quoteWithDay();
    await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, as.admin!, [
      { id: null, start_day: 3, title: 'Valley day' },
      { id: null, start_day: 4, title: 'Last day' },
    ]);
    const { version } = await quoteRow(ctx, as.admin!, q.quote.uuid);
    const res = await inject(ctx, 'PUT', `/tenant/itinerary/${q.quote.uuid}`, as.admin!, {
      version,
      end_date: '2026-07-02',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Day 3 holds the valley and the stay's last night: it stays, past the end; day 4 goes.
    expect((await daysOf(ctx, as.admin!, q.quote.uuid)).map((d) => d.title.value)).toEqual([
      '',
      'City day',
      'Valley day',
    ]);
  });
});
