import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { servicePriceRoutes } from './service-price.routes';
import { servicesRoutes } from './services.routes';
import { suppliersRoutes } from './suppliers.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(servicesRoutes(database));
  await app.register(suppliersRoutes(database));
  await app.register(servicePriceRoutes(database));
}
