import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  archivedItemResponseSchema,
  idParamSchema,
  serviceBodySchema,
  serviceListResponseSchema,
  serviceResponseSchema,
  serviceSearchQuerySchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { paged } from '../../lib/paging';
import { errorResponses, security, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { archiveService, createService, getService, searchServices, updateService } from './services.service';

const errors = errorResponses(400, 401, 404);
const lang = z
  .string()
  .regex(/^[a-z]{2}$/)
  .optional();

export function servicesRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/tenant/services',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Search the service catalogue (text on code, name and category; filters by type, category, location, country, contract)',
          security,
          querystring: serviceSearchQuerySchema.extend({ lang }),
          response: { 200: serviceListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { rows, total } = await searchServices(database, currentUser(request), request.query, request.query.lang);
        return paged(request, rows, total, request.query.page, request.query.limit);
      },
    );
    r.get(
      '/tenant/services/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'One catalogue service; info=1 adds the editor fields (translations, suppliers, rate lines; costs only with view_cost_price)',
          security,
          params: idParamSchema,
          querystring: serviceSearchQuerySchema.partial().extend({ lang }),
          response: { 200: serviceResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await getService(database, currentUser(request), request.params.id, request.query.lang, request.query),
      }),
    );
    r.post(
      '/tenant/services',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Create a service with its suppliers and rate lines (admin); the code is generated when absent',
          security,
          body: serviceBodySchema,
          response: { 201: serviceResponseSchema, ...standardErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createService(database, currentUser(request), request.body) }),
    );
    r.put(
      '/tenant/services/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Replace a service, its suppliers and rate lines (lines with id updated, without id added, missing deleted)',
          security,
          params: idParamSchema,
          body: serviceBodySchema,
          response: { 200: serviceResponseSchema, ...standardErrors },
        },
      },
      async (request) => ({
        data: await updateService(database, currentUser(request), request.params.id, request.body),
      }),
    );
    r.delete(
      '/tenant/services/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Archive a service: kept for quotes, gone from the search (admin)',
          security,
          params: idParamSchema,
          response: { 200: archivedItemResponseSchema, ...standardErrors },
        },
      },
      async (request) => ({
        data: await archiveService(database, currentUser(request), request.params.id),
      }),
    );
  };
}
