import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { passengersRoutes } from './passengers.routes';
import { quotePricingRoutes } from './quote-pricing.routes';
import { quoteServicesRoutes } from './quote-services.routes';

// Passengers register apart so app.ts can keep their paths where the OpenAPI document has always
// listed them, after the matrix and rate changes (see catalogue/register.ts).
export async function register(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(quoteServicesRoutes(database));
  await app.register(quotePricingRoutes(database));
}

export async function registerPassengers(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await app.register(passengersRoutes(database));
}
