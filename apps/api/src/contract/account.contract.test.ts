import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO_PASSWORD, errorOf, type TestContext } from '../../test/helper';
import { ownerQuery } from '../../test/quotes.fixtures';

// Decisions 0025, 0032 and 0042: the sign-in and account calls of the original web client (original-client contract
// §3, A1–A9), each sent as that client sends it — the headers of §1.2 (Accept and Content-Type on
// every call, Authorization and Cache-Control when signed in, a Content-Type on bodyless calls too)
// and its own body forms — asserting the status it requires and the fields it reads.
// cors-and-reset.test.ts replays the reset calls with a valid link (A5, A6) and the preflights.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Every request of the client (§1.2). */
const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };
/** A signed-in request: the stored token, and no-cache. */
const signedIn = (token: string) => ({
  ...JSON_HEADERS,
  authorization: `Bearer ${token}`,
  'cache-control': 'no-cache',
});

function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** A1 as the login page sends it; the whole answer is what the client stores as `auth-data`. */
async function login(email: string, password = DEMO_PASSWORD) {
  const res = await call('POST', '/tenant/login', JSON_HEADERS, { email, password });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
}

const ROLE_NAMES = ['admin', 'client_admin', 'client', 'travel_agent', 'operator'];
const TABS = ['information', 'services', 'itinerary', 'book', 'export', 'pax'];

describe('A1 POST /tenant/login', () => {
  it('answers 200 with every field of §3.1 the client reads from auth-data', async () => {
    for (const email of ['admin@itinera.demo', 'agent@itinera.demo', 'clientadmin@itinera.demo']) {
      const body = await login(email);
      expect(typeof body.token).toBe('string');
      expect(body.token.length, email).toBeGreaterThan(0);
      const { user } = body;
      expect(typeof user.id).toBe('number');
      // The welcome text takes the first word of the name.
      expect(user.name.split(' ')[0].length).toBeGreaterThan(0);
      expect(user.email).toBe(email);
      expect(user.photo === null || typeof user.photo === 'string').toBe(true);
      expect(Number.isNaN(Date.parse(user.created_at))).toBe(false);
      // A string, empty when the user has none: the external export is on when it is not empty
      // (the demo administrator has her account on the external system, decision 0056).
      expect(user.external_code).toBe(email === 'admin@itinera.demo' ? 'OPP-1001' : '');
      expect(user.roles.data.length).toBeGreaterThan(0);
      for (const role of user.roles.data) expect(ROLE_NAMES).toContain(role.name);
      expect(typeof body.user_type.name).toBe('string');
      for (const tab of TABS) expect(typeof body.user_type.restrictions.tabs[tab], tab).toBe('boolean');
      expect(Array.isArray(body.permissions)).toBe(true);
      for (const p of body.permissions) expect(typeof p.name).toBe('string');
    }
    const admin = await login('admin@itinera.demo');
    expect(admin.user.roles.data[0].name).toBe('admin');
    expect(admin.permissions.map((p: { name: string }) => p.name).sort()).toEqual([
      'view_cost_price',
      'view_price_searched',
      'view_sale_price',
    ]);
    const agent = await login('agent@itinera.demo');
    expect(agent.user.roles.data[0].name).toBe('travel_agent');
  });

  it('answers a refusal with `error` as a string, which the login page shows', async () => {
    const res = await call('POST', '/tenant/login', JSON_HEADERS, {
      email: 'admin@itinera.demo',
      password: 'not-the-password',
    });
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().error).toBe('string');
    errorOf(res);
  });
});

describe('A3 GET /tenant/user', () => {
  it('answers `user`, which replaces auth-data.user', async () => {
    const auth = await login('operator@itinera.demo');
    const res = await call('GET', '/tenant/user', signedIn(auth.token));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().user).toEqual(auth.user);
  });
});

describe('A5 and A6, the reset calls, with what cors-and-reset.test.ts leaves out', () => {
  it('A5: {email} of nobody answers 200 and the same `message`, and mails nothing', async () => {
    const [known, unknown] = [
      await call('POST', '/tenant/user/reset/password', JSON_HEADERS, { email: 'operator@itinera.demo' }),
      await call('POST', '/tenant/user/reset/password', JSON_HEADERS, { email: 'nobody@itinera.demo' }),
    ];
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toEqual(known.json().message);
    expect(await ownerQuery(ctx, sql`SELECT id FROM mail_outbox WHERE to_address = 'nobody@itinera.demo'`)).toEqual([]);
  });

  it('A6: a reset link with a bad token answers 400 with the standard error body', async () => {
    const [user] = await ownerQuery<{ id: number }>(
      ctx,
      sql`SELECT id FROM users WHERE email = 'operator@itinera.demo'`,
    );
    const res = await call('POST', '/tenant/user/reset/link', JSON_HEADERS, {
      password: 'cloud-forest-22',
      password_confirmation: 'cloud-forest-22',
      // As read from the reset page's address: text.
      id: String(user!.id),
      token: 'not-a-token-that-was-ever-mailed',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors.data).toMatch(/invalid or has expired/);
    // The password did not change.
    await login('operator@itinera.demo');
  });
});

describe('A7 POST /tenant/contactus', () => {
  it("takes the sign-up page's {first_name, last_name, email, description, company} without sign-in, answering 200 and `message`", async () => {
    const res = await call('POST', '/tenant/contactus', JSON_HEADERS, {
      first_name: 'Lucía',
      last_name: 'Mamani',
      email: 'lucia@andes-viajes.example',
      description: 'We would like to try Itinera for our Bolivia programmes.',
      company: 'Andes Viajes',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(typeof res.json().message).toBe('string');
    const rows = await ownerQuery<{ name: string; email: string; subject: string; message: string }>(
      ctx,
      sql`SELECT name, email, subject, message FROM contact_messages WHERE kind = 'contact'`,
    );
    expect(rows).toEqual([
      {
        name: 'Lucía Mamani',
        email: 'lucia@andes-viajes.example',
        subject: 'Andes Viajes',
        message: 'We would like to try Itinera for our Bolivia programmes.',
      },
    ]);
  });
});

describe('A8 POST /tenant/users and A9 GET /tenant/users', () => {
  it('A8: a signed-in admin creates a user with role 1 and the confirmation; 201 with `user` and `message`, then that user signs in', async () => {
    const admin = await login('admin@itinera.demo');
    const res = await call('POST', '/tenant/users', signedIn(admin.token), {
      name: 'Rosa Huamán',
      email: 'rosa@itinera.demo',
      password: 'salkantay-2027',
      password_confirmation: 'salkantay-2027',
      role: 1,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ id: expect.any(Number), name: 'Rosa Huamán', email: 'rosa@itinera.demo' });
    expect(typeof body.message).toBe('string');
    // After A8 the client signs the new user in (A1).
    const rosa = await login('rosa@itinera.demo', 'salkantay-2027');
    expect(rosa.user.id).toBe(body.user.id);
    expect(rosa.user.roles.data[0].name).toBe('admin');
  });

  it('A9: the Reports filter, page=1&role=1,7 and a name once typed, answers data[] with id and name', async () => {
    const admin = await login('admin@itinera.demo');
    const all = await call('GET', '/tenant/users?page=1&role=1,7&name=', signedIn(admin.token));
    expect(all.statusCode, all.body.slice(0, 300)).toBe(200);
    const rows = all.json().data as { id: number; name: string }[];
    expect(rows.length).toBeGreaterThan(1);
    for (const u of rows) expect(u).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const named = await call('GET', '/tenant/users?page=1&role=1,7&name=Tania', signedIn(admin.token));
    expect(named.statusCode).toBe(200);
    expect(named.json().data.map((u: { name: string }) => u.name)).toEqual(['Tania Agent']);
  });
});

describe('A2 POST /tenant/logout', () => {
  it('signs out with no body (Content-Type declared all the same): 200, and the token no longer works', async () => {
    const auth = await login('agent@itinera.demo');
    const res = await call('POST', '/tenant/logout', signedIn(auth.token));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    // The next call with that token is a 401: the client clears its storage and reloads (§1.4).
    expect((await call('GET', '/tenant/user', signedIn(auth.token))).statusCode).toBe(401);
  });
});
