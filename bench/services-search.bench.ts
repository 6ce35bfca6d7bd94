// GET /tenant/services?name=… on a catalogue of 20 000 services (issue: catalogue), through the
// real app (inject) on the embedded database or, with BENCH_DATABASE_URL, a PostgreSQL server.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { ensureReferenceData } from '../apps/api/src/seed/reference-data';
import { seedDemo } from '../apps/api/src/seed/seed';
import { servicesRepository } from '../apps/api/src/modules/catalogue/services.repository';

const SERVICES = 20_000;
const BUDGET_MS = 50;
const WORDS = [
  'Lodge',
  'Transfer',
  'Tour',
  'Hotel',
  'Cusco',
  'Arenal',
  'Guide',
  'Trek',
  'Boat',
  'Market',
  'Canopy',
  'Volcano',
  'Ruins',
  'Colonial',
  'Beach',
];

async function open(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL;
  return url ? openDatabase({ kind: 'postgres', url }) : openDatabase({ kind: 'pglite' });
}

async function main() {
  const database = await open();
  await database.migrate();
  await ensureReferenceData(database);
  const { tenantId } = await seedDemo(database, `bench${Date.now().toString(36)}`);
  const words = sql.raw(`ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  const started = performance.now();
  await database.withTenant(tenantId, (tx) =>
    tx.execute(sql`
      INSERT INTO services (tenant_id, code, name, service_type_id, category_id, location_id, level, search_text)
      SELECT ${tenantId}, 'SVCB' || lpad(g::text, 6, '0'),
             jsonb_build_object('en', w1 || ' ' || w2 || ' ' || g),
             1 + (g % 10), (SELECT min(id) FROM service_categories WHERE tenant_id = ${tenantId}),
             (SELECT location_id FROM services WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1), g % 4,
             lower('SVCB' || lpad(g::text, 6, '0') || ' ' || w1 || ' ' || w2 || ' ' || g || ' hotel')
      FROM generate_series(1, ${SERVICES}) g,
           LATERAL (SELECT (${words})[1 + (g % ${WORDS.length})] AS w1, (${words})[1 + ((g / 7) % ${WORDS.length})] AS w2) w`),
  );
  await database.executeSql('ANALYZE services');
  const seededIn = performance.now() - started;

  const config = loadConfig({ LOG_LEVEL: 'silent', DEFAULT_TENANT: 'demo', DATA_DIR: '.tmp/bench' });
  const app = await buildApp(config, { database });
  const slug = (
    (await database.db.execute(sql`SELECT slug FROM tenants WHERE id = ${tenantId}`)) as unknown as {
      rows: { slug: string }[];
    }
  ).rows[0]!.slug;
  const host = `${slug}.localhost`;
  const login = await app.inject({
    method: 'POST',
    url: '/tenant/login',
    headers: { host },
    payload: { email: 'admin@itinera.demo', password: 'itinera-demo' },
  });
  const headers = { host, authorization: `Bearer ${login.json().token}` };
  const terms = ['volcano', 'cusco lodge', 'svcb0123', 'canopy', 'trek', 'beach 19', 'ruins', 'monasterio'];
  for (let i = 0; i < 30; i++)
    await app.inject({
      method: 'GET',
      url: `/tenant/services?name=${encodeURIComponent(terms[i % terms.length]!)}`,
      headers,
    });
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/tenant/services?name=${encodeURIComponent(terms[i % terms.length]!)}`,
      headers,
    });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`search failed: ${res.statusCode} ${res.body}`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  // The same searches straight through the repository: what the request adds is the rest.
  const sqlTimes: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    await database.withTenant(tenantId, (tx) =>
      servicesRepository.search(tx, tenantId, { page: 1, limit: 10, name: terms[i % terms.length]! }),
    );
    sqlTimes.push(performance.now() - t);
  }
  sqlTimes.sort((a, b) => a - b);
  console.log(
    `  repository alone (one transaction, count + page): median ${sqlTimes[150]!.toFixed(2)} ms, p95 ${sqlTimes[285]!.toFixed(2)} ms`,
  );
  const ok = p95 <= BUDGET_MS;
  console.log(
    `services search on ${SERVICES + 50} services (${database.kind}; seeded in ${(seededIn / 1000).toFixed(1)} s): median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget ${BUDGET_MS} ms) ${ok ? 'PASS' : 'FAIL'}`,
  );
  await app.close();
  await database.close();
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
