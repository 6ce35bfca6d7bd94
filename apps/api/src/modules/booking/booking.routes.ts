import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingAmendmentAnswerSchema,
  bookingAmendmentBodySchema,
  bookingAmendmentsSchema,
  bookingCancelBodySchema,
  bookingMarkBodySchema,
  bookingOverviewSchema,
  bookingQuoteParamSchema,
  bookingRequestAnswerSchema,
  bookingRequestBodySchema,
  bookingServiceParamSchema,
  bookingSettingsBodySchema,
  bookingSettingsSchema,
  bookingSupplierParamSchema,
  bookingWriteAnswerSchema,
  voucherQuerySchema,
  voucherRecipientsSchema,
  vouchersSendAnswerSchema,
  vouchersSendBodySchema,
} from '@itinera/domain/contracts';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant-context';
import { getBooking, markServices } from './booking.service';
import { getBookingSettings, saveBookingSettings } from './booking-settings.service';
import { cancelBooking, requestBookings, type BookingDeps } from './booking-requests.service';
import { previewAmendments, requestAmendments } from './booking-amendments.service';
import { sendVouchers, supplierVoucher, voucherRecipients, vouchersZip } from './vouchers.service';

/** The Book tab's signed-in calls (docs/decisions/0033-booking.md). */
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
    r.get(
      '/tenant/itinerary/:uuid/booking/amendments',
      doc(
        'What the changes since the suppliers booked would ask of each: the affected suppliers, and per service what changed (dates, pax, rooms, names) or that it left the trip (staff)',
        { params: bookingQuoteParamSchema, response: { 200: bookingAmendmentsSchema, ...standardErrors } },
      ),
      async (request) => previewAmendments(deps, currentUser(request), request.params.uuid),
    );
    r.post(
      '/tenant/itinerary/:uuid/booking/amendments',
      doc(
        'E-mail one amendment request per affected supplier (or these), with what changed and a link to confirm or decline it; a cancellation for services gone from the trip',
        {
          params: bookingQuoteParamSchema,
          body: bookingAmendmentBodySchema,
          response: { 200: bookingAmendmentAnswerSchema, ...standardErrors },
        },
      ),
      async (request) =>
        requestAmendments(
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
    r.get(
      '/tenant/itinerary/:uuid/booking/vouchers',
      doc('Every supplier voucher of the quote in one zip', { params: bookingQuoteParamSchema }),
      async (request, reply) => {
        const { name, zip } = await vouchersZip(
          deps,
          currentUser(request),
          requireTenant(request),
          request.params.uuid,
        );
        return reply.type('application/zip').header('content-disposition', `attachment; filename="${name}"`).send(zip);
      },
    );
    r.get(
      '/tenant/itinerary/:uuid/booking/vouchers/recipients',
      doc("The quote's contacts the vouchers may be sent to: the lead passenger, the client agency's people (staff)", {
        params: bookingQuoteParamSchema,
        response: { 200: voucherRecipientsSchema, ...standardErrors },
      }),
      async (request) => voucherRecipients(deps, currentUser(request), request.params.uuid),
    );
    r.get(
      '/tenant/itinerary/:uuid/booking/vouchers/:supplierId',
      doc(
        "One supplier's voucher (PDF) of the services it confirmed (unconfirmed=include adds the open ones, marked NOT CONFIRMED): stay, passengers, notes, reference, emergency phone",
        { params: bookingSupplierParamSchema, querystring: voucherQuerySchema },
      ),
      async (request, reply) => {
        const { name, pdf } = await supplierVoucher(
          deps,
          currentUser(request),
          requireTenant(request),
          request.params.uuid,
          request.params.supplierId,
          request.query.unconfirmed === 'include',
        );
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf);
      },
    );
    r.post(
      '/tenant/itinerary/:uuid/booking/vouchers/send',
      doc(
        "Send the vouchers to the recipients chosen, with a message (a job renders them; the lead passenger's address unless given)",
        {
          params: bookingQuoteParamSchema,
          body: vouchersSendBodySchema,
          response: { 200: vouchersSendAnswerSchema, ...standardErrors },
        },
      ),
      async (request) =>
        sendVouchers(deps, currentUser(request), requireTenant(request), request.params.uuid, request.body),
    );
    r.get(
      '/tenant/booking/settings',
      doc("The company's booking settings: the emergency phone every voucher prints", {
        response: { 200: bookingSettingsSchema, ...standardErrors },
      }),
      async (request) => getBookingSettings(deps.database, currentUser(request)),
    );
    r.put(
      '/tenant/booking/settings',
      doc("Change the company's emergency phone (an admin; null clears it)", {
        body: bookingSettingsBodySchema,
        response: { 200: bookingSettingsSchema, ...standardErrors },
      }),
      async (request) => saveBookingSettings(deps.database, currentUser(request), request.body),
    );
  };
}
