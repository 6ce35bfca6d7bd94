// GET /tenant/itinerary with filters on a tenant of 100 000 quotes (issue 5; quality.md budget:
// p95 ≤ 25 ms at 50 connections), real PostgreSQL, autocannon against the real server on a
// loopback port, the API in its own process. Needs BENCH_DATABASE_URL: the default bench run on PGlite skips it.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/rows';
import { openBenchTenant } from './support/bench-tenant';
import { describe, load, loadAverage } from './support/load';
import { startServerProcess } from './support/server-process';

const QUOTES = 100_000;
const CLIENTS = 40;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const BUDGET_P95_MS = 25;
const WORDS = ['Classic Peru', 'Machu Picchu', 'Cusco', 'Sacred Valley', 'Costa Rica', 'Arenal', 'Monteverde', 'Tortuguero', 'Amazon', 'Titicaca', 'Colca', 'Honeymoon'];
const NAMES = ['Smith', 'García', 'Müller', 'Johnson', 'Brown', 'Rossi', 'Dubois', 'Tanaka', 'Novak', 'Wilson', 'Lee', 'Silva', 'Kowalski'];

const textArray = (items: string[]) => sql.raw(`ARRAY[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`);

async function main() {
  const { url, database, slug, tenantId } = await openBenchTenant('quotes list', 'qbench');
  const started = performance.now();
  await database.withTenant(tenantId, async (tx) => {
    await tx.execute(sql`INSERT INTO clients (tenant_id, name) SELECT ${tenantId}, 'Bench agency ' || g FROM generate_series(1, ${CLIENTS}) g`);
    // One statement: varied clients, types (90 % quotes), statuses, dates, titles, tags and places.
    await tx.execute(sql`
      WITH c AS (SELECT array_agg(id ORDER BY id) AS ids FROM clients WHERE tenant_id = ${tenantId}),
           u AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE tenant_id = ${tenantId}),
           t AS (SELECT array_agg(id ORDER BY id) AS ids FROM tags WHERE tenant_id = ${tenantId} AND kind = 'itinerary'),
           l AS (SELECT array_agg(id ORDER BY id) AS ids FROM locations WHERE country_code IN ('PE', 'CR') AND kind = 'city')
      INSERT INTO itineraries (tenant_id, code, title, client_id, status_id, itinerary_type_id, start_date, end_date, num_day, num_pax,
        location_ids, tag_ids, owner_user_id, version, stable_version, prices_locked, price, created_at, updated_at)
      SELECT ${tenantId}, 'I' || lpad(x.client::text, 2, '0') || '-B' || lpad(g::text, 6, '0'),
             w.word || ' ' || (3 + g % 15) || ' days — ' || w.name || ' ' || g,
             x.client, x.status, x.type, x.start, x.start + (2 + g % 14), 3 + g % 14, 1 + g % 6,
             ARRAY[l.ids[1 + g % cardinality(l.ids)], l.ids[1 + (g / 3) % cardinality(l.ids)]],
             ARRAY[t.ids[1 + g % cardinality(t.ids)]], u.ids[1 + g % 3], 1 + g % 4,
             CASE WHEN x.status IN (2, 4) THEN 1 END, CASE WHEN x.status IN (4, 5) THEN 1 ELSE 0 END,
             (500 + (g * 37) % 9000)::numeric, x.created, x.created
      FROM generate_series(1, ${QUOTES}) g, c, u, t, l,
        LATERAL (SELECT (${textArray(WORDS)})[1 + g % ${WORDS.length}] AS word, (${textArray(NAMES)})[1 + (g / 11) % ${NAMES.length}] AS name) w,
        LATERAL (SELECT c.ids[1 + (g * 17) % cardinality(c.ids)] AS client,
                        CASE WHEN g % 10 = 0 THEN 2 + g % 3 ELSE 1 END AS type,
                        CASE WHEN g % 10 = 0 THEN 6 + g % 4 ELSE (ARRAY[1, 4, 2, 3, 5])[1 + g % 5] END AS status,
                        DATE '2026-01-01' + ((g * 13) % 730) AS start,
                        now() - make_interval(secs => (g * 631) % (730 * 86400)) AS created) x`);
  });
  await database.executeSql('ANALYZE itineraries');
  const seededIn = performance.now() - started;

  const [client] = rowsOf<{ id: number }>(await database.db.execute(sql`SELECT id FROM clients WHERE tenant_id = ${tenantId} AND name = 'Bench agency 7'`));
  await database.close();

  // The bench tenant is the one served on a bare host (fetch cannot set the Host header).
  const server = await startServerProcess(url, { DEFAULT_TENANT: slug });
  const { base } = server;
  const host = `${slug}.localhost`;
  const login = await fetch(`${base}/tenant/login`, { method: 'POST', headers: { host, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@itinera.demo', password: 'itinera-demo' }) });
  const headers = { host, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const urls = [
    ['default list', '/tenant/itinerary'],
    ['status=1,4', '/tenant/itinerary?status=1,4'],
    ['filter=cusco', '/tenant/itinerary?filter=cusco'],
    ['sort=start_date.desc', '/tenant/itinerary?sort=start_date.desc'],
    ['client+from+to', `/tenant/itinerary?client=${client!.id}&from=2026-03-01&to=2026-06-30`],
  ] as const;

  console.log(`quotes list on ${QUOTES} quotes (seeded in ${(seededIn / 1000).toFixed(1)} s), ${CONNECTIONS} connections, ${DURATION_S} s each, budget p95 ≤ ${BUDGET_P95_MS} ms`);
  let ok = true;
  for (const [name, path] of urls) {
    const check = await fetch(base + path, { headers });
    if (check.status !== 200) throw new Error(`${path}: ${check.status} ${await check.text()}`);
    const total = ((await check.json()) as { meta: { total: number } }).meta.total;
    await load({ url: base + path, connections: CONNECTIONS, duration: 2, headers }); // warm-up
    const cpu = await server.cpuMs();
    const result = await load({ url: base + path, connections: CONNECTIONS, duration: DURATION_S, headers });
    const cpuPerCall = ((await server.cpuMs()) - cpu) / Math.max(1, result.total);
    const verdict = describe(result, BUDGET_P95_MS);
    ok &&= verdict.pass;
    console.log(`  ${name.padEnd(22)} total ${String(total).padStart(6)}  ${verdict.line}  API CPU ${cpuPerCall.toFixed(2)} ms a call  load ${await loadAverage()}`);
  }
  const rss = await server.rssMb();
  await server.stop();
  console.log(`  API process RSS after the load: ${rss.toFixed(0)} MB (budget 250 MB)`);
  console.log(`quotes list: ${ok ? 'PASS' : 'FAIL'} (budget p95 ≤ ${BUDGET_P95_MS} ms at ${CONNECTIONS} connections)`);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
