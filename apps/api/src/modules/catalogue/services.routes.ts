import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema, serviceListResponseSchema, serviceResponseSchema, serviceSearchQuerySchema } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { paged } from '../../lib/paging';
import { authenticate, currentUser } from '../../plugins/auth';
import { getService, searchServices } from './services.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const lang = z.string().regex(/^[a-z]{2}$/).optional();

export function servicesRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const security = [{ bearer: [] }];
    r.get('/tenant/services', { schema: { tags: ['catalogue'], summary: 'Search the service catalogue (text on code, name and category; filters by type, category, location, country, contract)', security, querystring: serviceSearchQuerySchema.extend({ lang }), response: { 200: serviceListResponseSchema, ...errors } } }, async (request) => {
      const { rows, total } = await searchServices(database, currentUser(request), request.query, request.query.lang);
      return paged(request, rows, total, request.query.page, request.query.limit);
    });
    r.get('/tenant/services/:id', { schema: { tags: ['catalogue'], summary: 'One catalogue service', security, params: idParamSchema, querystring: serviceSearchQuerySchema.partial().extend({ lang }), response: { 200: serviceResponseSchema, ...errors } } }, async (request) => ({
      data: await getService(database, currentUser(request), request.params.id, request.query.lang),
    }));
  };
}
