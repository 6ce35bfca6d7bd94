import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createTestAppWithWorkers, errorOf, signIn, type TestContext } from '../../../test/helper';
import { hashToken } from '../../lib/tokens';
import { passwordResetsRepository } from './password-resets.repository';

// Real delivery: the mail job hands the message to a local SMTP server, which we read back.
const received: { to: string; subject: string; text: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        received.push({ to: (mail.to as { text: string }).text, subject: mail.subject ?? '', text: mail.text ?? '' });
        done();
      })
      .catch(done);
  },
});

let ctx: TestContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  ctx = await createTestAppWithWorkers({ SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_LOGIN: '3' });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitFor<T>(fn: () => T | undefined, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = fn();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const linkIn = (text: string) => {
  const match = /reset-password\?id=(\d+)&token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  return { id: Number(match[1]), token: match[2]! };
};

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/reset/link',
      payload: { email: 'operator@itinera.demo' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/reset/link',
      payload: { email: 'nobody@itinera.demo' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mail = await waitFor(() => received.find((m) => m.to.includes('operator@itinera.demo')));
    expect(mail.subject).toBe('Reset your Itinera password');
    expect(received.some((m) => m.to.includes('nobody@'))).toBe(false);
    // The SMTP server has the message before the job marks its outbox row sent: wait for the mark.
    const outbox = async () =>
      (await ctx.database.db.execute(sql`SELECT to_address, status FROM mail_outbox ORDER BY id`)) as unknown as {
        rows: { status: string }[];
      };
    for (let tries = 0; tries < 50 && (await outbox()).rows.some((r) => r.status !== 'sent'); tries++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await outbox()).rows).toEqual([{ to_address: 'operator@itinera.demo', status: 'sent' }]);
  });

  it('keeps the delivered mail in the outbox without its token: who, what, when, and the link redacted', async () => {
    const mail = received.find((m) => m.to.includes('operator@itinera.demo'))!;
    const { id, token } = linkIn(mail.text);
    const [row] = (
      (await ctx.database.db.execute(
        sql`SELECT to_address, subject, kind, status, body, created_at, sent_at FROM mail_outbox ORDER BY id`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    expect(row).toMatchObject({
      to_address: 'operator@itinera.demo',
      subject: 'Reset your Itinera password',
      kind: 'password_reset',
      status: 'sent',
    });
    expect(row!.created_at).toBeTruthy();
    expect(row!.sent_at).toBeTruthy();
    // The text as it was sent, the token alone replaced; the reset's id (no key by itself) stays.
    expect(row!.body).toBe(mail.text.replace(token, '[redacted]'));
    expect(row!.body).toContain(`reset-password?id=${id}&token=[redacted]`);
    // Only the token's hash is kept elsewhere, and nothing in the outbox hashes to it.
    const hashes = (
      (await ctx.database.db.execute(sql`SELECT token_hash FROM password_resets`)) as unknown as {
        rows: { token_hash: string }[];
      }
    ).rows.map((r) => r.token_hash);
    expect(hashes).toContain(hashToken(token));
    for (const word of String(row!.body).split(/[\s?&=/]+/)) expect(hashes).not.toContain(hashToken(word));
  });

  it('sets the new password with the mailed link, once, and signs out the old sessions', async () => {
    const before = await signIn(ctx.app, 'operator@itinera.demo');
    const { id, token } = linkIn(received.find((m) => m.to.includes('operator@itinera.demo'))!.text);
    const body = { id, token, password: 'new-secret-123', password_confirmation: 'new-secret-123' };
    const first = await ctx.app.inject({ method: 'POST', url: '/tenant/user/reset/password', payload: body });
    expect(first.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/tenant/user/reset/password', payload: body });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).errors.data).toMatch(/invalid or has expired/);
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/user', headers: before.headers })).statusCode).toBe(
      401,
    );
    await signIn(ctx.app, 'operator@itinera.demo', { password: 'new-secret-123' });
  });

  it('refuses an expired link and a wrong token', async () => {
    await ctx.app.inject({ method: 'POST', url: '/tenant/user/reset/link', payload: { email: 'agent@itinera.demo' } });
    const mail = await waitFor(() => received.find((m) => m.to.includes('agent@itinera.demo')));
    const { id, token } = linkIn(mail.text);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/reset/password',
      payload: { id, token: `${token}x`, password: 'abcdefgh1', password_confirmation: 'abcdefgh1' },
    });
    expect(wrong.statusCode).toBe(400);
    const tenantId = (
      (await ctx.database.db.execute(sql`SELECT id FROM tenants WHERE slug = 'demo'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]!.id;
    await ctx.database.withTenant(tenantId, (tx) => passwordResetsRepository.expire(tx, tenantId, id));
    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/reset/password',
      payload: { id, token, password: 'abcdefgh1', password_confirmation: 'abcdefgh1' },
    });
    expect(expired.statusCode).toBe(400);
    errorOf(expired);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with the error body after too many attempts for one address', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/tenant/login',
        payload: { email: 'clientadmin@itinera.demo', password: 'wrong-password' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await attempt()).statusCode);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes.slice(3)).toEqual([429, 429]);
    const limited = await attempt();
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    // Another address from the same place is not locked out by it.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/tenant/login',
          payload: { email: 'admin@itinera.demo', password: 'itinera-demo' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
