import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The statements /ready and /metrics run, on the owner connection: they count across tenants and
// return counts only, never a row's content.

/** The migrations this build carries (drizzle's journal): their number and the newest one's stamp. */
export function expectedMigrations(): { count: number; last: number } {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, last: Math.max(0, ...journal.entries.map((e) => e.when)) };
}

export const opsRepository = {
  /** Migrations recorded as applied (drizzle's table); none when the table is missing. */
  async appliedMigrations(database: Database): Promise<{ count: number; last: number }> {
    const [exists] = rowsOf<{ t: string | null }>(
      await database.db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`),
    );
    if (!exists?.t) return { count: 0, last: 0 };
    const [row] = rowsOf<{ n: number; last: string | null }>(
      await database.db.execute(
        sql`SELECT count(*)::int AS n, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
      ),
    );
    return { count: row?.n ?? 0, last: Number(row?.last ?? 0) };
  },

  /**
   * Jobs by queue and state, for the states an operator watches: waiting (created, retry), running
   * (active) and failed for good (kept by pg-boss for its retention, 7 days by default).
   */
  async jobCounts(database: Database): Promise<{ queue: string; state: string; jobs: number }[]> {
    const [exists] = rowsOf<{ t: string | null }>(
      await database.db.execute(sql`SELECT to_regclass('pgboss.job')::text AS t`),
    );
    if (!exists?.t) return [];
    return rowsOf<{ queue: string; state: string; jobs: number }>(
      await database.db.execute(sql`
        SELECT name AS queue, state::text AS state, count(*)::int AS jobs FROM pgboss.job
        WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`),
    );
  },

  /** Work written for later delivery and not delivered yet: mails (mail_outbox) and quote exports. */
  async outboxBacklog(database: Database): Promise<{ outbox: string; waiting: number; oldest_s: number }[]> {
    return rowsOf<{ outbox: string; waiting: number; oldest_s: number }>(
      await database.db.execute(sql`
        SELECT 'mail' AS outbox, count(*)::int AS waiting,
               coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest_s
        FROM mail_outbox WHERE status = 'queued'
        UNION ALL
        SELECT 'export', count(*)::int, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8
        FROM quote_exports WHERE status IN ('queued', 'running')`),
    );
  },
};
