import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingCancelBodySchema,
  bookingMarkBodySchema,
  bookingOverviewSchema,
  bookingQuoteParamSchema,
  bookingRequestAnswerSchema,
  bookingRequestBodySchema,
  bookingServiceParamSchema,
  bookingWriteAnswerSchema,
} from '@itinera/domain/contracts';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant-context';
import { getBooking, markServices } from './booking.service';
import { cancelBooking, requestBookings, type BookingDeps } from './booking-requests.service';

/** The Book tab's signed-in calls (issue 22, docs/decisions/0033-booking.md). */
export function bookingRoutes(deps: BookingDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(deps.database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['booking']);
    const write = { 200: bookingWriteAnswerSchema, ...standardErrors };

    r.get(
      '/tenant/itinerary/:uuid/booking',
      doc('The services of the level sold, grouped by supplier, with their booking status and progress (no costs)', {
        params: bookingQuoteParamSchema,
        response: { 200: bookingOverviewSchema, ...standardErrors },
      }),
      async (request) => getBooking(deps.database, currentUser(request), request.params.uuid),
    );
    r.post(
      '/tenant/itinerary/:uuid/booking/requests',
      doc('E-mail a booking request to these suppliers (or all): one per supplier, with a link to answer it', {
        params: bookingQuoteParamSchema,
        body: bookingRequestBodySchema,
        response: { 200: bookingRequestAnswerSchema, ...standardErrors },
      }),
      async (request) =>
        requestBookings(
          deps,
          currentUser(request),
          requireTenant(request),
          request.params.uuid,
          request.body.supplierIds,
        ),
    );
    r.post(
      '/tenant/itinerary/:uuid/booking/services',
      doc('Mark services Confirmed (with the reference), Canceled (with a reason) or Pending by hand', {
        params: bookingQuoteParamSchema,
        body: bookingMarkBodySchema,
        response: write,
      }),
      async (request) => markServices(deps.database, currentUser(request), request.params.uuid, request.body),
    );
    r.post(
      '/tenant/itinerary/:uuid/booking/services/:id',
      doc('Mark one service by hand', {
        params: bookingServiceParamSchema,
        body: bookingMarkBodySchema,
        response: write,
      }),
      async (request) =>
        markServices(deps.database, currentUser(request), request.params.uuid, request.body, request.params.id),
    );
    r.post(
      '/tenant/itinerary/:uuid/booking/cancel',
      doc('Cancel every booked service; with notifySuppliers, e-mail each supplier a cancellation', {
        params: bookingQuoteParamSchema,
        body: bookingCancelBodySchema,
        response: write,
      }),
      async (request) =>
        cancelBooking(
          deps,
          currentUser(request),
          requireTenant(request),
          request.params.uuid,
          request.body.notifySuppliers,
        ),
    );
  };
}
