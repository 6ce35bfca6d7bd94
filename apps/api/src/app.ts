import { randomUUID } from 'node:crypto';
import { parse as parseQueryString } from 'node:querystring';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { normaliseQuery } from '@itinera/domain/contracts';
import type { Config } from './config';
import type { Database } from './db/client';
import { errorBody, registerErrorHandler } from './plugins/error-handler';
import { registerReaderMessages } from './plugins/reader-messages';
import { registerSaveMessages } from './plugins/save-messages';
import { registerOpenApi } from './plugins/openapi';
import { registerTenantContext } from './plugins/tenant-context';
import { responseSerializerCompiler } from './plugins/serializer';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerInputGuard } from './plugins/input-guard';
import { sharedRateLimitStore } from './plugins/rate-limit-store';
import { quoteListCache } from './modules/quote-core/list-cache';
import { registerWebApp } from './plugins/web-app';
import { healthRoutes } from './modules/health/health.routes';
import { opsRoutes } from './modules/ops/ops.routes';
import { registerMetrics } from './modules/ops/metrics';
import { tenantsRoutes } from './modules/tenants/tenants.routes';
import { tenantSettingsRoutes } from './modules/tenants/tenant-settings.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { servicesRoutes } from './modules/catalogue/services.routes';
import { rateSheetsRoutes } from './modules/rate-sheets/rate-sheets.routes';
import { suppliersRoutes } from './modules/catalogue/suppliers.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { salesManualsRoutes } from './modules/sales-manuals/sales-manuals.routes';
import { tagsRoutes } from './modules/tags/tags.routes';
import { servicePriceRoutes } from './modules/catalogue/service-price.routes';
import { pricesRoutes } from './modules/prices/prices.routes';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { quoteActionsRoutes } from './modules/quotes/quote-actions.routes';
import { createQuoteDeleter } from './modules/quotes/quote-delete.job';
import { requestsRoutes } from './modules/requests/requests.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { quoteServicesRoutes } from './modules/quote-services/quote-services.routes';
import { passengersRoutes } from './modules/quote-services/passengers.routes';
import { quotePricingRoutes } from './modules/quote-services/quote-pricing.routes';
import { matrixRoutes } from './modules/quote-matrix/matrix.routes';
import { createMatrixRunner, type MatrixRunner } from './modules/quote-matrix/matrix.job';
import { rateChangesRoutes } from './modules/rate-changes/rate-changes.routes';
import { createRateRepriceRunner, type RateRepriceRunner } from './modules/rate-changes/rate-reprice.job';
import { quoteServicesPort } from './modules/quote-services/services-port';
import { quoteDaysRoutes } from './modules/quote-days/days.routes';
import {
  acceptProposal,
  askQuestion,
  composableChoices,
  composeRoutes,
  createProposalPdfs,
  loadPublishedProposal,
  loadSupersededPage,
  publicProposalRoutes,
  publishingRoutes,
  quotePublishingPort,
} from './modules/publishing';
import { proposalPageRoutes } from './modules/proposal-render';
import { bookingRoutes } from './modules/booking/booking.routes';
import { bookingPublicRoutes } from './modules/booking/booking-public.routes';
import { remindRequest, type ReminderJob } from './modules/booking/booking-requests.service';
import { runVouchersJob, type VouchersJob } from './modules/booking/vouchers.service';
import { createExportService } from './modules/export/export.service';
import { createExportRunner, type ExportRunner } from './modules/export/export.job';
import { exportRoutes, exportSchemaRoute } from './modules/export/export.routes';
import { createServiceImporter, type ServiceImporter } from './modules/export/service-import';
import { createTargetsService } from './modules/export/targets.service';
import { targetsRoutes } from './modules/export/targets.routes';
import { createSecretBox } from './lib/secret-box';
import { redactSecrets } from './lib/secret-links';
import { createMailer, type Mailer } from './mail/mailer';
import type { JobQueue } from './jobs/queue';
import { PublicAddress } from './lib/public-address';
import { createOutboundGuard, type ResolveHost } from './lib/outbound-address';
import { tenantsRepository } from './identity/tenants.repository';
import { createFileStore, type FileStore } from './storage/file-store';
import { companyLogo } from './modules/publishing/company-logo';
import { assetsRoutes } from './modules/assets/assets.routes';
import { locationPhotosRoutes } from './modules/assets/location-photos';

export interface AppDeps {
  database: Database;
  /** The durable job queue; absent in tests that do not exercise background work. */
  queue?: JobQueue;
  /** DNS for addresses users give (webhook targets); the system resolver unless a test answers instead. */
  resolveHost?: ResolveHost;
  /** Where the log lines go: standard output unless given (a test reads them). */
  logStream?: { write(line: string): void };
  /** The file store of uploaded pictures: the one the configuration names unless given (a test's). */
  fileStore?: FileStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** The deployment's public address: links in mail and tenant addresses are built on it. */
    publicAddress: PublicAddress;
    /** The booking reminder job's work (workers.ts registers it). */
    bookingReminder: (job: ReminderJob) => Promise<void>;
    /** The vouchers job's work: render, keep and mail a quote's vouchers. */
    bookingVouchers: (job: VouchersJob) => Promise<void>;
    exportRunner: ExportRunner;
    serviceImporter: ServiceImporter;
    /** The price matrix job's work (decisions 0062 and 0065). */
    matrixRunner: MatrixRunner;
    /** Uploaded pictures and their thumbnails (storage/file-store.ts). */
    fileStore: FileStore;
    rateRepriceRunner: RateRepriceRunner;
  }
}

/** The whole HTTP application; server.ts listens with it and tests drive it through inject(). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization'],
      // Fastify's own fields, the address with its keys replaced (booking and reset links, vouchers).
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactSecrets(request.url),
          version: request.headers['accept-version'] as string | undefined,
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      stream: deps.logStream,
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // X-Forwarded-* only from the proxies TRUST_PROXY names (config.ts); nobody's by default.
    trustProxy: config.TRUST_PROXY.length ? config.TRUST_PROXY : false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: {
      // Every query string is made liberal once, before any hook or schema (normaliseQuery in the
      // domain contracts): a repeated key keeps its last value, an empty value or 0000-00-00 is no
      // filter, empty items of an id list are dropped. The schemas then refuse junk as before.
      querystringParser: (query) => (query.length === 0 ? {} : normaliseQuery(parseQueryString(query))),
    },
    // Errors the router raises before any hook (a malformed URL, a path part over 100 characters)
    // answer with the standard error body too.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply)
        .status(tooLong ? 414 : 400)
        .send(errorBody('BAD_REQUEST', tooLong ? 'A part of this address is too long.' : 'This address is not valid.'));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.CHECK_RESPONSES));
  registerErrorHandler(app);
  registerSaveMessages(app);
  registerReaderMessages(app);
  registerInputGuard(app);
  // Before any route, so that every route is timed (GET /metrics, decision 0070).
  const metrics = registerMetrics(app, deps.database);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // A write's transaction has committed by now: quote reads of this tenant are read again, and
    // the writer is served nothing read before it (list-cache.ts).
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.tenant) {
      if (request.auth) quoteListCache.wroteBy(request.tenant.id, request.auth.userId);
      else quoteListCache.changed(request.tenant.id);
    }
    done(null, payload);
  });

  // Headers computed once (plugins/security-headers.ts), not by @fastify/helmet on every request.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const origins = config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  await app.register(cors, {
    origin: origins.length ? origins : false,
    credentials: true,
    // Every method the API uses: the plugin's default (GET, HEAD, POST) failed every PUT, PATCH and
    // DELETE of a client on another origin at its preflight (contract, decisions 0025, 0032 and 0042).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'cache-control', 'content-type', 'x-window-id', 'x-action-type', 'x-request-id'],
    // The days list (D1) tells the number of all days in X-Total-Count; a page on another origin reads it too.
    exposedHeaders: ['x-total-count', 'x-request-id'],
  });
  await app.register(rateLimit, {
    global: false,
    // Counters in the database, shared by every API process on it (decision 0023).
    store: sharedRateLimitStore(deps.database),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorBody('RATE_LIMITED', `Too many attempts. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`),
    }),
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await registerOpenApi(app);
  registerTenantContext(app, config, deps.database);
  // Uploaded pictures: random, unguessable names, so they can be served without a token.
  const assetsDir = path.resolve(config.DATA_DIR, 'assets');
  mkdirSync(assetsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
  });

  const mailer = createMailer(config, deps.database, deps.queue, app.log);
  app.decorate('mailer', mailer);
  const quoteDeleter = createQuoteDeleter(deps.database, deps.queue);
  app.decorate('quoteDeleter', quoteDeleter);
  const publicAddress = new PublicAddress(config);
  app.decorate('publicAddress', publicAddress);
  const services = { config, database: deps.database, mailer, address: publicAddress };

  await app.register(healthRoutes(deps.database));
  await app.register(opsRoutes({ database: deps.database, metrics, metricsToken: config.METRICS_TOKEN }));
  await app.register(tenantsRoutes(config, deps.database, publicAddress));
  await app.register(tenantSettingsRoutes(deps.database));
  await app.register(authRoutes(services, { loginPerAddress: config.RATE_LIMIT_LOGIN, perIp: config.RATE_LIMIT_IP }));
  await app.register(usersRoutes(config, deps.database));
  await app.register(
    contactRoutes(deps.database, mailer, {
      contactPerHour: config.RATE_LIMIT_CONTACT,
      feedbackPerHour: config.RATE_LIMIT_FEEDBACK,
    }),
  );
  await app.register(referenceRoutes(deps.database));
  await app.register(servicesRoutes(deps.database));
  await app.register(rateSheetsRoutes(deps.database));
  await app.register(suppliersRoutes(deps.database));
  await app.register(clientsRoutes(deps.database));
  await app.register(salesManualsRoutes(deps.database));
  await app.register(tagsRoutes(deps.database));
  const fileStore = deps.fileStore ?? createFileStore(config);
  app.decorate('fileStore', fileStore);
  await app.register(assetsRoutes({ database: deps.database, store: fileStore }));
  await app.register(locationPhotosRoutes(deps.database));
  await app.register(pricesRoutes(deps.database));
  await app.register(servicePriceRoutes(deps.database));
  await app.register(
    quotesRoutes(deps.database, quoteServicesPort, quoteDeleter, {
      pageCache: config.QUOTE_PAGE_CACHE,
      publishing: quotePublishingPort,
    }),
  );
  await app.register(quoteActionsRoutes(config, deps.database, quoteServicesPort));
  await app.register(requestsRoutes(deps.database));
  await app.register(reportsRoutes(deps.database));
  await app.register(quoteServicesRoutes(deps.database));
  await app.register(quotePricingRoutes(deps.database));
  await app.register(matrixRoutes(deps.database, deps.queue));
  app.decorate('matrixRunner', createMatrixRunner(deps.database));
  await app.register(rateChangesRoutes(deps.database, deps.queue));
  app.decorate('rateRepriceRunner', createRateRepriceRunner(deps.database));
  await app.register(passengersRoutes(deps.database));
  await app.register(quoteDaysRoutes(deps.database));
  const proposalPdfs = createProposalPdfs(deps.database, deps.queue, assetsDir, fileStore);
  app.decorate('proposalPdfs', proposalPdfs);
  await app.register(
    publishingRoutes({ database: deps.database, pdfs: proposalPdfs, address: publicAddress, assetsDir, mailer }),
  );
  await app.register(publicProposalRoutes({ database: deps.database, mailer, address: publicAddress }));
  await app.register(composeRoutes({ database: deps.database }));
  // The client's page at <tenant address>/<template path>/<code> (PAGE's routes, our data).
  // HTML pages, not API calls: left out of the OpenAPI document (and so of the junk-input walk).
  await app.register(async (pages) => {
    pages.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await pages.register(
      proposalPageRoutes({
        loadProposal: (tenantId, code) => loadPublishedProposal(deps.database, tenantId, code),
        loadSuperseded: (tenantId, code) => loadSupersededPage(deps.database, tenantId, code),
        loadChoices: (tenantId, code) => composableChoices(deps.database, tenantId, code),
        acceptProposal: async (tenantId, code, input) => {
          const tenant = await tenantsRepository.findById(deps.database.db, tenantId);
          return tenant
            ? acceptProposal(deps.database, mailer, tenant, code, input, publicAddress.tenantOrigin(tenant.slug))
            : null;
        },
        askQuestion: async (tenantId, code, input) => {
          const tenant = await tenantsRepository.findById(deps.database.db, tenantId);
          return tenant ? askQuestion(deps.database, mailer, tenant, code, input) : null;
        },
        config,
        database: deps.database,
      }),
    );
  });
  const booking = {
    config,
    database: deps.database,
    mailer,
    queue: deps.queue,
    address: publicAddress,
    companyLogo: (tenantId: number, itineraryId: number) =>
      companyLogo({ database: deps.database, store: fileStore, assetsDir }, tenantId, itineraryId),
  };
  app.decorate('bookingReminder', (job: ReminderJob) => remindRequest(booking, job));
  app.decorate('bookingVouchers', (job: VouchersJob) => runVouchersJob(booking, job));
  await app.register(bookingRoutes(booking));
  await app.register(bookingPublicRoutes(booking));
  // External export and service import (decision 0035).
  const secretBox = createSecretBox(config);
  const serviceImporter = createServiceImporter(deps.database, deps.queue);
  const outbound = createOutboundGuard(config.OUTBOUND_ALLOW_INTERNAL, deps.resolveHost);
  app.decorate('exportRunner', createExportRunner(deps.database, secretBox, config, outbound));
  app.decorate('serviceImporter', serviceImporter);
  await app.register(targetsRoutes(deps.database, createTargetsService(deps.database, secretBox, outbound)));
  await app.register(exportSchemaRoute());
  await app.register(
    exportRoutes(
      deps.database,
      createExportService(deps.database, deps.queue, config.EXPORT_RETRY_DELAY_SECONDS),
      serviceImporter,
    ),
  );

  await registerWebApp(app, config);
  return app;
}
