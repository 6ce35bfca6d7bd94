import { createHash } from 'node:crypto';
import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import type { Database, TenantTx } from './client';
import { POOL_IDLE_MS } from './pool-idle';
import { watchPool, type PoolStats } from './pool-stats';

// How tenant work reaches a PostgreSQL server (docs/decisions/0015-api-hot-path.md). Every round
// trip costs ~0.1–0.2 ms of CPU in the API and as much in the server, and planning the quote
// list's page ~0.5 ms of server CPU: on 2 cores those, not the queries, bounded the list.

const dialect = new PgDialect();
const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
const drizzleOn = (client: Pick<pg.PoolClient, 'query'>) =>
  new NodePgTransaction(
    dialect,
    new NodePgSession(client as pg.PoolClient, dialect, relational),
    relational,
  ) as unknown as TenantTx;

export function checkTenantId(tenantId: number): void {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
}

/**
 * withTenant: drizzle's transaction() sends BEGIN, then the settings, each its own round trip. Here
 * one simple-protocol query (no parameters, so it may carry two statements) opens the transaction
 * and sets both transaction-local settings. The transaction object is drizzle's own. Its statements
 * are prepared like the reads' (below): planning the quote detail's six joins took ~1.8 ms of the
 * server's CPU on every process call, the pricing context ~1.7 ms (decision 0047).
 *
 * On a pipelining pool (decision 0140) that opening is not awaited: it is written with the
 * transaction's first statement, in one packet, and both are answered in one round trip.
 */
export function tenantTransactions(pool: pg.Pool, { prepare = true } = {}): Database['withTenant'] {
  return async (tenantId, fn, options) => {
    checkTenantId(tenantId);
    const client = await pool.connect();
    let broken: Error | undefined;
    // Without named statements (a pooler) every statement is planned anyway: generic plans would only lose.
    const generic = prepare && options?.plans === 'generic';
    // tenantId is a checked positive integer, so writing it into the text is safe.
    const opening = `BEGIN; SELECT set_config('role', 'itinera_app', true), set_config('app.tenant_id', '${tenantId}', true)${generic ? GENERIC_PLANS : ''}`;
    const opened = client.pipeline ? openWithFirst(client, opening) : undefined;
    try {
      if (!opened) await client.query(opening);
      const sender = prepare ? prepared(client, generic) : client;
      const result = await fn(drizzleOn(opened ? flushedBy(sender, opened.flush) : sender));
      // A transaction whose opening failed has failed, even one that sent no statement.
      const failed = await opened?.failed;
      if (failed) throw failed;
      // PostgreSQL answers COMMIT with ROLLBACK, not an error, when a statement of the transaction
      // failed: one sent and never awaited (pipelining) must not pass for a saved write.
      const committed = await client.query('COMMIT');
      if (committed.command === 'ROLLBACK')
        throw new Error('The transaction was rolled back at its commit: one of its statements failed.');
      return result;
    } catch (error) {
      // A connection that cannot even roll back is closed rather than handed to the next call.
      await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      // Every statement after a failed opening fails with "current transaction is aborted": the opening's error is the cause.
      throw (await opened?.failed) ?? error;
    } finally {
      client.release(broken);
    }
  };
}

/**
 * Sends the transaction's opening into the corked socket of a pipelining client: it leaves with the
 * first statement (flush), or on the next turn of the event loop if none comes. PostgreSQL runs
 * them in order, and a statement after a failed opening fails too (the opening's BEGIN comes first
 * in its text, so any later error leaves the transaction aborted): nothing runs outside it.
 * `failed` settles with the opening's error, or undefined; it never rejects.
 */
export function openWithFirst(client: pg.PoolClient, opening: string) {
  const stream = client.connection.stream;
  stream.cork();
  let corked = true;
  const flush = () => {
    if (!corked) return;
    corked = false;
    stream.uncork();
  };
  const failed = client.query(opening).then(
    () => undefined,
    (error: Error) => error,
  );
  setImmediate(flush);
  return { failed, flush };
}

/** The statements' sender, flushing the corked opening once the first of them is written. */
export function flushedBy(sender: Pick<pg.PoolClient, 'query'>, flush: () => void): Pick<pg.PoolClient, 'query'> {
  return {
    query: ((...args: Parameters<pg.PoolClient['query']>) => {
      const sent = (sender.query as (...a: unknown[]) => unknown)(...args);
      flush();
      return sent;
    }) as pg.PoolClient['query'],
  };
}

/**
 * readTenant: reads that need no transaction (each statement of a READ COMMITTED transaction sees
 * its own snapshot anyway) run on connections of their own, opened as itinera_app and read-only,
 * whose app.tenant_id stays set between calls: a page of the quote list is one round trip instead
 * of three. The tenant is set again whenever a connection serves another one; a connection whose
 * setting failed is closed. These connections never serve the owner nor a write.
 */
export function tenantReads(
  url: string,
  size: number,
  name: 'reads' | 'replica' = 'reads',
): { readTenant: Database['withTenant']; close: () => Promise<void>; stats: () => PoolStats } {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    idleTimeoutMillis: POOL_IDLE_MS,
    // A replica that does not answer must fail fast so the primary can (db/replica-fallback.ts).
    ...(name === 'replica' ? { connectionTimeoutMillis: 3_000 } : {}),
    options: '-c role=itinera_app -c default_transaction_read_only=on',
  });
  pool.on('error', () => undefined);
  const tenantOf = new WeakMap<pg.PoolClient, number>();
  // One drizzle handle per connection, kept: building it (a PgDatabase with a query builder per
  // table) was ~1 % of a cold list call's CPU (decision 0115). It holds no state between calls.
  const handles = new WeakMap<pg.PoolClient, TenantTx>();
  const handleOf = (client: pg.PoolClient) => {
    let tx = handles.get(client);
    if (!tx) handles.set(client, (tx = drizzleOn(prepared(client))));
    return tx;
  };
  const readTenant: Database['withTenant'] = async (tenantId, fn) => {
    checkTenantId(tenantId);
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      if (tenantOf.get(client) !== tenantId) {
        tenantOf.delete(client);
        await client.query(`SELECT set_config('app.tenant_id', '${tenantId}', false)`).catch((e: Error) => {
          broken = e;
          throw e;
        });
        tenantOf.set(client, tenantId);
      }
      return await fn(handleOf(client));
    } finally {
      client.release(broken);
    }
  };
  return { readTenant, close: () => pool.end(), stats: watchPool(name, pool, size) };
}

// Statements with parameters run as named prepared statements, planned once per connection
// instead of on every call. PostgreSQL plans the first five executions for their values and keeps
// a generic plan only when it is no worse. A connection keeps at most MAX_PREPARED of them. A LIKE
// pattern is planned for its value every time: a generic plan cannot know how rare the text is
// (a trigram index for a rare word, the ordered index for a common one).
const MAX_PREPARED = 50;
const LIKE = /\sI?LIKE\s/i;
const names = new Map<string, string>();
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    if (names.size >= 2_000) names.clear();
    name = `r${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

function prepared(client: pg.PoolClient, generic = false): Pick<pg.PoolClient, 'query'> {
  let seen = preparedOn.get(client);
  if (!seen) preparedOn.set(client, (seen = new Set()));
  const known = seen;
  return {
    query: ((config: pg.QueryConfig, values?: unknown[]) => {
      if (typeof config === 'object' && !config.name && values?.length) {
        // The unnamed statement is planned under the transaction's plan_cache_mode too: a pattern's is set back.
        if (LIKE.test(config.text))
          return generic ? plannedForValues(client, config, values) : client.query(config, values);
        const name = statementName(config.text);
        if (known.has(name) || known.size < MAX_PREPARED) {
          known.add(name);
          return client.query({ ...config, name }, values);
        }
      }
      return client.query(config, values);
    }) as pg.PoolClient['query'],
  };
}

const GENERIC = `set_config('plan_cache_mode', 'force_generic_plan', true)`;
const GENERIC_PLANS = `, ${GENERIC}`;

/** A LIKE pattern in a generic-plans transaction: planned for its value, as anywhere else. */
async function plannedForValues(client: pg.PoolClient, config: pg.QueryConfig, values: unknown[]) {
  await client.query(`SELECT set_config('plan_cache_mode', 'auto', true)`);
  try {
    return await client.query(config, values);
  } finally {
    // A failed statement has aborted the transaction: this one fails too, and the caller rolls back.
    await client.query(`SELECT ${GENERIC}`).catch(() => undefined);
  }
}
