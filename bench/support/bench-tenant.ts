import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { ensureReferenceData } from '../../apps/api/src/seed/reference-data';
import { seedDemo } from '../../apps/api/src/seed/seed';

// The opening of the benches that need a PostgreSQL server: the database at BENCH_DATABASE_URL,
// migrated, with a demo tenant of its own (a new slug each run) to load. Without the URL the bench
// says why it skips and exits 0: the budgets are for real PostgreSQL, not PGlite.

export async function openBenchTenant(
  name: string,
  prefix: string,
): Promise<{ url: string; database: Database; slug: string; tenantId: number }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log(
      `${name}: skipped — set BENCH_DATABASE_URL to a PostgreSQL server (the budget is for real PostgreSQL, not PGlite).`,
    );
    process.exit(0);
  }
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  await ensureReferenceData(database);
  const slug = `${prefix}${Date.now().toString(36)}`;
  const { tenantId } = await seedDemo(database, slug);
  return { url, database, slug, tenantId };
}
