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
import { wroteThrough } from './modules/quotes/quote-read-cache';
import { registerWebApp } from './plugins/web-app';
import { registerMetrics } from './modules/ops/metrics';
import { quoteServicesPort } from './modules/quote-services/services-port';
import { quotePublishingPort } from './modules/publishing/quote-port';
import { companyLogo } from './modules/publishing/company-logo';
import type { ModuleDeps, RegisterModule } from './module-deps';
import { register as health } from './modules/health/register';
import { register as ops } from './modules/ops/register';
import { register as tenants } from './modules/tenants/register';
import { register as auth } from './modules/auth/register';
import { register as users } from './modules/users/register';
import { register as contact } from './modules/contact/register';
import { register as reference } from './modules/reference/register';
import {
  register as catalogue,
  registerServicePrices as servicePrices,
  registerSuppliers as suppliers,
} from './modules/catalogue/register';
import { register as rateSheets } from './modules/rate-sheets/register';
import { register as clients } from './modules/clients/register';
import { register as salesManuals } from './modules/sales-manuals/register';
import { register as tags } from './modules/tags/register';
import { register as assets } from './modules/assets/register';
import { register as prices } from './modules/prices/register';
import { register as quotes } from './modules/quotes/register';
import { register as requests } from './modules/requests/register';
import { register as reports } from './modules/reports/register';
import { register as quoteServices, registerPassengers as passengers } from './modules/quote-services/register';
import { register as quoteMatrix } from './modules/quote-matrix/register';
import { register as rateChanges } from './modules/rate-changes/register';
import { register as quoteDays } from './modules/quote-days/register';
import { register as publishing } from './modules/publishing/register';
import { register as booking } from './modules/booking/register';
import { register as exportModule } from './modules/export/register';
import { redactSecrets } from './lib/secret-links';
import { createMailer, type Mailer } from './mail/mailer';
import type { JobQueue } from './jobs/queue';
import { PublicAddress } from './lib/public-address';
import type { ResolveHost } from './lib/outbound-address';
import { createFileStore, type FileStore } from './storage/file-store';

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
    /** Uploaded pictures and their thumbnails (storage/file-store.ts). */
    fileStore: FileStore;
  }
}

/**
 * Every API module, in the order their routes are declared; all come after registerMetrics (their
 * deps hold its result), so each route is timed (decision 0100). A new module adds one line here.
 */
const API_MODULES: RegisterModule[] = [
  health,
  ops,
  tenants,
  auth,
  users,
  contact,
  reference,
  catalogue,
  rateSheets,
  suppliers,
  clients,
  salesManuals,
  tags,
  assets,
  prices,
  servicePrices,
  quotes,
  requests,
  reports,
  quoteServices,
  quoteMatrix,
  rateChanges,
  passengers,
  quoteDays,
  publishing,
  booking,
  exportModule,
];

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
      if (request.auth) wroteThrough(deps.database, request.tenant.id, request.auth.userId);
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
  const publicAddress = new PublicAddress(config);
  app.decorate('publicAddress', publicAddress);
  const fileStore = deps.fileStore ?? createFileStore(config);
  app.decorate('fileStore', fileStore);
  const moduleDeps: ModuleDeps = {
    config,
    database: deps.database,
    queue: deps.queue,
    mailer,
    address: publicAddress,
    fileStore,
    assetsDir,
    metrics,
    resolveHost: deps.resolveHost,
    ports: { quoteServices: quoteServicesPort, publishing: quotePublishingPort },
    companyLogo: (tenantId, itineraryId) =>
      companyLogo({ database: deps.database, store: fileStore, assetsDir }, tenantId, itineraryId),
  };
  // Every module the same way, in this order (the OpenAPI document lists paths as declared).
  for (const register of API_MODULES) await register(app, moduleDeps);

  await registerWebApp(app, config);
  return app;
}
