import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { listCacheReads } from '../../lib/metrics';
import type { AppMetrics } from '../../module-deps';
import { opsRepository } from './ops.repository';

// What /metrics shows (docs/decisions/0070-metrics-and-backups.md). Labels carry route patterns,
// queue and pool names only: never an address as called, an id, a tenant or a person.

export type { AppMetrics };

// Routes answer in ~1 ms from memory up to seconds for a PDF or an import.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// A request no route matched (an unknown address, the web app's pages): one label, whatever the address.
const UNMATCHED = '(unmatched)';

/** The app's registry, and the hook that times every request by its route pattern. */
export function registerMetrics(app: FastifyInstance, database: Database): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(listCacheReads);

  const requests = new Histogram({
    name: 'itinera_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, and how long they took (its _count is the request count)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const timer = (route: string): onResponseHookHandler => {
    const hook: onResponseHookHandler = (request, reply, done) => {
      requests.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    };
    timers.add(hook);
    return hook;
  };
  // Each route times its calls with its pattern known when it is declared: read per call,
  // request.routeOptions builds an object of the route's options every time (decision 0100). The
  // HEAD route Fastify adds beside a GET copies the GET's hooks, so a route already timed is left as is.
  const timers = new WeakSet<object>();
  app.addHook('onRoute', (route) => {
    const own = route.onResponse ? [route.onResponse].flat() : [];
    if (own.some((hook) => timers.has(hook))) return;
    route.onResponse = [...own, timer(route.url)];
  });
  // What no route matched (is404: the route has no pattern) is timed here.
  const unmatched = timer(UNMATCHED);
  app.addHook('onResponse', (request, reply, done) =>
    request.is404 ? unmatched.call(app, request, reply, done) : done(),
  );

  const g = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const c = (name: string, help: string, labelNames: string[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const up = g('itinera_db_up', '1 when the last scrape reached the database, 0 when not');
  const ping = g('itinera_db_ping_seconds', 'Round trip of SELECT 1 at the last scrape');
  const poolConnections = g(
    'itinera_db_pool_connections',
    'Server connection pools: max, open, idle, and callers waiting',
    ['pool', 'state'],
  );
  const acquires = c('itinera_db_pool_acquires_total', 'Connections handed out by each server pool', ['pool']);
  const waited = c('itinera_db_pool_wait_seconds_total', 'Seconds callers waited for a connection of each pool', [
    'pool',
  ]);
  const jobs = g('itinera_jobs', 'Background jobs by queue and state (created, retry, active, failed)', [
    'queue',
    'state',
  ]);
  const outbox = g('itinera_outbox_waiting', 'Mails and exports written for delivery and not delivered yet', [
    'outbox',
  ]);
  const outboxAge = g('itinera_outbox_oldest_seconds', 'Age of the oldest undelivered item of each outbox', ['outbox']);

  async function readDatabase(): Promise<void> {
    for (const m of [jobs, outbox, outboxAge, poolConnections, acquires, waited]) m.reset();
    // PGlite has no pool: one connection inside this process, so only up and ping are measured.
    for (const p of database.poolStats()) {
      for (const state of ['max', 'total', 'idle', 'waiting'] as const)
        poolConnections.set({ pool: p.pool, state }, p[state]);
      acquires.inc({ pool: p.pool }, p.acquired);
      waited.inc({ pool: p.pool }, p.waitSeconds);
    }
    try {
      ping.set((await database.ping()) / 1000);
      const [jobRows, outboxRows] = await Promise.all([
        opsRepository.jobCounts(database),
        opsRepository.outboxBacklog(database),
      ]);
      for (const r of jobRows) jobs.set({ queue: r.queue, state: r.state }, r.jobs);
      for (const r of outboxRows) {
        outbox.set({ outbox: r.outbox }, r.waiting);
        outboxAge.set({ outbox: r.outbox }, r.oldest_s);
      }
      up.set(1);
    } catch {
      up.set(0);
    }
  }

  return {
    contentType: registry.contentType,
    async scrape() {
      await readDatabase();
      return registry.metrics();
    },
  };
}
