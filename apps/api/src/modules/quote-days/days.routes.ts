import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dayParamSchema,
  daysAnswerSchema,
  daysByItineraryBodySchema,
  daysDoneAnswerSchema,
  daysQuerySchema,
  daysQuoteParamSchema,
  daysWriteQuerySchema,
  deleteDayQuerySchema,
  generateDaysBodySchema,
  moveDaysBodySchema,
  saveDaysBodySchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import {
  completeDays,
  createDays,
  deleteDay,
  generateDays,
  listDays,
  moveDaysCall,
  saveDaysCall,
} from './days.service';

/** The Itinerary tab's day calls D1–D8 (original-client.md §7, decision 0027, docs/domain/days.md). */
export function quoteDaysRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['quote days']);
    const days = { 200: daysAnswerSchema, ...standardErrors };
    const done = { 200: daysDoneAnswerSchema, ...standardErrors };

    r.get(
      '/tenant/itinerary/days/:uuid',
      doc('The days of a quote as a bare array, a page at a time (limit 10 by default); X-Total-Count: all days', {
        params: daysQuoteParamSchema,
        querystring: daysQuerySchema,
        response: days,
      }),
      async (request, reply) => {
        const { data, total } = await listDays(database, currentUser(request), request.params.uuid, request.query);
        void reply.header('x-total-count', String(total));
        return data;
      },
    );
    r.post(
      '/tenant/itinerary/days/:uuid',
      doc(
        "Save days (texts, places, meals, images, their services' order; a service named on another day moves onto it); with _order_start_day the whole programme in a new order; status -1 removes a day",
        { params: daysQuoteParamSchema, querystring: daysWriteQuerySchema, body: saveDaysBodySchema, response: days },
      ),
      async (request) =>
        saveDaysCall(database, currentUser(request), request.params.uuid, request.body, false, {
          version: request.query.version,
        }),
    );
    r.post(
      '/tenant/itinerary/days/merge/:uuid',
      doc(
        'Save days as D2 does, merging the nestedDays of each into it: their text and services come, they are removed',
        { params: daysQuoteParamSchema, querystring: daysWriteQuerySchema, body: saveDaysBodySchema, response: days },
      ),
      async (request) =>
        saveDaysCall(database, currentUser(request), request.params.uuid, request.body, true, {
          version: request.query.version,
        }),
    );
    r.delete(
      '/tenant/itinerary/day/:id',
      doc(
        "Remove a written day: its services move to the day before (services=move, day 1's to the next) or are deleted; later days move down; the quote loses a day",
        { params: dayParamSchema, querystring: deleteDayQuerySchema, response: done },
      ),
      async (request) => deleteDay(database, currentUser(request), request.params.id, request.query),
    );
    r.post(
      '/tenant/days/by-itinerary',
      doc('Write a row for every day of the quote that has none', {
        querystring: daysWriteQuerySchema,
        body: daysByItineraryBodySchema,
        response: done,
      }),
      async (request) => createDays(database, currentUser(request), request.body, { version: request.query.version }),
    );
    r.put(
      '/tenant/days/by-itinerary',
      doc(
        'Write a row for every day, fill empty titles and descriptions with drafts (autocomplete), drop empty rows past the last day',
        { querystring: daysWriteQuerySchema, body: daysByItineraryBodySchema, response: days },
      ),
      async (request) => completeDays(database, currentUser(request), request.body, { version: request.query.version }),
    );
    r.post(
      '/tenant/itinerary/:uuid/days/generate',
      doc('Every day with a drafted title and description from its places and services (nothing is saved)', {
        params: daysQuoteParamSchema,
        body: generateDaysBodySchema,
        response: days,
      }),
      async (request) => generateDays(database, currentUser(request), request.params.uuid, request.body),
    );
    r.post(
      '/tenant/itinerary/:uuid/days/move',
      doc(
        'Move the days from moved_date on, with their services, by days_to_move (back only over empty days); the quote follows',
        { params: daysQuoteParamSchema, querystring: daysWriteQuerySchema, body: moveDaysBodySchema, response: days },
      ),
      async (request) =>
        moveDaysCall(database, currentUser(request), request.params.uuid, request.body, {
          version: request.query.version,
        }),
    );
  };
}
