import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { demoIds } from '../../test/quotes.fixtures';
import { inject, type Headers } from '../../test/quote-services.fixtures';
import { originalClientHeaders, quoteListQuery } from '../../test/original-client';
import { createFourDayQuote } from '../../test/original-client-quote.fixtures';

// Decisions 0064 and 0067: the original client's list binds a select to `status.id`, names only 1–4 and
// unlocks it only on 1 (contract C8, §5.2), so a quote Under Review (5) or a template Ready to Sell
// (6) showed a blank locked select. Its I1 (every key sent) answers the status it treats alike and
// the moves it can name. Decision 0067: the list filters by the named status groups.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let ctx: TestContext;
let headers: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let review: string;
let ready: string;

const createAsClient = (title: string, itinerary_type_id: number) =>
  createFourDayQuote(ctx, headers, { title, client_id: ids.andean, itinerary_type_id });

async function move(uuid: string, status: number) {
  const res = await inject(ctx, 'POST', `/tenant/itinerary/status/${uuid}/${status}?cur_step=1&last_step=1`, headers, {
    id: uuid,
    status,
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestApp();
  headers = originalClientHeaders((await signIn(ctx.app, 'admin@itinera.demo')).headers);
  ids = await demoIds(ctx);
  review = await createAsClient('Statusreview', 1);
  await move(review, 5);
  ready = await createAsClient('Statusready', 2);
  await move(ready, 6);
});
afterAll(() => ctx.close());

const rowOf = async (query: string, uuid: string) => {
  const res = await inject(ctx, 'GET', `/tenant/itinerary?${query}`, headers);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return (res.json().data as Json[]).find((r) => r.id === uuid);
};

describe('I1 as the original client sends it: statuses it can render', () => {
  it('answers Under Review as the locked Sent it treats alike, with moves it can name', async () => {
    const row = await rowOf(quoteListQuery({ title: 'Statusreview', code: 'Statusreview' }), review);
    expect(row?.status).toEqual({ id: 4, name: 'Under Review' });
    const moves = (row?.statusesOptions as { id: number }[]).map((s) => s.id);
    expect(moves.length).toBeGreaterThan(0);
    for (const id of moves) expect([1, 2, 3, 4]).toContain(id);
  });

  it('answers a template Ready to Sell as Sent (one group) on the example-itineraries page', async () => {
    const row = await rowOf(
      quoteListQuery({ title: 'Statusready', code: 'Statusready', type: '2', filter: 'template' }),
      ready,
    );
    expect(row?.status).toEqual({ id: 4, name: 'Ready to Sell' });
  });

  it('keeps the real status for Itinera’s own list call (no `filter` key)', async () => {
    const row = await rowOf('page=1&limit=10&title=Statusreview&code=Statusreview', review);
    expect(row?.status).toEqual({ id: 5, name: 'Under Review' });
    expect((row?.statusesOptions as { id: number }[]).map((s) => s.id)).toEqual([1, 4, 3]);
  });
});

describe('I1 status filter: ids and the named status groups (issue 47)', () => {
  it('filters by a group name, alone or with ids', async () => {
    const uuids = async (query: string) =>
      ((await inject(ctx, 'GET', `/tenant/itinerary?${query}`, headers)).json().data as Json[]).map((r) => r.id);
    expect(await uuids('limit=100&status=under_review')).toContain(review);
    expect(await uuids('limit=100&status=rejected')).not.toContain(review);
    expect(await uuids('limit=100&status=3,UNDER_REVIEW')).toContain(review);
    expect(await uuids('limit=100&type=2&status=sent_and_ready_to_sell')).toContain(ready);
  });

  it('refuses a term that is neither a status id nor a group with 400', async () => {
    const res = await inject(ctx, 'GET', '/tenant/itinerary?status=sent', headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.data).toMatch(/status ids or groups/);
  });
});
