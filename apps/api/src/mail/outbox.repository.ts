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
  async markSent(tx: TenantTx, tenantId: number, id: number): Promise<void> {
    await tx
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id)));
  },
  async markAttempt(tx: TenantTx, tenantId: number, id: number, attempts: number, error: string, failed: boolean) {
    await tx
      .update(mailOutbox)
      .set({ attempts, lastError: error.slice(0, 500), status: failed ? 'failed' : 'queued' })
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
