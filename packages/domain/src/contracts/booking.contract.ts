import { z } from 'zod';
import { INT4_MAX, errorBodySchema, idSchema, idParamValueSchema, safeTextSchema } from './common.contract';
import { phone } from './passenger-fields.contract';
import { serviceAmendmentSchema } from './amendment-change.contract';

// The Book tab (docs/decisions/0033-booking.md): a confirmed quote's services of the
// level sold, grouped by supplier; booking requests e-mailed to suppliers with a link to a public
// page where each service is confirmed with a reference or declined with a reason. No answer here
// carries a cost: the tab is shown to travel agents too.

const REFERENCE_MAX = 120;
const REASON_MAX = 500;

export const bookingQuoteParamSchema = z.object({ uuid: z.union([idParamValueSchema, z.string().uuid()]) });
export const bookingServiceParamSchema = bookingQuoteParamSchema.extend({ id: idParamValueSchema });
export const bookingSupplierParamSchema = bookingQuoteParamSchema.extend({ supplierId: idParamValueSchema });
/** A link's token: 43 base64url characters (32 random bytes); anything else is no link. */
export const bookingTokenParamSchema = z.object({
  token: z.string().regex(/^[\w-]{32,128}$/, 'is not a booking link'),
});

const reference = z.string().trim().min(1).max(REFERENCE_MAX);
const reason = z.string().trim().min(1).max(REASON_MAX);

/** POST …/booking/requests: ask these suppliers (or every supplier of the quote) to book. */
export const bookingRequestBodySchema = z.object({
  supplierIds: z.union([z.literal('all'), z.array(idSchema).min(1).max(200)]),
});

/**
 * POST …/booking/services(/{id}): mark services by hand. 1 back to "not requested", 2 confirmed by hand (a reference), 'declined'
 * as a supplier said by phone (a reason; the service and its price stay), 3 canceled on the quote —
 * dropped from the trip, which moves its price: a reason is required and a new version is written.
 */
export const bookingMarkBodySchema = z.object({
  services: z.array(idSchema).min(1).max(500).optional(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal('declined')]),
  reference: reference.optional(),
  reason: reason.optional(),
});
export type BookingMarkBody = z.infer<typeof bookingMarkBodySchema>;

/** POST …/booking/cancel: every booked service Canceled; suppliers told by e-mail when asked. */
export const bookingCancelBodySchema = z.object({ notifySuppliers: z.boolean() });

const roomingRoom = z.object({ room: z.string(), passengers: z.array(z.string()) });

/** A night service's stay (supplier-facts.ts stayOf): a one-night stay checks out the next day. */
const staySchema = z.object({
  nights: z.number().int(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  day_in: z.number().int(),
  day_out: z.number().int(),
  check_in_time: z.string().nullable(),
  check_out_time: z.string().nullable(),
});

/** A passenger's notes its supplier needs, by the service's type (docs/domain/booking.md#what-a-supplier-reads). */
const passengerNoteSchema = z.object({
  passenger: z.string(),
  dietary: z.string().nullable(),
  medical: z.string().nullable(),
});

export const bookedServiceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  id_service_type: z.number().int(),
  level: z.number().int(),
  day: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  num_pax: z.number().int(),
  /** Names; a child or an infant with its code and age at travel ("Lucía Pérez (CHD 6)"), never a birth date. */
  passengers: z.array(z.string()),
  stay: staySchema.nullable(),
  passenger_notes: z.array(passengerNoteSchema),
  /** Rooms of a night service (accommodation, package): type and how many. */
  rooms: z.array(z.object({ id_room_type: z.number().int(), name: z.string(), qty: z.number().int() })),
  /** Who sleeps in which room (night services only). */
  rooming: z.array(roomingRoom),
  status: z.number().int(),
  /** Where its booking stands (booking-state.ts): a supplier's decline leaves `status` and the price alone. */
  booking_state: z.enum([
    'to_request',
    'requested',
    'confirmed',
    'declined',
    'released',
    'dropped',
    'amendment_requested',
  ]),
  reference: z.string().nullable(),
  decline_reason: z.string().nullable(),
  last_message: z.string(),
});
export type BookedService = z.infer<typeof bookedServiceSchema>;

/** Confirmed of total, and the amendments pending when any (decision 0076). */
const bookingProgressShape = z.object({
  confirmed: z.number().int(),
  total: z.number().int(),
  amendments_pending: z.number().int().optional(),
});

const requestInfo = z.object({
  sent_at: z.string(),
  expires_at: z.string(),
  reminded_at: z.string().nullable(),
  answered_at: z.string().nullable(),
});

export const bookingSupplierSchema = z.object({
  /** Null: services whose supplier line names no known supplier (booked by hand). */
  id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  language: z.string(),
  last_request: requestInfo.nullable(),
  progress: bookingProgressShape,
  services: z.array(bookedServiceSchema),
});
export type BookingSupplier = z.infer<typeof bookingSupplierSchema>;

export const bookingOverviewSchema = z.object({
  quote: z.object({
    id: z.string(),
    code: z.string(),
    title: z.string(),
    status: z.object({ id: z.number().int(), name: z.string() }),
    sold_level: z.number().int().nullable(),
    /** Booking happens on a Confirmed quote only. */
    bookable: z.boolean(),
  }),
  progress: bookingProgressShape,
  suppliers: z.array(bookingSupplierSchema),
});
export type BookingOverview = z.infer<typeof bookingOverviewSchema>;

export const bookingRequestAnswerSchema = z.object({
  message: z.string(),
  /** `link`: the supplier's page, for the operator to pass on another way too (phone, chat). */
  requested: z.array(
    z.object({ supplier_id: z.number().int(), sent_to: z.string(), services: z.number().int(), link: z.string() }),
  ),
  skipped: z.array(z.object({ supplier: z.string(), reason: z.string() })),
  booking: bookingOverviewSchema,
});

export const bookingWriteAnswerSchema = z.object({ message: z.string(), booking: bookingOverviewSchema });

/**
 * GET …/booking/vouchers/{supplierId}: the services its supplier confirmed; `unconfirmed=include`
 * adds those still open, each marked NOT CONFIRMED (docs/domain/booking.md#vouchers).
 */
export const voucherQuerySchema = z.object({ unconfirmed: z.enum(['include']).optional() });

/** GET/PUT /tenant/booking/settings: the company's emergency phone, printed on every voucher (decision 0060). */
export const bookingSettingsSchema = z.object({
  emergency_phone: z.string().nullable(),
  /** Whether the caller may change it (an admin). */
  can_edit: z.boolean(),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
export const bookingSettingsBodySchema = z.object({ emergency_phone: phone('The emergency phone') });

const emailAddress = z.string().trim().email().max(254);
export const VOUCHER_RECIPIENTS_MAX = 10;
export const VOUCHER_MESSAGE_MAX = 2000;

/**
 * POST …/booking/vouchers/send: to the recipients the staff chose (the quote's contacts, or
 * addresses typed), with an optional message that goes into the mail. `to` is the one address of
 * the older call; with neither, the lead passenger's address.
 */
export const vouchersSendBodySchema = z.object({
  to: emailAddress.optional(),
  recipients: z.array(emailAddress).min(1).max(VOUCHER_RECIPIENTS_MAX).optional(),
  message: safeTextSchema().max(VOUCHER_MESSAGE_MAX).optional(),
});
export const vouchersSendAnswerSchema = z.object({
  message: z.string(),
  /** The recipients, joined by ", ". */
  to: z.string(),
  recipients: z.array(z.string()),
});

/** GET …/booking/vouchers/recipients: the quote's contacts the vouchers may go to (staff only). */
export const voucherRecipientsSchema = z.object({
  recipients: z.array(
    z.object({
      email: z.string(),
      name: z.string(),
      /** The lead passenger, or the client agency's contact (its admin, or the quote's agent). */
      kind: z.enum(['lead_passenger', 'agency']),
    }),
  ),
});
export type VoucherRecipients = z.infer<typeof voucherRecipientsSchema>;

/**
 * GET /tenant/public/vouchers/{uuid}/{file}: the vouchers zip mailed to the client, through a link
 * signed for the tenant, the quote and the expiry (decision 0054).
 */
export const voucherLinkParamSchema = z.object({
  uuid: z.string().uuid(),
  file: z.string().regex(/^[\w-]{16,64}\.zip$/, 'is not a vouchers file'),
});
export const voucherLinkQuerySchema = z.object({
  /** Unix seconds. */
  expires: z.coerce.number().int().min(0).max(INT4_MAX),
  signature: z.string().regex(/^[\w-]{43}$/, 'is not a signature'),
});

/** What the supplier's public page shows: that supplier's services only. */
export const publicBookingSchema = z.object({
  company: z.string(),
  /** The company's logo as its proposals show it (/media/…), when it has one. */
  company_logo: z.string().nullable(),
  supplier: z.string(),
  quote: z.object({
    code: z.string(),
    title: z.string(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
  }),
  language: z.string(),
  expires_at: z.string(),
  /** 'amendment': the trip changed after the supplier booked it; `changes` says what, per service (decision 0076). */
  kind: z.enum(['request', 'amendment']),
  changes: z.array(serviceAmendmentSchema),
  services: z.array(bookedServiceSchema.omit({ last_message: true, level: true })),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

/** The supplier's answers: confirm with a reference, or decline with a reason, service by service. */
export const publicBookingAnswerBodySchema = z.object({
  answers: z
    .array(
      z.discriminatedUnion('action', [
        z.object({ service: idSchema, action: z.literal('confirm'), reference }),
        z.object({ service: idSchema, action: z.literal('decline'), reason }),
      ]),
    )
    .min(1)
    .max(200),
});
export type PublicBookingAnswerBody = z.infer<typeof publicBookingAnswerBodySchema>;

/** The I10 body when the Book tab confirms the sale: the seller types with `selected_level`. */
export const quoteStatusBodySchema = z
  .object({
    prices_list: z
      .array(z.object({ selected_level: z.coerce.number().int().min(0).max(3).nullable().optional() }).passthrough())
      .max(10)
      .optional(),
    /** Leaving Confirmed while suppliers hold bookings: the operator chose to keep them (decisions 0058, 0059 and 0060). */
    keep_bookings: z.boolean().optional(),
    /** Why a sold (Confirmed) quote is re-opened: required then, kept in the history (issue 48, docs/decisions/issues.md). */
    reason: safeTextSchema().trim().min(1).max(500).optional(),
  })
  .passthrough()
  // No body at all (the original client's other status calls, and a bodiless POST arrives as null).
  .nullish();

/** Leaving Confirmed while suppliers hold bookings (409): the bookings, named, beside the error fields. */
export const heldBookingsErrorSchema = errorBodySchema.extend({
  bookings: z
    .array(
      z.object({
        service: z.string(),
        supplier: z.string(),
        state: z.string(),
        reference: z.string().nullable(),
      }),
    )
    .optional(),
});
