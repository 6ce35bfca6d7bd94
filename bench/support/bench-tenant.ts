import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { settleBenchPdfs } from './report-seed';
import { rowsOf } from '../../apps/api/src/db/rows';
import { ensureReferenceData } from '../../apps/api/src/seed/reference-data';
import { seedDemo } from '../../apps/api/src/seed/seed';

// The opening of the benches that need a PostgreSQL server: the database at BENCH_DATABASE_URL,
// migrated, with a demo tenant of its own (a new slug each run) to load. Without the URL the bench
// says why it skips and exits 0: the budgets are for real PostgreSQL, not PGlite.

export async function openBenchTenant(
  name: string,
  prefix: string,
): Promise<{ url: string; database: Database; slug: string; tenantId: number; reused: boolean }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log(
      `${name}: skipped — set BENCH_DATABASE_URL to a PostgreSQL server (the budget is for real PostgreSQL, not PGlite).`,
    );
    process.exit(0);
  }
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  // BENCH_TENANT=<slug>: a bench tenant an earlier run seeded on this database (its 100 000 quotes
  // took 10 to 30 min to seed before they were seeded in chunks, ~1 min since); the bench measures it as it is.
  const reuse = process.env.BENCH_TENANT;
  if (reuse) {
    const [tenant] = rowsOf<{ id: number }>(
      await database.db.execute(sql`SELECT id FROM tenants WHERE slug = ${reuse}`),
    );
    if (!tenant) throw new Error(`BENCH_TENANT: no tenant ${reuse} on this database`);
    await settleBenchPdfs(database, tenant.id);
    return { url, database, slug: reuse, tenantId: tenant.id, reused: true };
  }
  await ensureReferenceData(database);
  const slug = `${prefix}${Date.now().toString(36)}`;
  const { tenantId } = await seedDemo(database, slug);
  return { url, database, slug, tenantId, reused: false };
}
