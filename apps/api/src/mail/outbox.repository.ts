import { and, eq, lt } from 'drizzle-orm';
import type { TenantTx } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  kind: 'password_reset' | 'feedback' | 'contact' | 'notification';
}

export const outboxRepository = {
  async add(tx: TenantTx, tenantId: number, mail: OutgoingMail, status: 'queued' | 'logged'): Promise<number> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ tenantId, toAddress: mail.to, subject: mail.subject, body: mail.body, kind: mail.kind, status })
      .returning({ id: mailOutbox.id });
    return row!.id;
  },
  async find(tx: TenantTx, tenantId: number, id: number) {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id)))
      .limit(1);
    return rows[0];
  },
  /** Delivered: the body kept is the one given (the text with its keys redacted, mailer.ts). */
  async markSent(tx: TenantTx, tenantId: number, id: number, body: string): Promise<void> {
    await tx
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), body })
      .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id)));
  },
  /** A failed attempt; the last one also replaces the body (its keys redacted: nothing will send it). */
  async markAttempt(
    tx: TenantTx,
    tenantId: number,
    id: number,
    attempts: number,
    error: string,
    failed: { body: string } | false,
  ) {
    await tx
      .update(mailOutbox)
      .set({
        attempts,
        lastError: error.slice(0, 500),
        ...(failed ? { status: 'failed', body: failed.body } : { status: 'queued' }),
      })
      .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id)));
  },
  /**
   * Drops the mails to `to` with this subject still waiting for delivery (status 'dropped'; the job then skips them):
   * a later mail says more, and must not be overtaken by them. Answers how many were dropped.
   */
  async dropQueued(tx: TenantTx, tenantId: number, to: string, subject: string, why: string): Promise<number> {
    const rows = await tx
      .update(mailOutbox)
      .set({ status: 'dropped', lastError: why.slice(0, 500) })
      .where(
        and(
          eq(mailOutbox.tenantId, tenantId),
          eq(mailOutbox.toAddress, to),
          eq(mailOutbox.subject, subject),
          eq(mailOutbox.status, 'queued'),
        ),
      )
      .returning({ id: mailOutbox.id });
    return rows.length;
  },
  async listForTenant(tx: TenantTx, tenantId: number) {
    return tx.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenantId)).orderBy(mailOutbox.id);
  },
  async stuckBefore(tx: TenantTx, tenantId: number, before: Date) {
    return tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.status, 'queued'), lt(mailOutbox.createdAt, before)));
  },
};
