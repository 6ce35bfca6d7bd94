import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { usersRoutes } from './users.routes';

export async function register(app: FastifyInstance, { config, database }: ModuleDeps): Promise<void> {
  await app.register(usersRoutes(config, database));
}
