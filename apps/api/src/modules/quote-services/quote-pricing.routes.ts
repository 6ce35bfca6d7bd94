import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  itineraryRefParamSchema,
  itineraryUuidParamSchema,
  paxPricesBodySchema,
  paxPricesResponseSchema,
  processResponseSchema,
  quotePricesBodySchema,
  quotePricesResponseSchema,
  stepsQuerySchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { getPaxPrices, getPrices } from './quote-reads';
import { checkPrices, savePaxPrices, savePriceSettings } from './pricing-writes.service';

/** Prices and pax prices of a quote (passengers: passengers.routes.ts) (docs/domain/api-shapes.md#passenger-and-price-calls, docs/domain/api-shapes.md). */
export function quotePricingRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['quote prices']);

    r.get(
      '/tenant/itinerary/prices/:id',
      doc('Level prices of the quote, one entry per seller type (bare array)', {
        params: itineraryRefParamSchema,
        response: { 200: quotePricesResponseSchema, ...standardErrors },
      }),
      async (request) => getPrices(database, currentUser(request), request.params.id),
    );
    r.post(
      '/tenant/itinerary/prices/:id',
      doc('Set the margins (percent of the sale price) and seller type, then re-price', {
        params: itineraryRefParamSchema,
        querystring: stepsQuerySchema,
        body: quotePricesBodySchema,
        response: { 200: processResponseSchema, ...standardErrors },
      }),
      async (request) => savePriceSettings(database, currentUser(request), request.params.id, request.body),
    );
    r.get(
      '/tenant/itinerary/pax-prices/:id',
      doc('Per passenger, the price, Upsales, fee and total of every level', {
        params: itineraryRefParamSchema,
        response: { 200: paxPricesResponseSchema, ...standardErrors },
      }),
      async (request) => getPaxPrices(database, currentUser(request), request.params.id),
    );
    r.post(
      '/tenant/itinerary/pax-prices/:id',
      doc('Set Upsales, fee or a final price for a cell, a row, a column or all; negative results are refused (422)', {
        params: itineraryRefParamSchema,
        querystring: stepsQuerySchema,
        body: paxPricesBodySchema,
        response: { 200: paxPricesResponseSchema, ...standardErrors },
      }),
      async (request) => savePaxPrices(database, currentUser(request), request.params.id, request.body),
    );
    r.put(
      '/tenant/itinerary/check_prices/:uuid',
      doc('Re-price the quote from the catalogue (refused while prices are locked)', {
        params: itineraryUuidParamSchema,
        querystring: stepsQuerySchema,
        response: { 200: processResponseSchema, ...standardErrors },
      }),
      async (request) => checkPrices(database, currentUser(request), request.params.uuid),
    );
  };
}
