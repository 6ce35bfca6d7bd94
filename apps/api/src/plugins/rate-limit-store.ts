import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Database } from '../db/client';

/** Created by migration 0020; the library never creates it (`tableCreated: true`). */
export const RATE_LIMIT_TABLE = 'rate_limits';
// Expired rows are deleted by the writers, at most this often per process: no timer to stop, and a
// process that counts nothing leaves nothing to delete.
const CLEAN_EVERY_MS = 5 * 60_000;

type Row = { points: number; expire: string | number | bigint | null };

/**
 * The library speaks to a `pg` pool; this gives it the Database's owner connection instead, so the
 * same code runs on PGlite (no pool, int8 as bigint) and on a server (int8 as a string).
 */
function storeClient(database: Database) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const { rows } = await database.executeSql(q.text, q.values);
      const counted = (rows as Row[]).map((r) => ({
        points: Number(r.points),
        expire: r.expire === null ? null : Number(r.expire),
      }));
      return { rows: counted, rowCount: counted.length };
    },
  };
}

function limiterOn(database: Database) {
  return new RateLimiterPostgres({
    storeClient: storeClient(database),
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: '',
    // Only used for the library's own "remaining points"; the callers compare with their own max.
    points: 1,
    duration: 60,
  });
}

/**
 * Points rather than requests, in the same table: for a budget one request spends several of (a
 * batch of page events, decision 0053). Adds `points` to `key` and answers the key's total within
 * its window, which starts with the key's first points. Expired rows go with the store's cleaning.
 */
export function sharedCounter(database: Database) {
  const limiter = limiterOn(database);
  return async (key: string, points: number, windowSeconds: number): Promise<number> =>
    (await limiter.penalty(key, points, { customDuration: windowSeconds })).consumedPoints;
}

/**
 * @fastify/rate-limit's store, with the counters in the database: every API process on it shares
 * one limit (decision 0023). One hit is one upsert statement, atomic on any number of processes.
 * Keys are whole (plugins/limits.ts names the limit and the tenant in them), so each limit's child
 * is the same store; the window comes with each hit.
 */
export function sharedRateLimitStore(database: Database): FastifyRateLimitStoreCtor {
  const limiter = limiterOn(database);
  let cleanedAt = 0;

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      limiter.penalty(key, 1, { customDuration: timeWindow / 1000 }).then(
        async (res) => {
          if (Date.now() - cleanedAt > CLEAN_EVERY_MS) {
            cleanedAt = Date.now();
            // Awaited, so a request and not a stray promise owns the statement; its failure only
            // leaves the rows for the next turn.
            await database
              .executeSql(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire < $1`, [Date.now()])
              .catch(() => undefined);
          }
          callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
