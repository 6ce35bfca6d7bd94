import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  itineraryRefParamSchema,
  passengersBodySchema,
  passengersErrorBodySchema,
  passengersParamSchema,
  passengersQuerySchema,
  passengersResponseSchema,
  passengersSaveResponseSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { listPassengers, savePassengers } from './passengers.service';

/** The passengers of a quote (original-client contract §8, issue 20). */
export function passengersRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['passengers']);

    r.get(
      '/tenant/itinerary/passengers/:id',
      doc('P1: the passengers of a quote (num_pax of them), its rooming list and the checks before booking', {
        params: itineraryRefParamSchema,
        response: { 200: passengersResponseSchema, ...standardErrors },
      }),
      async (request) => listPassengers(database, currentUser(request), request.params.id),
    );
    r.put(
      '/tenant/passengers/:itineraryId',
      doc(
        'P2: save passengers — {id_itinerary, data} updates, adds and deletes (status -1); {passengers} is the whole list. num_pax follows the count and the quote is re-priced; wrong fields answer 422 with errors per passenger',
        {
          params: passengersParamSchema,
          querystring: passengersQuerySchema,
          body: passengersBodySchema,
          response: { 200: passengersSaveResponseSchema, ...standardErrors, 422: passengersErrorBodySchema },
        },
      ),
      async (request) =>
        savePassengers(database, currentUser(request), request.params.itineraryId, request.body, request.query),
    );
  };
}
