import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantForeignKey } from './columns';
import { services } from './catalogue-schema';
import { tenantRef, users } from './schema';

// Rate-change impact (docs/domain/rate-changes.md, decision 0065): every save of a
// service's rate lines that moved one (the catalogue editor, the rate-sheet import) is one row, so
// the impact screen can list the quotes it moves; a re-price of chosen quotes is a job with its progress.

export const rateChanges = pgTable(
  'rate_changes',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    serviceId: integer('service_id').notNull(),
    userId: integer('user_id'),
    /** 'editor' | 'import': where the lines were saved. */
    source: text('source').notNull(),
    changedIds: integer('changed_ids').array().notNull().default(sql`'{}'::int[]`),
    addedIds: integer('added_ids').array().notNull().default(sql`'{}'::int[]`),
    removedIds: integer('removed_ids').array().notNull().default(sql`'{}'::int[]`),
    /** Per line: { id, sales_manual_id, before, after } unit costs (null when added or removed). */
    costs: jsonb('costs').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'rate_changes_pkey', columns: [t.tenantId, t.id] }),
    index('rate_changes_tenant_created_idx').on(t.tenantId, t.createdAt),
    tenantForeignKey('rate_changes_service_id_services_id_fk', [t.tenantId, t.serviceId], services),
    tenantForeignKey('rate_changes_user_id_users_id_fk', [t.tenantId, t.userId], users).onDelete('set null'),
  ],
);

export const rateRepricings = pgTable(
  'rate_repricings',
  {
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    tenantId: tenantRef(),
    userId: integer('user_id'),
    /** The change named as the reason in each quote's history; null for "the last days". */
    rateChangeId: integer('rate_change_id'),
    quoteIds: integer('quote_ids').array().notNull(),
    /** running → done. */
    status: text('status').notNull().default('running'),
    /** One entry per quote handled: { id, code, outcome: 'repriced' | 'unchanged' | 'refused' | 'skipped', reason?, version? }. */
    results: jsonb('results').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'rate_repricings_pkey', columns: [t.tenantId, t.id] }),
    tenantForeignKey('rate_repricings_user_id_users_id_fk', [t.tenantId, t.userId], users).onDelete('set null'),
    tenantForeignKey(
      'rate_repricings_rate_change_id_rate_changes_id_fk',
      [t.tenantId, t.rateChangeId],
      rateChanges,
    ).onDelete('set null'),
  ],
);

export const RATE_CHANGE_TENANT_TABLES = ['rate_changes', 'rate_repricings'] as const;
