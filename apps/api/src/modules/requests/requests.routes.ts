import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fileAssignParamSchema,
  fileCreateBodySchema,
  fileDeleteBodySchema,
  fileDeletedResponseSchema,
  fileListQuerySchema,
  fileListResponseSchema,
  fileQuotesBodySchema,
  fileRequestIdParamSchema,
  fileRequestRefParamSchema,
  fileResponseSchema,
  fileUpdateBodySchema,
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

/**
 * Requests (files): a client's enquiries, their stages, contract, tags, assignee and linked quotes.
 * A request is named by its uuid (or its number) in paths; one request is answered bare, the list
 * in the list envelope (docs/domain/api-shapes.md#request-calls).
 */
export function requestsRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['requests']);

    r.get(
      '/tenant/files',
      doc(
        'Requests, newest first. code and title: terms joined by commas, any matches (the same terms in both: in the code or the title); search: code or title; stage: ids joined by commas; client; creation: a day or from,to. Empty keys are no filter.',
        { querystring: fileListQuerySchema, response: { 200: fileListResponseSchema, ...errors } },
      ),
      async (request) => {
        const { rows, total } = await listRequests(database, currentUser(request), request.query);
        return paged(request, rows, total, request.query.page, request.query.limit);
      },
    );
    r.get(
      '/tenant/files/:id',
      doc('One request, bare', { params: fileRequestRefParamSchema, response: { 200: fileResponseSchema, ...errors } }),
      async (request) => getRequest(database, currentUser(request), request.params.id),
    );
    r.post(
      '/tenant/files',
      doc(
        'Create a request (201, bare). A code sent is kept when it is a request code (F + base-36) free in the tenant, else one is made. stage_id (or stage) defaults to 1; tags are ids or {id} objects.',
        { body: fileCreateBodySchema, response: { 201: fileResponseSchema, ...standardErrors } },
      ),
      async (request, reply) =>
        reply.status(201).send(await createRequest(database, currentUser(request), request.body)),
    );
    r.put(
      '/tenant/files/:id',
      doc(
        'Change the fields named (staff, client admin), answered bare. The whole request object may be sent back: keys not listed are ignored, fields sent unchanged change nothing; id, when sent, must name the request of the path.',
        {
          params: fileRequestRefParamSchema,
          body: fileUpdateBodySchema,
          response: { 200: fileResponseSchema, ...standardErrors },
        },
      ),
      async (request) => updateRequest(database, currentUser(request), request.params.id, request.body),
    );
    r.delete(
      '/tenant/files/:id',
      doc('Delete a request; its quotes are unlinked, never deleted. The body {id} is optional.', {
        params: fileRequestRefParamSchema,
        body: fileDeleteBodySchema,
        response: { 200: fileDeletedResponseSchema, ...standardErrors },
      }),
      async (request) => deleteRequest(database, currentUser(request), request.params.id, request.body?.id),
    );
    r.post(
      '/tenant/files/:requestId/quotes',
      doc('Set the full list of linked quotes, by uuid or numeric id (all of the request’s client); answered bare', {
        params: fileRequestIdParamSchema,
        body: fileQuotesBodySchema,
        response: { 200: fileResponseSchema, ...standardErrors },
      }),
      async (request) => linkQuotes(database, currentUser(request), request.params.requestId, request.body.entities),
    );
    r.post(
      '/tenant/files/:requestId/assign/:userId',
      doc('Assign the request to an active user of the tenant; answered bare', {
        params: fileAssignParamSchema,
        response: { 200: fileResponseSchema, ...standardErrors },
      }),
      async (request) => assignRequest(database, currentUser(request), request.params.requestId, request.params.userId),
    );
  };
}
