import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { passengersRoutes } from './passengers.routes';
import { quotePricingRoutes } from './quote-pricing.routes';
import { quoteServicesRoutes } from './quote-services.routes';

export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(quoteServicesRoutes(database));
  await app.register(quotePricingRoutes(database));
  await app.register(passengersRoutes(database));
}
