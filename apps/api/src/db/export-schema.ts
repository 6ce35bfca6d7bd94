import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tenantForeignKey } from './columns';
import { itineraries } from './quotes-schema';
import { tenantRef, users } from './schema';

// External export (docs/decisions/0035-external-export.md): the tenant's targets, each export of a quote
// with its tries, and the service imports waiting in a quote's queue.

/** A place a quote is exported to: a signed webhook or a file to download. `source` is what the export call names. */
export const exportTargets = pgTable(
  'export_targets',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    source: text('source').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    url: text('url'),
    /** AES-256-GCM of the signing secret (iv.tag.ciphertext, base64url), never answered nor logged. */
    secretEnc: text('secret_enc'),
    needsDocuments: boolean('needs_documents').notNull().default(false),
    maxAttempts: integer('max_attempts').notNull().default(5),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'export_targets_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('export_targets_source_uq').on(t.tenantId, t.source),
  ],
);

/** One export of a quote: who asked, the version sent, the document, each try's outcome. */
export const quoteExports = pgTable(
  'quote_exports',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    targetId: integer('target_id'),
    source: text('source').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id'),
    version: integer('version').notNull(),
    /** queued → running → delivered | failed. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    responseStatus: integer('response_status'),
    /** Sent with every try: the receiver keeps one effect per key. */
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    document: jsonb('document').notNull(),
    retryOf: integer('retry_of'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'quote_exports_pkey', columns: [t.tenantId, t.id] }),
    index('quote_exports_quote_idx').on(t.tenantId, t.itineraryId, t.id),
    index('quote_exports_open_idx').on(t.tenantId, t.itineraryId).where(sql`status IN ('queued', 'running')`),
    tenantForeignKey('quote_exports_itinerary_id_itineraries_id_fk', [t.tenantId, t.itineraryId], itineraries).onDelete(
      'cascade',
    ),
    tenantForeignKey('quote_exports_target_id_export_targets_id_fk', [t.tenantId, t.targetId], exportTargets).onDelete(
      'set null',
    ),
    tenantForeignKey('quote_exports_user_id_users_id_fk', [t.tenantId, t.userId], users).onDelete('set null'),
  ],
);

/** Catalogue services added to a quote by code in the background (contract I22). */
export const quoteServiceImports = pgTable(
  'quote_service_imports',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    itineraryId: integer('itinerary_id').notNull(),
    userId: integer('user_id'),
    codes: text('codes').array().notNull(),
    /** queued → done | failed. */
    status: text('status').notNull().default('queued'),
    result: jsonb('result'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'quote_service_imports_pkey', columns: [t.tenantId, t.id] }),
    index('quote_service_imports_quote_idx').on(t.tenantId, t.itineraryId),
    tenantForeignKey(
      'quote_service_imports_itinerary_id_itineraries_id_fk',
      [t.tenantId, t.itineraryId],
      itineraries,
    ).onDelete('cascade'),
    tenantForeignKey('quote_service_imports_user_id_users_id_fk', [t.tenantId, t.userId], users).onDelete('set null'),
  ],
);
export const EXPORT_TENANT_TABLES = ['export_targets', 'quote_exports', 'quote_service_imports'] as const;
