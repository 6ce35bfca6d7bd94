import type { FastifyInstance } from 'fastify';
import { MAIL_JOB } from './mail/mailer';
import { QUOTE_DELETE_JOB, type QuoteDeleteJob } from './modules/quotes/quote-delete.job';
import type { JobQueue } from './jobs/queue';
import { QUOTE_EXPORT_JOB, type QuoteExportJob } from './modules/export/export.service';
import { SERVICE_IMPORT_JOB, type ServiceImportJob } from './modules/export/service-import';

// The composition floor registers the job handlers (like app.ts the routes): the queue in jobs/
// stays below mail and the modules and knows none of them.

/** Every background worker this process runs; a separate worker process would call the same. */
export async function registerWorkers(queue: JobQueue, app: FastifyInstance): Promise<void> {
  await queue.work<{ tenantId: number; outboxId: number }>(MAIL_JOB, (job) => app.mailer.deliver(job));
  await queue.work<QuoteDeleteJob>(QUOTE_DELETE_JOB, (job) => app.quoteDeleter.run(job));
  await queue.work<QuoteExportJob>(QUOTE_EXPORT_JOB, (job) => app.exportRunner.run(job));
  await queue.work<ServiceImportJob>(SERVICE_IMPORT_JOB, (job) => app.serviceImporter.run(job));
}
