import { PRICES_LOCKED_MESSAGE } from '@itinera/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithWorkers, errorOf, signIn, waitUntil, type TestContext } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { seedDemo } from '../../seed/seed';

// Rate-change impact (decision 0065, docs/domain/rate-changes.md): a demo rate edited in the service
// editor lists the demo quotes using it with their totals before and after; a re-price moves the
// quote chosen (new version, history line) and leaves a locked one and a confirmed one as they were.

type Headers = Record<string, string>;
type Level = { level: number; total: number; sub_total_hotel: number; sub_total_service: number; margin: number };

let ctx: TestContext;
let admin: Headers, agent: Headers, other: Headers;
// Large enough to eat a sold quote's margin (a cost typed with a digit too many).
const RAISE = 5000;
const q = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(text));

// The demo hotel every Peru quote uses, and one quote of it per status.
let serviceId: number;
const quotes: Record<'prep' | 'sent' | 'review' | 'confirmed', { id: number; version: number; code: string }> =
  {} as never;

const storedSeller = async (id: number): Promise<Level[]> => {
  const [row] = await q<{ prices: { type: string; prices: Level[] }[] }>(
    sql`SELECT prices FROM itinerary_pricing WHERE itinerary_id = ${id}`,
  );
  return row!.prices.find((p) => p.type === 'seller')!.prices;
};

beforeAll(async () => {
  ctx = await createTestAppWithWorkers({});
  await seedDemo(ctx.database, 'other');
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  const [use] = await q<{ service_id: number }>(sql`SELECT qs.service_id FROM itinerary_services qs
    JOIN itineraries i ON i.id = qs.itinerary_id JOIN tenants t ON t.id = i.tenant_id
    WHERE t.slug = 'demo' AND i.itinerary_type_id = 1 GROUP BY qs.service_id
    HAVING count(DISTINCT i.status_id) FILTER (WHERE i.status_id IN (1, 2, 4)) = 3
    ORDER BY count(DISTINCT i.id) DESC, qs.service_id LIMIT 1`);
  serviceId = use!.service_id;
  const using = await q<{
    id: number;
    version: number;
    code: string;
    status_id: number;
  }>(sql`SELECT DISTINCT i.id, i.version, i.code, i.status_id
    FROM itineraries i JOIN itinerary_services qs ON qs.itinerary_id = i.id
    WHERE qs.service_id = ${serviceId} AND i.itinerary_type_id = 1 ORDER BY i.code`);
  const byStatus = (s: number) => using.find((u) => u.status_id === s)!;
  Object.assign(quotes, { prep: byStatus(1), sent: byStatus(4), review: byStatus(5), confirmed: byStatus(2) });
});
afterAll(() => ctx.close());

/** The editor's PUT body from its GET ?info=1 answer (as the web's form does), every cost raised. */
async function raisedBody(id: number, raise: number) {
  const s = (await ctx.app.inject({ method: 'GET', url: `/tenant/services/${id}?info=1`, headers: admin })).json().data;
  return {
    name: s.name_translations,
    description: s.description_translations,
    id_service_type: s.id_service_type,
    category_id: s.category_id ?? s.category?.id ?? null,
    location_id: s.location_id ?? s.location.at(-1)?.id ?? null,
    level: s.level ?? 0,
    days_services: s.days ?? 1,
    tag_ids: s.tag_ids ?? [],
    images: s.images ?? [],
    amenities: s.amenities ?? [],
    supplier_ids: (s.suppliers ?? []).map((x: { id: number }) => x.id),
    rate_lines: s.rate_lines.map(({ room_type: _r, currency_code: _c, ...l }: Record<string, unknown>) => ({
      ...l,
      unit_cost: Number(l.unit_cost) + raise,
    })),
  };
}

describe('rate-change impact', () => {
  let changeId: number;

  it('records nothing when the editor saves the same rates again', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/tenant/services/${serviceId}`,
      headers: admin,
      payload: await raisedBody(serviceId, 0),
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: '/tenant/rate-changes', headers: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([]);
  });

  it('records a rate change when the editor saves raised rates, with the lines and their costs', async () => {
    const body = await raisedBody(serviceId, RAISE);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/tenant/services/${serviceId}`,
      headers: admin,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/tenant/rate-changes?days=30&service_id=${serviceId}`,
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [change, ...rest] = list.json().data;
    expect(rest).toEqual([]);
    expect(change).toMatchObject({ service: { id: serviceId }, source: 'editor', added_ids: [], removed_ids: [] });
    expect(change.changed_ids).toHaveLength(body.rate_lines.length);
    for (const c of change.costs) expect(c.after - c.before).toBeCloseTo(RAISE, 6);
    expect(change.open_quotes).toBeGreaterThanOrEqual(3);
    changeId = change.id;
  });

  it('lists the open quotes using the rates with their level totals before and after, and the sold one apart', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/tenant/rate-changes/${changeId}/impact`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const impact = res.json();
    const listed = (id: number) => impact.quotes.find((x: { id: number }) => x.id === id);
    expect(listed(quotes.prep.id)).toMatchObject({ status: 'In Preparation', prices_locked: false, lock: null });
    expect(listed(quotes.sent.id)).toMatchObject({ status: 'Sent', prices_locked: true, lock: PRICES_LOCKED_MESSAGE });
    expect(listed(quotes.review.id)).toMatchObject({ prices_locked: true });
    expect(listed(quotes.confirmed.id)).toBeUndefined();

    // Before is the stored pricing; the cost moves by the raise × the quantity of the hotel's lines at that level.
    const prep = listed(quotes.prep.id);
    const stored = await storedSeller(quotes.prep.id);
    const lines = await q<{ level: number; quantity: number }>(sql`SELECT level, quantity FROM itinerary_services
      WHERE itinerary_id = ${quotes.prep.id} AND service_id = ${serviceId} AND kind <> 1 AND status NOT IN (3, -1) AND edit_cost_unit IS NULL`);
    expect(prep.levels.length).toBeGreaterThan(0);
    for (const l of prep.levels) {
      const was = stored.find((s) => s.level === l.level)!;
      expect(l.total_before).toBe(was.total);
      expect(l.cost_before).toBeCloseTo(was.sub_total_hotel + was.sub_total_service, 2);
      const qty = lines.filter((x) => x.level === 0 || x.level === l.level).reduce((n, x) => n + x.quantity, 0);
      expect(l.cost_after - l.cost_before).toBeCloseTo(RAISE * qty, 2);
      expect(l.total_after).toBeGreaterThan(l.total_before);
      expect(l.margin_change).toBeCloseTo(l.margin_after - l.margin_before, 2);
    }

    // Sold at its old price, the confirmed quote would now lose money: listed apart.
    const sold = impact.sold_below_cost.find((x: { id: number }) => x.id === quotes.confirmed.id);
    expect(sold).toMatchObject({ status: 'Confirmed' });
    expect(sold.margin_left).toBeLessThan(0);
    expect(sold.cost_after).toBeGreaterThan(sold.cost_before);
  });

  it('re-prices the chosen open quote in a job (new version, history line) and refuses the locked one, never the sold one', async () => {
    const impact = (
      await ctx.app.inject({ method: 'GET', url: `/tenant/rate-changes/${changeId}/impact`, headers: admin })
    ).json();
    const expected = impact.quotes.find((x: { id: number }) => x.id === quotes.prep.id).levels;
    const sentBefore = await storedSeller(quotes.sent.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/rate-changes/reprice',
      headers: admin,
      payload: { quote_ids: [quotes.prep.id, quotes.sent.id, quotes.confirmed.id], rate_change_id: changeId },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'running', total: 3, rate_change_id: changeId });
    const url = `/tenant/rate-changes/reprice/${res.json().id}`;
    let job:
      | { status: string; done: number; results: { id: number; outcome: string; reason?: string; version?: number }[] }
      | undefined;
    await waitUntil('the re-pricing job', async () => {
      job = (await ctx.app.inject({ method: 'GET', url, headers: admin })).json();
      return job!.status === 'done';
    });
    expect(job!.done).toBe(3);
    const result = (id: number) => job!.results.find((r) => r.id === id);
    expect(result(quotes.prep.id)).toMatchObject({ outcome: 'repriced', version: quotes.prep.version + 1 });
    expect(result(quotes.sent.id)).toEqual({
      id: quotes.sent.id,
      code: quotes.sent.code,
      outcome: 'refused',
      reason: PRICES_LOCKED_MESSAGE,
    });
    expect(result(quotes.confirmed.id)).toMatchObject({
      outcome: 'skipped',
      reason: 'A confirmed quote keeps the price it was sold at.',
    });

    // The re-priced quote now stores the "after" totals, with a history line naming the change.
    const now = await storedSeller(quotes.prep.id);
    for (const l of expected) expect(now.find((s) => s.level === l.level)!.total).toBe(l.total_after);
    const history = await q<{
      version: number;
      to_value: { rate_change_id: number };
    }>(sql`SELECT version, to_value FROM itinerary_history
      WHERE itinerary_id = ${quotes.prep.id} AND field = 'rate_change'`);
    expect(history).toEqual([
      expect.objectContaining({
        version: quotes.prep.version + 1,
        to_value: expect.objectContaining({ rate_change_id: changeId }),
      }),
    ]);

    // The locked and the sold quotes are untouched: same version, same stored pricing.
    const versions = await q<{ id: number; version: number }>(
      sql`SELECT id, version FROM itineraries WHERE id IN (${quotes.sent.id}, ${quotes.confirmed.id})`,
    );
    for (const v of versions)
      expect(v.version).toBe(v.id === quotes.sent.id ? quotes.sent.version : quotes.confirmed.version);
    expect(await storedSeller(quotes.sent.id)).toEqual(sentBefore);

    // Re-priced, the quote leaves the impact list; the locked one stays in it.
    const after = (await ctx.app.inject({ method: 'GET', url: '/tenant/rate-changes/impact', headers: admin })).json();
    const ids = after.quotes.map((x: { id: number }) => x.id);
    expect(ids).not.toContain(quotes.prep.id);
    expect(ids).toContain(quotes.sent.id);
  });

  it('refuses an agent (403) and bad input (400) with the standard error body', async () => {
    for (const [method, url, payload] of [
      ['GET', '/tenant/rate-changes'],
      ['GET', `/tenant/rate-changes/${changeId}/impact`],
      ['GET', '/tenant/rate-changes/impact'],
      ['POST', '/tenant/rate-changes/reprice', { quote_ids: [quotes.prep.id] }],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: agent, payload: payload as object | undefined });
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    for (const [method, url, payload] of [
      ['GET', '/tenant/rate-changes?days=0'],
      ['GET', '/tenant/rate-changes/abc/impact'],
      ['POST', '/tenant/rate-changes/reprice', { quote_ids: [] }],
      ['GET', '/tenant/rate-changes/reprice/not-a-uuid'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: admin, payload: payload as object | undefined });
      expect(res.statusCode, url).toBe(400);
      errorOf(res);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/rate-changes' })).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/tenant/rate-changes',
        '/tenant/rate-changes/impact',
        '/tenant/rate-changes/{id}/impact',
        '/tenant/rate-changes/reprice',
        '/tenant/rate-changes/reprice/{id}',
      ]),
    );
  });

  it('keeps tenants apart: another tenant sees no change, and 404 for its ids', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/tenant/rate-changes', headers: other });
    expect(list.json().data).toEqual([]);
    const impact = await ctx.app.inject({ method: 'GET', url: '/tenant/rate-changes/impact', headers: other });
    expect(impact.json()).toEqual({ rate_change_ids: [], quotes: [], sold_below_cost: [] });
    const one = await ctx.app.inject({ method: 'GET', url: `/tenant/rate-changes/${changeId}/impact`, headers: other });
    expect(one.statusCode).toBe(404);
    const reprice = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/rate-changes/reprice',
      headers: other,
      payload: { quote_ids: [quotes.prep.id] },
    });
    expect(reprice.statusCode).toBe(404);
    errorOf(reprice);
  });
});
