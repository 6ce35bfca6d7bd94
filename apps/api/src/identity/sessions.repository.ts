import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { effectivePermissions } from '@itinera/domain';
import type { AppDb, Database, TenantTx } from '../db/client';
import { clients, sessions, tenants, users } from '../db/schema';
import { forgetMessage, SESSIONS_CHANNEL, sessionCache } from './session-cache';
import type { SessionUser } from './session-user';

// NOTIFY inside the transaction: PostgreSQL delivers it at commit, and not at all on a rollback.
const tellOtherProcesses = (tx: TenantTx, payload: string) =>
  tx.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, ${payload})`);

export const sessionsRepository = {
  async create(tx: TenantTx, tenantId: number, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await tx.insert(sessions).values({ tenantId, userId, tokenHash, expiresAt });
  },

  /**
   * The live session of a token: not revoked, not expired, its user active, in this tenant, and the
   * user's client (if any) not archived: an archived agency's people are signed out (decision 0055).
   */
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
        language: users.language,
        tenantLanguage: sql<string | null>`${tenants.settings}->>'default_language'`,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(clients, eq(clients.id, users.clientId))
      .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
      .where(
        and(
          eq(sessions.tenantId, tenantId),
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          eq(users.active, true),
          or(isNull(users.clientId), eq(clients.archived, false)),
        ),
      )
      .limit(1);
    const row = rows[0];
    if (!row) return undefined;
    const { expiresAt, ...stored } = row;
    // A permission the role may not hold (granted before the rule, or written by hand) never counts.
    const user = { ...stored, permissions: effectivePermissions(stored.roleId, stored.permissions) };
    sessionCache.set(tenantId, tokenHash, user, expiresAt);
    return user;
  },

  /** Hears the revocations other processes make on this database (their cached sessions end at commit). */
  listen(database: Pick<Database, 'notifications'>): void {
    sessionCache.listen(database.notifications);
  },

  /** A live session seen in the last seconds, without a database round trip. */
  cached(tenantId: number, tokenHash: string): SessionUser | undefined {
    return sessionCache.get(tenantId, tokenHash);
  },

  /** The user's role, permissions or client changed: every process reads their sessions again. */
  async userChanged(tx: TenantTx, tenantId: number, userId: number): Promise<void> {
    await tellOtherProcesses(tx, forgetMessage('user', tenantId, userId));
  },

  /** The tenant's settings a session carries changed (its default language): every process reads them again. */
  async tenantChanged(db: AppDb, tenantId: number): Promise<void> {
    sessionCache.forgetTenant(tenantId);
    await db.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, ${forgetMessage('tenant', tenantId, tenantId)})`);
  },

  async revoke(tx: TenantTx, tenantId: number, sessionId: number): Promise<void> {
    sessionCache.forgetSession(tenantId, sessionId);
    await tellOtherProcesses(tx, forgetMessage('session', tenantId, sessionId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)));
  },

  /** Every live session of the user, or every one but `keepSessionId` (a password change keeps the one that made it). */
  async revokeAllOfUser(tx: TenantTx, tenantId: number, userId: number, keepSessionId?: number): Promise<void> {
    sessionCache.forgetUser(tenantId, userId);
    await tellOtherProcesses(tx, forgetMessage('user', tenantId, userId));
    const keep = keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId);
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), keep, isNull(sessions.revokedAt)));
  },

  /** Every live session of a client's users: the client was archived (decision 0055). */
  async revokeAllOfClient(tx: TenantTx, tenantId: number, clientId: number): Promise<void> {
    sessionCache.forgetClient(tenantId, clientId);
    await tellOtherProcesses(tx, forgetMessage('client', tenantId, clientId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.tenantId, tenantId),
          isNull(sessions.revokedAt),
          inArray(
            sessions.userId,
            tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.tenantId, tenantId), eq(users.clientId, clientId))),
          ),
        ),
      );
  },
};
