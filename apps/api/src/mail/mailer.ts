import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { outboxRepository, type OutgoingMail } from './outbox.repository';

export const MAIL_JOB = 'mail.deliver';
const MAX_ATTEMPTS = 6;

export interface Mailer {
  /** Writes the mail to the outbox; with SMTP_URL, a job then delivers it. */
  send(tenantId: number, mail: OutgoingMail): Promise<number>;
  /** The job's work: deliver one outbox row by SMTP, recording each attempt. */
  deliver(job: { tenantId: number; outboxId: number }): Promise<void>;
}

export function createMailer(config: Config, database: Database, queue: JobQueue | undefined, log: FastifyBaseLogger): Mailer {
  const transport: Transporter | undefined = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  const from = `Itinera <no-reply@${config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'itinera.local'}>`;
  const delivers = Boolean(transport && queue);

  return {
    async send(tenantId, mail) {
      const id = await database.withTenant(tenantId, (tx) => outboxRepository.add(tx, tenantId, mail, delivers ? 'queued' : 'logged'));
      if (delivers) await queue!.send(MAIL_JOB, { tenantId, outboxId: id });
      else log.info({ outboxId: id, to: mail.to, subject: mail.subject }, 'mail written to the outbox (no SMTP_URL: not delivered)');
      return id;
    },
    async deliver({ tenantId, outboxId }) {
      const row = await database.withTenant(tenantId, (tx) => outboxRepository.find(tx, tenantId, outboxId));
      if (!row || row.status === 'sent' || !transport) return;
      try {
        await transport.sendMail({ from, to: row.toAddress, subject: row.subject, text: row.body });
        await database.withTenant(tenantId, (tx) => outboxRepository.markSent(tx, tenantId, outboxId));
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await database.withTenant(tenantId, (tx) => outboxRepository.markAttempt(tx, tenantId, outboxId, attempts, message, attempts >= MAX_ATTEMPTS));
        throw error; // pg-boss retries with back-off
      }
    },
  };
}
