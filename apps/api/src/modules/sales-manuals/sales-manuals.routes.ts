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
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { crudRoutes } from '../../plugins/crud-routes';
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

    crudRoutes(app, database, doc, {
      path: '/tenant/sales_manuals',
      body: salesManualBodySchema,
      get: ['One sales manual', getSalesManual],
      create: ['Create a sales manual (admin)', createSalesManual],
      update: ['Update a sales manual (admin)', updateSalesManual],
      remove: ['Archive a sales manual no active contract uses (admin)', archiveSalesManual],
    });

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
