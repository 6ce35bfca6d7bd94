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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tenantForeignKey } from './columns';
import { clients, tenantRef, users } from './schema';

// Reference data shared by every tenant (no tenant_id, read-only to the app role) and the
// tenant's own catalogue: suppliers, services, rate lines, sales manuals, contracts.

/** Money and rates: exact decimals, never floating point (docs/decisions/0005-money.md). */
const money = (name: string) => numeric(name, { precision: 14, scale: 4 });

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sign: text('sign').notNull(),
  decimals: smallint('decimals').notNull().default(2),
});

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** country → destination (region) → city; `location_code` is ISO (PE, PE-CUS) or a city code. */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    parentId: integer('parent_id'),
    countryCode: text('country_code').notNull(),
  },
  (t) => [
    index('locations_parent_idx').on(t.parentId),
    index('locations_kind_idx').on(t.kind, t.countryCode),
    index('locations_name_idx').on(sql`lower(${t.name})`),
  ],
);

export const serviceTypes = pgTable('service_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  acronym: text('acronym').notNull(),
  icon: text('icon').notNull(),
  countsNights: boolean('counts_nights').notNull().default(false),
});

export const roomTypes = pgTable('room_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  acronym: text('acronym').notNull(),
  maxPax: smallint('max_pax').notNull(),
  bedNum: smallint('bed_num').notNull(),
});

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    fromCurrencyId: integer('from_currency_id')
      .notNull()
      .references(() => currencies.id),
    toCurrencyId: integer('to_currency_id')
      .notNull()
      .references(() => currencies.id),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    validFrom: date('valid_from').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'exchange_rates_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('exchange_rates_uq').on(t.tenantId, t.fromCurrencyId, t.toCurrencyId, t.validFrom),
  ],
);

export const serviceCategories = pgTable(
  'service_categories',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    acronym: text('acronym').notNull(),
    /** CAT_AC, TOD or CAT_SV (CATEGORY_TYPES): which service types offer the category. */
    type: text('type').notNull().default('CAT_SV'),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'service_categories_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('service_categories_uq').on(t.tenantId, t.acronym),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ name: 'tags_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('tags_uq').on(t.tenantId, t.kind, sql`lower(${t.name})`),
  ],
);

/** A rate sheet: net rates and margins valid for a period, in a currency. */
export const salesManuals = pgTable(
  'sales_manuals',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    marginHotel: numeric('margin_hotel', { precision: 6, scale: 2 }).notNull().default('20'),
    marginService: numeric('margin_service', { precision: 6, scale: 2 }).notNull().default('20'),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sales_manuals_pkey', columns: [t.tenantId, t.id] }),
    index('sales_manuals_tenant_idx').on(t.tenantId, t.name),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The language booking e-mails to the supplier are written in (en, es); English when unknown. */
    language: text('language'),
    locationId: integer('location_id').references(() => locations.id),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'suppliers_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('suppliers_code_uq').on(t.tenantId, t.code),
  ],
);

export const services = pgTable(
  'services',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    code: text('code').notNull(),
    name: jsonb('name').notNull().$type<Record<string, string>>(),
    description: jsonb('description').notNull().default(sql`'{}'::jsonb`).$type<Record<string, string>>(),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id),
    categoryId: integer('category_id'),
    locationId: integer('location_id').references(() => locations.id),
    level: smallint('level').notNull().default(0),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::int[]`),
    daysServices: smallint('days_services').notNull().default(1),
    /** What a stay offers (Wi-Fi, breakfast…): a section an accommodation must fill (services.md#mandatory-sections). */
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    startDateInactivity: date('start_date_inactivity'),
    endDateInactivity: date('end_date_inactivity'),
    archived: boolean('archived').notNull().default(false),
    // Text the search matches: code, name in every language and the category name.
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'services_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('services_code_uq').on(t.tenantId, t.code),
    index('services_type_idx').on(t.tenantId, t.serviceTypeId),
    index('services_location_idx').on(t.tenantId, t.locationId),
    index('services_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    tenantForeignKey('services_category_id_service_categories_id_fk', [t.tenantId, t.categoryId], serviceCategories),
  ],
);

export const serviceSuppliers = pgTable(
  'service_suppliers',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    serviceId: integer('service_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'service_suppliers_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('service_suppliers_uq').on(t.tenantId, t.serviceId, t.supplierId),
    tenantForeignKey('service_suppliers_service_id_services_id_fk', [t.tenantId, t.serviceId], services).onDelete(
      'cascade',
    ),
    tenantForeignKey('service_suppliers_supplier_id_suppliers_id_fk', [t.tenantId, t.supplierId], suppliers),
  ],
);

/** One price of a service: per sales manual, season, pax range, room type and level (docs/domain/pricing.md). */
/** Revisions of rate lines (one sequence, a random start per database): see `rev` below. */
export const rateLineRevisions = pgSequence('rate_line_rev_seq');

export const rateLines = pgTable(
  'rate_lines',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    serviceId: integer('service_id').notNull(),
    salesManualId: integer('sales_manual_id').notNull(),
    seasonFrom: date('season_from').notNull(),
    seasonTo: date('season_to').notNull(),
    minPax: smallint('min_pax').notNull(),
    maxPax: smallint('max_pax').notNull(),
    roomTypeId: integer('room_type_id').references(() => roomTypes.id),
    level: smallint('level').notNull().default(0),
    basis: text('basis').notNull(),
    unitCost: money('unit_cost').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    capacity: smallint('capacity'),
    /** A package room's night count: the package's nights must equal it (rooms.md#package-nights). */
    nights: smallint('nights'),
    supplierId: integer('supplier_id'),
    /** Child and infant prices by age at travel: [{min_age, max_age, percentage | unit_cost}] (decision 0062). */
    ageBands: jsonb('age_bands').notNull().default(sql`'[]'::jsonb`),
    /**
     * New on every insert and, by trigger (migration 0016), on every update: the count and the
     * highest revision of a set of lines change whenever any line of it does, so a quote's re-price
     * can tell in one small query that the lines it holds in memory are still the stored ones.
     */
    rev: bigint('rev', { mode: 'number' }).notNull().default(sql`nextval('rate_line_rev_seq')`),
  },
  (t) => [
    primaryKey({ name: 'rate_lines_pkey', columns: [t.tenantId, t.id] }),
    index('rate_lines_service_idx').on(t.tenantId, t.serviceId, t.salesManualId),
    tenantForeignKey('rate_lines_service_id_services_id_fk', [t.tenantId, t.serviceId], services).onDelete('cascade'),
    tenantForeignKey('rate_lines_sales_manual_id_sales_manuals_id_fk', [t.tenantId, t.salesManualId], salesManuals),
    tenantForeignKey('rate_lines_supplier_id_suppliers_id_fk', [t.tenantId, t.supplierId], suppliers),
  ],
);

export const clientContracts = pgTable(
  'client_contracts',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    clientId: integer('client_id').notNull(),
    salesManualId: integer('sales_manual_id').notNull(),
    name: text('name').notNull(),
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::int[]`),
    ownerUserId: integer('owner_user_id'),
    commissionMode: text('commission_mode').notNull().default('net'),
    commissionPct: numeric('commission_pct', { precision: 6, scale: 2 }).notNull().default('0'),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'client_contracts_pkey', columns: [t.tenantId, t.id] }),
    index('client_contracts_client_idx').on(t.tenantId, t.clientId),
    tenantForeignKey('client_contracts_client_id_clients_id_fk', [t.tenantId, t.clientId], clients),
    tenantForeignKey(
      'client_contracts_sales_manual_id_sales_manuals_id_fk',
      [t.tenantId, t.salesManualId],
      salesManuals,
    ),
    tenantForeignKey('client_contracts_owner_user_id_users_id_fk', [t.tenantId, t.ownerUserId], users),
  ],
);

export const CATALOGUE_TENANT_TABLES = [
  'exchange_rates',
  'service_categories',
  'tags',
  'sales_manuals',
  'suppliers',
  'services',
  'service_suppliers',
  'rate_lines',
  'client_contracts',
] as const;
export const REFERENCE_TABLES = ['currencies', 'languages', 'locations', 'service_types', 'room_types'] as const;
