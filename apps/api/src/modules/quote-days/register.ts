import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { quoteDaysRoutes } from './days.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(quoteDaysRoutes(database));
}
