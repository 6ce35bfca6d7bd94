#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.ts in turn (each prints its figures and budget and
// exits non-zero when over budget) and ends with one line per benchmark.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const files = readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort();
// The list and process budgets are for a PostgreSQL server: without BENCH_DATABASE_URL, a throwaway
// cluster is started for the run (scripts/pg-cluster.sh) when a PostgreSQL server is installed.
const env = { ...process.env, LOG_LEVEL: 'silent' };
let cluster;
if (!env.BENCH_DATABASE_URL) {
  const dir = path.join(root, '.tmp/bench-pg');
  // A new cluster each run: the list bench adds 100 000 quotes a run, which must not pile up.
  rmSync(dir, { recursive: true, force: true });
  const started = spawnSync('bash', ['scripts/pg-cluster.sh', 'start', dir, '55499'], { cwd: root, encoding: 'utf8' });
  if (started.status === 0) {
    cluster = dir;
    env.BENCH_DATABASE_URL = started.stdout.trim();
    console.log(`PostgreSQL for the benches: a throwaway cluster in .tmp/bench-pg (${env.BENCH_DATABASE_URL})`);
  } else {
    console.log(`No PostgreSQL server to start (${started.stderr.trim()}): the list and process benches will skip.`);
  }
}
const outcomes = [];
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  outcomes.push({ file, ok: r.status === 0 });
}
if (cluster) spawnSync('bash', ['scripts/pg-cluster.sh', 'stop', cluster], { cwd: root, stdio: 'inherit' });
console.log('\n── bench summary ──');
for (const o of outcomes) console.log(`${o.ok ? 'within budget' : 'OVER BUDGET / FAILED'}  ${o.file}`);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
