import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fileAssignParamSchema,
  fileCreateBodySchema,
  fileDeletedResponseSchema,
  fileListQuerySchema,
  fileListResponseSchema,
  fileQuotesBodySchema,
  fileRequestIdParamSchema,
  fileResponseSchema,
  fileUpdateBodySchema,
  idParamSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { paged } from '../../lib/paging';
import { errorResponses, routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import {
  assignRequest,
  createRequest,
  deleteRequest,
  getRequest,
  linkQuotes,
  listRequests,
  updateRequest,
} from './requests.service';

const errors = errorResponses(400, 401, 403, 404);

/** Requests (files): a client's enquiries, their stages, assignee and linked quotes. */
export function requestsRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['requests']);

    r.get(
      '/tenant/files',
      doc('Requests, newest first (code, title, search on both, stage list, client, creation day or from,to)', {
        querystring: fileListQuerySchema,
        response: { 200: fileListResponseSchema, ...errors },
      }),
      async (request) => {
        const { rows, total } = await listRequests(database, currentUser(request), request.query);
        return paged(request, rows, total, request.query.page, request.query.limit);
      },
    );
    r.get(
      '/tenant/files/:id',
      doc('One request', { params: idParamSchema, response: { 200: fileResponseSchema, ...errors } }),
      async (request) => ({
        data: await getRequest(database, currentUser(request), request.params.id),
      }),
    );
    r.post(
      '/tenant/files',
      doc('Create a request (code F + base-36)', {
        body: fileCreateBodySchema,
        response: { 201: fileResponseSchema, ...standardErrors },
      }),
      async (request, reply) =>
        reply.status(201).send({ data: await createRequest(database, currentUser(request), request.body) }),
    );
    r.put(
      '/tenant/files/:id',
      doc('Change the fields named (staff, client admin)', {
        params: idParamSchema,
        body: fileUpdateBodySchema,
        response: { 200: fileResponseSchema, ...standardErrors },
      }),
      async (request) => ({
        data: await updateRequest(database, currentUser(request), request.params.id, request.body),
      }),
    );
    r.delete(
      '/tenant/files/:id',
      doc('Delete a request; its quotes are unlinked, never deleted', {
        params: idParamSchema,
        response: { 200: fileDeletedResponseSchema, ...standardErrors },
      }),
      async (request) => ({
        data: await deleteRequest(database, currentUser(request), request.params.id),
      }),
    );
    r.post(
      '/tenant/files/:requestId/quotes',
      doc('Set the full list of linked quotes (all of the request’s client)', {
        params: fileRequestIdParamSchema,
        body: fileQuotesBodySchema,
        response: { 200: fileResponseSchema, ...standardErrors },
      }),
      async (request) => ({
        data: await linkQuotes(database, currentUser(request), request.params.requestId, request.body.entities),
      }),
    );
    r.post(
      '/tenant/files/:requestId/assign/:userId',
      doc('Assign the request to an active user of the tenant', {
        params: fileAssignParamSchema,
        response: { 200: fileResponseSchema, ...standardErrors },
      }),
      async (request) => ({
        data: await assignRequest(database, currentUser(request), request.params.requestId, request.params.userId),
      }),
    );
  };
}
