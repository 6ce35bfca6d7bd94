import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { PublicAddress } from './lib/public-address';
import type { ResolveHost } from './lib/outbound-address';
import type { Mailer } from './mail/mailer';
import type { FileStore } from './storage/file-store';
import type { QuotePublishingPort } from './modules/quote-core/publishing-port';
import type { QuoteServicesPort } from './modules/quote-core/services-port';

// How an API module is wired (decision 0107): each module folder with routes has a register.ts
// exporting `register(app, deps)`, and app.ts calls them in one list. A module builds its own
// services, jobs and decorations from these deps; what two modules share arrives here, not by one
// importing the other.

/** What /metrics shows (modules/ops/metrics.ts); only registerMetrics makes one. */
export interface AppMetrics {
  /** The Prometheus text of every metric, database figures read now. */
  scrape(): Promise<string>;
  contentType: string;
}

export interface ModuleDeps {
  config: Config;
  database: Database;
  /** The durable job queue; absent in tests that do not exercise background work. */
  queue?: JobQueue;
  mailer: Mailer;
  address: PublicAddress;
  fileStore: FileStore;
  /** Where uploaded proposal pictures are kept (served under /media/). */
  assetsDir: string;
  /**
   * The route timers' registry. Held only once registerMetrics has run, so a module (and its
   * routes) cannot be registered before the timers' onRoute hook (decision 0100).
   */
  metrics: AppMetrics;
  resolveHost?: ResolveHost;
  /** How quotes reach the modules above them without importing them (quote-core's ports). */
  ports: { quoteServices: QuoteServicesPort; publishing: QuotePublishingPort };
  /** The company's logo for a quote's vouchers (publishing/company-logo.ts, which booking may not import). */
  companyLogo: (tenantId: number, itineraryId: number) => Promise<Buffer | null>;
}

/** One API module: it declares its routes (and jobs, decorations) on the app. */
export type RegisterModule = (app: FastifyInstance, deps: ModuleDeps) => Promise<void>;
