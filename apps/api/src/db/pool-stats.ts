import type pg from 'pg';

/** One connection pool of a PostgreSQL server database, as /metrics shows it (modules/ops). */
export interface PoolStats {
  pool: 'main' | 'reads' | 'replica';
  max: number;
  /** Connections open, idle among them, and callers queued for one right now. */
  total: number;
  idle: number;
  waiting: number;
  /** Connections handed out since start, and the seconds callers spent waiting for them in all. */
  acquired: number;
  waitSeconds: number;
}

/**
 * Counts how long callers wait for a connection: pg-pool tells the counts at an instant, not the
 * wait, and a pool that is too small shows first as time spent there. pool.query goes through
 * pool.connect too (pg-pool), so every statement is counted.
 */
export function watchPool(name: PoolStats['pool'], pool: pg.Pool, max: number): () => PoolStats {
  let acquired = 0;
  let waitSeconds = 0;
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((cb?: (err: Error | undefined, ...rest: unknown[]) => void) => {
    const start = performance.now();
    const got = () => {
      acquired += 1;
      waitSeconds += (performance.now() - start) / 1000;
    };
    if (cb)
      return connect((err: unknown, ...rest: unknown[]) => {
        if (!err) got();
        cb(err as Error | undefined, ...rest);
      });
    return connect()!.then((client) => {
      got();
      return client;
    });
  }) as typeof pool.connect;
  return () => ({
    pool: name,
    max,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    acquired,
    waitSeconds,
  });
}
