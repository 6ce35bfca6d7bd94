// GET /tenant/reports/* on a tenant of 100 000 quotes (issue 42, docs/decisions/issues.md; docs/domain/quality.md#performance-budgets:
// p95 ≤ 50 ms at 10 connections), real PostgreSQL, autocannon against the API in its own process, each
// report asked as the original client asks it (client, from, to and user, unset ones empty). Needs
// BENCH_DATABASE_URL (or the throwaway cluster `npm run bench` starts); skipped on PGlite.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { rowsOf } from '../apps/api/src/db/rows';
import { openBenchTenant } from './support/bench-tenant';
import { seedQuotes } from './support/quote-seed';
import { seedReportHistory, settleBenchPdfs } from './support/report-seed';
import { describe, load, loadAverage } from './support/load';
import { startServerProcess } from './support/server-process';

const QUOTES = 100_000;
const CLIENTS = 40;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const BUDGET_P95_MS = 50;

async function signIn(base: string, slug: string, email: string): Promise<Record<string, string>> {
  const host = `${slug}.localhost`;
  const login = await fetch(`${base}/tenant/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'itinera-demo' }),
  });
  return { host, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/**
 * BENCH_TENANT=<slug>: measure a bench tenant an earlier run seeded (on the same BENCH_DATABASE_URL)
 * instead of seeding a new one (~9 min on a shared machine); BENCH_ONLY=<names, comma-separated>:
 * only the reports whose names start so (an agent's too).
 */
async function benchTenant() {
  const reuse = process.env.BENCH_TENANT;
  if (!reuse) {
    const opened = await openBenchTenant('reports', 'rbench');
    const started = performance.now();
    await seedQuotes(opened.database, opened.tenantId, QUOTES, CLIENTS);
    await seedReportHistory(opened.database, opened.tenantId);
    return { ...opened, seededIn: performance.now() - started };
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_TENANT needs BENCH_DATABASE_URL');
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  const [tenant] = rowsOf<{ id: number }>(await database.db.execute(sql`SELECT id FROM tenants WHERE slug = ${reuse}`));
  if (!tenant) throw new Error(`no tenant ${reuse}`);
  await settleBenchPdfs(database, tenant.id);
  return { url, database, slug: reuse, tenantId: tenant.id, seededIn: 0 };
}

async function main() {
  const { url, database, slug, tenantId, seededIn } = await benchTenant();
  const [facts] = rowsOf<{ n: number }>(
    await database.db.execute(sql`SELECT count(*)::int AS n FROM report_quotes WHERE tenant_id = ${tenantId}`),
  );
  const [client] = rowsOf<{ id: number }>(
    await database.db.execute(sql`SELECT id FROM clients WHERE tenant_id = ${tenantId} AND name = 'Bench agency 7'`),
  );
  const today = new Date().toISOString().slice(0, 10);
  // The Reports page's defaults as the original client sends them, and the filters Itinera's screen adds.
  const page = `client=&from=2025-01-01&to=${today}&user=`;
  const paths = [
    ['periodic-quotes', `/tenant/reports/periodic-quotes?${page}`],
    ['periodic, week, value', `/tenant/reports/periodic-quotes?${page}&period=week&measure=value`],
    ['clients', `/tenant/reports/clients?${page}`],
    ['stages', `/tenant/reports/stages?${page}`],
    ['destinations', `/tenant/reports/destinations?${page}`],
    ['destinations PE', `/tenant/reports/destinations?${page}&country=PE`],
    ['conversions', `/tenant/reports/conversions?${page}`],
    ['summary', '/tenant/reports/summary'],
    ['detail (5000 rows)', `/tenant/reports/detail?${page}`],
    ['funnel by consultant', `/tenant/reports/funnel?${page}&by=consultant`],
    ['funnel by level', `/tenant/reports/funnel?${page}&by=level`],
    ['time-to-quote', `/tenant/reports/time-to-quote?${page}`],
    ['engagement', `/tenant/reports/engagement?${page}`],
    ['clients, one client', `/tenant/reports/clients?client=,${client!.id}&from=2025-01-01&to=${today}&user=`],
  ] as const;
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  const chosen = ([name]: readonly [string, string]) => !only || only.some((o) => name.startsWith(o));
  console.log(
    `reports on ${QUOTES} quotes (${facts!.n} report rows; ${seededIn ? `seeded in ${(seededIn / 1000).toFixed(1)} s` : `tenant ${slug} reused`}), ${CONNECTIONS} connections, ${DURATION_S} s each, budget p95 ≤ ${BUDGET_P95_MS} ms`,
  );

  const server = await startServerProcess(url, { DEFAULT_TENANT: slug });
  let ok = true;
  for (const who of ['admin', 'agent'] as const) {
    const headers = await signIn(server.base, slug, `${who}@itinera.demo`);
    for (const [name, path] of (who === 'admin'
      ? paths
      : paths.filter(([n]) => ['periodic-quotes', 'funnel by consultant'].includes(n))
    ).filter(chosen)) {
      const check = await fetch(server.base + path, { headers });
      if (check.status !== 200) throw new Error(`${path}: ${check.status} ${await check.text()}`);
      await load({ url: server.base + path, connections: CONNECTIONS, duration: 1, headers }); // warm-up
      const cpu = await server.cpuMs();
      const result = await load({ url: server.base + path, connections: CONNECTIONS, duration: DURATION_S, headers });
      const cpuPerCall = ((await server.cpuMs()) - cpu) / Math.max(1, result.total);
      const verdict = describe(result, BUDGET_P95_MS);
      // The spreadsheet is 5 000 rows of JSON: printed for the record, not part of the verdict.
      if (!name.startsWith('detail')) ok &&= verdict.pass;
      console.log(
        `  ${`${who === 'agent' ? 'agent: ' : ''}${name}`.padEnd(30)} ${verdict.line}  API CPU ${cpuPerCall.toFixed(2)} ms a call  load ${await loadAverage()}`,
      );
    }
  }
  await server.stop();
  await database.close();
  console.log(`reports: ${ok ? 'PASS' : 'FAIL'} (budget p95 ≤ ${BUDGET_P95_MS} ms at ${CONNECTIONS} connections)`);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
