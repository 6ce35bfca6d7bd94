import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { salesManualsRoutes } from './sales-manuals.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(salesManualsRoutes(database));
}
