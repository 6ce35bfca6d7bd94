// The public pricing call of a composed trip (decision 0079; the page's budget: p95 ≤ 300 ms
// on a phone, network included, so the server's share is kept to 100 ms): POST
// /tenant/public/proposals/{code}/price on the large quote, published with its seven stays choosable
// and its optionals offered, against the real server on a loopback port, the API in its own process.
// Needs BENCH_DATABASE_URL (PostgreSQL), like the other API benches.
//
// Each call reads the publication, the configuration and the quote's pricing input (120 services,
// 12 passengers, their rate lines), checks the composition and runs the engine 1 + 1 + one per
// change (here 3 stays and the optionals). The calls come from 400 addresses (TRUST_PROXY loopback,
// X-Forwarded-For) so the per-address limit (60 a minute) never answers instead of the engine.
import { openBenchTenant } from './support/bench-tenant';
import { buildLargeQuote, prepareCatalogue } from './support/large-quote';
import { describe, load, loadAverage, type LoadRequest } from './support/load';
import { signedInAdmin, startServerProcess } from './support/server-process';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const BUDGET_P95_MS = 100;
const ADDRESSES = 400;

async function main() {
  const { url, database, slug, tenantId } = await openBenchTenant('proposal price', 'ppbench');
  const catalogue = await prepareCatalogue(database, tenantId);
  await database.close();
  const server = await startServerProcess(url, { DEFAULT_TENANT: slug, TRUST_PROXY: 'loopback' });
  const { base } = server;
  const { call } = await signedInAdmin(base);

  const quote = await buildLargeQuote(call, catalogue, 'Peru grand tour (composed)');
  const config = {
    config: {
      id: null,
      id_template: 1,
      contents: [1, 3, 4, 9, 10, 11].map((id_content) => ({ id: null, id_content })),
      colors: [],
      choosable_stays: ['1-4', '4-7', '7-10', '10-13', '13-16', '16-19', '19-21'],
      optional_extras: true,
    },
    images: [],
  };
  const set = await call('POST', `/tenant/itinerary/publish/config/${quote.uuid}`, config);
  if (set.status !== 200) throw new Error(`publish config: ${set.status} ${await set.text()}`);
  const published = await call('POST', `/tenant/itinerary/publish/${quote.uuid}?cur_step=1&last_step=1&lang=1`, {
    id: quote.uuid,
    lang: 1,
  });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${await published.text()}`);
  const { code } = (await published.json()) as { code: string };
  const services = (await (await call('GET', `/tenant/itinerary/services/${quote.uuid}`)).json()) as {
    id: number;
    optional: number;
    level: number;
  }[];
  const extras = services.filter((s) => s.optional === 1 && (s.level === 0 || s.level === 2)).map((s) => s.id);
  const body = JSON.stringify({ level: 2, stays: { '4-7': 3, '10-13': 1, '16-19': 3 }, extras });
  const path = `/tenant/public/proposals/${code}/price`;
  const check = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  if (check.status !== 200) throw new Error(`price: ${check.status} ${await check.text()}`);
  const answer = (await check.json()) as { total: number; changes: unknown[] };
  console.log(
    `proposal price of the large quote (120 services, 12 pax): Superior with 3 stays changed and ${extras.length} extras (${answer.changes.length} changes, total ${answer.total}), ${DURATION_S} s a run, budget p95 ≤ ${BUDGET_P95_MS} ms`,
  );

  const requests: LoadRequest[] = Array.from({ length: ADDRESSES }, (_, i) => ({
    method: 'POST',
    path,
    body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
  }));
  const run = (duration: number) => load({ url: base, connections: 1, duration, headers: {}, requests });
  await run(2); // warm-up
  const cpu = await server.cpuMs();
  const r = await run(DURATION_S);
  const cpuPerCall = ((await server.cpuMs()) - cpu) / Math.max(1, r.total);
  const verdict = describe(r, BUDGET_P95_MS);
  console.log(
    `  1 connection (one client)    ${verdict.line}  API CPU ${cpuPerCall.toFixed(1)} ms a call  load ${await loadAverage()}`,
  );
  await server.stop();
  console.log(`proposal price: ${verdict.pass ? 'PASS' : 'FAIL'} (budget p95 ≤ ${BUDGET_P95_MS} ms, server side)`);
  process.exit(verdict.pass ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
