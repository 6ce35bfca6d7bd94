import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { createJobQueue, type JobQueue } from '../../jobs/queue';
import { createProposalPdfs, PUBLISH_PDF_JOB } from './pdf.job';

// Each start queues the publications whose PDF was never made. pg-boss's standard queue keeps a second
// job with a key already queued, so a restart while the first jobs still wait must not add more: the
// bench's cluster once held 7 332 jobs for 5 000 publications, all rendered again and again.

let database: Database;
let drop: () => Promise<void>;
let queue: JobQueue;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ seeded: true }));
  queue = createJobQueue(database);
  await queue.start(); // no worker: the jobs stay queued, as when a process stops before running them
  await database.executeSql('DELETE FROM publication_pdfs');
}, 120_000);
afterAll(async () => {
  await queue.stop();
  await database.close();
  await drop();
});

const queuedJobs = async () =>
  (
    await database.executeSql(`SELECT singleton_key AS key FROM pgboss.job WHERE name = $1 AND state = 'created'`, [
      PUBLISH_PDF_JOB,
    ])
  ).rows as { key: string }[];

describe('queuing the missing proposal PDFs at start', () => {
  it('queues each missing PDF once, however many starts find it still pending', async () => {
    const assetsDir = mkdtempSync(join(tmpdir(), 'pdf-requeue-'));
    const first = await createProposalPdfs(database, queue, assetsDir).enqueueMissing();
    expect(first).toBeGreaterThan(0);
    const afterFirst = await queuedJobs();
    expect(afterFirst).toHaveLength(first);
    // A second and a third start, the jobs still waiting: nothing more is queued.
    expect(await createProposalPdfs(database, queue, assetsDir).enqueueMissing()).toBe(0);
    expect(await createProposalPdfs(database, queue, assetsDir).enqueueMissing()).toBe(0);
    expect(await queuedJobs()).toHaveLength(first);
    // A job gone without its PDF made (dropped by hand, or lost) is queued again at the next start.
    const [lost] = afterFirst;
    await database.executeSql(`DELETE FROM pgboss.job WHERE name = $1 AND singleton_key = $2`, [
      PUBLISH_PDF_JOB,
      lost!.key,
    ]);
    expect(await createProposalPdfs(database, queue, assetsDir).enqueueMissing()).toBe(1);
    expect((await queuedJobs()).map((j) => j.key).sort()).toEqual(afterFirst.map((j) => j.key).sort());
  });
});
