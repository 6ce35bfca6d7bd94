import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { demoIds } from '../../test/quotes.fixtures';
import { catalogueId, inject, type Headers } from '../../test/quote-services.fixtures';
import { originalClientHeaders } from '../../test/original-client';
import { addServicesAsClient, createFourDayQuote, fourDayForm } from '../../test/original-client-quote.fixtures';

// Decision 0064: the original client moves a quote's start date in several calls: I6 PUT with the
// new dates (its steps announcing the calls that follow), S5 services/move in batches of 3, then D8
// days/move. Itinera's PUT already moves services and days with the start date: the follow-ups of
// that sequence must not move them again. Itinera's web sends one PUT.

let ctx: TestContext;
let headers: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
let tour: number;

beforeAll(async () => {
  ctx = await createTestApp();
  headers = originalClientHeaders((await signIn(ctx.app, 'admin@itinera.demo')).headers);
  ids = await demoIds(ctx);
  const contracts = await inject(
    ctx,
    'GET',
    `/tenant/clients/contract/${ids.andean}?id=${ids.andean}&contract_id=&page=1&limit=10&search=&name=`,
    headers,
  );
  contract = contracts.json().data[0].id;
  tour = await catalogueId(ctx, headers, 'cusco city tour');
});
afterAll(() => ctx.close());

const form = (title: string, start: string, end: string) =>
  fourDayForm({ title, client_id: ids.andean, contract_id: contract, start_date: start, end_date: end })[0] as Record<
    string,
    unknown
  >;

async function quoteWithServices(title: string) {
  const uuid = await createFourDayQuote(ctx, headers, { title, client_id: ids.andean, contract_id: contract });
  await addServicesAsClient(
    ctx,
    headers,
    uuid,
    [1, 2, 3, 4].map((day) => ({ service: tour, day })),
  );
  return uuid;
}

const state = async (uuid: string) => {
  const services = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, headers)).json() as {
    id: number;
    day: string;
    start_date: string;
  }[];
  const days = (await inject(ctx, 'GET', `/tenant/itinerary/days/${uuid}?page=1&limit=50`, headers)).json() as {
    id: number;
    start_day: number;
    start_date: string;
  }[];
  const quote = (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, headers)).json().data;
  return { services, days, quote };
};

describe('moving the start date as the original client does: PUT → services/move × n → days/move', () => {
  it('moves every service and day once, by the days asked', async () => {
    const uuid = await quoteWithServices('Move dates');
    const before = await state(uuid);
    const n = 3;
    const batches = [before.services.slice(0, 3), before.services.slice(3)].filter((b) => b.length);
    const last = 1 + batches.length + 1;
    const put = await inject(ctx, 'PUT', `/tenant/itinerary/${uuid}?cur_step=1&last_step=${last}`, headers, {
      ...form('Move dates', '2026-07-04', '2026-07-07'),
      version: before.quote.version,
      cur_step: 1,
      last_step: last,
    });
    expect(put.statusCode, put.body.slice(0, 300)).toBe(200);
    for (const [i, batch] of batches.entries()) {
      const moved = await inject(
        ctx,
        'POST',
        `/tenant/itinerary/${uuid}/services/move?cur_step=${i + 2}&last_step=${last}&calculate_prices=1&sm=&num_pax=0&calculate_room_distribution=0`,
        headers,
        { days_to_move: n, services: batch.map((s) => s.id), last_batch: i === batches.length - 1 },
      );
      expect(moved.statusCode, moved.body.slice(0, 300)).toBe(200);
    }
    const days = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${uuid}/days/move?cur_step=${last}&last_step=${last}`,
      headers,
      {
        id: uuid,
        moved_date: '2026-07-01',
        days_to_move: n,
        cur_step: last,
        last_step: last,
      },
    );
    expect(days.statusCode, days.body.slice(0, 300)).toBe(200);
    expect(days.json().map((d: { start_date: string }) => d.start_date)[0]).toBe('2026-07-04');
    // Decisions 0064 and 0067: the client keeps D8's days as its own; each is a real, written day (no id: null).
    const answered = days.json() as { id: number | null; start_day: number }[];
    expect(answered.length).toBe(4);
    for (const d of answered) expect(d.id, `day ${d.start_day}`).toEqual(expect.any(Number));

    const after = await state(uuid);
    expect(after.quote).toMatchObject({ start_date: '2026-07-04', end_date: '2026-07-07', num_day: 4 });
    const shifted = (date: string) => new Date(Date.parse(date) + n * 86_400_000).toISOString().slice(0, 10);
    expect(after.services.map((s) => [s.id, s.day, s.start_date])).toEqual(
      before.services.map((s) => [s.id, s.day, shifted(s.start_date)]),
    );
    expect(after.days.map((d) => [d.start_day, d.start_date])).toEqual(
      before.days.map((d) => [d.start_day, shifted(d.start_date)]),
    );
    // The ids D8 answered are the ones the days keep (D1 reads them back).
    expect(after.days.map((d) => d.id)).toEqual(answered.map((d) => d.id));
  });

  it('still moves services when the same user asks for a move of their own afterwards', async () => {
    const uuid = await quoteWithServices('Move later');
    const before = await state(uuid);
    const put = await inject(ctx, 'PUT', `/tenant/itinerary/${uuid}?cur_step=1&last_step=3`, headers, {
      ...form('Move later', '2026-07-02', '2026-07-05'),
      version: before.quote.version,
    });
    expect(put.statusCode).toBe(200);
    const follow = { days_to_move: 1, services: before.services.map((s) => s.id).slice(0, 3), last_batch: true };
    const q = 'calculate_prices=1&sm=&num_pax=0&calculate_room_distribution=0';
    await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/services/move?cur_step=2&last_step=3&${q}`, headers, follow);
    await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/days/move?cur_step=3&last_step=3`, headers, {
      id: uuid,
      moved_date: '2026-07-01',
      days_to_move: 1,
      cur_step: 3,
      last_step: 3,
    });
    const mid = await state(uuid);
    expect(mid.services.find((s) => s.id === before.services[0]!.id)!.day).toBe(before.services[0]!.day);
    // The sequence is over: a move of its own moves the service.
    const own = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${uuid}/services/move?cur_step=1&last_step=1&${q}`,
      headers,
      {
        days_to_move: 1,
        services: [before.services[0]!.id],
        last_batch: true,
      },
    );
    expect(own.statusCode).toBe(200);
    expect((await state(uuid)).services.find((s) => s.id === before.services[0]!.id)!.day).toBe('2');
  });
});
