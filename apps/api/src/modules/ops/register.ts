import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { opsRoutes } from './ops.routes';

export async function register(app: FastifyInstance, { config, database, metrics }: ModuleDeps): Promise<void> {
  await app.register(opsRoutes({ database, metrics, metricsToken: config.METRICS_TOKEN }));
}
