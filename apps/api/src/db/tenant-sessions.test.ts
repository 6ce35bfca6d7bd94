import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestContext } from '../../test/helper';
import type { TenantTx } from './client';
import { rowsOf } from './rows';
import { seedDemo } from '../seed/seed';

// withTenant opens its transaction in one round trip; readTenant reads outside any transaction on
// connections that keep their tenant between calls (db/tenant-sessions.ts). Both must keep tenants
// apart exactly like the transaction-local settings did, on PGlite and on a server.

let ctx: TestContext;
let demoId: number;
let otherId: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  demoId = (await seedDemo(ctx.database, 'demo')).tenantId;
  otherId = (await seedDemo(ctx.database, 'other')).tenantId;
  await ctx.database.db.execute(sql`INSERT INTO clients (tenant_id, name) VALUES (${otherId}, 'Only in other')`);
});
afterAll(() => ctx.close());

/** The tenant's client names, read as the owner. */
const clientNames = async (tenantId: number) =>
  rowsOf<{ name: string }>(
    await ctx.database.db.execute(sql`SELECT name FROM clients WHERE tenant_id = ${tenantId} ORDER BY id`),
  ).map((r) => r.name);

describe('tenant sessions', () => {
  it('readTenant sees only the tenant it is called for, however the connections are reused', async () => {
    const expected = { [demoId]: await clientNames(demoId), [otherId]: await clientNames(otherId) };
    expect(expected[otherId]).toContain('Only in other');
    // Sequential calls take the same idle connection again, so each switch of tenant is exercised.
    for (const tenantId of [demoId, otherId, otherId, demoId, otherId, demoId]) {
      const [who] = await ctx.database.readTenant(tenantId, async (tx) =>
        rowsOf<{ tenant: string; role: string }>(
          await tx.execute(sql`SELECT current_setting('app.tenant_id') AS tenant, current_user AS role`),
        ),
      );
      expect(who).toEqual({ tenant: String(tenantId), role: 'itinera_app' });
      const names = await ctx.database.readTenant(tenantId, async (tx) =>
        rowsOf<{ name: string }>(await tx.execute(sql`SELECT name FROM clients ORDER BY id`)),
      );
      expect(names.map((r) => r.name)).toEqual(expected[tenantId]);
    }
    // Concurrent calls of both tenants on a pool of connections.
    const seen = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? otherId : demoId)).map((tenantId) =>
        ctx.database.readTenant(tenantId, async (tx) => ({
          tenantId,
          names: rowsOf<{ name: string }>(await tx.execute(sql`SELECT name FROM clients ORDER BY id`)).map(
            (r) => r.name,
          ),
        })),
      ),
    );
    for (const { tenantId, names } of seen) expect(names).toEqual(expected[tenantId]);
  });

  it('readTenant refuses writes on a server', async () => {
    const write = ctx.database.readTenant(demoId, (tx) =>
      tx.execute(sql`INSERT INTO clients (tenant_id, name) VALUES (${demoId}, 'Written by a read')`),
    );
    if (ctx.database.kind === 'postgres') {
      await expect(write).rejects.toThrow();
      expect(await clientNames(demoId)).not.toContain('Written by a read');
    } else {
      await write; // PGlite runs reads as withTenant does: one connection, one transaction.
    }
  });

  it('withTenant commits, rolls back on an error and leaves the connection clean for the owner', async () => {
    await ctx.database.withTenant(demoId, (tx) =>
      tx.execute(sql`INSERT INTO clients (tenant_id, name) VALUES (${demoId}, 'Committed')`),
    );
    const failed = ctx.database.withTenant(demoId, async (tx) => {
      await tx.execute(sql`INSERT INTO clients (tenant_id, name) VALUES (${demoId}, 'Rolled back')`);
      throw new Error('stop');
    });
    await expect(failed).rejects.toThrow('stop');
    await expect(
      ctx.database.withTenant(demoId, (tx) => tx.execute(sql`SELECT no_such_column FROM clients`)),
    ).rejects.toThrow();
    const names = await clientNames(demoId);
    expect(names).toContain('Committed');
    expect(names).not.toContain('Rolled back');
    // Settings were transaction-local: the owner's connections see every tenant again.
    for (let i = 0; i < 5; i++) {
      const [owner] = rowsOf<{ role: string; tenant: string | null }>(
        await ctx.database.db.execute(
          sql`SELECT current_user AS role, nullif(current_setting('app.tenant_id', true), '') AS tenant`,
        ),
      );
      expect(owner).toEqual({ role: expect.not.stringMatching(/^itinera_app$/), tenant: null });
    }
  });

  it("withTenant's generic plans hold for its statements but a LIKE pattern's, and only for that transaction", async () => {
    // A database of its own: its connections have prepared nothing yet (a connection prepares at most 50).
    const { database, drop } = await openTestDatabase();
    try {
      const mode = (tx: TenantTx, like = false) =>
        tx
          .execute(
            like
              ? sql`SELECT current_setting('plan_cache_mode') AS mode WHERE 'Cusco' LIKE ${'Cus%'}`
              : sql`SELECT current_setting('plan_cache_mode') AS mode WHERE ${demoId}::int > 0`,
          )
          .then((rows) => rowsOf<{ mode: string }>(rows)[0]?.mode);
      const seen = await database.withTenant(
        demoId,
        async (tx) => [await mode(tx), await mode(tx, true), await mode(tx)],
        { plans: 'generic' },
      );
      // PGlite prepares nothing: every statement is planned for its values there, as without the option.
      const generic = database.kind === 'postgres' ? 'force_generic_plan' : 'auto';
      expect(seen).toEqual([generic, 'auto', generic]);
      // The setting is the transaction's: the connection's next transaction plans as before.
      for (let i = 0; i < 3; i++) expect(await database.withTenant(demoId, (tx) => mode(tx))).toBe('auto');
      // A failed pattern's statement still rolls back with its own error, not the setting's.
      const failed = database.withTenant(
        demoId,
        (tx) => tx.execute(sql`SELECT no_such_column FROM clients WHERE name LIKE ${'x%'}`),
        { plans: 'generic' },
      );
      await expect(failed).rejects.toThrow(/no_such_column/);
    } finally {
      await database.close();
      await drop();
    }
  });
});
