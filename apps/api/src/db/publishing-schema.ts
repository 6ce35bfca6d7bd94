import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tenantForeignKey } from './columns';
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
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    templateId: smallint('template_id').notNull().default(1),
    /** Display option ids 1–14, normalised (normaliseDisplayOptions). */
    options: smallint('options').array().notNull().default(sql`'{}'::smallint[]`),
    /** {navBgColor, mainBgColor, mainTextColor} as #rrggbb. */
    colors: jsonb('colors').notNull().default(sql`'{}'::jsonb`),
    /** Image ids (publish_images) per slot: {logo: [3], cover_page: [4, 5]}. */
    images: jsonb('images').notNull().default(sql`'{}'::jsonb`),
    /** Decision 0068: {recommended_level: 1–3 | null, next_steps: text | null} (publishing/config.ts). */
    sale: jsonb('sale').notNull().default(sql`'{}'::jsonb`),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'publish_configs_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('publish_configs_quote_uq').on(t.tenantId, t.itineraryId),
    tenantForeignKey(
      'publish_configs_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey('publish_configs_updated_by_users_id_fk', [t.tenantId, t.updatedBy], users),
  ],
);

/** The tenant's defaults, which a quote starts from until it has its own configuration. */
export const publishDefaults = pgTable(
  'publish_defaults',
  {
    tenantId: tenantRef().primaryKey(),
    templateId: smallint('template_id').notNull().default(1),
    options: smallint('options').array().notNull().default(sql`'{}'::smallint[]`),
    colors: jsonb('colors').notNull().default(sql`'{}'::jsonb`),
    images: jsonb('images').notNull().default(sql`'{}'::jsonb`),
    sale: jsonb('sale').notNull().default(sql`'{}'::jsonb`),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [tenantForeignKey('publish_defaults_updated_by_users_id_fk', [t.tenantId, t.updatedBy], users)],
);

/** An uploaded picture for a slot, with its two thumbnails under DATA_DIR/assets (served at /media/). */
export const publishImages = pgTable(
  'publish_images',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id'),
    slot: text('slot').notNull(),
    name: text('name').notNull(),
    /** File names under the assets directory (random, unguessable). */
    small: text('small').notNull(),
    large: text('large').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'publish_images_pkey', columns: [t.tenantId, t.id] }),
    index('publish_images_tenant_idx').on(t.tenantId, t.itineraryId),
    tenantForeignKey(
      'publish_images_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('set null'),
    tenantForeignKey('publish_images_created_by_users_id_fk', [t.tenantId, t.createdBy], users),
  ],
);

/** The public address of a quote: a long random code; revocable and optionally expiring. */
export const publishLinks = pgTable(
  'publish_links',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    code: text('code').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when the sale's changes went out on a newer link (issue 48, docs/decisions/issues.md): the page then says so. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'publish_links_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('publish_links_code_uq').on(t.tenantId, t.code),
    index('publish_links_quote_idx').on(t.tenantId, t.itineraryId),
    tenantForeignKey('publish_links_itinerary_id_itineraries_id_fk', [t.tenantId, t.itineraryId], itineraries).onDelete(
      'cascade',
    ),
    tenantForeignKey('publish_links_created_by_users_id_fk', [t.tenantId, t.createdBy], users),
  ],
);

/** One published version: the proposal as the client sees it, frozen. */
export const publications = pgTable(
  'publications',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    linkId: integer('link_id').notNull(),
    /** The quote's version that was published. */
    version: integer('version').notNull(),
    /** The PublicProposal the page, the PDF and the public JSON are drawn from. */
    proposal: jsonb('proposal').notNull(),
    /** The same version projected with every option (no per-service prices): what the diff compares. */
    comparable: jsonb('comparable').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by'),
  },
  (t) => [
    primaryKey({ name: 'publications_pkey', columns: [t.tenantId, t.id] }),
    index('publications_quote_idx').on(t.tenantId, t.itineraryId, t.id.desc()),
    tenantForeignKey('publications_itinerary_id_itineraries_id_fk', [t.tenantId, t.itineraryId], itineraries).onDelete(
      'cascade',
    ),
    tenantForeignKey('publications_link_id_publish_links_id_fk', [t.tenantId, t.linkId], publishLinks).onDelete(
      'cascade',
    ),
    tenantForeignKey('publications_published_by_users_id_fk', [t.tenantId, t.publishedBy], users),
  ],
);

/** What the client did on the page: opened it, read a section, looked at a level, took the PDF, accepted. */
export const publicationEvents = pgTable(
  'publication_events',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    publicationId: integer('publication_id').notNull(),
    kind: text('kind').notNull(),
    section: text('section'),
    seconds: integer('seconds'),
    level: smallint('level'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'publication_events_pkey', columns: [t.tenantId, t.id] }),
    index('publication_events_quote_idx').on(t.tenantId, t.itineraryId, t.at),
    tenantForeignKey(
      'publication_events_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey(
      'publication_events_publication_id_publications_id_fk',
      [t.tenantId, t.publicationId],
      publications,
    ).onDelete('cascade'),
  ],
);

/** The client's acceptance: once per link. */
export const publicationAccepts = pgTable(
  'publication_accepts',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    linkId: integer('link_id').notNull(),
    publicationId: integer('publication_id').notNull(),
    level: smallint('level').notNull(),
    message: text('message').notNull().default(''),
    name: text('name').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'publication_accepts_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('publication_accepts_link_uq').on(t.tenantId, t.linkId),
    tenantForeignKey(
      'publication_accepts_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey('publication_accepts_link_id_publish_links_id_fk', [t.tenantId, t.linkId], publishLinks).onDelete(
      'cascade',
    ),
    tenantForeignKey(
      'publication_accepts_publication_id_publications_id_fk',
      [t.tenantId, t.publicationId],
      publications,
    ).onDelete('cascade'),
  ],
);

/** The PDF of a publication, made by the publish.pdf job. */
export const publicationPdfs = pgTable(
  'publication_pdfs',
  {
    publicationId: integer('publication_id').notNull(),
    tenantId: tenantRef(),
    /** 'pending' | 'ready' | 'failed' */
    status: text('status').notNull().default('pending'),
    pdf: bytea('pdf'),
    error: text('error'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'publication_pdfs_pkey', columns: [t.tenantId, t.publicationId] }),
    tenantForeignKey(
      'publication_pdfs_publication_id_publications_id_fk',
      [t.tenantId, t.publicationId],
      publications,
    ).onDelete('cascade'),
  ],
);

/**
 * The sale as it was made (decision 0074): each time a quote enters Confirmed — the
 * client's accept on the proposal page, or the sale confirmed on the Book tab — the version sold,
 * the level, the passengers and the total are pinned here, and later edits never touch the row.
 * The client's record (`acceptance`) is what they typed and saw: name, time, address, figures.
 */
export const acceptedVersions = pgTable(
  'accepted_versions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
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
    publicationId: integer('publication_id'),
    /** {name, at, address, figures} for the proposal page's accept; null for a sale confirmed by staff. */
    acceptance: jsonb('acceptance'),
    acceptedBy: integer('accepted_by'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'accepted_versions_pkey', columns: [t.tenantId, t.id] }),
    index('accepted_versions_quote_idx').on(t.tenantId, t.itineraryId, t.id.desc()),
    tenantForeignKey(
      'accepted_versions_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey(
      'accepted_versions_publication_id_publications_id_fk',
      [t.tenantId, t.publicationId],
      publications,
    ).onDelete('set null'),
    tenantForeignKey('accepted_versions_accepted_by_users_id_fk', [t.tenantId, t.acceptedBy], users),
  ],
);

/**
 * "Send the changes to the client" (decision 0075): the sold trip's new version went out as
 * a publication on a new link, compared with the version accepted. Unanswered (`answered_at` null),
 * the quote shows "changes awaiting the client"; the client's accept answers it.
 */
export const saleChangeSends = pgTable(
  'sale_change_sends',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    /** The version the client had accepted, and the version sent. */
    acceptedVersion: integer('accepted_version').notNull(),
    version: integer('version').notNull(),
    publicationId: integer('publication_id').notNull(),
    linkId: integer('link_id').notNull(),
    sentBy: integer('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** 'accepted' (the client said yes again) or 'superseded' (a newer send replaced it). */
    answer: text('answer'),
  },
  (t) => [
    primaryKey({ name: 'sale_change_sends_pkey', columns: [t.tenantId, t.id] }),
    index('sale_change_sends_quote_idx').on(t.tenantId, t.itineraryId, t.id.desc()),
    tenantForeignKey(
      'sale_change_sends_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey(
      'sale_change_sends_publication_id_publications_id_fk',
      [t.tenantId, t.publicationId],
      publications,
    ).onDelete('cascade'),
    tenantForeignKey('sale_change_sends_link_id_publish_links_id_fk', [t.tenantId, t.linkId], publishLinks).onDelete(
      'cascade',
    ),
    tenantForeignKey('sale_change_sends_sent_by_users_id_fk', [t.tenantId, t.sentBy], users),
  ],
);

/** A question the client asked on the proposal page instead of accepting (decision 0075): kept, the owner is mailed. */
export const publicationQuestions = pgTable(
  'publication_questions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    linkId: integer('link_id').notNull(),
    publicationId: integer('publication_id').notNull(),
    name: text('name').notNull().default(''),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'publication_questions_pkey', columns: [t.tenantId, t.id] }),
    index('publication_questions_quote_idx').on(t.tenantId, t.itineraryId),
    tenantForeignKey(
      'publication_questions_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey(
      'publication_questions_link_id_publish_links_id_fk',
      [t.tenantId, t.linkId],
      publishLinks,
    ).onDelete('cascade'),
    tenantForeignKey(
      'publication_questions_publication_id_publications_id_fk',
      [t.tenantId, t.publicationId],
      publications,
    ).onDelete('cascade'),
  ],
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
