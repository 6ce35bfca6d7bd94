import type { SessionUser } from './session-user';

// Every signed-in call looked its token up in its own transaction before doing its work: a second
// round of BEGIN/SET/SELECT/COMMIT that dominated cheap calls (a 4 ms search answered in 20 ms).
// Live sessions are remembered for a few seconds per process. Revocations made by this process
// (logout, password reset, deactivation) drop their entries at once; another API process sees them
// at most TTL later (docs/decisions/0009-session-cache.md).
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  until: number;
}

const entries = new Map<string, Entry>();
const keyOf = (tenantId: number, tokenHash: string) => `${tenantId}:${tokenHash}`;

export const sessionCache = {
  get(tenantId: number, tokenHash: string, now = Date.now()): SessionUser | undefined {
    const key = keyOf(tenantId, tokenHash);
    const hit = entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= now) {
      entries.delete(key);
      return undefined;
    }
    return hit.user;
  },

  set(tenantId: number, tokenHash: string, user: SessionUser, expiresAt: Date, now = Date.now()): void {
    // A full cache is simply emptied: entries live seconds, so nothing of value is lost.
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(keyOf(tenantId, tokenHash), { user, until: Math.min(now + TTL_MS, expiresAt.getTime()) });
  },

  forgetSession(tenantId: number, sessionId: number): void {
    for (const [key, e] of entries)
      if (e.user.tenantId === tenantId && e.user.sessionId === sessionId) entries.delete(key);
  },

  /** Every session of a client's people (the client was archived). */
  forgetClient(tenantId: number, clientId: number): void {
    for (const [key, e] of entries)
      if (e.user.tenantId === tenantId && e.user.clientId === clientId) entries.delete(key);
  },

  forgetUser(tenantId: number, userId: number): void {
    for (const [key, e] of entries) if (e.user.tenantId === tenantId && e.user.userId === userId) entries.delete(key);
  },
};
