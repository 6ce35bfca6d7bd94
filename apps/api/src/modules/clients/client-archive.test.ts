import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { createQuote, demoIds, putQuote } from '../../../test/quotes.fixtures';

// Decision 0055: archiving (deleting) a client closes its agency's door — its users can no
// longer sign in, and the sessions they hold stop at once — while the tour operator's staff keep
// working on the quotes they sold to it.

let ctx: TestContext;
let admin: Record<string, string>;
let clientAdmin: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx);
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  clientAdmin = (await signIn(ctx.app, 'clientadmin@itinera.demo')).headers;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

describe('archiving a client', () => {
  it("ends its users' sessions and sign-ins, and leaves its quotes to the staff", async () => {
    const contract = (await get(`/tenant/clients/contract/?client_id=${ids.andean}`, admin))
      .json()
      .data.find((c: { client_id: number }) => c.client_id === ids.andean);
    const quote = await createQuote(ctx, admin, {
      title: 'Sold to Andean',
      client_id: ids.andean,
      ...(contract ? { contract_id: contract.id } : {}),
    });
    expect((await get(`/tenant/itinerary/${quote.id}`, clientAdmin)).statusCode).toBe(200);

    const archived = await ctx.app.inject({ method: 'DELETE', url: `/tenant/clients/${ids.andean}`, headers: admin });
    expect(archived.statusCode).toBe(200);

    // The token the client admin held before is refused at once, on every read.
    for (const url of [
      '/tenant/itinerary',
      `/tenant/itinerary/${quote.id}`,
      `/tenant/itinerary/passengers/${quote.id}`,
    ]) {
      const res = await get(url, clientAdmin);
      expect(res.statusCode, url).toBe(401);
      errorOf(res);
    }
    // A new sign-in is refused as any refused sign-in is: nothing tells which part was wrong.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/login',
      payload: { email: 'clientadmin@itinera.demo', password: 'itinera-demo' },
    });
    expect(login.statusCode).toBe(401);

    // The staff still edit the quote: its client and contract are kept as they were sold.
    const detail = (await get(`/tenant/itinerary/${quote.id}`, admin)).json().data;
    const saved = await putQuote(ctx, admin, quote.id, { title: 'Sold to Andean (archived)', version: detail.version });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect(saved.json().itinerary).toMatchObject({ client_id: ids.andean });

    // A new quote cannot be given to the archived client.
    const fresh = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/itinerary',
      headers: admin,
      payload: { title: 'New for Andean', client_id: ids.andean },
    });
    expect(fresh.statusCode).toBe(422);
    expect(errorOf(fresh).message).toMatch(/client/i);
  });
});

describe('a refused create', () => {
  it("answers 422 to Itinera's own object body, and 200 with messages only to the original client's array form", async () => {
    const body = { title: 'Nobody', client_id: 2_000_000_000 };
    const own = await ctx.app.inject({ method: 'POST', url: '/tenant/itinerary', headers: admin, payload: body });
    expect(own.statusCode).toBe(422);
    expect(errorOf(own).message).toBe('This client does not exist.');

    const original = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/itinerary?cur_step=1&last_step=1',
      headers: admin,
      payload: [body],
    });
    expect(original.statusCode).toBe(200);
    expect(original.json().messages[0].errors).toEqual({ client_id: ['does not exist'] });
  });
});
