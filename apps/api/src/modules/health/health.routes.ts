import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, healthResponseSchema } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';

const VERSION = process.env.npm_package_version ?? '0.1.0';

export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database check',
          response: { 200: healthResponseSchema, 503: healthResponseSchema.or(errorBodySchema) },
        },
      },
      async (_request, reply) => {
        try {
          const latency = await database.ping();
          return {
            status: 'ok' as const,
            database: { ok: true, kind: database.kind, latency_ms: round(latency) },
            version: VERSION,
            uptime_s: round(process.uptime()),
          };
        } catch {
          return reply.status(503).send({
            status: 'degraded' as const,
            database: { ok: false, kind: database.kind, latency_ms: 0 },
            version: VERSION,
            uptime_s: round(process.uptime()),
          });
        }
      },
    );
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
