import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientBodySchema, contractBodySchema, idParamSchema } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { routeDoc, savedCreated, savedOk } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
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
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['clients']);

    r.get(
      '/tenant/clients/:id',
      doc('One client (a client user: only its own)', { params: idParamSchema, response: savedOk }),
      async (request) => ({
        data: await getClient(database, currentUser(request), request.params.id),
      }),
    );
    r.post(
      '/tenant/clients',
      doc('Create a client (admin)', { body: clientBodySchema, response: savedCreated }),
      async (request, reply) =>
        reply.status(201).send({ data: await createClient(database, currentUser(request), request.body) }),
    );
    r.put(
      '/tenant/clients/:id',
      doc('Update a client (admin)', { params: idParamSchema, body: clientBodySchema, response: savedOk }),
      async (request) => ({
        data: await updateClient(database, currentUser(request), request.params.id, request.body),
      }),
    );
    r.delete(
      '/tenant/clients/:id',
      doc('Archive a client and its contracts (admin)', { params: idParamSchema, response: savedOk }),
      async (request) => ({
        data: await archiveClient(database, currentUser(request), request.params.id),
      }),
    );

    r.get(
      '/tenant/contracts/:id',
      doc('One client contract (a client user: only its own)', { params: idParamSchema, response: savedOk }),
      async (request) => ({
        data: await getContract(database, currentUser(request), request.params.id),
      }),
    );
    r.post(
      '/tenant/contracts',
      doc('Save a new client contract (admin)', { body: contractBodySchema, response: savedCreated }),
      async (request, reply) =>
        reply.status(201).send({ data: await createContract(database, currentUser(request), request.body) }),
    );
    r.put(
      '/tenant/contracts/:id',
      doc('Update a client contract (admin)', { params: idParamSchema, body: contractBodySchema, response: savedOk }),
      async (request) => ({
        data: await updateContract(database, currentUser(request), request.params.id, request.body),
      }),
    );
    r.delete(
      '/tenant/contracts/:id',
      doc('Archive a client contract (admin)', { params: idParamSchema, response: savedOk }),
      async (request) => ({
        data: await archiveContract(database, currentUser(request), request.params.id),
      }),
    );
  };
}
