import type { Database } from './client';

// Decision 0080: the reports read a streaming replica (DATABASE_READ_URL). A replica is
// a convenience, not a dependency: when it cannot be reached the primary answers, so an owner's
// dashboard never fails because a standby is being rebuilt.

type ReadTenant = Database['withTenant'];

/** PostgreSQL's error classes that mean "this server is not there": connection exceptions and shutdowns. */
const UNREACHABLE_SQLSTATE = /^(08|57P0[1-3])/;
const UNREACHABLE_NODE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
]);

/** Whether an error says the server could not be reached, rather than that the query was wrong. */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_SQLSTATE.test(code) || UNREACHABLE_NODE.has(code))) return true;
  // node-postgres says these without a code.
  return /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i.test(
    error.message,
  );
}

export interface FallbackOptions {
  /** How long the primary serves alone after the replica failed, before the replica is tried again. */
  retryMs?: number;
  now?: () => number;
  onDown?: (error: Error) => void;
}

/**
 * Reads on the replica while it answers; on an unreachable replica, the same read on the primary
 * (reads only, so running it again is harmless), and the replica left alone for retryMs so every
 * report does not wait for a connection timeout first. A query error is the caller's, as before.
 */
export function replicaOrPrimary(replica: ReadTenant, primary: ReadTenant, options: FallbackOptions = {}): ReadTenant {
  const retryMs = options.retryMs ?? 10_000;
  const now = options.now ?? Date.now;
  let downUntil = 0;
  return async (tenantId, fn) => {
    if (now() < downUntil) return primary(tenantId, fn);
    try {
      return await replica(tenantId, fn);
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      downUntil = now() + retryMs;
      options.onDown?.(error as Error);
      return primary(tenantId, fn);
    }
  };
}
