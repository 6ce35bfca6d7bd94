import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { passwordResets } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

export const passwordResetsRepository = {
  async create(tx: TenantTx, tenantId: number, userId: number, tokenHash: string, expiresAt: Date): Promise<number> {
    const [row] = await tx
      .insert(passwordResets)
      .values({ tenantId, userId, tokenHash, expiresAt })
      .returning({ id: passwordResets.id });
    return row!.id;
  },

  /** Marks the reset used and returns it, only when unused, unexpired and the token matches: single use. */
  async claim(tx: TenantTx, tenantId: number, id: number, token: string): Promise<{ userId: number } | undefined> {
    const rows = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tenantId, tenantId),
          eq(passwordResets.id, id),
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return rows[0];
  },

  /** Test and support helper: move a reset's expiry (used to prove expired links are refused). */
  async expire(tx: TenantTx, tenantId: number, id: number): Promise<void> {
    await tx
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResets.tenantId, tenantId), eq(passwordResets.id, id)));
  },
};
