import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { tenantForeignKey } from './columns';
import { files, itineraries } from './quotes-schema';
import { tenantRef } from './schema';

// Reports (decision 0061): one narrow row per quote (type 1) with what the reports group
// and add up, kept by triggers on the writes (migration "report_quotes_triggers"): the quote's own
// columns, its level totals from the pricing row, its places' countries and destinations, and the
// first time its status history shows each funnel step. The reports read only this table (and
// requests, proposal events), never the quotes' wide rows or JSON.

/** A quote as the reports see it; no row for templates. */
export const reportQuotes = pgTable(
  'report_quotes',
  {
    itineraryId: integer('itinerary_id').notNull(),
    tenantId: tenantRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    clientId: integer('client_id'),
    /** Who the quote is for in the reports: its assignee, else its owner. */
    consultantId: integer('consultant_id'),
    // The columns the quote visibility rule reads (visible.repository.ts), under the same names.
    ownerUserId: integer('owner_user_id'),
    userId: integer('user_id'),
    itineraryPublic: smallint('itinerary_public').notNull().default(0),
    itineraryTypeId: smallint('itinerary_type_id').notNull().default(1),
    statusId: smallint('status_id').notNull(),
    soldLevel: smallint('sold_level'),
    currencyId: integer('currency_id').notNull(),
    /** The list price: the sold level's total, else the cheapest level in use. */
    price: numeric('price', { precision: 14, scale: 2 }),
    /** Seller totals and margins per level in use (null: the level is not in use). */
    sale1: numeric('sale1', { precision: 14, scale: 2 }),
    sale2: numeric('sale2', { precision: 14, scale: 2 }),
    sale3: numeric('sale3', { precision: 14, scale: 2 }),
    margin1: numeric('margin1', { precision: 14, scale: 2 }),
    margin2: numeric('margin2', { precision: 14, scale: 2 }),
    margin3: numeric('margin3', { precision: 14, scale: 2 }),
    /** Country codes of the quote's places, each once. */
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    /** The destinations (regions) of the quote's places: a city counts under its region. */
    destinationIds: integer('destination_ids').array().notNull().default(sql`'{}'::int[]`),
    /** First entry into each funnel step, from the status history. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reviewAt: timestamp('review_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** Set while the quote is being deleted (a job): the reports leave it out already. */
    deleting: smallint('deleting').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'report_quotes_pkey', columns: [t.tenantId, t.itineraryId] }),
    // Every report filters by tenant and creation day; the sums read from the index alone.
    // (Migration 0046 adds report_quotes_created_cover_idx, the same keys with every column the reports
    // read INCLUDEd, for index-only reads; drizzle does not declare INCLUDE.)
    index('report_quotes_created_idx').on(t.tenantId, t.createdAt),
    // Conversions go by the day a quote went out: first Sent, or Confirmed when never Sent.
    index('report_quotes_out_idx').on(t.tenantId, sql`COALESCE(${t.sentAt}, ${t.confirmedAt})`),
    index('report_quotes_client_idx').on(t.tenantId, t.clientId, t.createdAt),
    index('report_quotes_consultant_idx').on(t.tenantId, t.consultantId, t.createdAt),
    tenantForeignKey('report_quotes_itinerary_id_itineraries_id_fk', [t.tenantId, t.itineraryId], itineraries).onDelete(
      'cascade',
    ),
  ],
);

/**
 * A request (file) as time to quote sees it (decision 0090): its arrival, the columns its
 * visibility rule and filters read (as on `files`), its stage and when its first quote went out
 * (the earliest first Sent, else Confirmed, of its linked quotes in report_quotes; null: none yet).
 * Kept by triggers on files, file_quotes and report_quotes (migration "report_requests"), so the
 * report reads one narrow indexed row per request instead of joining every link and quote.
 */
export const reportRequests = pgTable(
  'report_requests',
  {
    fileId: integer('file_id').notNull(),
    tenantId: tenantRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    clientId: integer('client_id'),
    userId: integer('user_id'),
    createdBy: integer('created_by'),
    stage: smallint('stage').notNull(),
    firstOutAt: timestamp('first_out_at', { withTimezone: true }),
  },
  // Migration 0054 adds report_requests_arrived_idx on (tenant_id, created_at) INCLUDE-ing every
  // other column, for index-only reads; drizzle does not declare INCLUDE. Migration 0057 adds
  // report_requests_waiting_idx, the requests with no quote out yet and still open, by arrival.
  (t) => [
    primaryKey({ name: 'report_requests_pkey', columns: [t.tenantId, t.fileId] }),
    tenantForeignKey('report_requests_file_id_files_id_fk', [t.tenantId, t.fileId], files).onDelete('cascade'),
  ],
);

/**
 * Time to quote's histogram (decision 0101): the requests with a quote gone out, counted per UTC
 * arrival month, agency, assignee, creator and minutes from arrival to the first quote out, kept by
 * a statement trigger on report_requests. Median and p90 add up these rows (the whole months within
 * the dates) instead of sorting every request on each call.
 */
export const reportRequestTimes = pgTable(
  'report_request_times',
  {
    tenantId: tenantRef(),
    /** The first moment (UTC) of the requests' arrival month. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    clientId: integer('client_id'),
    userId: integer('user_id'),
    createdBy: integer('created_by'),
    /** Whole minutes from arrival to the first quote out (0 when it went out before the request was dated). */
    minutes: integer('minutes').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('report_request_times_key')
      .on(t.tenantId, t.bucket, t.clientId, t.userId, t.createdBy, t.minutes)
      .nullsNotDistinct(),
    index('report_request_times_empty_idx').on(t.tenantId).where(sql`${t.n} = 0`),
  ],
);

/**
 * Proposal events (publication_events) added up per quote, UTC day, kind, section and level
 * (decision 0090), kept by statement triggers on publication_events (migration
 * "report_requests"): the engagement report reads these instead of every event. `np` and `seconds`
 * count only the events with seconds > 0 (the sections read); first_at and last_at keep the day's
 * first and last event (the follow-up list's first and last opening).
 */
export const reportEvents = pgTable(
  'report_events',
  {
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    /** The first moment (UTC) of the events' day. */
    day: timestamp('day', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    section: text('section'),
    level: smallint('level'),
    n: integer('n').notNull(),
    np: integer('np').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('report_events_key').on(t.tenantId, t.itineraryId, t.day, t.kind, t.section, t.level).nullsNotDistinct(),
    // The report's reads: one kind of a tenant within the dates.
    index('report_events_kind_idx').on(t.tenantId, t.kind, t.day),
    tenantForeignKey('report_events_itinerary_id_itineraries_id_fk', [t.tenantId, t.itineraryId], itineraries).onDelete(
      'cascade',
    ),
  ],
);

const sum = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default('0');

/**
 * Pre-aggregated counts and sums of report_quotes (decision 0066), kept by a statement trigger on
 * report_quotes (so by whoever writes a quote). `kind` says what a row counts (REPORT_ROLLUP_KINDS
 * in the reports module); `grain` 'd' rows are per UTC day with no client, consultant or owner (the
 * tenant-wide cut, any dates and periods), 'm' rows per UTC month with them (the filtered and
 * restricted cuts; partial months at the edges of a date filter are read from report_quotes).
 * Sums are exact numerics; a row whose count falls to 0 is removed.
 */
export const reportRollups = pgTable(
  'report_rollups',
  {
    tenantId: tenantRef(),
    kind: smallint('kind').notNull(),
    grain: text('grain').notNull(),
    /** The first moment (UTC) of the row's day or month. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    /** The kind's own key: a country code, `country:destination id`, a level; '' when none. */
    key: text('key').notNull().default(''),
    clientId: integer('client_id'),
    consultantId: integer('consultant_id'),
    ownerUserId: integer('owner_user_id'),
    statusId: smallint('status_id').notNull(),
    n: integer('n').notNull().default(0),
    /** Quotes pricing each level (in use). */
    n1: integer('n1').notNull().default(0),
    n2: integer('n2').notNull().default(0),
    n3: integer('n3').notNull().default(0),
    v1: sum('v1'),
    v2: sum('v2'),
    v3: sum('v3'),
    m1: sum('m1'),
    m2: sum('m2'),
    m3: sum('m3'),
    /** The value the kind adds: list prices, or the level's total for the level kind. */
    value: sum('value'),
  },
  (t) => [
    unique('report_rollups_key')
      .on(t.tenantId, t.kind, t.grain, t.bucket, t.key, t.clientId, t.consultantId, t.ownerUserId, t.statusId)
      .nullsNotDistinct(),
    // The trigger removes emptied rows through this (small) index rather than a scan.
    index('report_rollups_empty_idx').on(t.tenantId).where(sql`${t.n} = 0`),
    // A travel agent's reports read the month rows it owns or is consultant of (decision 0109):
    // two short ranges instead of every month row of the tenant, filtered.
    index('report_rollups_owner_idx').on(t.tenantId, t.ownerUserId, t.kind, t.grain, t.bucket),
    index('report_rollups_consultant_idx').on(t.tenantId, t.consultantId, t.kind, t.grain, t.bucket),
  ],
);

/**
 * Coarser cuts of report_quotes for the reports' commonest calls (decision 0078), kept like
 * report_rollups by a statement trigger on report_quotes: 'mt' per UTC month and 'wt' per ISO week
 * tenant-wide (each with its status), 'mc' per UTC month and 'dc' per UTC day per client (status 0:
 * the clients chart does not cut by it), 'mu' and 'du' per consultant (with status: the funnel's
 * cut). Same columns as report_rollups minus the owner.
 */
export const reportRollupCuts = pgTable(
  'report_rollup_cuts',
  {
    tenantId: tenantRef(),
    kind: smallint('kind').notNull(),
    grain: text('grain').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    key: text('key').notNull().default(''),
    clientId: integer('client_id'),
    consultantId: integer('consultant_id'),
    statusId: smallint('status_id').notNull(),
    n: integer('n').notNull().default(0),
    n1: integer('n1').notNull().default(0),
    n2: integer('n2').notNull().default(0),
    n3: integer('n3').notNull().default(0),
    v1: sum('v1'),
    v2: sum('v2'),
    v3: sum('v3'),
    m1: sum('m1'),
    m2: sum('m2'),
    m3: sum('m3'),
    value: sum('value'),
  },
  (t) => [
    unique('report_rollup_cuts_key')
      .on(t.tenantId, t.kind, t.grain, t.bucket, t.key, t.clientId, t.consultantId, t.statusId)
      .nullsNotDistinct(),
    index('report_rollup_cuts_empty_idx').on(t.tenantId).where(sql`${t.n} = 0`),
  ],
);

/**
 * The funnel's step-day histogram (kind 6 of report_rollup_cuts) per UTC day tenant-wide (decision
 * 0090): the partial months at the edges of a date filter read these days instead of counting the
 * quotes of report_quotes. Kept by 0052's statement trigger on report_quotes from the same facts.
 */
export const reportStepDays = pgTable(
  'report_step_days',
  {
    tenantId: tenantRef(),
    /** The first moment (UTC) of the quotes' creation day. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    /** `step:days`, as report_rollup_cuts' kind 6. */
    key: text('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('report_step_days_key').on(t.tenantId, t.bucket, t.key),
    index('report_step_days_empty_idx').on(t.tenantId).where(sql`${t.n} = 0`),
  ],
);

/**
 * Requests per UTC arrival day and stage tenant-wide (decision 0090), kept by a statement trigger on
 * report_requests: the stages chart of an unfiltered admin or operator reads some hundreds of rows
 * instead of every request. A row whose count falls to 0 is removed.
 */
export const reportRequestDays = pgTable(
  'report_request_days',
  {
    tenantId: tenantRef(),
    /** The first moment (UTC) of the requests' arrival day. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    stage: smallint('stage').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('report_request_days_key').on(t.tenantId, t.bucket, t.stage),
    index('report_request_days_empty_idx').on(t.tenantId).where(sql`${t.n} = 0`),
  ],
);

/**
 * The funnel's step-day histogram (report_rollup_cuts' kind 6) per UTC month with the quotes'
 * client, consultant and owner (decision 0099), kept from the same facts by the statement trigger on
 * report_quotes: a travel agent's, a client admin's or a filtered funnel adds up its medians from
 * these rows (report_rollups' 'm' conditions apply unchanged) instead of every quote's status days.
 */
export const reportStepCuts = pgTable(
  'report_step_cuts',
  {
    tenantId: tenantRef(),
    /** The first moment (UTC) of the quotes' creation month. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    /** `step:days`, as report_rollup_cuts' kind 6. */
    key: text('key').notNull(),
    clientId: integer('client_id'),
    consultantId: integer('consultant_id'),
    ownerUserId: integer('owner_user_id'),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('report_step_cuts_key')
      .on(t.tenantId, t.bucket, t.key, t.clientId, t.consultantId, t.ownerUserId)
      .nullsNotDistinct(),
    index('report_step_cuts_empty_idx').on(t.tenantId).where(sql`${t.n} = 0`),
  ],
);

/**
 * Each proposal's opens (report_events' kind 'open') per quote (decision 0101), kept by a statement
 * trigger on report_events: the engagement's follow-up list reads the quotes by first opening
 * (report_opens_first_idx) and stops at its first rows instead of adding up every open of the tenant.
 */
export const reportOpens = pgTable(
  'report_opens',
  {
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    opens: integer('opens').notNull(),
  },
  (t) => [
    unique('report_opens_key').on(t.tenantId, t.itineraryId),
    index('report_opens_first_idx').on(t.tenantId, t.firstAt, t.itineraryId),
  ],
);

/**
 * What clients look at, kept per quote, section or level and UTC day for the engagement report
 * (decision 0108): report_events' 'level' and 'read' rows and publication_accepts ('accept', per
 * level) of quotes the reports count (a row in report_quotes, not being deleted), each with the
 * quote's previous day of the same kind and key.
 * A quote is among the proposals of a day range once, on its first day within: the day whose
 * previous day is before the range (or none), so counting proposals needs no DISTINCT and no lookup
 * of each quote. Kept by triggers on report_events, publication_accepts and report_quotes (migration 0060).
 */
export const reportEngagement = pgTable(
  'report_engagement',
  {
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    kind: text('kind').notNull(),
    section: text('section'),
    level: smallint('level'),
    day: timestamp('day', { withTimezone: true }).notNull(),
    prevDay: timestamp('prev_day', { withTimezone: true }),
    n: integer('n').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('report_engagement_key').on(t.tenantId, t.itineraryId, t.kind, t.section, t.level, t.day).nullsNotDistinct(),
    // The report reads a tenant's days of one kind; the rest of the row rides along (index-only).
    index('report_engagement_day_idx').on(t.tenantId, t.kind, t.day, t.prevDay, t.level, t.section, t.n, t.seconds),
  ],
);

/**
 * report_engagement added up over the tenant's quotes per kind, section or level, day and previous
 * day (decision 0108): `quotes` quote-days, their views (n) and seconds. The engagement report of a
 * whole tenant reads some thousands of these instead of a row per quote and day. Kept from
 * report_engagement's writes by statement triggers (migration 0060).
 */
export const reportEngagementDays = pgTable(
  'report_engagement_days',
  {
    tenantId: tenantRef(),
    kind: text('kind').notNull(),
    section: text('section'),
    level: smallint('level'),
    day: timestamp('day', { withTimezone: true }).notNull(),
    prevDay: timestamp('prev_day', { withTimezone: true }),
    quotes: integer('quotes').notNull(),
    n: integer('n').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('report_engagement_days_key')
      .on(t.tenantId, t.kind, t.day, t.prevDay, t.section, t.level)
      .nullsNotDistinct(),
    // The trigger removes emptied rows through this (small) index rather than a scan.
    index('report_engagement_days_empty_idx').on(t.tenantId).where(sql`${t.quotes} = 0`),
  ],
);

export const REPORTS_TENANT_TABLES = [
  'report_quotes',
  'report_rollups',
  'report_rollup_cuts',
  'report_requests',
  'report_events',
  'report_step_days',
  'report_request_days',
  'report_step_cuts',
  'report_request_times',
  'report_opens',
  'report_engagement',
  'report_engagement_days',
  'report_rollup_pending',
] as const;

/**
 * The report rows a transaction changed, waiting for its commit (decision 0117): report_quotes'
 * statement trigger writes one row a statement here instead of moving the shared sums of
 * report_rollups, report_rollup_cuts, report_step_days and report_step_cuts, and a deferred trigger
 * adds them up at commit. Ten editors of one tenant's quotes of one day held those sums' row locks
 * from their price write to their commit and waited on one another (p95 666 ms for p50 130 ms).
 * Empty outside a transaction: its own commit deletes what it wrote.
 */
export const reportRollupPending = pgTable(
  'report_rollup_pending',
  {
    tenantId: tenantRef(),
    /** pg_current_xact_id() of the writer: the commit adds up its own rows only. */
    xact: bigint('xact', { mode: 'number' }).notNull(),
    /** report_quotes rows as they are now and as they were (jsonb arrays of its rows). */
    plus: jsonb('plus').notNull(),
    minus: jsonb('minus').notNull(),
  },
  (t) => [index('report_rollup_pending_xact_idx').on(t.xact)],
);
