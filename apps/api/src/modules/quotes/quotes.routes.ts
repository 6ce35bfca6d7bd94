import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  quoteAssignParamSchema,
  quoteCreateBodySchema,
  quoteDeleteAnswerSchema,
  quoteCreatedResponseSchema,
  quoteDetailSchema,
  quoteHistoryQuerySchema,
  quoteHistoryResponseSchema,
  quoteVersionRowsResponseSchema,
  quoteListQuerySchema,
  quoteListResponseSchema,
  quoteRefParamSchema,
  quoteResponseSchema,
  quoteStatusParamSchema,
  quoteStatusBodySchema,
  heldBookingsErrorSchema,
  quoteStatusResponseSchema,
  quoteUpdateBodySchema,
  quoteUpdateResponseSchema,
  quoteVersionParamSchema,
  quoteVersionResponseSchema,
} from '@itinera/domain/contracts';
import { soldLevelOf } from '@itinera/domain';
import type { Database } from '../../db/client';
import { paged } from '../../lib/paging';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { HISTORY_PAGE, quoteHistory, quoteVersion, quoteVersionRows, restoreVersion } from './quote-history.service';
import { assignQuote, changeStatus } from './quote-status.service';
import { createQuoteDeleter, type QuoteDeleter } from './quote-delete.job';
import { quoteReadCache } from './quote-read-cache';
import { createQuote, getQuote, listQuotes, updateQuote } from './quotes.service';
import { isOriginalClientList } from './list-presenter';
import { listAnswer } from './list-answers';
import { noPublishing, type QuotePublishingPort } from '../quote-core/publishing-port';
import type { QuoteServicesPort } from '../quote-core/services-port';

/** Write calls on a quote accept the spec's step markers (docs/domain/api-shapes.md#common-call-rules). */
const steps = z.object({
  cur_step: z.coerce.number().int().min(1).max(100_000).optional(),
  last_step: z.coerce.number().int().min(1).max(100_000).optional(),
});

/**
 * The quote (itinerary) core: list, CRUD, status, history, versions, assignment. `services`: the
 * quote's services (quote-core/services-port.ts), re-priced by an edit, copied from a template, restored.
 */
export function quotesRoutes(
  database: Database,
  services: QuoteServicesPort,
  deleter: QuoteDeleter = createQuoteDeleter(database, undefined),
  options: { pageCache: boolean; publishing?: QuotePublishingPort } = { pageCache: true },
) {
  return async (app: FastifyInstance) => {
    // Subscribed at start-up, so answers are remembered from the first calls on (quote-read-cache.ts).
    const reads = quoteReadCache(database, options.pageCache);
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['quotes']);

    r.get(
      '/tenant/itinerary',
      doc(
        'The quotes the caller may see, filtered, sorted and paged (default 5), with the work queues and the status names',
        { querystring: quoteListQuerySchema, response: { 200: quoteListResponseSchema, ...standardErrors } },
      ),
      async (request) => {
        const page = await listQuotes(
          database,
          currentUser(request),
          request.query,
          reads,
          isOriginalClientList(request.url),
        );
        return listAnswer(request, page, request.query.page, request.query.limit);
      },
    );
    r.post(
      '/tenant/itinerary',
      {
        ...doc(
          'Create a quote with the spec defaults and a generated code. A refusal (unknown or foreign references…) answers 422 with the standard error fields and messages[0].{message, errors}; sent as the original client sends it (an array of one form, I5) it answers 200 instead, as that client reads it. Junk stays a 400 (also with messages)',
          {
            querystring: steps,
            body: quoteCreateBodySchema,
            response: { 201: quoteCreatedResponseSchema, 200: errorBodySchema, ...standardErrors },
          },
        ),
        config: { saveMessages: 'create' },
      },
      async (request, reply) => {
        const data = await createQuote(database, currentUser(request), request.body, services);
        // The original client reads the new uuid from messages[0].itinerary (contract I5).
        return reply.status(201).send({ data, messages: [{ message: 'Quote created.', itinerary: data.id }] });
      },
    );
    r.get(
      '/tenant/itinerary/:id',
      doc('One quote (id or uuid) with its next statuses', {
        params: quoteRefParamSchema,
        response: { 200: quoteResponseSchema, ...standardErrors },
      }),
      async (request) => getQuote(database, currentUser(request), request.params.id, reads),
    );
    r.put(
      '/tenant/itinerary/:id',
      {
        ...doc(
          'Update a quote: body may carry the version it was based on (409 when stale; without one the last writer wins); writes a new version and history. A refusal (400, 422) carries messages[0].{message, errors} beside the standard error fields (I6)',
          {
            params: quoteRefParamSchema,
            querystring: steps,
            body: quoteUpdateBodySchema,
            response: { 200: quoteUpdateResponseSchema, ...standardErrors },
          },
        ),
        config: { saveMessages: 'update' },
      },
      async (request) =>
        updateQuote(database, currentUser(request), request.params.id, request.body, services, request.query),
    );
    r.delete(
      '/tenant/itinerary/:id',
      doc(
        'Delete a quote with its versions and history (owner or admin): `deleting` and a background job when a queue runs, else at once',
        {
          params: quoteRefParamSchema,
          response: { 200: quoteDeleteAnswerSchema, ...standardErrors },
        },
      ),
      async (request) => {
        // 200 either way: the original client reads `message` only from a 200 (contract I8, §1.8).
        const outcome = await deleter.request(currentUser(request), request.params.id);
        return {
          data: outcome,
          message: 'deleting' in outcome ? 'The quote is being deleted.' : 'Quote deleted.',
        };
      },
    );
    r.post(
      '/tenant/itinerary/status/:id/:status',
      doc(
        'Move a quote to an allowed next status (locks prices on Sent / Under Review, updates linked requests); re-opening a Confirmed quote needs `reason`',
        {
          params: quoteStatusParamSchema,
          querystring: steps,
          // Confirming from the Book tab sends the seller types with selected_level (contract I10).
          body: quoteStatusBodySchema,
          response: { 200: quoteStatusResponseSchema, ...standardErrors, 409: heldBookingsErrorSchema },
        },
      ),
      async (request) =>
        changeStatus(
          database,
          currentUser(request),
          request.params.id,
          request.params.status,
          soldLevelOf(request.body?.prices_list),
          request.body?.keep_bookings === true,
          request.body?.reason ?? null,
        ),
    );
    r.get(
      '/tenant/itinerary/:id/history',
      doc(
        "History of a quote, newest first. Without entity (the original client, I13): its versions as rows (§5.7), 20 a page. With entity=itinerary the quote's own entries (20 a page); service, or entity_id for one service (30); all, the services and days too (50)",
        {
          params: quoteRefParamSchema,
          querystring: quoteHistoryQuerySchema,
          response: { 200: z.union([quoteVersionRowsResponseSchema, quoteHistoryResponseSchema]), ...standardErrors },
        },
      ),
      async (request) => {
        // The original client's versions screen names no entity and reads version rows (decision 0064);
        // Itinera's views always name one.
        if (request.query.entity === undefined && request.query.entity_id === undefined) {
          const limit = request.query.limit ?? HISTORY_PAGE.itinerary;
          const { data, total } = await quoteVersionRows(
            database,
            currentUser(request),
            request.params.id,
            request.query.page,
            limit,
            { services, publishing: options.publishing ?? noPublishing },
          );
          return paged(request, data, total, request.query.page, limit);
        }
        // An entity_id names one service: it implies entity=service. The original client sends that
        // service's id as `entity` itself.
        const asked = request.query.entity;
        const serviceId = typeof asked === 'number' ? asked : request.query.entity_id;
        const entity = typeof asked === 'string' ? asked : serviceId ? 'service' : 'itinerary';
        const limit = request.query.limit ?? HISTORY_PAGE[entity];
        const { data, total } = await quoteHistory(
          database,
          currentUser(request),
          request.params.id,
          entity,
          request.query.page,
          limit,
          serviceId,
        );
        return paged(request, data, total, request.query.page, limit);
      },
    );
    r.get(
      '/tenant/itinerary/:id/versions/:version',
      doc(
        'One stored version of a quote, bare (I3): the detail fields as that version had them, restorable, and its service_itinerary, prices, days, passengers, config and cover',
        {
          params: quoteVersionParamSchema,
          response: { 200: quoteVersionResponseSchema, ...standardErrors },
        },
      ),
      async (request) =>
        quoteVersion(database, currentUser(request), request.params.id, request.params.version, {
          services,
          publishing: options.publishing ?? noPublishing,
        }),
    );
    r.post(
      '/tenant/itinerary/:id/versions/:version/restore',
      doc('Restore a version: writes a new version with that content', {
        params: quoteVersionParamSchema,
        querystring: steps,
        response: {
          200: z.object({ itinerary: quoteDetailSchema, version: z.number().int(), restored_from: z.number().int() }),
          ...standardErrors,
        },
      }),
      async (request) =>
        restoreVersion(database, currentUser(request), request.params.id, request.params.version, services),
    );
    r.post(
      '/tenant/itinerary/:quoteId/assign/:userId',
      doc('Assign a quote to an active user of the company', {
        params: quoteAssignParamSchema,
        querystring: steps,
        response: { 200: z.object({ data: quoteDetailSchema }), ...standardErrors },
      }),
      async (request) => assignQuote(database, currentUser(request), request.params.quoteId, request.params.userId),
    );
  };
}
