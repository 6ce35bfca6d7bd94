import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { requestsRoutes } from './requests.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(requestsRoutes(database));
}
