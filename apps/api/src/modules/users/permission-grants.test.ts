import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';

// Decision 0024: a user hands out only permissions it holds and the target's role may hold
// (a client's people and travel agents never hold view_cost_price); nobody raises their own.

let ctx: TestContext;
const as: Record<string, Record<string, string>> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['admin', 'operator', 'agent', 'clientadmin']) {
    const s = await signIn(ctx.app, `${who}@itinera.demo`);
    as[who] = s.headers;
    ids[who] = s.userId;
  }
});
afterAll(() => ctx.close());

const COST_KEYS = /"(cost|cost_unit|margin|total_cost|rounding_gain|margin_hotel|margin_service|sub_total_hotel)"/;
const newUser = (patch: object) => ({
  name: 'Rosa Mamani',
  email: `rosa.${Math.random().toString(36).slice(2)}@agency.pe`,
  password: 'sacred-valley-9',
  ...patch,
});

async function clientQuoteId(): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/tenant/itinerary?limit=50', headers: as.clientadmin });
  const row = (res.json().data as { id: string; itinerary_type_id: number }[]).find((q) => q.itinerary_type_id === 1);
  if (!row) throw new Error('the client admin sees no quote');
  return row.id;
}

describe('handing out permissions', () => {
  it('refuses a client admin raising its own permissions to cost prices, and costs stay hidden', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/tenant/users/${ids.clientadmin}`,
      headers: as.clientadmin,
      payload: { permissions: ['view_sale_price', 'view_cost_price'] },
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toMatch(/cost prices/);
    const me = await ctx.app.inject({ method: 'GET', url: `/tenant/users/${ids.clientadmin}`, headers: as.admin });
    expect(me.json().data.permissions).not.toContain('view_cost_price');
    const quote = await clientQuoteId();
    const prices = await ctx.app.inject({
      method: 'GET',
      url: `/tenant/itinerary/prices/${quote}`,
      headers: as.clientadmin,
    });
    expect(prices.statusCode).toBe(200);
    expect(prices.body).not.toMatch(COST_KEYS);
    const margins = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/prices/${quote}`,
      headers: as.clientadmin,
      payload: { margin_hotel: 40 },
    });
    expect(margins.statusCode).toBeGreaterThanOrEqual(400);
    expect(margins.statusCode).toBeLessThan(500);
  });

  it('refuses a client admin creating a travel agent with cost prices, and lets it give sale prices', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/users',
      headers: as.clientadmin,
      payload: newUser({ role: 7, permissions: ['view_sale_price', 'view_cost_price'] }),
    });
    expect(refused.statusCode).toBe(403);
    errorOf(refused);
    const allowed = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/users',
      headers: as.clientadmin,
      payload: newUser({ role: 7, permissions: ['view_sale_price'] }),
    });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().data.permissions).toEqual(['view_sale_price']);
  });

  it('refuses cost prices to roles that may not hold them, even from an admin', async () => {
    for (const role of [7, 3, 2]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/tenant/users',
        headers: as.admin,
        payload: newUser({ role, client_id: role === 7 ? null : 1, permissions: ['view_cost_price'] }),
      });
      expect(res.statusCode, `role ${role}`).toBe(403);
    }
    const agent = await ctx.app.inject({
      method: 'PUT',
      url: `/tenant/users/${ids.agent}`,
      headers: as.admin,
      payload: { permissions: ['view_sale_price', 'view_cost_price'] },
    });
    expect(agent.statusCode).toBe(403);
    const operator = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/users',
      headers: as.admin,
      payload: newUser({ role: 4, permissions: ['view_sale_price', 'view_cost_price'] }),
    });
    expect(operator.statusCode).toBe(201);
  });

  it('lets nobody raise their own permissions, an admin included; dropping one is allowed', async () => {
    const drop = await ctx.app.inject({
      method: 'PUT',
      url: `/tenant/users/${ids.admin}`,
      headers: as.admin,
      payload: { permissions: ['view_sale_price', 'view_cost_price'] },
    });
    expect(drop.statusCode).toBe(200);
    const raise = await ctx.app.inject({
      method: 'PUT',
      url: `/tenant/users/${ids.admin}`,
      headers: as.admin,
      payload: { permissions: ['view_sale_price', 'view_cost_price', 'view_price_searched'] },
    });
    expect(raise.statusCode).toBe(403);
    expect(errorOf(raise).message).toMatch(/your own permissions/);
  });

  it('a cost permission stored for a travel agent by hand counts for nothing', async () => {
    await ctx.database.executeSql(
      `UPDATE users SET permissions = ARRAY['view_sale_price','view_cost_price'] WHERE email = 'agent@itinera.demo'`,
    );
    const agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
    const suppliers = await ctx.app.inject({ method: 'GET', url: '/tenant/suppliers', headers: agent });
    expect(suppliers.statusCode).toBe(403);
    const sheet = await ctx.app.inject({ method: 'GET', url: '/tenant/rate-sheets/export', headers: agent });
    expect([403, 404]).toContain(sheet.statusCode);
    const me = await ctx.app.inject({ method: 'GET', url: '/tenant/user', headers: agent });
    expect(me.json().permissions).toEqual([{ name: 'view_sale_price' }]);
    // Made an operator without a permission list, the agent keeps what counted, not the leftover.
    const promoted = await ctx.app.inject({
      method: 'PUT',
      url: `/tenant/users/${ids.agent}`,
      headers: as.admin,
      payload: { role: 4 },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.permissions).toEqual(['view_sale_price']);
  });
});

describe('sales manuals', () => {
  it('leave out margins for travel agents and client admins, and keep them for the admin', async () => {
    const listed = await ctx.app.inject({ method: 'GET', url: '/tenant/sales_manuals', headers: as.admin });
    const first = listed.json().data[0] as { id: number; margin_hotel: unknown };
    expect(first.margin_hotel).toBeDefined();
    for (const who of ['agent', 'clientadmin']) {
      const list = await ctx.app.inject({ method: 'GET', url: '/tenant/sales_manuals', headers: as[who] });
      expect(list.statusCode, who).toBe(200);
      expect(list.json().data.length).toBeGreaterThan(0);
      expect(list.body, who).not.toMatch(/margin_hotel|margin_service/);
      const one = await ctx.app.inject({ method: 'GET', url: `/tenant/sales_manuals/${first.id}`, headers: as[who] });
      expect(one.statusCode, who).toBe(200);
      expect(one.body, who).not.toMatch(/margin_hotel|margin_service/);
    }
  });
});
