import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type catalogueExchangeRateSchema,
  exchangeRateBodySchema,
  exchangeRateListQuerySchema,
  exchangeRateListResponseSchema,
  exchangeRateResponseSchema,
  idParamSchema,
  salesManualBodySchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { paged } from '../../lib/paging';
import { routeDoc, savedCreated, savedOk, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import {
  archiveSalesManual,
  createExchangeRate,
  createSalesManual,
  deleteExchangeRate,
  getSalesManual,
  listExchangeRates,
  updateSalesManual,
} from './sales-manuals.service';

type ExchangeRate = z.infer<typeof catalogueExchangeRateSchema>;

/** Sales manuals (rate sheets) and the tenant's dated exchange rates: anyone signed in reads, admins write. */
export function salesManualsRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['sales manuals']);

    r.get(
      '/tenant/sales_manuals/:id',
      doc('One sales manual', { params: idParamSchema, response: savedOk }),
      async (request) => ({
        data: await getSalesManual(database, currentUser(request), request.params.id),
      }),
    );
    r.post(
      '/tenant/sales_manuals',
      doc('Create a sales manual (admin)', { body: salesManualBodySchema, response: savedCreated }),
      async (request, reply) =>
        reply.status(201).send({ data: await createSalesManual(database, currentUser(request), request.body) }),
    );
    r.put(
      '/tenant/sales_manuals/:id',
      doc('Update a sales manual (admin)', { params: idParamSchema, body: salesManualBodySchema, response: savedOk }),
      async (request) => ({
        data: await updateSalesManual(database, currentUser(request), request.params.id, request.body),
      }),
    );
    r.delete(
      '/tenant/sales_manuals/:id',
      doc('Archive a sales manual no active contract uses (admin)', { params: idParamSchema, response: savedOk }),
      async (request) => ({
        data: await archiveSalesManual(database, currentUser(request), request.params.id),
      }),
    );

    r.get(
      '/tenant/exchange_rates',
      doc('Exchange rates of the tenant, dated (filters: from, to currency ids)', {
        querystring: exchangeRateListQuerySchema,
        response: { 200: exchangeRateListResponseSchema, ...standardErrors },
      }),
      async (request) => {
        const { rows, total } = await listExchangeRates(database, currentUser(request), request.query);
        return paged(request, rows as ExchangeRate[], total, request.query.page, request.query.limit);
      },
    );
    r.post(
      '/tenant/exchange_rates',
      doc('Add an exchange rate valid from a date (admin)', {
        body: exchangeRateBodySchema,
        response: { 201: exchangeRateResponseSchema, ...standardErrors },
      }),
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: (await createExchangeRate(database, currentUser(request), request.body)) as ExchangeRate }),
    );
    r.delete(
      '/tenant/exchange_rates/:id',
      doc('Delete an exchange rate (admin)', {
        params: idParamSchema,
        response: { 200: exchangeRateResponseSchema, ...standardErrors },
      }),
      async (request) => ({
        data: (await deleteExchangeRate(database, currentUser(request), request.params.id)) as ExchangeRate,
      }),
    );
  };
}
