import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { servicePriceRoutes } from './service-price.routes';
import { servicesRoutes } from './services.routes';
import { suppliersRoutes } from './suppliers.routes';

// Three registrations, not one: the OpenAPI document lists paths in the order routes are declared,
// and app.ts keeps the order they had before modules registered themselves (decision 0107), so the
// document stays byte-for-byte what clients and the api tests were given.
export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(servicesRoutes(database));
}

export async function registerSuppliers(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(suppliersRoutes(database));
}

export async function registerServicePrices(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(servicePriceRoutes(database));
}
