import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { createRateRepriceRunner, type RateRepriceRunner } from './rate-reprice.job';
import { rateChangesRoutes } from './rate-changes.routes';

declare module 'fastify' {
  interface FastifyInstance {
    rateRepriceRunner: RateRepriceRunner;
  }
}

export async function register(app: FastifyInstance, { database, queue }: ModuleDeps): Promise<void> {
  await app.register(rateChangesRoutes(database, queue));
  app.decorate('rateRepriceRunner', createRateRepriceRunner(database));
}
