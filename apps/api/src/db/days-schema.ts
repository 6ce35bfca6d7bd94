import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tenantForeignKey } from './columns';
import { itineraries } from './quotes-schema';
import { tenantRef } from './schema';

// The days of a quote's Itinerary tab (docs/domain/days.md, decision 0027). A row holds
// only what the traveller reads about one day: its services are NOT stored here, a service is on
// the days its own `day` field covers; its date follows from the quote's start date.

export const itineraryDays = pgTable(
  'itinerary_days',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    /** 1-based day number of the quote: unique per quote. */
    startDay: integer('start_day').notNull(),
    title: text('title').notNull().default(''),
    /** Rich text from the editor, sanitised by the API before it is stored. */
    description: text('description').notNull().default(''),
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::int[]`),
    /** The place the travellers sleep at the end of the day (locations.id). */
    overnightLocationId: integer('overnight_location_id'),
    meals: jsonb('meals').notNull().default(sql`'{"breakfast":false,"lunch":false,"dinner":false}'::jsonb`),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** The module day a merged day came from (the original client de-duplicates merges by it). */
    entityUuid: text('entity_uuid'),
    /**
     * The title / description is still the draft of the day's services (docs/domain/days.md#drafts): it is drafted
     * again when they move or the level sold changes. Any other text the operator saves clears it.
     */
    titleDrafted: boolean('title_drafted').notNull().default(false),
    descriptionDrafted: boolean('description_drafted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'itinerary_days_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('itinerary_days_day_uq').on(t.tenantId, t.itineraryId, t.startDay),
    index('itinerary_days_quote_idx').on(t.tenantId, t.itineraryId, t.startDay),
    tenantForeignKey(
      'itinerary_days_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
  ],
);

export const DAYS_TENANT_TABLES = ['itinerary_days'] as const;
