import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { bookingPublicRoutes } from './booking-public.routes';
import { remindRequest, type BookingDeps, type ReminderJob } from './booking-requests.service';
import { bookingRoutes } from './booking.routes';
import { runVouchersJob, type VouchersJob } from './vouchers.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking reminder job's work (workers.ts registers it). */
    bookingReminder: (job: ReminderJob) => Promise<void>;
    /** The vouchers job's work: render, keep and mail a quote's vouchers. */
    bookingVouchers: (job: VouchersJob) => Promise<void>;
  }
}

export async function register(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config, database, mailer, queue, address, companyLogo } = deps;
  const booking: BookingDeps = { config, database, mailer, queue, address, companyLogo };
  app.decorate('bookingReminder', (job: ReminderJob) => remindRequest(booking, job));
  app.decorate('bookingVouchers', (job: VouchersJob) => runVouchersJob(booking, job));
  await app.register(bookingRoutes(booking));
  await app.register(bookingPublicRoutes(booking));
}
