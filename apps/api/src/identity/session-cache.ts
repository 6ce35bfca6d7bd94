import type { Notifications } from '../db/notifications';
import type { SessionUser } from './session-user';

// Every signed-in call looked its token up in its own transaction before doing its work: a second
// round of BEGIN/SET/SELECT/COMMIT that dominated cheap calls (a 4 ms search answered in 20 ms).
// Live sessions are remembered for a few seconds per process. Revocations made by this process
// (logout, password reset, deactivation) drop their entries at once; the transaction that made them
// also notifies SESSIONS_CHANNEL, and every other API process drops its entries when it commits
// (docs/decisions/0009-session-cache.md, 0080). While a process may have missed notifications
// (its listening connection lost), it remembers nothing.
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  until: number;
}

const entries = new Map<string, Entry>();
// Subscriptions not hearing notifications at the moment; the cache is trusted only when there are none.
const deaf = new Set<object>();
const heard = new WeakSet<Notifications>();
export const SESSIONS_CHANNEL = 'itinera_sessions';
const keyOf = (tenantId: number, tokenHash: string) => `${tenantId}:${tokenHash}`;

export const sessionCache = {
  get(tenantId: number, tokenHash: string, now = Date.now()): SessionUser | undefined {
    const key = keyOf(tenantId, tokenHash);
    const hit = entries.get(key);
    if (!hit || deaf.size > 0) return undefined;
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

  /** Every session of a tenant (its default language changed: decision 0092). */
  forgetTenant(tenantId: number): void {
    for (const [key, e] of entries) if (e.user.tenantId === tenantId) entries.delete(key);
  },

  forgetUser(tenantId: number, userId: number): void {
    for (const [key, e] of entries) if (e.user.tenantId === tenantId && e.user.userId === userId) entries.delete(key);
  },

  /** Listens, once per database, for what other processes revoke (`forgetMessage`). */
  listen(notifications: Notifications): void {
    if (heard.has(notifications)) return;
    heard.add(notifications);
    const handle = {};
    deaf.add(handle);
    notifications.subscribe(SESSIONS_CHANNEL, {
      message: (payload) => forgetFrom(payload),
      live: (up) => {
        if (up) deaf.delete(handle);
        else {
          deaf.add(handle);
          entries.clear();
        }
      },
    });
  },
};

export type ForgetKind = 'session' | 'user' | 'client' | 'tenant';

/** The payload other processes act on: `<kind>:<tenant>:<id>`. */
export const forgetMessage = (kind: ForgetKind, tenantId: number, id: number) => `${kind}:${tenantId}:${id}`;

function forgetFrom(payload: string): void {
  const [kind, tenant, id] = payload.split(':');
  const tenantId = Number(tenant);
  const n = Number(id);
  if (!Number.isInteger(tenantId) || !Number.isInteger(n)) return;
  if (kind === 'session') sessionCache.forgetSession(tenantId, n);
  else if (kind === 'user') sessionCache.forgetUser(tenantId, n);
  else if (kind === 'client') sessionCache.forgetClient(tenantId, n);
  else if (kind === 'tenant') sessionCache.forgetTenant(tenantId);
}
