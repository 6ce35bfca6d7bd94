import { createHash } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { TenantTx } from './client';

// A hot statement whose text is rendered once and kept, sent by its own name with its values in
// rows of arrays (decision 0119): drizzle walked its chunks and mapped its rows on every call, and
// tenant-sessions.ts hashed its text and left it unprepared past a connection's MAX_PREPARED, where
// PostgreSQL planned its joins again on every call. Its own name keeps it prepared on every
// connection; callers keep the number of such texts small. Only for reads (readTenant): their
// connections never go through a transaction-mode pooler, where a named statement may be missing.

const dialect = new PgDialect();

export interface KeptStatement {
  name: string;
  text: string;
}

/** Renders a statement once; `values` must give, on every later call, the values drizzle would. */
export function keepStatement(statement: SQL, values: readonly unknown[]): KeptStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  if (params.length !== values.length || params.some((p, n) => p !== values[n]))
    throw new Error('a kept statement takes its values in the order drizzle renders them');
  return { name: `k${createHash('sha1').update(text).digest('base64url')}`, text };
}

/** The text and values of a fragment, as drizzle renders it (numbered from $1). */
export const textAndValues = (fragment: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  return { text, params };
};

interface PgliteLike {
  exec: unknown;
  query(text: string, values: unknown[], options: { rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}
interface PgLike {
  query(config: { name: string; text: string; rowMode: 'array' }, values: unknown[]): Promise<{ rows: unknown[][] }>;
}

/** The statement's rows, each an array of its columns, on the caller's own connection (its tenant set). */
export async function arrayRows(tx: TenantTx, statement: KeptStatement, values: unknown[]): Promise<unknown[][]> {
  // drizzle's transaction holds the connection it runs on: pg's (or tenant-sessions' wrapper), or PGlite's.
  const client = (tx as unknown as { session: { client: PgliteLike | PgLike } }).session.client;
  if ('exec' in client) return (await client.query(statement.text, values, { rowMode: 'array' })).rows;
  return (await client.query({ name: statement.name, text: statement.text, rowMode: 'array' }, values)).rows;
}
