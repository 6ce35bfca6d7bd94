import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let agent: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_CONTACT: '2' } });
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
});
afterAll(() => ctx.close());

const rows = async (query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('feedback, contact and tracking', () => {
  it('stores feedback and writes a mail to each admin in the outbox', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/feedback',
      headers: agent,
      payload: { subject: 'Room types', message: 'Please add a family room type.' },
    });
    expect(res.statusCode).toBe(201);
    expect(await rows(sql`SELECT kind, subject FROM contact_messages`)).toEqual([
      { kind: 'feedback', subject: 'Room types' },
    ]);
    expect(await rows(sql`SELECT to_address, kind, status FROM mail_outbox`)).toEqual([
      { to_address: 'admin@itinera.demo', kind: 'feedback', status: 'logged' },
    ]);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/tenant/user/feedback',
          payload: { subject: 'x', message: 'hello there' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('takes a contact request without sign-in, and rate-limits it', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/tenant/contactus',
        payload: { name: 'Jorge', email: 'jorge@example.pe', message: 'We want to try Itinera.' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
  });

  it('stores batches of tracking events and refuses junk', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/events',
      headers: agent,
      payload: {
        events: [
          { action_type: 'quote.duplicate', event: 'click', path: '/quotes' },
          { action_type: 'quote.status', event: 'change' },
        ],
      },
    });
    expect(res.statusCode).toBe(202);
    expect(await rows(sql`SELECT action_type, event FROM tracking_events ORDER BY id`)).toEqual([
      { action_type: 'quote.duplicate', event: 'click' },
      { action_type: 'quote.status', event: 'change' },
    ]);
    for (const payload of [
      { events: [] },
      { events: [{ action_type: '', event: 'click' }] },
      { events: [{ action_type: 'x', event: 'hover' }] },
      { nope: 1 },
    ]) {
      const bad = await ctx.app.inject({ method: 'POST', url: '/tenant/events', headers: agent, payload });
      expect(bad.statusCode).toBe(400);
      errorOf(bad);
    }
  });
});
