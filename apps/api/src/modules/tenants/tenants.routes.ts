import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantListSchema } from '@itinera/domain/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { listTenants } from './tenants.service';

export function tenantsRoutes(config: Config, database: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/tenant/list',
      { schema: { tags: ['tenants'], summary: 'Tenants this deployment serves (public)', response: { 200: tenantListSchema } } },
      async () => listTenants(config, database),
    );
  };
}
