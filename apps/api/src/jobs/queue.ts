import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, TenantTx } from '../db/client';
import { rowsOf } from '../db/rows';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface SendOptions {
  retryLimit?: number;
  /** Seconds before the first retry, doubled each time (pg-boss's back-off); 2 unless given. */
  retryDelay?: number;
  singletonKey?: string;
  /** Seconds to wait before the job may run (a reminder due later). */
  startAfter?: number;
  /**
   * Writes the job with this transaction: it is committed with the rows it is about, or not at
   * all. Otherwise a process killed between the two commits leaves the rows waiting for a job
   * that never comes. The queue must have been prepared before the transaction opened.
   */
  tx?: TenantTx;
}

export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Creates the queue if needed (its own statements, so not inside a caller's transaction). */
  prepare(name: string): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** The singleton keys of this queue's jobs not yet done (created, waiting to retry, or running). */
  waitingKeys(name: string): Promise<Set<string>>;
}

export interface JobQueueOptions {
  /**
   * Seconds a job may stay active before it counts as lost and is tried again: the jobs a killed
   * process was running come back after this (config JOB_EXPIRE_SECONDS).
   */
  expireInSeconds?: number;
  /** Seconds between a worker's fetches when no notification wakes it (retries, delayed jobs). */
  pollSeconds?: number;
}

const DEFAULT_EXPIRE_SECONDS = 300;

// Workers wake when a job is sent (decision 0138). A send notifies JOBS_CHANNEL with the queue's
// name, in the sender's transaction when it has one, so every process hears it once the job is
// committed, and its worker for that queue fetches at once. The poll only finds what no
// notification announced: retries and delayed jobs coming due, and jobs sent while the feed was
// down. Each poll is a statement per queue (~1 ms of API CPU and ~0.7 ms of the server's); at the
// 0.5 s the workers polled before, nine queues cost an idle API 17–42 ms of CPU a second.
const JOBS_CHANNEL = 'itinera_jobs';
const POLL_SECONDS = 2;
const BATCH_SIZE = 5;

/**
 * pg-boss's statements on a tenant transaction. The pgboss schema is the owner's, not the app
 * role's (which sees one tenant's rows only), so the statement runs as the owner and the
 * transaction goes back to the app role after it.
 */
function onTransaction(tx: TenantTx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // pg-boss numbers its parameters ($1 … $19); drizzle takes them as params between raw text.
      const parts = text.split(/\$(\d+)/);
      const statement = sql.join(parts.map((part, i) => (i % 2 ? sql.param(values[Number(part) - 1]) : sql.raw(part))));
      await tx.execute(sql`SET LOCAL ROLE NONE`);
      const rows = rowsOf(await tx.execute(statement));
      await tx.execute(sql`SELECT set_config('role', 'itinera_app', true)`);
      return { rows };
    },
  };
}

/**
 * The durable queue: pg-boss on the application's own database (PGlite or PostgreSQL), so a job
 * is a row that survives a restart and is retried with back-off until it succeeds or fails for good.
 */
export function createJobQueue(database: Database, options: JobQueueOptions = {}): JobQueue {
  const expireInSeconds = options.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS;
  const pollSeconds = options.pollSeconds ?? POLL_SECONDS;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: true,
    schedule: false,
    migrate: true,
    // Expired jobs are found by the maintenance pass: twice per expiry, and no more often than
    // pg-boss's default of every 2 minutes with the default expiry.
    maintenanceIntervalSeconds: Math.min(120, Math.max(1, Math.ceil(expireInSeconds / 2))),
  });
  boss.on('error', () => undefined);
  const queues = new Set<string>();
  // The workers of this process by queue, woken by the channel (and all of them when it is heard
  // again: jobs may have been sent while it was not).
  const workers = new Map<string, string>();
  let listening = false;
  const wake = (name: string) => {
    const id = workers.get(name);
    if (id) boss.notifyWorker(id);
  };
  const listen = () => {
    if (listening) return;
    listening = true;
    database.notifications.subscribe(JOBS_CHANNEL, {
      message: wake,
      live: (up) => {
        if (up) for (const id of workers.values()) boss.notifyWorker(id);
      },
    });
  };
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, { name, retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds });
    queues.add(name);
  };
  return {
    start: async () => {
      await boss.start();
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
    prepare: ensureQueue,
    async send(name, data, options = {}) {
      if (!options.tx) await ensureQueue(name);
      else if (!queues.has(name)) throw new Error(`job queue ${name} not prepared before the transaction`);
      // The expiry travels with the job: a queue created earlier keeps the settings it was created with.
      const jobOptions = {
        retryLimit: options.retryLimit ?? 5,
        retryBackoff: true,
        retryDelay: options.retryDelay ?? 2,
        expireInSeconds,
        singletonKey: options.singletonKey,
        // As a time, not seconds: pg-boss sends one parameter both as text and as a timestamp, and
        // PGlite types the timestamp's at bind time, so "4" fails where an ISO time parses as both.
        startAfter: options.startAfter ? new Date(Date.now() + options.startAfter * 1000) : undefined,
      };
      // A job due later is found by the poll when it comes due: no worker is woken for it now.
      const announce = !options.startAfter;
      if (!options.tx) {
        const id = await boss.send(name, data, jobOptions);
        // Not awaited: the caller does not wait for the wake. Not heard (the feed is down): the poll finds the job.
        if (announce) database.notifications.notify(JOBS_CHANNEL, name).catch(() => undefined);
        return id;
      }
      const id = await boss.send(name, data, { ...jobOptions, db: onTransaction(options.tx) });
      // Delivered when the transaction commits, never when it rolls back: no worker wakes for a job that is not there.
      if (announce) await options.tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${name})`);
      return id;
    },
    async waitingKeys(name) {
      // pg-boss's standard queue does not refuse a second job with a key already queued: a caller that
      // must not queue twice (the start's missing PDFs, run at every restart) asks first.
      const { rows } = await database.executeSql(
        `SELECT DISTINCT singleton_key AS key FROM pgboss.job
          WHERE name = $1 AND singleton_key IS NOT NULL AND state IN ('created', 'retry', 'active')`,
        [name],
      );
      return new Set((rows as { key: string }[]).map((r) => r.key));
    },
    async work(name, handler) {
      await ensureQueue(name);
      listen();
      const id = await boss.work(name, { pollingIntervalSeconds: pollSeconds, batchSize: BATCH_SIZE }, async (jobs) => {
        // Each job of a batch succeeds or fails on its own, side by side. pg-boss fails the whole
        // batch when this callback throws: one mail to a refused address would spend the tries of
        // the mails fetched with it, and a job whose tries ran out so was never run at all. Side by
        // side, no job waits for the others while its expiry (counted from the fetch) runs.
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handler(job.data as never);
            } catch (error) {
              await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
              return;
            }
            await boss.complete(name, job.id);
          }),
        );
        // A full batch may have left more behind: fetch again at once rather than after the poll.
        if (jobs.length === BATCH_SIZE) wake(name);
      });
      workers.set(name, id);
    },
  };
}
