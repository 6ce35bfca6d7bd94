// GET /tenant/itinerary with filters on a tenant of 100 000 quotes (issue 5; quality.md budget:
// p95 ≤ 25 ms at 50 connections), real PostgreSQL, autocannon against the real server on a
// loopback port, the API in its own process. Needs BENCH_DATABASE_URL: the default bench run on PGlite skips it.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/rows';
import type { Database } from '../apps/api/src/db/client';
import { openBenchTenant } from './support/bench-tenant';
import { describe, load, loadAverage } from './support/load';
import { startServerProcess, type ServerProcess } from './support/server-process';

const QUOTES = 100_000;
const CLIENTS = 40;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const BUDGET_P95_MS = 25;
// A busy sales team: ten quote writes a second somewhere in the tenant while fifty people list.
const WRITES_PER_S = 10;
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
  const quoteIds = rowsOf<{ id: number }>(await database.db.execute(sql`SELECT id FROM itineraries WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1000`)).map((r) => r.id);
  const urls = [
    ['default list', '/tenant/itinerary'],
    ['status=1,4', '/tenant/itinerary?status=1,4'],
    ['filter=cusco', '/tenant/itinerary?filter=cusco'],
    ['sort=start_date.desc', '/tenant/itinerary?sort=start_date.desc'],
    ['client+from+to', `/tenant/itinerary?client=${client!.id}&from=2026-03-01&to=2026-06-30`],
  ] as const;
  console.log(`quotes list on ${QUOTES} quotes (seeded in ${(seededIn / 1000).toFixed(1)} s), ${CONNECTIONS} connections, ${DURATION_S} s each, budget p95 ≤ ${BUDGET_P95_MS} ms`);

  // As configured (pages remembered while LISTEN/NOTIFY is heard, decision 0017): the verdict.
  let server = await startServerProcess(url, { DEFAULT_TENANT: slug });
  let headers = await signInAdmin(server.base, slug);
  let ok = true;
  // Every line runs and prints, whatever the verdict so far (`ok &&= await …` would skip the rest after a failure).
  for (const [name, path] of urls) {
    const { pass } = await measure(server, headers, name, path);
    ok &&= pass;
  }

  // The same, while another process writes: each write (a title, by plain SQL) drops the tenant's
  // remembered pages in the API, so the list is read again after every one.
  let writes = 0;
  const writer = setInterval(() => {
    const id = quoteIds[writes % quoteIds.length]!;
    writes += 1;
    database.executeSql('UPDATE itineraries SET title = $1 WHERE id = $2', [`Bench write ${writes}`, id]).catch((error: Error) => {
      console.error(`a bench write failed: ${error.message}`);
      process.exit(1);
    });
  }, 1_000 / WRITES_PER_S);
  const underWrites = await measure(server, headers, `default, ${WRITES_PER_S} writes/s`, '/tenant/itinerary');
  ok &&= underWrites.pass;
  clearInterval(writer);
  const seenAfter = await writeShowsAfter(server.base, headers, database, tenantId);
  console.log(`  ${writes} writes by another connection during that run; after the run, on the idle server, a write shows on the list ${seenAfter.toFixed(1)} ms after its commit`);
  const rss = await server.rssMb();
  await server.stop();
  console.log(`  API process RSS after the load: ${rss.toFixed(0)} MB (budget 250 MB)`);

  // For comparison only, every call read from the database (QUOTE_PAGE_CACHE=off): what a page costs when nothing is remembered.
  server = await startServerProcess(url, { DEFAULT_TENANT: slug, QUOTE_PAGE_CACHE: 'off' });
  headers = await signInAdmin(server.base, slug);
  console.log('  for comparison, with no page remembered (QUOTE_PAGE_CACHE=off; not part of the verdict):');
  for (const [name, path] of urls) await measure(server, headers, name, path);
  await server.stop();
  await database.close();

  console.log(`quotes list: ${ok ? 'PASS' : 'FAIL'} (budget p95 ≤ ${BUDGET_P95_MS} ms at ${CONNECTIONS} connections)`);
  process.exit(ok ? 0 : 1);
}

async function signInAdmin(base: string, slug: string): Promise<Record<string, string>> {
  // The bench tenant is the one served on a bare host (fetch cannot set the Host header).
  const host = `${slug}.localhost`;
  const login = await fetch(`${base}/tenant/login`, { method: 'POST', headers: { host, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@itinera.demo', password: 'itinera-demo' }) });
  return { host, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

async function measure(server: ServerProcess, headers: Record<string, string>, name: string, path: string) {
  const check = await fetch(server.base + path, { headers });
  if (check.status !== 200) throw new Error(`${path}: ${check.status} ${await check.text()}`);
  const total = ((await check.json()) as { meta: { total: number } }).meta.total;
  await load({ url: server.base + path, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const cpu = await server.cpuMs();
  const result = await load({ url: server.base + path, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpuPerCall = ((await server.cpuMs()) - cpu) / Math.max(1, result.total);
  const verdict = describe(result, BUDGET_P95_MS);
  console.log(`  ${name.padEnd(22)} total ${String(total).padStart(6)}  ${verdict.line}  API CPU ${cpuPerCall.toFixed(2)} ms a call  load ${await loadAverage()}`);
  return verdict;
}

/** Renames the newest quote by plain SQL and polls the list until it shows: the notification's delay, in ms. */
async function writeShowsAfter(base: string, headers: Record<string, string>, database: Database, tenantId: number): Promise<number> {
  const title = `Renamed at ${Date.now()}`;
  await database.executeSql('UPDATE itineraries SET title = $1 WHERE id = (SELECT id FROM itineraries WHERE tenant_id = $2 ORDER BY created_at DESC, id DESC LIMIT 1)', [title, tenantId]);
  const committed = performance.now();
  for (;;) {
    const page = (await (await fetch(`${base}/tenant/itinerary`, { headers })).json()) as { data: { title: string }[] };
    if (page.data[0]?.title === title) return performance.now() - committed;
    if (performance.now() - committed > 10_000) throw new Error('a write made elsewhere did not show on the list within 10 s');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
