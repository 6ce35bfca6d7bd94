import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addServicesBodySchema,
  duplicateServicesBodySchema,
  importServiceParamSchema,
  itineraryRefParamSchema,
  itineraryServiceParamSchema,
  itineraryServiceStatusParamSchema,
  itineraryUuidParamSchema,
  moveServicesBodySchema,
  moveServicesQuerySchema,
  moveServicesResponseSchema,
  processBodySchema,
  processQuerySchema,
  processResponseSchema,
  quoteServicesListSchema,
  quoteServicesQuerySchema,
  quoteServicesStatusParamSchema,
  quoteServiceSchema,
  servicesStatusBodySchema,
  replaceServiceParamSchema,
  replaceServiceQuerySchema,
  stepsQuerySchema,
  updateServicesBodySchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { rememberItemJson } from '../../plugins/serializer';
import { authenticate, currentUser } from '../../plugins/auth';
import type { SessionUser } from '../../identity/session-user';
import { quoteServicesRepository } from './quote-services.repository';
import { listServices } from './quote-reads';
import { moveServices } from './pricing-writes.service';
import { addServices, refreshServices, replaceService } from './services-add.service';
import { deleteService, duplicateServices, processServices, setServicesStatus } from './services-edit.service';

/** The quote a service (by its own id) belongs to; the quote's visibility is checked by the write. */
async function quoteOfService(database: Database, user: SessionUser, id: number): Promise<number> {
  const quoteId = await database.withTenant(user.tenantId, (tx) =>
    quoteServicesRepository.quoteOf(tx, user.tenantId, id),
  );
  if (quoteId === undefined) throw notFound('This service');
  return quoteId;
}

// Every service write answers all the quote's services: each unchanged one is written from its kept JSON.
rememberItemJson(quoteServiceSchema);

/** Services on a quote (docs/domain/spec-sections.md#spec-02-section-7, decision 0013): every write re-prices and answers the process shape. */
export function quoteServicesRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['quote services']);
    const process = { 200: processResponseSchema, ...standardErrors };

    r.post(
      '/tenant/itinerary/services/:uuid',
      doc('Add catalogue services on days of the quote (content and suppliers copied), re-priced', {
        params: itineraryUuidParamSchema,
        querystring: processQuerySchema,
        body: addServicesBodySchema,
        // 200, not 201: the original client uses a write's answer only on 200 (original-client.md §1.8).
        response: process,
      }),
      async (request) =>
        addServices(database, currentUser(request), request.params.uuid, request.body, {
          version: request.query.version,
          changedOnly: request.query.changed_only,
        }),
    );
    r.post(
      '/tenant/itinerary/process/:uuid',
      doc(
        'Apply service edits (an empty list just re-prices); answers services (with changed_only=1 only those the call changed), prices, messages, days, itinerary and the affected ids',
        {
          params: itineraryUuidParamSchema,
          querystring: processQuerySchema,
          body: processBodySchema,
          response: process,
        },
      ),
      async (request) =>
        processServices(database, currentUser(request), request.params.uuid, request.body, {
          version: request.query.version,
          changedOnly: request.query.changed_only,
        }),
    );
    r.get(
      '/tenant/itinerary/services/:id',
      doc(
        'The services of a quote by day and order, as a bare array (page and limit, up to 5000, are optional), optionally those overlapping from–to',
        {
          params: itineraryRefParamSchema,
          querystring: quoteServicesQuerySchema,
          response: { 200: quoteServicesListSchema, ...standardErrors },
        },
      ),
      async (request) => {
        const { data } = await listServices(database, currentUser(request), request.params.id, request.query);
        return data;
      },
    );
    r.delete(
      '/tenant/itinerary/service/:id',
      doc('Remove a service from its quote, re-priced', {
        params: itineraryServiceParamSchema,
        querystring: stepsQuerySchema,
        response: process,
      }),
      // The original client sends {id, itinerary} along (S4): the path names the service already.
      async (request) => {
        const user = currentUser(request);
        const answer = await deleteService(
          database,
          user,
          await quoteOfService(database, user, request.params.id),
          request.params.id,
        );
        return { ...answer, message: 'The service was removed.' };
      },
    );
    r.post(
      '/tenant/itinerary/service/status/:id/:status',
      doc('Set a service Pending (1), Confirmed (2) or Canceled (3)', {
        params: itineraryServiceStatusParamSchema,
        querystring: stepsQuerySchema,
        response: process,
      }),
      async (request) => {
        const user = currentUser(request);
        return setServicesStatus(
          database,
          user,
          await quoteOfService(database, user, request.params.id),
          [request.params.id],
          request.params.status,
        );
      },
    );
    r.post(
      '/tenant/itinerary/:id/services_status/:status',
      doc('Set the services named in the body (every service without a list) of a quote to one status', {
        params: quoteServicesStatusParamSchema,
        querystring: stepsQuerySchema,
        body: servicesStatusBodySchema,
        response: process,
      }),
      async (request) =>
        setServicesStatus(
          database,
          currentUser(request),
          request.params.id,
          request.body.services,
          request.params.status,
        ),
    );
    r.post(
      '/tenant/itinerary/:itineraryId/service/:itineraryServiceId/replace/:serviceId',
      doc('Replace a service by another catalogue service at the same place (day, order, passengers)', {
        params: replaceServiceParamSchema,
        querystring: replaceServiceQuerySchema,
        response: process,
      }),
      async (request) =>
        replaceService(
          database,
          currentUser(request),
          request.params.itineraryId,
          request.params.itineraryServiceId,
          request.params.serviceId,
        ),
    );
    r.post(
      '/tenant/itinerary/:id/services/duplicate',
      doc('Copy services of the quote, on another day or their own', {
        params: itineraryRefParamSchema,
        querystring: stepsQuerySchema,
        body: duplicateServicesBodySchema,
        response: process,
      }),
      async (request) => ({
        ...(await duplicateServices(
          database,
          currentUser(request),
          request.params.id,
          request.body.services,
          request.body.day,
        )),
        message: 'The services were copied.',
      }),
    );
    r.post(
      '/tenant/itinerary/:uuid/services/move',
      doc('Move services by days_to_move; each call is one batch (cur_step of last_step)', {
        params: itineraryUuidParamSchema,
        querystring: moveServicesQuerySchema,
        body: moveServicesBodySchema,
        response: { 200: moveServicesResponseSchema, ...standardErrors },
      }),
      async (request) => moveServices(database, currentUser(request), request.params.uuid, request.body, request.query),
    );
    r.post(
      '/tenant/itinerary/:id/services/:serviceId/import',
      doc("Refresh one service's content and rates from the catalogue (refused while prices are locked)", {
        params: importServiceParamSchema,
        querystring: stepsQuerySchema,
        response: process,
      }),
      async (request) => ({
        ...(await refreshServices(database, currentUser(request), request.params.id, [request.params.serviceId])),
        message: 'The service was refreshed from the catalogue.',
      }),
    );
    r.post(
      '/tenant/itinerary/:id/services/update',
      doc('Refresh services from the catalogue (refused while prices are locked)', {
        params: itineraryRefParamSchema,
        querystring: stepsQuerySchema,
        body: updateServicesBodySchema,
        response: process,
      }),
      async (request) => refreshServices(database, currentUser(request), request.params.id, request.body.services),
    );
  };
}
