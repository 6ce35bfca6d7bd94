import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { rateSheetsRoutes } from './rate-sheets.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(rateSheetsRoutes(database));
}
