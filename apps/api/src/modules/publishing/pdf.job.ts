import type { Database, TenantTx } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { mediaImageResolver, renderProposalPdf } from '../proposal-render';
import { publishingRepository } from './publishing.repository';
import { assetKeyOf } from '@itinera/domain';
import type { FileStore } from '../../storage/file-store';
import { assetThumbnail } from '../assets/assets.service';

// The PDF of a publication (decisions 0029, 0030 and 0031): made by the durable `publish.pdf` job, enqueued in the
// publish transaction, so a publication never waits for a PDF nobody will make. Without a queue
// (tests that do not run workers) the PDF is made right after the publish commits.

export const PUBLISH_PDF_JOB = 'publish.pdf';
export interface PublishPdfJob {
  tenantId: number;
  publicationId: number;
}

export interface ProposalPdfs {
  /** Before the publish transaction opens: the queue's own statements. */
  prepare(): Promise<void>;
  /** Inside the publish transaction: the row that says "pending" and its job. */
  enqueue(tx: TenantTx, job: PublishPdfJob): Promise<void>;
  /** After the commit: makes it now when there is no queue. */
  afterCommit(job: PublishPdfJob): Promise<void>;
  /** The job's work. */
  run(job: PublishPdfJob): Promise<void>;
  /** At start: a job for each publication whose PDF was never made (the demo seed's, a lost job). */
  enqueueMissing(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    proposalPdfs: ProposalPdfs;
  }
}

const pdfKey = (job: PublishPdfJob) => `${job.tenantId}:${job.publicationId}`;

export function createProposalPdfs(
  database: Database,
  queue: JobQueue | undefined,
  assetsDir: string,
  store?: FileStore,
): ProposalPdfs {
  // A library picture is read as its large thumbnail, within the publication's tenant only.
  const readAsset = (tenantId: number) => async (src: string) => {
    const key = assetKeyOf(src);
    if (!key || !store) return null;
    return (await assetThumbnail({ database, store }, tenantId, key, '1200X725'))?.data ?? null;
  };
  const run = async ({ tenantId, publicationId }: PublishPdfJob) => {
    const resolveImage = mediaImageResolver(assetsDir, readAsset(tenantId));
    // The publication's own frozen proposal; the quote may have changed since.
    const proposal = await database.withTenant(tenantId, (tx) =>
      publishingRepository.proposalOf(tx, tenantId, publicationId),
    );
    if (!proposal) return; // deleted with its quote meanwhile
    try {
      const pdf = await renderProposalPdf(proposal, { resolveImage });
      await database.withTenant(tenantId, (tx) => publishingRepository.pdfDone(tx, tenantId, publicationId, pdf, null));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await database.withTenant(tenantId, (tx) =>
        publishingRepository.pdfDone(tx, tenantId, publicationId, null, message.slice(0, 500)),
      );
      throw error; // tried again with back-off
    }
  };
  return {
    prepare: async () => {
      if (queue) await queue.prepare(PUBLISH_PDF_JOB);
    },
    async enqueue(tx, job) {
      await publishingRepository.pdfPending(tx, job.tenantId, job.publicationId);
      if (queue)
        await queue.send<PublishPdfJob>(PUBLISH_PDF_JOB, job, {
          tx,
          singletonKey: pdfKey(job),
        });
    },
    async afterCommit(job) {
      if (!queue) await run(job).catch(() => undefined);
    },
    run,
    async enqueueMissing() {
      if (!queue) return 0;
      await queue.prepare(PUBLISH_PDF_JOB);
      // A pending PDF whose job is still queued from before the restart is not queued again: each
      // restart would otherwise add one more render of it (7 332 jobs once piled up on the bench).
      const queued = await queue.waitingKeys(PUBLISH_PDF_JOB);
      let count = 0;
      for (const tenantId of await publishingRepository.tenantIds(database.db)) {
        count += await database.withTenant(tenantId, async (tx) => {
          const ids = (await publishingRepository.withoutPdf(tx, tenantId)).filter(
            (publicationId) => !queued.has(pdfKey({ tenantId, publicationId })),
          );
          for (const publicationId of ids) await this.enqueue(tx, { tenantId, publicationId });
          return ids.length;
        });
      }
      return count;
    },
  };
}
