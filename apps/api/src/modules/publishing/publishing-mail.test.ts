import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithWorkers, signIn, waitUntil, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { pricedQuote, publish, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';

// Decisions 0029, 0030 and 0031 with the durable queue and a real local SMTP server, as server.ts runs them: the PDF is
// made by the publish.pdf job; the notification (sent with no token) mails the client's contact;
// the client's first open and the accept mail the quote's owner, once each.

let sink: SmtpSink;
let ctx: TestContext;
let admin: Headers;
let w: PublishingWorld;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestAppWithWorkers({ SMTP_URL: sink.url });
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const mailsTo = (address: string) => sink.received.filter((m) => m.to.includes(address));

describe('publishing with the queue and SMTP', () => {
  it('makes the PDF by its job, mails the link to the client and tells the owner of the open and the accept', async () => {
    // Published by the operator, the quote's owner: the owner hears of the client's actions.
    const operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
    const quote = await pricedQuote(ctx, operator, w, 'Mailed trip');
    const { code } = await publish(ctx, operator, quote.uuid);

    await waitUntil('the PDF job', async () => {
      const state = (await inject(ctx, 'GET', `/tenant/itinerary/publish/${quote.uuid}/state`, admin)).json();
      return state.publications[0].pdf.status === 'ready';
    });

    const notified = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/publish/notification/${quote.uuid}`,
      headers: { 'content-type': 'application/json' },
      payload: { id: quote.uuid },
    });
    expect(notified.statusCode).toBe(200);
    await waitUntil('the link mailed to the client', () => mailsTo('clientadmin@itinera.demo').length > 0);
    expect(mailsTo('clientadmin@itinera.demo')[0]!.subject).toContain('Mailed trip');

    const beacon = (kind: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/tenant/public/proposals/${code}/events`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ kind }),
      });
    expect((await beacon('open')).statusCode).toBe(204);
    expect((await beacon('open')).statusCode).toBe(204);
    await waitUntil('the owner told of the open', () =>
      mailsTo('operator@itinera.demo').some((m) => m.subject.includes('opened your proposal')),
    );

    const level = (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` })).json().levels[0]
      .level;
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/public/proposals/${code}/accept`,
      payload: { level, message: 'We are in!' },
    });
    expect(accepted.statusCode).toBe(200);
    await waitUntil('the owner told of the accept', () =>
      mailsTo('operator@itinera.demo').some((m) => m.subject.includes('accepted your proposal')),
    );
    // One "opened" mail for the two opens of the same publication.
    expect(mailsTo('operator@itinera.demo').filter((m) => m.subject.includes('opened')).length).toBe(1);
  });

  it('never mails "opened" after "accepted" for the same visit (issue 39)', async () => {
    const operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
    const opened = (title: string) =>
      mailsTo('operator@itinera.demo').filter((m) => m.subject.includes(`opened your proposal "${title}"`));
    const acceptedAt = (title: string) =>
      mailsTo('operator@itinera.demo').findIndex((m) => m.subject.includes(`accepted your proposal "${title}"`));
    const outboxOf = async (title: string) =>
      (
        await ownerQuery<{ subject: string; status: string }>(
          ctx,
          sql`SELECT subject, status FROM mail_outbox WHERE subject LIKE ${`%"${title}"%`} ORDER BY id`,
        )
      ).filter((r) => r.subject.includes('opened') || r.subject.includes('accepted'));
    const visit = async (title: string) => {
      const quote = await pricedQuote(ctx, operator, w, title);
      const { code } = await publish(ctx, operator, quote.uuid);
      const level = (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` })).json().levels[0]
        .level;
      const beacon = () =>
        ctx.app.inject({
          method: 'POST',
          url: `/tenant/public/proposals/${code}/events`,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          payload: JSON.stringify({ kind: 'open' }),
        });
      const accept = () =>
        ctx.app.inject({ method: 'POST', url: `/tenant/public/proposals/${code}/accept`, payload: { level } });
      return { beacon, accept };
    };

    // The page's "open" reaches the server after the accept (a phone sends its beacon late): no "opened" mail.
    const late = await visit('Late beacon trip');
    expect((await late.accept()).statusCode).toBe(200);
    expect((await late.beacon()).statusCode).toBe(204);
    await waitUntil('the accept mailed', () => acceptedAt('Late beacon trip') >= 0);
    await waitUntil('the queue drained', async () =>
      (await outboxOf('Late beacon trip')).every((r) => r.status !== 'queued'),
    );
    expect(opened('Late beacon trip')).toEqual([]);
    expect((await outboxOf('Late beacon trip')).map((r) => r.subject)).toEqual([
      expect.stringContaining('accepted your proposal'),
    ]);

    // Opened and accepted at once: an "opened" mail still waiting is dropped; one already sent came first.
    const quick = await visit('Quick accept trip');
    expect((await quick.beacon()).statusCode).toBe(204);
    expect((await quick.accept()).statusCode).toBe(200);
    await waitUntil('the accept mailed', () => acceptedAt('Quick accept trip') >= 0);
    await waitUntil('the queue drained', async () =>
      (await outboxOf('Quick accept trip')).every((r) => r.status !== 'queued'),
    );
    const rows = await outboxOf('Quick accept trip');
    expect(rows.find((r) => r.subject.includes('opened'))?.status).toMatch(/^(dropped|sent)$/);
    const all = mailsTo('operator@itinera.demo');
    for (const m of opened('Quick accept trip')) expect(all.indexOf(m)).toBeLessThan(acceptedAt('Quick accept trip'));
  }, 60_000);

  it('does not mail a quote that is not published (404)', async () => {
    const quote = await pricedQuote(ctx, admin, w, 'Never published');
    const res = await ctx.app.inject({ method: 'POST', url: `/tenant/itinerary/publish/notification/${quote.uuid}` });
    expect(res.statusCode).toBe(404);
  });
});
