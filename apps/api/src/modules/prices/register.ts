import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { pricesRoutes } from './prices.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(pricesRoutes(database));
}
