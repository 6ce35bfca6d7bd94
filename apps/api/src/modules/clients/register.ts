import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { clientsRoutes } from './clients.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(clientsRoutes(database));
}
