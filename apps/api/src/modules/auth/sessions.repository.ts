import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

export interface SessionUser {
  sessionId: number;
  userId: number;
  tenantId: number;
  roleId: number;
  permissions: string[];
  clientId: number | null;
  name: string;
  email: string;
}

export const sessionsRepository = {
  async create(tx: TenantTx, tenantId: number, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await tx.insert(sessions).values({ tenantId, userId, tokenHash, expiresAt });
  },

  /** The live session of a token: not revoked, not expired, its user active, in this tenant. */
  async findLive(tx: TenantTx, tenantId: number, tokenHash: string): Promise<SessionUser | undefined> {
    const rows = await tx
      .select({
        sessionId: sessions.id,
        userId: users.id,
        tenantId: users.tenantId,
        roleId: users.roleId,
        permissions: users.permissions,
        clientId: users.clientId,
        name: users.name,
        email: users.email,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tenantId, tenantId),
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          eq(users.active, true),
        ),
      )
      .limit(1);
    return rows[0];
  },

  async revoke(tx: TenantTx, tenantId: number, sessionId: number): Promise<void> {
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)));
  },

  async revokeAllOfUser(tx: TenantTx, tenantId: number, userId: number): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },
};
