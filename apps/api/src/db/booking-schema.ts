import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tenantForeignKey } from './columns';
import { itineraries } from './quotes-schema';
import { itineraryServices } from './quote-services-schema';
import { suppliers } from './catalogue-schema';
import { tenantRef, users } from './schema';

// Booking a confirmed quote with its suppliers (docs/decisions/0033-booking.md).

/**
 * One e-mail asking one supplier to book some services of one quote. The link it carries names a
 * random token; only its SHA-256 is stored, so a read of this table cannot answer for a supplier.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    /** The itinerary services the link may answer for: its whole scope. */
    serviceIds: integer('service_ids').array().notNull().default(sql`'{}'::int[]`),
    tokenHash: text('token_hash').notNull(),
    /**
     * 'request' asks to book; 'amendment' asks to change a booking held (issue 48, docs/decisions/issues.md); 'cancellation'
     * tells the supplier the services are cancelled.
     */
    kind: text('kind').notNull().default('request'),
    /** The quote's version the request describes: what the supplier was asked to book (decision 0076). */
    version: integer('version'),
    /** An amendment's changes per service (domain supplierAmendments), before → after, for its page and mail. */
    changes: jsonb('changes'),
    language: text('language').notNull().default('en'),
    sentTo: text('sent_to').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A later request for any of the same services replaced this link. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'booking_requests_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('booking_requests_token_uq').on(t.tenantId, t.tokenHash),
    index('booking_requests_quote_idx').on(t.tenantId, t.itineraryId, t.supplierId),
    tenantForeignKey(
      'booking_requests_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey('booking_requests_supplier_id_suppliers_id_fk', [t.tenantId, t.supplierId], suppliers),
    tenantForeignKey('booking_requests_created_by_users_id_fk', [t.tenantId, t.createdBy], users),
  ],
);

/** What the supplier (or the operator by hand) said about one service of a quote. */
export const serviceBookings = pgTable(
  'service_bookings',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryServiceId: integer('itinerary_service_id').notNull(),
    /** The supplier's booking number, once confirmed. */
    reference: text('reference'),
    declineReason: text('decline_reason'),
    /** requested | confirmed | declined | released (booking-state.ts); null: nothing asked yet. */
    state: text('state'),
    /** The last thing said about the booking, shown on the tab ("Requested from …", "Declined: …"). */
    lastMessage: text('last_message').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    /** The quote's version the supplier was last asked to book: amendments compare from it (decision 0076). */
    bookedVersion: integer('booked_version'),
    /** When its supplier confirmed an amendment: its voucher before that time is superseded. */
    amendedAt: timestamp('amended_at', { withTimezone: true }),
    /** When the client was last sent a voucher pack with this service: a later amendment makes its voucher new. */
    voucherSentAt: timestamp('voucher_sent_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'service_bookings_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('service_bookings_service_uq').on(t.tenantId, t.itineraryServiceId),
    tenantForeignKey(
      'service_bookings_itinerary_service_id_itinerary_services_id_fk',
      [t.tenantId, t.itineraryServiceId],
      itineraryServices,
    ).onDelete('cascade'),
  ],
);

/**
 * The company's booking settings, one row per tenant (decision 0060): the phone travellers and suppliers
 * call in an emergency, printed on every voucher. Edited on the Book tab by an admin.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    tenantId: tenantRef().primaryKey(),
    emergencyPhone: text('emergency_phone'),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [tenantForeignKey('booking_settings_updated_by_users_id_fk', [t.tenantId, t.updatedBy], users)],
);

export const BOOKING_TENANT_TABLES = ['booking_requests', 'service_bookings', 'booking_settings'] as const;
