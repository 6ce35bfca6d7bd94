import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tenantForeignKey } from './columns';

// Every tenant-owned table carries tenant_id and is protected by the row-level security policy
// written in the custom migration (0001); see docs/decisions/0002-postgresql-everywhere.md.
// Its keys lead with tenant_id (decision 0086, migration 0059): primary keys (tenant_id, id) and
// foreign keys (tenant_id, x_id) → (tenant_id, id). A foreign key declared 'set null' here names
// its own column only in the database (ON DELETE SET NULL (x_id)), which drizzle cannot declare.

/** A tour-operator company; resolved from the Host sub-domain. Not tenant-owned itself. */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  settings: jsonb('settings').notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

/** The tenant_id column of a tenant-owned table. */
export const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

/**
 * The tenant_id of a quote's write-heavy rows (version bodies, history, services' editions), whose
 * (tenant_id, itinerary_id) key to the quote already names an existing tenant: a key of their own to
 * tenants checked it again on every row, ~120 checks a move of 40 services (decision 0139).
 */
export const tenantOfQuote = () => integer('tenant_id').notNull();

/** A B2B customer of the tenant (travel agency, wholesaler). */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    configuration: jsonb('configuration').notNull().default(sql`'{"date_format":"MMM DD, YYYY"}'::jsonb`),
    /** The agency's logo: an image reference (docs/domain/assets.md#image-references). */
    logo: text('logo'),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'clients_pkey', columns: [t.tenantId, t.id] }),
    index('clients_tenant_idx').on(t.tenantId, t.name),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    clientId: integer('client_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    userType: text('user_type').notNull().default('standard'),
    photo: text('photo'),
    externalCode: text('external_code'),
    /** The interface language chosen in Profile (en, es, pt-BR); null: the browser's decides (issue 45, docs/decisions/issues.md). */
    language: text('language'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'users_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_role_idx').on(t.tenantId, t.roleId),
    tenantForeignKey('users_client_id_clients_id_fk', [t.tenantId, t.clientId], clients),
  ],
);

/** Opaque bearer tokens, stored hashed; a row per sign-in so logout can revoke one. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sessions_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('sessions_token_uq').on(t.tenantId, t.tokenHash),
    index('sessions_user_idx').on(t.tenantId, t.userId),
    tenantForeignKey('sessions_user_id_users_id_fk', [t.tenantId, t.userId], users),
  ],
);

/** Single-use, expiring password reset tokens (stored hashed). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'password_resets_pkey', columns: [t.tenantId, t.id] }),
    index('password_resets_user_idx').on(t.tenantId, t.userId),
    tenantForeignKey('password_resets_user_id_users_id_fk', [t.tenantId, t.userId], users),
  ],
);

/** Every e-mail the product sends is written here first; SMTP delivery is a job on top. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'mail_outbox_pkey', columns: [t.tenantId, t.id] }),
    index('mail_outbox_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);

/** Clicks and changes on elements with an action type, reported by the web app in batches. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    userId: integer('user_id'),
    actionType: text('action_type').notNull(),
    event: text('event').notNull(),
    path: text('path'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'tracking_events_pkey', columns: [t.tenantId, t.id] }),
    index('tracking_events_tenant_idx').on(t.tenantId, t.occurredAt),
    tenantForeignKey('tracking_events_user_id_users_id_fk', [t.tenantId, t.userId], users),
  ],
);

/** Feedback from signed-in users and contact requests from anyone (user_id null). */
export const messages = pgTable(
  'contact_messages',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    userId: integer('user_id'),
    kind: text('kind').notNull(),
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'contact_messages_pkey', columns: [t.tenantId, t.id] }),
    index('contact_messages_tenant_idx').on(t.tenantId, t.createdAt),
    tenantForeignKey('contact_messages_user_id_users_id_fk', [t.tenantId, t.userId], users),
  ],
);

/** Tables the RLS migrations protect; kept here so a test can prove each one is covered. */
export const TENANT_OWNED_TABLES = [
  'clients',
  'users',
  'sessions',
  'password_resets',
  'mail_outbox',
  'tracking_events',
  'contact_messages',
] as const;
