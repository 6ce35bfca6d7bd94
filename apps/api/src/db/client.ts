import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { API_ROOT } from '../lib/api-root';
import { pgliteNotifications, serverNotifications, type Notifications } from './notifications';
import * as schema from './schema';
import { checkTenantId, tenantReads, tenantTransactions } from './tenant-sessions';
import { replicaOrPrimary } from './replica-fallback';
import { POOL_IDLE_MS } from './pool-idle';
import { watchPool, type PoolStats } from './pool-stats';

export type Schema = typeof schema;
/** The owner connection: migrations, seed, tenant resolution, signup. Never used for tenant data. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction running as itinera_app with app.tenant_id set: row-level security applies. */
export type TenantTx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface TransactionOptions {
  /**
   * 'generic': the transaction's prepared statements keep their generic plan from the first call on
   * (plan_cache_mode = force_generic_plan), for a path whose statements look rows up by id, where a
   * plan for the values gains nothing and planning was ~40 % of the server's CPU (decision 0135).
   * A LIKE pattern's statement is still planned for its value.
   */
  plans?: 'generic';
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** Runs fn in one transaction, as the app role, scoped to one tenant. */
  withTenant<T>(tenantId: number, fn: (tx: TenantTx) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs reads as the app role, scoped to one tenant, outside any transaction: each statement sees
   * its own snapshot and writes are refused (on a server; PGlite runs them as withTenant does).
   */
  readTenant<T>(tenantId: number, fn: (tx: TenantTx) => Promise<T>): Promise<T>;
  /**
   * Reads that tolerate a replica's lag (the reports): on DATABASE_READ_URL's streaming replica
   * when there is one, else as readTenant (decision 0080).
   */
  readReports<T>(tenantId: number, fn: (tx: TenantTx) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /** Raw SQL on the owner connection, for libraries that bring their own (the job queue). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** LISTEN/NOTIFY: what per-process caches hear of writes made anywhere (db/notifications.ts). */
  notifications: Notifications;
  /** Round trip to the database, in milliseconds. */
  ping(): Promise<number>;
  /** The server's connection pools now (/metrics); none for PGlite, one connection inside the process. */
  poolStats(): PoolStats[];
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');
// Serialises migrations when several API processes start against one server at once.
const MIGRATION_LOCK = 7_314_271;

export type DatabaseOptions = { kind: 'pglite'; dataDir?: string; client?: PGlite } | PostgresOptions;

export interface PostgresOptions {
  kind: 'postgres';
  /** Transactions: PostgreSQL itself, or a transaction-mode pooler when sessionUrl is given. */
  url: string;
  /** Session connections (LISTEN, migrations, reads); url when absent (decision 0080). */
  sessionUrl?: string;
  /** A streaming replica for the reports (readReports); the primary answers when it is unreachable. */
  readUrl?: string;
  /** Told when the replica could not be reached and the primary took its reads. */
  onReplicaDown?: (error: Error) => void;
  poolSize?: number;
}

export function databaseOptionsFrom(config: {
  DATABASE_URL?: string;
  DATABASE_SESSION_URL?: string;
  DATABASE_READ_URL?: string;
  DATA_DIR: string;
}): DatabaseOptions {
  return config.DATABASE_URL
    ? {
        kind: 'postgres',
        url: config.DATABASE_URL,
        sessionUrl: config.DATABASE_SESSION_URL,
        readUrl: config.DATABASE_READ_URL,
      }
    : { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'pgdata') };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

// PGlite is loaded only when used: importing it costs ~40 MB of memory that a process on a
// PostgreSQL server never needs (docs/domain/quality.md#memory).
const loadPglite = () =>
  Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);

/**
 * PGlite's Postgres keeps its shared buffers inside the API's WebAssembly memory, which never
 * shrinks: the default 128 MB ends up resident. 32 MB holds a small team's hot pages; a page past
 * them is a read of DATA_DIR through the OS's file cache (decision 0104).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** Every PGlite the app or its tests open carries the extensions the migrations need. */
export async function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await loadPglite();
  return PGlite.create({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...options,
    extensions: { pg_trgm },
  });
}

async function openPglite(options: { dataDir?: string; client?: PGlite }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const [, , { drizzle: drizzlePglite }, { migrate: migratePglite }] = await loadPglite();
  const client = options.client ?? (await createPglite(options.dataDir ? { dataDir: options.dataDir } : {}));
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  const notifications = pgliteNotifications(client);
  return makeDatabase('pglite', db, {
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    notifications,
    close: async () => {
      await notifications.close();
      await client.close();
    },
    // PGlite's extended protocol takes one statement; pg-boss also sends multi-statement scripts.
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  });
}

async function openPostgres(options: PostgresOptions): Promise<Database> {
  const size = options.poolSize ?? 20;
  // A pooler in transaction mode hands each transaction to any server connection: a statement
  // prepared by name in one may not exist in the next, so transactions are planned each time there.
  const pooled = options.sessionUrl !== undefined && options.sessionUrl !== options.url;
  const sessionUrl = options.sessionUrl ?? options.url;
  // Pipelining: a transaction's opening is written with its first statement (decision 0140).
  const pool = new pg.Pool({
    connectionString: options.url,
    max: size,
    idleTimeoutMillis: POOL_IDLE_MS,
    pipeline: true,
  });
  const mainStats = watchPool('main', pool, size);
  // Reads hold a connection for one round trip: half as many serve them (10 did as well as 20 in the list bench).
  const reads = tenantReads(sessionUrl, Math.max(2, Math.ceil(size / 2)));
  const replica = options.readUrl
    ? tenantReads(options.readUrl, Math.max(2, Math.ceil(size / 4)), 'replica')
    : undefined;
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  const notifications = serverNotifications(sessionUrl);
  return makeDatabase('postgres', db, {
    notifications,
    migrate: async () => {
      // The lock is a session's: its own connection, never one a pooler may swap under it.
      const conn = new pg.Client({ connectionString: sessionUrl });
      await conn.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await conn.end().catch(() => undefined);
      }
    },
    close: async () => {
      await notifications.close();
      await reads.close();
      await replica?.close();
      await pool.end();
    },
    executeSql: (text, values) => pool.query(text, values),
    withTenant: tenantTransactions(pool, { prepare: !pooled }),
    readTenant: reads.readTenant,
    readReports: replica
      ? replicaOrPrimary(replica.readTenant, reads.readTenant, { onDown: options.onReplicaDown })
      : undefined,
    poolStats: () => [mainStats(), reads.stats(), ...(replica ? [replica.stats()] : [])],
  });
}

function makeDatabase(
  kind: Database['kind'],
  db: AppDb,
  ops: Pick<Database, 'migrate' | 'close' | 'executeSql' | 'notifications'> &
    Partial<Pick<Database, 'withTenant' | 'readTenant' | 'readReports' | 'poolStats'>>,
): Database {
  const withTenant: Database['withTenant'] = (tenantId, fn) => {
    checkTenantId(tenantId);
    return db.transaction(async (tx) => {
      // Both settings are transaction-local: the pooled connection goes back clean.
      await tx.execute(
        sql`SELECT set_config('role', 'itinera_app', true), set_config('app.tenant_id', ${String(tenantId)}, true)`,
      );
      return fn(tx as TenantTx);
    });
  };
  return {
    kind,
    db,
    migrate: ops.migrate,
    close: ops.close,
    executeSql: ops.executeSql,
    notifications: ops.notifications,
    poolStats: ops.poolStats ?? (() => []),
    // A server brings its own (db/tenant-sessions.ts); PGlite has one connection and no round trips.
    withTenant: ops.withTenant ?? withTenant,
    readTenant: ops.readTenant ?? ops.withTenant ?? withTenant,
    readReports: ops.readReports ?? ops.readTenant ?? ops.withTenant ?? withTenant,
    async ping() {
      const start = performance.now();
      await db.execute(sql`SELECT 1`);
      return performance.now() - start;
    },
  };
}
