import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { reportsRoutes } from './reports.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(reportsRoutes(database));
}
