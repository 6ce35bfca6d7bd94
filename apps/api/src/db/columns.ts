import { type AnyPgColumn, foreignKey, timestamp } from 'drizzle-orm/pg-core';

// Audit columns every table shares.
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A reference inside one tenant (decision 0086): `(tenant_id, column)` → the target's `(tenant_id, id)`,
 * so a row can never point at another tenant's row, and a distributed table is joined on its key.
 * The name is written out because the migrations (0059) named each key.
 */
export const tenantForeignKey = (
  name: string,
  columns: [AnyPgColumn, AnyPgColumn],
  target: { tenantId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ name, columns, foreignColumns: [target.tenantId, target.id] });
