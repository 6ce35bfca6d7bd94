import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  archivedItemResponseSchema,
  idParamSchema,
  supplierBodySchema,
  supplierListQuerySchema,
  supplierListResponseSchema,
  supplierResponseSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { paged } from '../../lib/paging';
import { errorResponses, security, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { archiveSupplier, createSupplier, getSupplier, listSuppliers, updateSupplier } from './suppliers.service';

const errors = errorResponses(400, 401, 403, 404);

/** Suppliers of the catalogue: read with view_cost_price, written by the admin. */
export function suppliersRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/tenant/suppliers',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Suppliers (search on code and name; view_cost_price)',
          security,
          querystring: supplierListQuerySchema,
          response: { 200: supplierListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { rows, total } = await listSuppliers(database, currentUser(request), request.query);
        return paged(request, rows as never[], total, request.query.page, request.query.limit);
      },
    );
    r.get(
      '/tenant/suppliers/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One supplier (view_cost_price)',
          security,
          params: idParamSchema,
          response: { 200: supplierResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await getSupplier(database, currentUser(request), request.params.id),
      }),
    );
    r.post(
      '/tenant/suppliers',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Create a supplier (admin)',
          security,
          body: supplierBodySchema,
          response: { 201: supplierResponseSchema, ...standardErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createSupplier(database, currentUser(request), request.body) }),
    );
    r.put(
      '/tenant/suppliers/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Update a supplier (admin)',
          security,
          params: idParamSchema,
          body: supplierBodySchema,
          response: { 200: supplierResponseSchema, ...standardErrors },
        },
      },
      async (request) => ({
        data: await updateSupplier(database, currentUser(request), request.params.id, request.body),
      }),
    );
    r.delete(
      '/tenant/suppliers/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Archive a supplier (admin): gone from the list, kept where used',
          security,
          params: idParamSchema,
          response: { 200: archivedItemResponseSchema, ...standardErrors },
        },
      },
      async (request) => ({
        data: await archiveSupplier(database, currentUser(request), request.params.id),
      }),
    );
  };
}
