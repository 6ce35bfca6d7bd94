import { sql } from 'drizzle-orm';
import {
  date,
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tenantForeignKey } from './columns';
import { clientContracts } from './catalogue-schema';
import { clients, tenantOfQuote, tenantRef, users } from './schema';

// Quotes (itineraries and templates), their versions and history, and requests (files).
// docs/domain/statuses.md, docs/domain/quotes.md#versions.

/** A trip proposal (type 1) or a template: example itinerary 2, module 3, experience 4. */
export const itineraries = pgTable(
  'itineraries',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    uuid: uuid('uuid').notNull().default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    clientId: integer('client_id'),
    contractId: integer('contract_id'),
    statusId: smallint('status_id').notNull().default(1),
    itineraryTypeId: smallint('itinerary_type_id').notNull().default(1),
    itineraryPublic: smallint('itinerary_public').notNull().default(0),
    tripType: text('trip_type'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    numDay: integer('num_day').notNull().default(1),
    numPax: integer('num_pax').notNull().default(1),
    languageId: integer('language_id').notNull().default(1),
    currencyId: integer('currency_id').notNull().default(1),
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::int[]`),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::int[]`),
    roomPreferableDist: jsonb('room_preferable_dist').notNull().default(sql`'[]'::jsonb`),
    /** The quote's own permission list (empty: no extra restriction), docs/domain/permissions.md. */
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    ownerUserId: integer('owner_user_id'),
    /** The user the quote is assigned to (POST /tenant/itinerary/{id}/assign/{userId}). */
    userId: integer('user_id'),
    version: integer('version').notNull().default(1),
    stableVersion: integer('stable_version'),
    /** Prices locked while Sent or Under Review (docs/domain/README.md). */
    pricesLocked: smallint('prices_locked').notNull().default(0),
    /** The level the client bought (1–3), set when the sale is confirmed: only it (and level 0) is booked. */
    soldLevel: smallint('sold_level'),
    /** The day whose exchange rates price the quote: its creation date (docs/domain/pricing.md#inputs). */
    rateDate: date('rate_date').notNull().default(sql`CURRENT_DATE`),
    /** Derived for the list's price column: the seller total of the cheapest level in use. */
    price: numeric('price', { precision: 14, scale: 2 }),
    deletingAt: timestamp('deleting_at', { withTimezone: true }),
    // What the list's text filters match, as a plain column: under row-level security only a
    // plain LIKE on it can use the trigram index (docs/decisions/0011-search-under-rls.md).
    searchText: text('search_text').generatedAlwaysAs(sql`lower(code || ' ' || title)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'itineraries_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('itineraries_code_uq').on(t.tenantId, t.code),
    uniqueIndex('itineraries_uuid_uq').on(t.tenantId, t.uuid),
    // Every filter and sort of GET /tenant/itinerary leads with the tenant.
    // One index per sort field, in the order the repository asks (orderBy: NULLS LAST, id last);
    // read backwards for an ascending sort. Nullable fields also have an ascending one (blanks last).
    index('itineraries_created_idx').on(t.tenantId, t.itineraryTypeId, t.createdAt.desc(), t.id.desc()),
    // The status filter with the default order, and the status sort (ties by creation).
    index('itineraries_status_idx').on(
      t.tenantId,
      t.itineraryTypeId,
      t.statusId.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('itineraries_code_sort_idx').on(t.tenantId, t.itineraryTypeId, t.code.desc(), t.id.desc()),
    index('itineraries_title_idx').on(t.tenantId, t.itineraryTypeId, t.title.desc(), t.id.desc()),
    index('itineraries_start_idx').on(t.tenantId, t.itineraryTypeId, t.startDate.desc().nullsLast(), t.id.desc()),
    index('itineraries_start_asc_idx').on(t.tenantId, t.itineraryTypeId, t.startDate.asc().nullsLast(), t.id.asc()),
    index('itineraries_end_idx').on(t.tenantId, t.itineraryTypeId, t.endDate.desc().nullsLast(), t.id.desc()),
    index('itineraries_end_asc_idx').on(t.tenantId, t.itineraryTypeId, t.endDate.asc().nullsLast(), t.id.asc()),
    index('itineraries_price_idx').on(t.tenantId, t.itineraryTypeId, t.price.desc().nullsLast(), t.id.desc()),
    index('itineraries_price_asc_idx').on(t.tenantId, t.itineraryTypeId, t.price.asc().nullsLast(), t.id.asc()),
    index('itineraries_num_pax_idx').on(t.tenantId, t.itineraryTypeId, t.numPax.desc(), t.id.desc()),
    index('itineraries_num_day_idx').on(t.tenantId, t.itineraryTypeId, t.numDay.desc(), t.id.desc()),
    index('itineraries_client_idx').on(t.tenantId, t.clientId, t.createdAt.desc()),
    index('itineraries_owner_idx').on(t.tenantId, t.ownerUserId, t.createdAt.desc()),
    // A client's quotes between two start dates in one range of the index: with the dates only in a
    // filter, the plan PostgreSQL keeps for the prepared page walked every quote of the date range
    // (~20 000) for a client's 300 (decision 0087).
    index('itineraries_client_start_idx').on(t.tenantId, t.clientId, t.itineraryTypeId, t.startDate),
    // The list's totals by type, status, client and who may see them, counted from the index alone
    // (no heap visit): a travel agent's total read the tenant's every quote page (decision 0087).
    index('itineraries_scope_idx').on(
      t.tenantId,
      t.itineraryTypeId,
      t.statusId,
      t.ownerUserId,
      t.userId,
      t.clientId,
      t.itineraryPublic,
    ),
    // queue.deleting on every list call: only the few rows being deleted are in this index.
    index('itineraries_deleting_idx').on(t.tenantId).where(sql`${t.deletingAt} IS NOT NULL`),
    index('itineraries_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('itineraries_tags_gin').using('gin', t.tagIds),
    index('itineraries_locations_gin').using('gin', t.locationIds),
    tenantForeignKey('itineraries_client_id_clients_id_fk', [t.tenantId, t.clientId], clients),
    tenantForeignKey('itineraries_contract_id_client_contracts_id_fk', [t.tenantId, t.contractId], clientContracts),
    tenantForeignKey('itineraries_owner_user_id_users_id_fk', [t.tenantId, t.ownerUserId], users),
    tenantForeignKey('itineraries_user_id_users_id_fk', [t.tenantId, t.userId], users),
  ],
);

/** The whole quote as it was at each version: never deleted; restore writes a new version. */
export const itineraryVersions = pgTable(
  'itinerary_versions',
  {
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'itinerary_versions_itinerary_id_version_pk', columns: [t.tenantId, t.itineraryId, t.version] }),
    index('itinerary_versions_tenant_idx').on(t.tenantId, t.itineraryId),
    tenantForeignKey(
      'itinerary_versions_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey('itinerary_versions_user_id_users_id_fk', [t.tenantId, t.userId], users),
  ],
);

/** Who changed what, when: the quote's own fields (entity 'itinerary') and its services ('service'). */
export const itineraryHistory = pgTable(
  'itinerary_history',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantOfQuote(),
    itineraryId: integer('itinerary_id').notNull(),
    version: integer('version').notNull(),
    entity: text('entity').notNull().default('itinerary'),
    entityId: integer('entity_id'),
    action: text('action').notNull(),
    field: text('field'),
    fromValue: jsonb('from_value'),
    toValue: jsonb('to_value'),
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'itinerary_history_pkey', columns: [t.tenantId, t.id] }),
    index('itinerary_history_idx').on(t.tenantId, t.itineraryId, t.entity, t.createdAt.desc()),
    // The quote's newest entry (a move's announced-move check, every move) is the range's first row;
    // without it each move sorted the quote's whole history, 40 entries longer after each move (0122).
    // NULLS FIRST, unlike the entity index: a service's edition (NULLS LAST) must not find its order
    // here and filter the quote's whole history a service when the statistics do not know the tenant.
    index('itinerary_history_recent_idx').on(
      t.tenantId,
      t.itineraryId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Each service's newest entry (its edition, original-client.md §6.3) is the first row of its own range: a
    // LATERAL … LIMIT 1 a service instead of sorting the quote's whole service history (issue 50, docs/decisions/issues.md).
    index('itinerary_history_entity_idx').on(
      t.tenantId,
      t.itineraryId,
      t.entity,
      t.entityId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    tenantForeignKey(
      'itinerary_history_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey('itinerary_history_user_id_users_id_fk', [t.tenantId, t.userId], users),
  ],
);

/**
 * Each service's newest history entry (its edition, original-client.md §6.3): who changed it last and
 * when. Kept by itinerary_history's triggers (migration 0066, decision 0125), so an answer reads one
 * row a service instead of probing the quote's growing history once a service.
 */
export const itineraryServiceEditions = pgTable(
  'itinerary_service_editions',
  {
    tenantId: tenantOfQuote(),
    itineraryId: integer('itinerary_id').notNull(),
    /** itinerary_services.id: no foreign key, as the history's entity_id (the service may since be deleted). */
    serviceId: integer('service_id').notNull(),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The entry's id: of two entries written at one time, the later one is the edition. */
    historyId: integer('history_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'itinerary_service_editions_pkey', columns: [t.tenantId, t.itineraryId, t.serviceId] }),
    tenantForeignKey(
      'itinerary_service_editions_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
  ],
);

/** A client's enquiry; quotes are linked to it and it moves through stages (1, 2, 5, 3 Won, 4 Lost). */
export const files = pgTable(
  'files',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    /** The public id: answers and paths name a request by it (docs/domain/api-shapes.md#ids). */
    uuid: uuid('uuid').notNull().default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    title: text('title').notNull(),
    stage: smallint('stage').notNull().default(1),
    clientId: integer('client_id'),
    /** One contract of the request's client, or none. */
    contractId: integer('contract_id'),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::int[]`),
    userId: integer('user_id'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'files_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('files_code_uq').on(t.tenantId, t.code),
    uniqueIndex('files_uuid_uq').on(t.tenantId, t.uuid),
    index('files_tenant_idx').on(t.tenantId, t.createdAt.desc()),
    tenantForeignKey('files_client_id_clients_id_fk', [t.tenantId, t.clientId], clients),
    tenantForeignKey('files_contract_id_client_contracts_id_fk', [t.tenantId, t.contractId], clientContracts),
    tenantForeignKey('files_user_id_users_id_fk', [t.tenantId, t.userId], users),
    tenantForeignKey('files_created_by_users_id_fk', [t.tenantId, t.createdBy], users),
  ],
);

export const fileQuotes = pgTable(
  'file_quotes',
  {
    tenantId: tenantRef(),
    fileId: integer('file_id').notNull(),
    itineraryId: integer('itinerary_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'file_quotes_file_id_itinerary_id_pk', columns: [t.tenantId, t.fileId, t.itineraryId] }),
    index('file_quotes_itinerary_idx').on(t.tenantId, t.itineraryId),
    tenantForeignKey('file_quotes_file_id_files_id_fk', [t.tenantId, t.fileId], files).onDelete('cascade'),
    tenantForeignKey('file_quotes_itinerary_id_itineraries_id_fk', [t.tenantId, t.itineraryId], itineraries).onDelete(
      'cascade',
    ),
  ],
);

/**
 * How many quotes each cut of the list's scope holds (decision 0102): the list's exact total for
 * filters among these columns is a sum over a few hundred rows, not a count of the tenant's quotes.
 * Kept by the quotes' triggers (migration 0058); a cut that empties stays with n = 0.
 */
export const itineraryListCounts = pgTable(
  'itinerary_list_counts',
  {
    tenantId: tenantRef(),
    itineraryTypeId: smallint('itinerary_type_id').notNull(),
    statusId: smallint('status_id').notNull(),
    ownerUserId: integer('owner_user_id'),
    userId: integer('user_id'),
    clientId: integer('client_id'),
    itineraryPublic: smallint('itinerary_public').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('itinerary_list_counts_key')
      .on(t.tenantId, t.itineraryTypeId, t.statusId, t.ownerUserId, t.userId, t.clientId, t.itineraryPublic)
      .nullsNotDistinct(),
  ],
);

export const QUOTES_TENANT_TABLES = [
  'itineraries',
  'itinerary_versions',
  'itinerary_history',
  'itinerary_service_editions',
  'files',
  'file_quotes',
  'itinerary_list_counts',
] as const;
