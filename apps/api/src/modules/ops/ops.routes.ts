import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readyResponseSchema } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { checkMetricsAccess } from './metrics-access';
import type { AppMetrics } from './metrics';
import { expectedMigrations, opsRepository } from './ops.repository';

export interface OpsDeps {
  database: Database;
  metrics: AppMetrics;
  metricsToken: string | undefined;
}

/** GET /ready beside /health (modules/health), and GET /metrics: for balancers and Prometheus. */
export function opsRoutes({ database, metrics, metricsToken }: OpsDeps) {
  const expected = expectedMigrations();
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/ready',
      {
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database answers and every migration of this build is applied',
          response: { 200: readyResponseSchema, 503: readyResponseSchema },
        },
      },
      async (_request, reply) => {
        const applied = await opsRepository.appliedMigrations(database).catch(() => undefined);
        // A process started on a database migrated by a newer build is ready too (its own are in).
        const migrationsOk = applied !== undefined && applied.count >= expected.count && applied.last >= expected.last;
        const ready = applied !== undefined && migrationsOk;
        return reply.status(ready ? 200 : 503).send({
          status: ready ? ('ready' as const) : ('not_ready' as const),
          database: { ok: applied !== undefined, kind: database.kind },
          migrations: { ok: migrationsOk, applied: applied?.count ?? 0, expected: expected.count },
        });
      },
    );
    // Prometheus text, not JSON: left out of the OpenAPI document.
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      checkMetricsAccess(request, metricsToken);
      const text = await metrics.scrape();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    });
  };
}
