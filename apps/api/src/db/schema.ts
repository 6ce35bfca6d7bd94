import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Every tenant-owned table carries tenant_id and is protected by the row-level security policy
// written in the custom migration (0001); see docs/decisions/0002-postgresql-everywhere.md.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A tour-operator company; resolved from the Host sub-domain. Not tenant-owned itself. */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  settings: jsonb('settings').notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

/** A B2B customer of the tenant (travel agency, wholesaler). */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    name: text('name').notNull(),
    configuration: jsonb('configuration').notNull().default(sql`'{"date_format":"MMM DD, YYYY"}'::jsonb`),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clients_tenant_idx').on(t.tenantId, t.name)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    clientId: integer('client_id').references(() => clients.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    userType: text('user_type').notNull().default('standard'),
    photo: text('photo'),
    externalCode: text('external_code'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_role_idx').on(t.tenantId, t.roleId),
  ],
);

/** Opaque bearer tokens, stored hashed; a row per sign-in so logout can revoke one. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.tenantId, t.userId)],
);

/** Tables the RLS migration protects; kept here so a test can prove each one is covered. */
export const TENANT_OWNED_TABLES = ['clients', 'users', 'sessions'] as const;
