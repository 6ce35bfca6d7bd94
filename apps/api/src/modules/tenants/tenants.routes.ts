import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantListSchema } from '@itinera/domain/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PublicAddress } from '../../lib/public-address';
import { listTenants } from './tenants.service';

export function tenantsRoutes(config: Config, database: Database, address: PublicAddress) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/tenant/list',
      {
        schema: {
          tags: ['tenants'],
          summary: 'The tenant of this address and the public ones (public; bare array)',
          response: { 200: tenantListSchema },
        },
      },
      async (request) => listTenants(config, database, address, request.tenant),
    );
  };
}
