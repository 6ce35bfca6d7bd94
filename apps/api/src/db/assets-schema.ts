import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { locations } from './catalogue-schema';
import { createdAt, updatedAt, tenantForeignKey } from './columns';
import { tenantRef, users } from './schema';

// The tenant's image library (decision 0063, docs/domain/assets.md). A row describes one picture; its
// bytes (cleaned of metadata) and its thumbnails are in the file store (lib/storage), under the
// tenant's id and the picture's content hash, never under a name a user chose.

export const assets = pgTable(
  'assets',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    /** The public, unguessable name of its thumbnails' address (/tenant/assets/thumbnail/<key>). */
    key: uuid('key').notNull().default(sql`gen_random_uuid()`),
    /** SHA-256 of the bytes uploaded: the same file twice is one asset. */
    sha256: text('sha256').notNull(),
    /** Spec 02 §9: 1 location, 2 service, 3 client. */
    category: smallint('category').notNull(),
    name: text('name').notNull().default(''),
    alt: text('alt').notNull().default(''),
    credit: text('credit').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The folder: '/PE,/PE-LIM', 'CLIENT-12', '/Hotels' or '' (domain normaliseAssetFolder). */
    path: text('path').notNull().default(''),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'assets_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('assets_key_uq').on(t.tenantId, t.key),
    uniqueIndex('assets_content_uq').on(t.tenantId, t.sha256),
    index('assets_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('assets_tenant_path_idx').on(t.tenantId, t.path),
    tenantForeignKey('assets_created_by_users_id_fk', [t.tenantId, t.createdBy], users),
  ],
);

/** A destination's picture on the home tiles and the itinerary destinations (C12), per tenant. */
export const locationPhotos = pgTable(
  'location_photos',
  {
    tenantId: tenantRef(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    /** An image reference (docs/domain/assets.md#image-references). */
    image: text('image').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.locationId] })],
);

export const ASSETS_TENANT_TABLES = ['assets', 'location_photos'] as const;
