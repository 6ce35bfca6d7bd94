import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { itineraries } from './quotes-schema';
import { tenantRef, users } from './schema';

// Publishing (decision 0029): what a quote's client is shown. The configuration says how
// the page looks; a publication freezes one version of the quote as the client's proposal (its
// projection, never a cost); a link is the unguessable public address that shows the newest
// publication; events and the accept are what the client did on the page.

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The display options, colours, images and template of one quote (original-client.md §5.6). */
export const publishConfigs = pgTable(
  'publish_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    templateId: smallint('template_id').notNull().default(1),
    /** Display option ids 1–14, normalised (normaliseDisplayOptions). */
    options: smallint('options').array().notNull().default(sql`'{}'::smallint[]`),
    /** {navBgColor, mainBgColor, mainTextColor} as #rrggbb. */
    colors: jsonb('colors').notNull().default(sql`'{}'::jsonb`),
    /** Image ids (publish_images) per slot: {logo: [3], cover_page: [4, 5]}. */
    images: jsonb('images').notNull().default(sql`'{}'::jsonb`),
    /** Decision 0068: {recommended_level: 1–3 | null, next_steps: text | null} (publishing/config.ts). */
    sale: jsonb('sale').notNull().default(sql`'{}'::jsonb`),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('publish_configs_quote_uq').on(t.tenantId, t.itineraryId)],
);

/** The tenant's defaults, which a quote starts from until it has its own configuration. */
export const publishDefaults = pgTable('publish_defaults', {
  tenantId: tenantRef().primaryKey(),
  templateId: smallint('template_id').notNull().default(1),
  options: smallint('options').array().notNull().default(sql`'{}'::smallint[]`),
  colors: jsonb('colors').notNull().default(sql`'{}'::jsonb`),
  images: jsonb('images').notNull().default(sql`'{}'::jsonb`),
  sale: jsonb('sale').notNull().default(sql`'{}'::jsonb`),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/** An uploaded picture for a slot, with its two thumbnails under DATA_DIR/assets (served at /media/). */
export const publishImages = pgTable(
  'publish_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').references(() => itineraries.id, { onDelete: 'set null' }),
    slot: text('slot').notNull(),
    name: text('name').notNull(),
    /** File names under the assets directory (random, unguessable). */
    small: text('small').notNull(),
    large: text('large').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('publish_images_tenant_idx').on(t.tenantId, t.itineraryId)],
);

/** The public address of a quote: a long random code; revocable and optionally expiring. */
export const publishLinks = pgTable(
  'publish_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when the sale's changes went out on a newer link (issue 48, docs/decisions/issues.md): the page then says so. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('publish_links_code_uq').on(t.code),
    index('publish_links_quote_idx').on(t.tenantId, t.itineraryId),
  ],
);

/** One published version: the proposal as the client sees it, frozen. */
export const publications = pgTable(
  'publications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => publishLinks.id, { onDelete: 'cascade' }),
    /** The quote's version that was published. */
    version: integer('version').notNull(),
    /** The PublicProposal the page, the PDF and the public JSON are drawn from. */
    proposal: jsonb('proposal').notNull(),
    /** The same version projected with every option (no per-service prices): what the diff compares. */
    comparable: jsonb('comparable').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id),
  },
  (t) => [index('publications_quote_idx').on(t.tenantId, t.itineraryId, t.id.desc())],
);

/** What the client did on the page: opened it, read a section, looked at a level, took the PDF, accepted. */
export const publicationEvents = pgTable(
  'publication_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    section: text('section'),
    seconds: integer('seconds'),
    level: smallint('level'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('publication_events_quote_idx').on(t.tenantId, t.itineraryId, t.at)],
);

/** The client's acceptance: once per link. */
export const publicationAccepts = pgTable(
  'publication_accepts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => publishLinks.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    message: text('message').notNull().default(''),
    name: text('name').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('publication_accepts_link_uq').on(t.linkId)],
);

/** The PDF of a publication, made by the publish.pdf job. */
export const publicationPdfs = pgTable('publication_pdfs', {
  publicationId: integer('publication_id')
    .primaryKey()
    .references(() => publications.id, { onDelete: 'cascade' }),
  tenantId: tenantRef(),
  /** 'pending' | 'ready' | 'failed' */
  status: text('status').notNull().default('pending'),
  pdf: bytea('pdf'),
  error: text('error'),
  updatedAt: updatedAt(),
});

/**
 * The sale as it was made (decision 0074): each time a quote enters Confirmed — the
 * client's accept on the proposal page, or the sale confirmed on the Book tab — the version sold,
 * the level, the passengers and the total are pinned here, and later edits never touch the row.
 * The client's record (`acceptance`) is what they typed and saw: name, time, address, figures.
 */
export const acceptedVersions = pgTable(
  'accepted_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The level sold (1–3), null when the sale named none. */
    level: smallint('level'),
    numPax: integer('num_pax').notNull(),
    /** The passengers of the version sold, as its snapshot keeps them. */
    passengers: jsonb('passengers').notNull().default(sql`'[]'::jsonb`),
    /** The seller total of the level sold, in the quote's currency; null when unpriced. */
    total: numeric('total', { precision: 14, scale: 4 }),
    currencyId: integer('currency_id'),
    /** 'proposal' (the client accepted on the page) or 'book_tab' (staff confirmed the sale). */
    source: text('source').notNull(),
    publicationId: integer('publication_id').references(() => publications.id, { onDelete: 'set null' }),
    /** {name, at, address, figures} for the proposal page's accept; null for a sale confirmed by staff. */
    acceptance: jsonb('acceptance'),
    acceptedBy: integer('accepted_by').references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accepted_versions_quote_idx').on(t.tenantId, t.itineraryId, t.id.desc())],
);

/**
 * "Send the changes to the client" (decision 0075): the sold trip's new version went out as
 * a publication on a new link, compared with the version accepted. Unanswered (`answered_at` null),
 * the quote shows "changes awaiting the client"; the client's accept answers it.
 */
export const saleChangeSends = pgTable(
  'sale_change_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    /** The version the client had accepted, and the version sent. */
    acceptedVersion: integer('accepted_version').notNull(),
    version: integer('version').notNull(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => publishLinks.id, { onDelete: 'cascade' }),
    sentBy: integer('sent_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** 'accepted' (the client said yes again) or 'superseded' (a newer send replaced it). */
    answer: text('answer'),
  },
  (t) => [index('sale_change_sends_quote_idx').on(t.tenantId, t.itineraryId, t.id.desc())],
);

/** A question the client asked on the proposal page instead of accepting (decision 0075): kept, the owner is mailed. */
export const publicationQuestions = pgTable(
  'publication_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => publishLinks.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('publication_questions_quote_idx').on(t.tenantId, t.itineraryId)],
);

export const PUBLISHING_TENANT_TABLES = [
  'publish_configs',
  'publish_defaults',
  'publish_images',
  'publish_links',
  'publications',
  'publication_events',
  'publication_accepts',
  'publication_pdfs',
  'accepted_versions',
  'sale_change_sends',
  'publication_questions',
] as const;
