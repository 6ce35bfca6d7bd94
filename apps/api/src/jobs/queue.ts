import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  send<T extends object>(name: string, data: T, options?: { retryLimit?: number; singletonKey?: string }): Promise<string | null>;
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
}

export interface JobQueueOptions {
  /**
   * Seconds a job may stay active before it counts as lost and is tried again: the jobs a killed
   * process was running come back after this (config JOB_EXPIRE_SECONDS).
   */
  expireInSeconds?: number;
}

const DEFAULT_EXPIRE_SECONDS = 300;

/**
 * The durable queue: pg-boss on the application's own database (PGlite or PostgreSQL), so a job
 * is a row that survives a restart and is retried with back-off until it succeeds or fails for good.
 */
export function createJobQueue(database: Database, options: JobQueueOptions = {}): JobQueue {
  const expireInSeconds = options.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS;
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
    async send(name, data, options = {}) {
      await ensureQueue(name);
      // The expiry travels with the job: a queue created earlier keeps the settings it was created with.
      return boss.send(name, data, { retryLimit: options.retryLimit ?? 5, retryBackoff: true, retryDelay: 2, expireInSeconds, singletonKey: options.singletonKey });
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
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
      });
    },
  };
}
