import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { referenceRoutes } from './reference.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(referenceRoutes(database));
}
