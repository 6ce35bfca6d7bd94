import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tenantForeignKey } from './columns';
import { services } from './catalogue-schema';
import { itineraries } from './quotes-schema';
import { tenantOfQuote, tenantRef } from './schema';

// Services placed on a quote, its passengers and its pricing settings with the stored result
// (docs/decisions/0013-quote-services.md). Content is copied from the catalogue when a
// service is added, so later catalogue edits never change a quote silently.

const amount = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** Revisions of quote services: one sequence for all, so a revision number is never reused. */
export const serviceRevisions = pgSequence('itinerary_service_rev_seq');

export const itineraryServices = pgTable(
  'itinerary_services',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    /** The catalogue service whose rate lines price it (archived services stay readable). */
    serviceId: integer('service_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    serviceTypeId: smallint('service_type_id').notNull(),
    category: jsonb('category'),
    description: text('description').notNull().default(''),
    recommendations: text('recommendations').notNull().default(''),
    notes: text('notes').notNull().default(''),
    checkIn: text('check_in'),
    checkOut: text('check_out'),
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::int[]`),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** The spec's day field: '3' or '3-5'; dates follow from the quote's start date. */
    day: text('day').notNull().default('1'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    position: integer('position').notNull().default(0),
    level: smallint('level').notNull().default(0),
    /** The spec's `optional`: regular 0, optional 1, confirmed 2. */
    kind: smallint('kind').notNull().default(0),
    status: smallint('status').notNull().default(1),
    visible: smallint('visible').notNull().default(1),
    /** Passenger ids (itinerary_passengers.id) taking the service; empty means everyone. */
    passengers: integer('passengers').array().notNull().default(sql`'{}'::int[]`),
    /** The service's own rooms [{id_room_type, qty}]; empty means the quote's distribution. */
    rooms: jsonb('rooms').notNull().default(sql`'[]'::jsonb`),
    // Manual price edits (docs/domain/pricing.md#step-4-sale-price-and-margin); null keeps the engine's value.
    editCostUnit: numeric('edit_cost_unit', { precision: 14, scale: 4 }),
    editQuantity: integer('edit_quantity'),
    editPercentageMargin: numeric('edit_percentage_margin', { precision: 6, scale: 2 }),
    editPrice: amount('edit_price'),
    // The engine's figures of the last pricing run; null until first priced.
    quantity: integer('quantity'),
    cost: amount('cost'),
    costUnit: amount('cost_unit'),
    price: amount('price'),
    priceUnit: amount('price_unit'),
    margin: amount('margin'),
    percentageMargin: numeric('percentage_margin', { precision: 10, scale: 2 }),
    calculatedPrice: amount('calculated_price'),
    servicePrice: jsonb('service_price').notNull().default(sql`'[]'::jsonb`),
    serviceSupplier: jsonb('service_supplier').notNull().default(sql`'[]'::jsonb`),
    errors: jsonb('errors').notNull().default(sql`'[]'::jsonb`),
    /**
     * Changes on every write of the row (trigger of migration 0015): a version snapshot keeps each
     * service's body once per revision, so an edit of one service copies one body, not 120.
     */
    rev: bigint('rev', { mode: 'number' }).notNull().default(sql`nextval('itinerary_service_rev_seq')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'itinerary_services_pkey', columns: [t.tenantId, t.id] }),
    index('itinerary_services_order_idx').on(t.tenantId, t.itineraryId, t.position, t.id),
    tenantForeignKey(
      'itinerary_services_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey('itinerary_services_service_id_services_id_fk', [t.tenantId, t.serviceId], services),
  ],
);

export const itineraryPassengers = pgTable(
  'itinerary_passengers',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    position: integer('position').notNull().default(0),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** adult, child or infant (docs/decisions/0028-passengers.md: the bands by age at travel). */
    type: text('type').notNull().default('adult'),
    /** The age typed when no birth date is known; with a birth date the age at travel is computed. */
    age: smallint('age'),
    /** Index (0-based) of the room of the quote's distribution the passenger sleeps in. */
    room: smallint('room'),
    lead: boolean('lead').notNull().default(false),
    email: text('email'),
    phone: text('phone'),
    gender: text('gender'),
    nationality: text('nationality'),
    // Personal data (decision 0028): shown to staff and the quote's own users only, never logged,
    // deleted with the quote (cascade) — docs/decisions/0028-passengers.md.
    birthdate: date('birthdate'),
    passportNumber: text('passport_number'),
    passportExpiration: date('passport_expiration'),
    medicalNotes: text('medical_notes').notNull().default(''),
    dietaryNotes: text('dietary_notes').notNull().default(''),
    note: text('note').notNull().default(''),
    emergencyName: text('emergency_name'),
    emergencyLastName: text('emergency_last_name'),
    emergencyPhone: text('emergency_phone'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'itinerary_passengers_pkey', columns: [t.tenantId, t.id] }),
    index('itinerary_passengers_idx').on(t.tenantId, t.itineraryId, t.position, t.id),
    tenantForeignKey(
      'itinerary_passengers_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
  ],
);

/** One row per priced quote: the seller's settings and the engine's last result. */
export const itineraryPricing = pgTable(
  'itinerary_pricing',
  {
    itineraryId: integer('itinerary_id').notNull(),
    tenantId: tenantRef(),
    /** Percent of the sale price; null follows the sales manual. */
    marginHotel: numeric('margin_hotel', { precision: 6, scale: 2 }),
    marginServices: numeric('margin_services', { precision: 6, scale: 2 }),
    sellerType: text('seller_type').notNull().default('seller'),
    /** Upsales, fee and typed final prices per passenger and level (docs/domain/pricing.md#step-7-upsales-and-fee). */
    paxSettings: jsonb('pax_settings').notNull().default(sql`'[]'::jsonb`),
    salesManualId: integer('sales_manual_id'),
    prices: jsonb('prices').notNull().default(sql`'[]'::jsonb`),
    paxPrices: jsonb('pax_prices').notNull().default(sql`'[]'::jsonb`),
    upgrades: jsonb('upgrades'),
    messages: jsonb('messages').notNull().default(sql`'[]'::jsonb`),
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'itinerary_pricing_pkey', columns: [t.tenantId, t.itineraryId] }),
    tenantForeignKey(
      'itinerary_pricing_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
  ],
);

/**
 * The body of a quote service as version snapshots hold it, one row per (service, revision): a
 * version lists [id, rev] pairs and shares the bodies that did not change since the version before.
 */
export const itineraryServiceSnapshots = pgTable(
  'itinerary_service_snapshots',
  {
    tenantId: tenantOfQuote(),
    itineraryId: integer('itinerary_id').notNull(),
    /** itinerary_services.id: no foreign key, the service may since have been deleted. */
    serviceId: integer('service_id').notNull(),
    rev: bigint('rev', { mode: 'number' }).notNull(),
    body: jsonb('body').notNull(),
  },
  (t) => [
    primaryKey({ name: 'itinerary_service_snapshots_service_id_rev_pk', columns: [t.tenantId, t.serviceId, t.rev] }),
    // Not (tenant_id, itinerary_id): an index led by tenant_id lets the planner, misjudging a tenant
    // its statistics do not know yet, scan all of the tenant's bodies once per service in the
    // version statement's "body already stored?" lookup, instead of the primary key (decision 0048).
    index('itinerary_service_snapshots_quote_idx').on(t.itineraryId),
    tenantForeignKey(
      'itinerary_service_snapshots_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
  ],
);

export const QUOTE_SERVICES_TENANT_TABLES = [
  'itinerary_services',
  'itinerary_passengers',
  'itinerary_pricing',
  'itinerary_service_snapshots',
] as const;
