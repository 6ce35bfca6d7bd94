import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { assetsRoutes } from './assets.routes';
import { locationPhotosRoutes } from './location-photos';

export async function register(app: FastifyInstance, { database, fileStore }: ModuleDeps): Promise<void> {
  await app.register(assetsRoutes({ database, store: fileStore }));
  await app.register(locationPhotosRoutes(database));
}
