import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { healthRoutes } from './health.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(healthRoutes(database));
}
