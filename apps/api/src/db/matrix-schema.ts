import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantForeignKey } from './columns';
import { itineraries } from './quotes-schema';
import { tenantRef, users } from './schema';

// The price matrix of a quote (docs/decisions/0062-child-prices-and-price-matrix.md): the last one
// generated, with what it was computed from, so a read can say when it is stale.

export const itineraryMatrices = pgTable(
  'itinerary_matrices',
  {
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    /** The quote's version and its rate lines' stamp (count:max rev) when it was computed. */
    version: integer('version').notNull(),
    rateStamp: text('rate_stamp').notNull(),
    /** The sales manual, start date and exchange rates priced with (a stamp of them). */
    inputStamp: text('input_stamp').notNull(),
    sizes: jsonb('sizes').notNull(),
    childAge: smallint('child_age'),
    startDate: text('start_date'),
    /** running → ready | failed: a large matrix is a job (quote.matrix) that fills `entries` size by size. */
    status: text('status').notNull().default('ready'),
    done: integer('done').notNull().default(0),
    entries: jsonb('entries').notNull().default([]),
    error: text('error'),
    userId: integer('user_id'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.itineraryId] }),
    tenantForeignKey(
      'itinerary_matrices_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey('itinerary_matrices_user_id_users_id_fk', [t.tenantId, t.userId], users).onDelete('set null'),
  ],
);

export const MATRIX_TENANT_TABLES = ['itinerary_matrices'] as const;
