import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { bookingQuote } from '../../../test/booking.fixtures';
import { startSmtpSink, waitFor, type SmtpSink } from '../../../test/smtp-sink';
import { createJobQueue, type JobQueue } from '../../jobs/queue';
import { registerWorkers } from '../../workers';
import { rowsOf } from '../../db/rows';
import { hashToken } from '../../lib/tokens';

// Real delivery: booking requests go through the outbox and the durable mail job to a local SMTP
// server; the supplier follows the link in the message it received, as a person would.
let sink: SmtpSink;
const received = () => sink.received;

let ctx: TestContext;
let queue: JobQueue;
let admin: Headers;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Reminders after 0.001 h (4 s), so the scheduled job runs within the test.
  const base = await createTestApp({ env: { SMTP_URL: sink.url, BOOKING_REMINDER_HOURS: '0.001' } });
  await base.app.close();
  queue = createJobQueue(base.database);
  await queue.start();
  const { buildApp } = await import('../../app');
  const app = await buildApp(base.config, { database: base.database, queue });
  await registerWorkers(queue, app);
  ctx = { ...base, app, close: async () => (await queue.stop(), await base.close()) };
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const pathOfLink = (text: string) => {
  const match = /https?:\/\/[^\s/]+(\/booking\/[\w-]{32,})/.exec(text);
  if (!match) throw new Error(`no booking link in ${text}`);
  return match[1]!;
};
const statusOf = async (id: number) =>
  rowsOf<{ status: number }>(
    await ctx.database.db.execute(sql`SELECT status FROM itinerary_services WHERE id = ${id}`),
  )[0]!.status;

describe('booking requests by e-mail', () => {
  it('a supplier receives the request, follows its link, confirms one service and declines another', async () => {
    const q = await bookingQuote(ctx, admin);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/requests`, admin, {
      supplierIds: 'all',
    });
    expect(res.statusCode).toBe(200);

    const dmc = await waitFor(() =>
      received().find((m) => m.to.includes('pe-dmc') && m.subject.startsWith('Solicitud')),
    );
    expect(dmc.text).toContain('Cusco city tour');
    expect(dmc.text).toMatch(/Pasajeros: 2/);
    const link = pathOfLink(dmc.text);

    const page = await ctx.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Solicitud de reserva');
    const form = `action_${q.services.tour}=confirm&reference_${q.services.tour}=AND-9001&action_${q.services.transfer}=decline&reason_${q.services.transfer}=${encodeURIComponent('Sin vehículos ese día')}`;
    const answered = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain('AND-9001');
    expect(await statusOf(q.services.tour)).toBe(2);
    expect(await statusOf(q.services.transfer)).toBe(3);

    // The quote's owner hears of it by mail too.
    const notice = await waitFor(() =>
      received().find((m) => m.to.includes('admin@itinera.demo') && m.subject.includes('answered')),
    );
    expect(notice.text).toContain('confirmed, reference AND-9001');
    expect(notice.text).toContain('declined — Sin vehículos ese día');
  }, 60_000);

  it('reminds an unanswered request once, with a new link that replaces the old one', async () => {
    const hotel = await waitFor(() =>
      received().find((m) => m.subject.startsWith('Booking request') && m.text.includes('Palacio')),
    );
    const oldLink = pathOfLink(hotel.text);
    const reminder = await waitFor(
      () => received().find((m) => m.subject.startsWith('Reminder: booking request')),
      30_000,
    );
    expect(reminder.to).toBe(hotel.to);
    const newLink = pathOfLink(reminder.text);
    expect(newLink).not.toBe(oldLink);
    expect((await ctx.app.inject({ method: 'GET', url: oldLink })).statusCode).toBe(410);
    expect((await ctx.app.inject({ method: 'GET', url: newLink })).statusCode).toBe(200);
    // The supplier who answered is not reminded.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(received().filter((m) => m.subject.startsWith('Recordatorio'))).toEqual([]);
  }, 60_000);

  it('keeps each delivered request in the outbox without its link: the text as sent, the token replaced', async () => {
    const sent = async () =>
      rowsOf<{ to_address: string; subject: string; kind: string; status: string; body: string; sent_at: Date | null }>(
        await ctx.database.db.execute(
          sql`SELECT to_address, subject, kind, status, body, sent_at FROM mail_outbox WHERE subject LIKE '%eserva%' OR subject LIKE '%ooking request%' ORDER BY id`,
        ),
      );
    // The SMTP server has a message before the job marks its row sent: wait for the marks.
    for (let tries = 0; tries < 50 && (await sent()).some((r) => r.status !== 'sent'); tries++)
      await new Promise((r) => setTimeout(r, 100));
    const rows = await sent();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const hashes = rowsOf<{ token_hash: string }>(
      await ctx.database.db.execute(sql`SELECT token_hash FROM booking_requests`),
    ).map((r) => r.token_hash);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', kind: 'notification' });
      expect(row.sent_at).toBeTruthy();
      expect(row.body).toContain('/booking/[redacted]');
      expect(row.body).not.toMatch(/\/booking\/[\w-]{32,}/);
      // What the supplier received, the token alone replaced.
      const mail = received().find((m) => m.to.includes(row.to_address) && m.subject === row.subject)!;
      const link = pathOfLink(mail.text);
      // (The sink's parser drops the text's last line break.)
      expect(row.body.trimEnd()).toBe(mail.text.trimEnd().replace(link.slice('/booking/'.length), '[redacted]'));
      // The stored hashes match the links the suppliers hold, and nothing left in the outbox.
      expect(hashes).toContain(hashToken(link.slice('/booking/'.length)));
      for (const word of row.body.split(/[\s/]+/)) expect(hashes).not.toContain(hashToken(word));
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/booking/[redacted]' })).statusCode).toBe(404);
  });
});
