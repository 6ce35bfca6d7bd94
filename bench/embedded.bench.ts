// Decisions 0070, 0080 and 0086, "budgets per mode": the embedded default — `npm start` with no DATABASE_URL, PGlite
// inside the API process, the demo tenant seeded — has lines of its own. PGlite answers one
// statement at a time in the API's own event loop, so its figures are for a small team, not the
// list bench's 50 connections on 100 000 quotes (docs/domain/quality.md#embedded-mode). The
// README's "Running in production" says when to move to a PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, load, loadAverage, type LoadRequest } from './support/load';
import { signedInAdmin, startServerProcess, type ServerProcess } from './support/server-process';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const BUDGET_LIST_P95_MS = 50;
const BUDGET_PROCESS_P95_MS = 100;
const BUDGET_RSS_MB = 600;
// Seeding the demo on the embedded database takes a minute or more on a busy machine.
process.env.BENCH_SERVER_START_S ??= '600';

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-embedded-bench-'));
  const startedAt = Date.now();
  const server = await startServerProcess('', { DATA_DIR: dataDir, DEFAULT_TENANT: 'demo' });
  const startMs = Date.now() - startedAt;
  // After the seed the queue renders the demo's proposal PDFs in this process: measured once it is idle.
  const settledMs = await jobsSettled(server.base);
  const idleRss = await server.rssMb();
  const { headers, call } = await signedInAdmin(server.base);
  const list = (await (await call('GET', '/tenant/itinerary?status=1&limit=1')).json()) as { data: { id: string }[] };
  const uuid = list.data[0]?.id;
  if (!uuid) throw new Error('the demo has no quote in preparation to process');
  console.log(
    `embedded mode (PGlite in the API process, the demo tenant; started and seeded in ${(startMs / 1000).toFixed(1)} s, its background jobs done ${(settledMs / 1000).toFixed(1)} s later, RSS ${idleRss.toFixed(0)} MB idle), ${DURATION_S} s a run`,
  );

  let ok = true;
  const lists: [string, LoadRequest[]][] = [
    ['list, default page', [{ method: 'GET', path: '/tenant/itinerary' }]],
    [
      'list, mixed pages',
      ['status=1,4', 'code=cusco&title=cusco', 'sort=start_date.desc', 'page=2&limit=10', 'type=2'].map((q) => ({
        method: 'GET' as const,
        path: `/tenant/itinerary?${q}`,
      })),
    ],
    ['quote detail', [{ method: 'GET', path: `/tenant/itinerary/${uuid}` }]],
  ];
  for (const [name, requests] of lists)
    ok =
      (await measure(
        server,
        headers,
        `${name}, ${CONNECTIONS} connections`,
        CONNECTIONS,
        requests,
        BUDGET_LIST_P95_MS,
      )) && ok;
  // One editor re-pricing a demo quote, calls one after another (the process bench's budget line, on PGlite).
  const processPath = `/tenant/itinerary/process/${uuid}`;
  ok =
    (await measure(
      server,
      headers,
      'process, one editor',
      1,
      [{ method: 'POST', path: processPath, body: '[]' }],
      BUDGET_PROCESS_P95_MS,
    )) && ok;

  const rss = await server.rssMb();
  const split = await memorySplit(server.base);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const rssOk = rss <= BUDGET_RSS_MB;
  console.log(
    `  API process RSS after the load (PGlite inside): ${rss.toFixed(0)} MB (budget ${BUDGET_RSS_MB} MB) ${rssOk ? 'PASS' : 'FAIL'}`,
  );
  console.log(`    of which ${split} (decision 0104)`);
  ok &&= rssOk;
  console.log(
    `embedded mode: ${ok ? 'PASS' : 'FAIL'} (list and detail p95 ≤ ${BUDGET_LIST_P95_MS} ms at ${CONNECTIONS} connections, one editor's process p95 ≤ ${BUDGET_PROCESS_P95_MS} ms, RSS ≤ ${BUDGET_RSS_MB} MB)`,
  );
  process.exit(ok ? 0 : 1);
}

async function measure(
  server: ServerProcess,
  headers: Record<string, string>,
  name: string,
  connections: number,
  requests: LoadRequest[],
  budgetMs: number,
): Promise<boolean> {
  for (const r of requests) {
    const check = await fetch(server.base + r.path, { method: r.method, headers, body: r.body });
    if (check.status !== 200) throw new Error(`${r.path}: ${check.status} ${await check.text()}`);
  }
  await load({ url: server.base, connections, duration: 2, headers, requests }); // warm-up
  const cpu = await server.cpuMs();
  const result = await load({ url: server.base, connections, duration: DURATION_S, headers, requests });
  const cpuPerCall = ((await server.cpuMs()) - cpu) / Math.max(1, result.total);
  const verdict = describe(result, budgetMs);
  console.log(
    `  ${name.padEnd(34)} ${verdict.line}  API CPU ${cpuPerCall.toFixed(2)} ms a call  load ${await loadAverage()}`,
  );
  return verdict.pass;
}

/**
 * Where the RSS goes, from /metrics (prom-client's process.memoryUsage()): the V8 heap, and the memory
 * V8 counts outside it — PGlite's WebAssembly memory (Postgres's shared buffers and its own heap, as
 * committed) and the array buffers. The rest is code, malloc and thread stacks.
 */
async function memorySplit(base: string): Promise<string> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const mb = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN) / 2 ** 20;
  const heap = mb('nodejs_heap_size_total_bytes');
  const external = mb('nodejs_external_memory_bytes');
  return `V8 heap ${heap.toFixed(0)} MB (${mb('nodejs_heap_size_used_bytes').toFixed(0)} used), outside the heap ${external.toFixed(0)} MB (PGlite's WebAssembly memory and buffers)`;
}

/** Waits until /metrics counts no job waiting or running (on loopback /metrics needs no token); its wait in ms. */
async function jobsSettled(base: string): Promise<number> {
  const started = Date.now();
  const busy = /^itinera_jobs\{[^}]*state="(created|retry|active)"[^}]*\} [1-9]/m;
  for (let quiet = 0; quiet < 3; ) {
    if (Date.now() - started > 600_000) throw new Error('the background jobs did not settle within 10 minutes');
    const text = await (await fetch(`${base}/metrics`)).text();
    quiet = busy.test(text) ? 0 : quiet + 1;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  return Date.now() - started;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
