import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerTestDatabase } from '../../test/helper';
import { rowsOf } from './rows';
import { flushedBy, openWithFirst, tenantTransactions } from './tenant-sessions';

// Decision 0140: on a server, a transaction's opening is not awaited. It must leave in one packet
// with the first statement, and nothing may run outside the transaction when it fails.

const embedded = process.env.TEST_DB_KIND !== 'pg';

describe.skipIf(embedded)('the pipelined opening of a transaction', () => {
  let server: Awaited<ReturnType<typeof createServerTestDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    server = await createServerTestDatabase();
    pool = new pg.Pool({ connectionString: server.url, max: 1, pipeline: true });
    await pool.query('CREATE TABLE opened (note text)');
  });
  afterAll(async () => {
    await pool?.end();
    await server?.drop();
  });

  /** The socket writes a client makes while `run` runs: each is one packet's worth handed to the kernel. */
  async function writesDuring<T>(client: pg.PoolClient, run: () => Promise<T>): Promise<{ result: T; writes: number }> {
    const stream = client.connection.stream as unknown as {
      _write: (...a: unknown[]) => void;
      _writev?: (...a: unknown[]) => void;
    };
    const [write, writev] = [stream._write, stream._writev];
    let writes = 0;
    stream._write = (...a) => (writes++, write.apply(stream, a));
    if (writev) stream._writev = (...a) => (writes++, writev.apply(stream, a));
    try {
      return { result: await run(), writes };
    } finally {
      stream._write = write;
      if (writev) stream._writev = writev;
    }
  }

  it('leaves with the first statement, in one write, and both are answered', async () => {
    const client = await pool.connect();
    try {
      const { result, writes } = await writesDuring(client, async () => {
        const opened = openWithFirst(client, "BEGIN; SELECT set_config('app.note', 'set', true)");
        const tx = flushedBy(client, opened.flush);
        const read = await tx.query(
          "SELECT current_setting('app.note') AS note, now() = statement_timestamp() AS alone",
        );
        return { failed: await opened.failed, read: read.rows[0] };
      });
      expect(writes).toBe(1);
      // The statement ran inside the opened transaction: its setting holds, and now() is the BEGIN's.
      expect(result).toEqual({ failed: undefined, read: { note: 'set', alone: false } });
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });

  it('lets nothing run outside the transaction when the opening fails, and names the opening as the cause', async () => {
    const client = await pool.connect();
    try {
      const opened = openWithFirst(client, 'BEGIN; SELECT 1 / 0');
      const tx = flushedBy(client, opened.flush);
      const insert = tx.query('INSERT INTO opened (note) VALUES ($1)', ['outside']);
      await expect(insert).rejects.toMatchObject({ code: '25P02' }); // current transaction is aborted
      expect(await opened.failed).toMatchObject({ code: '22012' }); // division by zero
      await client.query('ROLLBACK');
      expect((await client.query('SELECT count(*)::int AS n FROM opened')).rows[0]).toEqual({ n: 0 });
    } finally {
      client.release();
    }
  });

  it('fails a transaction one of whose statements failed unawaited, instead of committing it', async () => {
    const withTenant = tenantTransactions(pool);
    const written = withTenant(1, async (tx) => {
      await tx.execute(sql`SELECT 1`);
      // Sent and never awaited: PostgreSQL answers the COMMIT after it with ROLLBACK, not an error.
      tx.execute(sql`SELECT 1 / 0`).catch(() => undefined);
      return 'answered';
    });
    await expect(written).rejects.toThrow(/rolled back at its commit/);
    // The connection is clean for the next transaction.
    await expect(withTenant(1, async (tx) => rowsOf(await tx.execute(sql`SELECT 2 AS n`)))).resolves.toEqual([
      { n: 2 },
    ]);
  });

  it('is sent on its own when the transaction sends no statement', async () => {
    const client = await pool.connect();
    try {
      const opened = openWithFirst(client, "BEGIN; SELECT set_config('app.note', 'alone', true)");
      expect(await opened.failed).toBeUndefined();
      expect(client.getTransactionStatus()).toBe('T');
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  });
});
