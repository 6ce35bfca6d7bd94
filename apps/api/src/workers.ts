import type { FastifyInstance } from 'fastify';
import { MAIL_JOB } from './mail/mailer';
import { QUOTE_DELETE_JOB, type QuoteDeleteJob } from './modules/quotes/quote-delete.job';
import type { JobQueue } from './jobs/queue';
import { PUBLISH_PDF_JOB, type PublishPdfJob } from './modules/publishing';
import { BOOKING_REMINDER_JOB, type ReminderJob } from './modules/booking/booking-requests.service';
import { VOUCHERS_JOB, type VouchersJob } from './modules/booking/vouchers.service';
import { QUOTE_EXPORT_JOB, type QuoteExportJob } from './modules/export/export.service';
import { SERVICE_IMPORT_JOB, type ServiceImportJob } from './modules/export/service-import';
import { MATRIX_JOB, type MatrixJob } from './modules/quote-matrix/matrix.service';
import { RATE_REPRICE_JOB, type RateRepriceJob } from './modules/rate-changes/rate-changes.service';

// The composition floor registers the job handlers (like app.ts the routes): the queue in jobs/
// stays below mail and the modules and knows none of them.

/** Every background worker this process runs; a separate worker process would call the same. */
export async function registerWorkers(queue: JobQueue, app: FastifyInstance): Promise<void> {
  await queue.work<{ tenantId: number; outboxId: number }>(MAIL_JOB, (job) => app.mailer.deliver(job));
  await queue.work<QuoteDeleteJob>(QUOTE_DELETE_JOB, (job) => app.quoteDeleter.run(job));
  await queue.work<PublishPdfJob>(PUBLISH_PDF_JOB, (job) => app.proposalPdfs.run(job));
  await queue.work<ReminderJob>(BOOKING_REMINDER_JOB, (job) => app.bookingReminder(job));
  await queue.work<VouchersJob>(VOUCHERS_JOB, (job) => app.bookingVouchers(job));
  await queue.work<QuoteExportJob>(QUOTE_EXPORT_JOB, (job) => app.exportRunner.run(job));
  await queue.work<ServiceImportJob>(SERVICE_IMPORT_JOB, (job) => app.serviceImporter.run(job));
  await queue.work<MatrixJob>(MATRIX_JOB, (job) => app.matrixRunner.run(job));
  await queue.work<RateRepriceJob>(RATE_REPRICE_JOB, (job) => app.rateRepriceRunner.run(job));
}
