import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { redactSecrets } from '../lib/secret-links';
import { outboxRepository, type OutgoingMail } from './outbox.repository';

export const MAIL_JOB = 'mail.deliver';
const MAX_ATTEMPTS = 6;
// An SMTP exchange that hangs ends well before its job expires (JOB_EXPIRE_SECONDS, 300 s by
// default): a send still running when its job is tried again would be a second send in flight.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * One Message-ID per outbox row, the same on every attempt. Delivery is at least once: a process
 * killed after the SMTP server accepted a message but before its row was marked sent sends it
 * again when the job is retried (RFC 1047), and under one Message-ID the copies are one message
 * to the receiving side (decision 0021). Derived from the row, so no column is needed.
 */
function messageIdOf(row: { tenantId: number; id: number; createdAt: Date }, domain: string): string {
  const digest = createHash('sha256')
    .update(`${row.tenantId}:${row.id}:${row.createdAt.toISOString()}`)
    .digest('hex')
    .slice(0, 32);
  return `<${digest}@${domain}>`;
}

export interface Mailer {
  /** Writes the mail to the outbox; with SMTP_URL, a job then delivers it. */
  send(tenantId: number, mail: OutgoingMail): Promise<number>;
  /** The job's work: deliver one outbox row by SMTP, recording each attempt. */
  deliver(job: { tenantId: number; outboxId: number }): Promise<void>;
}

export function createMailer(
  config: Config,
  database: Database,
  queue: JobQueue | undefined,
  log: FastifyBaseLogger,
): Mailer {
  const transport: Transporter | undefined = config.SMTP_URL
    ? nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS })
    : undefined;
  const domain = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'itinera.local';
  const from = `Itinera <no-reply@${domain}>`;
  const delivers = Boolean(transport && queue);

  return {
    async send(tenantId, mail) {
      if (delivers) await queue!.prepare(MAIL_JOB);
      // The outbox row and its delivery job commit together: no row is left queued without a job.
      const id = await database.withTenant(tenantId, async (tx) => {
        const outboxId = await outboxRepository.add(tx, tenantId, mail, delivers ? 'queued' : 'logged');
        if (delivers) await queue!.send(MAIL_JOB, { tenantId, outboxId }, { tx });
        return outboxId;
      });
      if (!delivers)
        log.info(
          { outboxId: id, to: mail.to, subject: mail.subject },
          'mail written to the outbox (no SMTP_URL: not delivered)',
        );
      return id;
    },
    async deliver({ tenantId, outboxId }) {
      const row = await database.withTenant(tenantId, (tx) => outboxRepository.find(tx, tenantId, outboxId));
      // Only a queued row is sent: a sent or failed one has had its keys redacted, and a dropped one
      // was superseded before its turn (outboxRepository.dropQueued).
      if (!row || row.status !== 'queued' || !transport) return;
      // Once the mail has left (or never will), the outbox keeps who, what and when, and the text
      // with the keys its links carried replaced: the recipient holds the only copy (lib/secret-links.ts).
      const kept = redactSecrets(row.body);
      try {
        await transport.sendMail({
          from,
          to: row.toAddress,
          subject: row.subject,
          text: row.body,
          messageId: messageIdOf(row, domain),
        });
        await database.withTenant(tenantId, (tx) => outboxRepository.markSent(tx, tenantId, outboxId, kept));
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await database.withTenant(tenantId, (tx) =>
          outboxRepository.markAttempt(
            tx,
            tenantId,
            outboxId,
            attempts,
            message,
            attempts >= MAX_ATTEMPTS && { body: kept },
          ),
        );
        throw error; // pg-boss retries with back-off
      }
    },
  };
}
