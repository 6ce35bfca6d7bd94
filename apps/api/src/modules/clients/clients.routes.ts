import type { FastifyInstance } from 'fastify';
import { clientBodySchema, contractBodySchema } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { routeDoc } from '../../lib/route-schema';
import { authenticate } from '../../plugins/auth';
import { crudRoutes } from '../../plugins/crud-routes';
import {
  archiveClient,
  archiveContract,
  createClient,
  createContract,
  getClient,
  getContract,
  updateClient,
  updateContract,
} from './clients.service';

/** Clients and their contracts: anyone signed in reads (client users their own), admins write. */
export function clientsRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const doc = routeDoc(['clients']);
    crudRoutes(app, database, doc, {
      path: '/tenant/clients',
      body: clientBodySchema,
      get: ['One client (a client user: only its own)', getClient],
      create: ['Create a client (admin)', createClient],
      update: ['Update a client (admin)', updateClient],
      remove: ['Archive a client and its contracts (admin)', archiveClient],
    });
    crudRoutes(app, database, doc, {
      path: '/tenant/contracts',
      body: contractBodySchema,
      get: ['One client contract (a client user: only its own)', getContract],
      create: ['Save a new client contract (admin)', createContract],
      update: ['Update a client contract (admin)', updateContract],
      remove: ['Archive a client contract (admin)', archiveContract],
    });
  };
}
