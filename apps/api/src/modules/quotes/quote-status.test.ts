import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { createQuote, demoIds, ownerQuery, setStatus } from '../../../test/quotes.fixtures';

let ctx: TestContext;
let admin: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
});
afterAll(() => ctx.close());

const row = async (id: number) =>
  (
    await ownerQuery<{ status_id: number; prices_locked: number; version: number; stable_version: number | null }>(
      ctx,
      sql`SELECT status_id, prices_locked, version, stable_version FROM itineraries WHERE id = ${id}`,
    )
  )[0]!;

/** A request linked to the given quotes, written directly (the requests API is another module). */
async function requestFor(quoteIds: number[]): Promise<number> {
  return ctx.database.withTenant(ids.tenantId, async (tx) => {
    const code = `FT${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const [{ id }] = rowsOf<{ id: number }>(
      await tx.execute(
        sql`INSERT INTO files (tenant_id, code, title, stage, client_id) VALUES (${ids.tenantId}, ${code}, 'Trip enquiry', 2, ${ids.andean}) RETURNING id`,
      ),
    ) as [{ id: number }];
    for (const q of quoteIds)
      await tx.execute(
        sql`INSERT INTO file_quotes (tenant_id, file_id, itinerary_id) VALUES (${ids.tenantId}, ${id}, ${q})`,
      );
    return id;
  });
}
const stageOf = async (fileId: number) =>
  (await ownerQuery<{ stage: number }>(ctx, sql`SELECT stage FROM files WHERE id = ${fileId}`))[0]!.stage;

describe('POST /tenant/itinerary/status/:id/:status', () => {
  it('locks prices on Sent with a message, sets the stable version, and unlocks on In Preparation', async () => {
    const q = await createQuote(ctx, admin, { title: 'Workflow' });
    const sent = await setStatus(ctx, admin, q.id, 4);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      itinerary: { id: q.uuid, status: { id: 4, name: 'Sent' }, prices_locked: 1, stable_version: 1 },
      tasks: [],
      exporting: [],
    });
    expect(sent.json().message).toMatch(/^Prices are locked while the quote is Sent/);
    expect(sent.json().statuses.map((s: { id: number }) => s.id)).toEqual([2, 3, 1]);
    const back = await setStatus(ctx, admin, q.id, 1);
    expect(back.json().itinerary.prices_locked).toBe(0);
    expect(back.json().message).toMatch(/unlocked/);
    const review = await setStatus(ctx, admin, q.id, 5);
    expect(review.json().itinerary.prices_locked).toBe(1);
    expect(review.json().message).toMatch(/^Prices are locked while the quote is Sent or Under Review/);
    expect(await row(q.rowId)).toMatchObject({ status_id: 5, prices_locked: 1, version: 1 });
    // Under Review → Sent: still locked, and the alert says so again (entering Sent locks).
    const resent = await setStatus(ctx, admin, q.id, 4);
    expect([resent.json().itinerary.prices_locked, resent.json().message]).toEqual([
      1,
      expect.stringMatching(/^Prices are locked/),
    ]);
    // Rejecting leaves the prices as they are, and says nothing about them.
    const rejected = await setStatus(ctx, admin, (await createQuote(ctx, admin, { title: 'Rejected early' })).id, 3);
    expect(rejected.json().message).toBeNull();
    const history = (
      await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${q.id}/history?entity=itinerary`, headers: admin })
    ).json().data;
    expect(
      history
        .filter((h: { action: string }) => h.action === 'status')
        .map((h: { from: number; to: number }) => [h.from, h.to]),
    ).toEqual([
      [5, 4],
      [1, 5],
      [4, 1],
      [1, 4],
    ]);
  });

  it('refuses transitions the machine does not allow, naming the allowed ones', async () => {
    const q = await createQuote(ctx, admin, { title: 'Refused' });
    const res = await setStatus(ctx, admin, q.id, 6);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(
      'A quote in In Preparation cannot move to Ready to Sell: it can move to Sent, Under Review, Rejected, Confirmed.',
    );
    const template = await createQuote(ctx, admin, { title: 'Template', itinerary_type_id: 2 });
    expect((await setStatus(ctx, admin, template.id, 4)).statusCode).toBe(422);
    expect((await setStatus(ctx, admin, template.id, 6)).json().statuses.map((s: { id: number }) => s.id)).toEqual([
      7, 1,
    ]);
    expect((await setStatus(ctx, admin, q.id, 0)).statusCode).toBe(400);
    expect((await row(q.rowId)).status_id).toBe(1);
  });

  it('confirming wins the linked requests; re-opening makes a new version', async () => {
    const q = await createQuote(ctx, admin, { title: 'To confirm' });
    const file = await requestFor([q.rowId]);
    await setStatus(ctx, admin, q.id, 4);
    const confirmed = await setStatus(ctx, admin, q.id, 2);
    expect(confirmed.json().itinerary).toMatchObject({ status: { id: 2 }, stable_version: 1 });
    expect(await stageOf(file)).toBe(3);
    // Re-opening a sold quote says why (issue 48, docs/decisions/issues.md).
    const reopened = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/status/${q.id}/1`,
      headers: admin,
      payload: { reason: 'The client asks for another hotel' },
    });
    expect(reopened.json().itinerary).toMatchObject({ status: { id: 1 }, version: 2, prices_locked: 0 });
    const versions = await ownerQuery(
      ctx,
      sql`SELECT version FROM itinerary_versions WHERE itinerary_id = ${q.rowId} ORDER BY version`,
    );
    expect(versions).toEqual([{ version: 1 }, { version: 2 }]);
  });

  it('lets staff confirm straight from In Preparation; a travel agent goes through Sent', async () => {
    const agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
    const own = await createQuote(ctx, agent, { title: 'Agent confirms' });
    const read = await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${own.id}`, headers: agent });
    expect(read.json().statuses.map((s: { id: number }) => s.id)).toEqual([4, 5, 3]);
    const refused = await setStatus(ctx, agent, own.id, 2);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(
      'A quote in In Preparation cannot move to Confirmed: it can move to Sent, Under Review, Rejected.',
    );

    const q = await createQuote(ctx, admin, { title: 'Published, then confirmed' });
    const file = await requestFor([q.rowId]);
    const staffRead = await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${q.id}`, headers: admin });
    expect(staffRead.json().statuses.map((s: { id: number }) => s.id)).toEqual([4, 5, 3, 2]);
    const confirmed = await setStatus(ctx, admin, q.id, 2);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().itinerary).toMatchObject({ status: { id: 2 }, stable_version: 1 });
    expect(await stageOf(file)).toBe(3);
  });

  it('rejecting loses a request only when every linked quote is rejected', async () => {
    const a = await createQuote(ctx, admin, { title: 'Option A' });
    const b = await createQuote(ctx, admin, { title: 'Option B' });
    const file = await requestFor([a.rowId, b.rowId]);
    await setStatus(ctx, admin, a.id, 3);
    expect(await stageOf(file)).toBe(2);
    await setStatus(ctx, admin, b.id, 3);
    expect(await stageOf(file)).toBe(4);
  });
});
