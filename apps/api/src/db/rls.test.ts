import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/helper';
import { seedDemo } from '../seed/seed';
import { TENANT_OWNED_TABLES } from './schema';
import { CATALOGUE_TENANT_TABLES } from './catalogue-schema';
import { QUOTES_TENANT_TABLES } from './quotes-schema';
import { QUOTE_SERVICES_TENANT_TABLES } from './quote-services-schema';
import { DAYS_TENANT_TABLES } from './days-schema';
import { PUBLISHING_TENANT_TABLES } from './publishing-schema';
import { BOOKING_TENANT_TABLES } from './booking-schema';
import { EXPORT_TENANT_TABLES } from './export-schema';
import { MATRIX_TENANT_TABLES } from './matrix-schema';
import { REPORTS_TENANT_TABLES } from './reports-schema';
import { ASSETS_TENANT_TABLES } from './assets-schema';
import { RATE_CHANGE_TENANT_TABLES } from './rate-changes-schema';

let ctx: TestContext;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  demoId = (await seedDemo(ctx.database, 'demo')).tenantId;
  otherId = (await seedDemo(ctx.database, 'other')).tenantId;
});
afterAll(() => ctx.close());

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('row-level security', () => {
  it('a query with no tenant filter, under the app role, returns no foreign rows', async () => {
    for (const table of [
      ...TENANT_OWNED_TABLES,
      ...CATALOGUE_TENANT_TABLES,
      ...QUOTES_TENANT_TABLES,
      ...QUOTE_SERVICES_TENANT_TABLES,
      ...DAYS_TENANT_TABLES,
      ...PUBLISHING_TENANT_TABLES,
      ...BOOKING_TENANT_TABLES,
      ...EXPORT_TENANT_TABLES,
      ...MATRIX_TENANT_TABLES,
      ...REPORTS_TENANT_TABLES,
      ...ASSETS_TENANT_TABLES,
      ...RATE_CHANGE_TENANT_TABLES,
    ]) {
      const seen = await ctx.database.withTenant(demoId, async (tx) =>
        rowsOf(await tx.execute(sql`SELECT DISTINCT tenant_id FROM ${sql.identifier(table)}`)),
      );
      expect(
        seen.map((r) => r.tenant_id).filter((id) => id !== demoId),
        table,
      ).toEqual([]);
    }
    const users = await ctx.database.withTenant(otherId, async (tx) =>
      rowsOf(await tx.execute(sql`SELECT tenant_id FROM users`)),
    );
    expect(users.length).toBe(4);
    expect(users.every((r) => r.tenant_id === otherId)).toBe(true);
  });

  it('refuses to write a row into another tenant', async () => {
    const error = await ctx.database
      .withTenant(demoId, (tx) =>
        tx.execute(sql`INSERT INTO clients (tenant_id, name) VALUES (${otherId}, 'Smuggled client')`),
      )
      .then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
    // drizzle wraps the driver's error; the database's own sentence is its cause.
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/row-level security/);
  });

  it('runs as a role that is neither superuser nor able to bypass RLS', async () => {
    const [row] = await ctx.database.withTenant(demoId, async (tx) =>
      rowsOf(
        await tx.execute(
          sql`SELECT current_user AS who, r.rolsuper, r.rolbypassrls FROM pg_roles r WHERE r.rolname = current_user`,
        ),
      ),
    );
    expect(row).toEqual({ who: 'itinera_app', rolsuper: false, rolbypassrls: false });
  });

  it('sees nothing at all when no tenant is set', async () => {
    const rows = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('role', 'itinera_app', true)`);
      return rowsOf(await tx.execute(sql`SELECT count(*)::int AS n FROM users`));
    });
    expect(rows[0]?.n).toBe(0);
  });
});

describe('row-level security coverage', () => {
  it('protects every table that has a tenant_id column, and lists each in TENANT_OWNED_TABLES', async () => {
    const tables = rowsOf(
      await ctx.database.db.execute(sql`
        SELECT c.relname AS name, c.relrowsecurity AS rls
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'
          AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
        ORDER BY 1`),
    );
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.filter((t) => !t.rls).map((t) => t.name)).toEqual([]);
    expect(tables.map((t) => t.name).sort()).toEqual(
      [
        ...TENANT_OWNED_TABLES,
        ...CATALOGUE_TENANT_TABLES,
        ...QUOTES_TENANT_TABLES,
        ...QUOTE_SERVICES_TENANT_TABLES,
        ...DAYS_TENANT_TABLES,
        ...PUBLISHING_TENANT_TABLES,
        ...BOOKING_TENANT_TABLES,
        ...EXPORT_TENANT_TABLES,
        ...MATRIX_TENANT_TABLES,
        ...REPORTS_TENANT_TABLES,
        ...ASSETS_TENANT_TABLES,
        ...RATE_CHANGE_TENANT_TABLES,
      ].sort(),
    );
  });
});
