import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { tagsRoutes } from './tags.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(tagsRoutes(database));
}
