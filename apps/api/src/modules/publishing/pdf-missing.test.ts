import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerTestDatabase } from '../../../test/helper';
import { openDatabase, type Database } from '../../db/client';
import { publishingRepository } from './publishing.repository';

// CI run 95: at a start, the proposal PDFs never made are queued while the delete jobs resumed at
// the same start remove quotes (and their publications). The read holds what it found until its
// insert commits, so a delete waits for it instead of making the insert's foreign key fail.
// Two connections are needed: only a PostgreSQL server has them.
const embedded = process.env.TEST_DB_KIND !== 'pg';

describe.skipIf(embedded)('queuing the missing proposal PDFs against a concurrent delete', () => {
  let server: { url: string; drop(): Promise<void> };
  let database: Database;
  let other: pg.Client;
  let tenantId: number;

  beforeAll(async () => {
    server = await createServerTestDatabase({ seeded: true });
    database = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 2 });
    other = new pg.Client({ connectionString: server.url });
    await other.connect();
    const tenant = await other.query<{ id: number }>(`SELECT id FROM tenants WHERE slug = 'demo'`);
    tenantId = tenant.rows[0]!.id;
    // Every demo publication without its PDF, as after a job lost before it wrote one.
    await other.query('DELETE FROM publication_pdfs WHERE tenant_id = $1', [tenantId]);
  }, 120_000);
  afterAll(async () => {
    await other?.end();
    await database?.close();
    await server?.drop();
  });

  it('a delete of a publication found without a PDF waits until its pending row is written', async () => {
    await database.withTenant(tenantId, async (tx) => {
      const ids = await publishingRepository.withoutPdf(tx, tenantId);
      expect(ids.length).toBeGreaterThan(0);
      await other.query(`SET lock_timeout = '300ms'`);
      const refused = await other
        .query('DELETE FROM publications WHERE tenant_id = $1 AND id = $2', [tenantId, ids[0]])
        .then(
          () => null,
          (error: { code?: string }) => error.code,
        );
      expect(refused).toBe('55P03'); // lock_not_available: the delete waited for this transaction
      await publishingRepository.pdfPending(tx, tenantId, ids[0]!);
    });
    const pending = await other.query(
      'SELECT status FROM publication_pdfs WHERE tenant_id = $1 AND publication_id IN (SELECT id FROM publications WHERE tenant_id = $1)',
      [tenantId],
    );
    expect(pending.rows.map((r) => r.status)).toContain('pending');
  });
});
