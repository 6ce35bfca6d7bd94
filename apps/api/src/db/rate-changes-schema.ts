import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { services } from './catalogue-schema';
import { tenantRef, users } from './schema';

// Rate-change impact (docs/domain/rate-changes.md, decision 0065): every save of a
// service's rate lines that moved one (the catalogue editor, the rate-sheet import) is one row, so
// the impact screen can list the quotes it moves; a re-price of chosen quotes is a job with its progress.

export const rateChanges = pgTable(
  'rate_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'editor' | 'import': where the lines were saved. */
    source: text('source').notNull(),
    changedIds: integer('changed_ids').array().notNull().default(sql`'{}'::int[]`),
    addedIds: integer('added_ids').array().notNull().default(sql`'{}'::int[]`),
    removedIds: integer('removed_ids').array().notNull().default(sql`'{}'::int[]`),
    /** Per line: { id, sales_manual_id, before, after } unit costs (null when added or removed). */
    costs: jsonb('costs').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('rate_changes_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

export const rateRepricings = pgTable('rate_repricings', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  tenantId: tenantRef(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The change named as the reason in each quote's history; null for "the last days". */
  rateChangeId: integer('rate_change_id').references(() => rateChanges.id, { onDelete: 'set null' }),
  quoteIds: integer('quote_ids').array().notNull(),
  /** running → done. */
  status: text('status').notNull().default('running'),
  /** One entry per quote handled: { id, code, outcome: 'repriced' | 'unchanged' | 'refused' | 'skipped', reason?, version? }. */
  results: jsonb('results').notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const RATE_CHANGE_TENANT_TABLES = ['rate_changes', 'rate_repricings'] as const;
