import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  itineraryRefParamSchema,
  itineraryUuidParamSchema,
  passengersBodySchema,
  passengersParamSchema,
  passengersResponseSchema,
  passengersSaveResponseSchema,
  paxPricesBodySchema,
  paxPricesResponseSchema,
  processResponseSchema,
  quotePricesBodySchema,
  quotePricesResponseSchema,
  stepsQuerySchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { security, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { getPassengers, getPaxPrices, getPrices } from './quote-reads';
import { checkPrices, savePassengers, savePaxPrices, savePriceSettings } from './pricing-writes.service';

/** Prices, pax prices and passengers of a quote (docs/domain/api-shapes.md#passenger-and-price-calls, docs/domain/api-shapes.md). */
export function quotePricingRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['quote prices'];

    r.get(
      '/tenant/itinerary/prices/:id',
      {
        schema: {
          tags,
          summary: 'Level prices of the quote, one entry per seller type (bare array)',
          security,
          params: itineraryRefParamSchema,
          response: { 200: quotePricesResponseSchema, ...standardErrors },
        },
      },
      async (request) => getPrices(database, currentUser(request), request.params.id),
    );
    r.post(
      '/tenant/itinerary/prices/:id',
      {
        schema: {
          tags,
          summary: 'Set the margins (percent of the sale price) and seller type, then re-price',
          security,
          params: itineraryRefParamSchema,
          querystring: stepsQuerySchema,
          body: quotePricesBodySchema,
          response: { 200: processResponseSchema, ...standardErrors },
        },
      },
      async (request) => savePriceSettings(database, currentUser(request), request.params.id, request.body),
    );
    r.get(
      '/tenant/itinerary/pax-prices/:id',
      {
        schema: {
          tags,
          summary: 'Per passenger, the price, Upsales, fee and total of every level',
          security,
          params: itineraryRefParamSchema,
          response: { 200: paxPricesResponseSchema, ...standardErrors },
        },
      },
      async (request) => getPaxPrices(database, currentUser(request), request.params.id),
    );
    r.post(
      '/tenant/itinerary/pax-prices/:id',
      {
        schema: {
          tags,
          summary:
            'Set Upsales, fee or a final price for a cell, a row, a column or all; negative results are refused (422)',
          security,
          params: itineraryRefParamSchema,
          querystring: stepsQuerySchema,
          body: paxPricesBodySchema,
          response: { 200: paxPricesResponseSchema, ...standardErrors },
        },
      },
      async (request) => savePaxPrices(database, currentUser(request), request.params.id, request.body),
    );
    r.get(
      '/tenant/itinerary/passengers/:id',
      {
        schema: {
          tags,
          summary: 'The passengers of a quote (num_pax of them)',
          security,
          params: itineraryRefParamSchema,
          response: { 200: passengersResponseSchema, ...standardErrors },
        },
      },
      async (request) => getPassengers(database, currentUser(request), request.params.id),
    );
    r.put(
      '/tenant/passengers/:itineraryId',
      {
        schema: {
          tags,
          summary: 'Replace the passenger list (num_pax follows it) and re-price',
          security,
          params: passengersParamSchema,
          querystring: stepsQuerySchema,
          body: passengersBodySchema,
          response: { 200: passengersSaveResponseSchema, ...standardErrors },
        },
      },
      async (request) => savePassengers(database, currentUser(request), request.params.itineraryId, request.body),
    );
    r.put(
      '/tenant/itinerary/check_prices/:uuid',
      {
        schema: {
          tags,
          summary: 'Re-price the quote from the catalogue (refused while prices are locked)',
          security,
          params: itineraryUuidParamSchema,
          querystring: stepsQuerySchema,
          response: { 200: processResponseSchema, ...standardErrors },
        },
      },
      async (request) => checkPrices(database, currentUser(request), request.params.uuid),
    );
  };
}
