#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.ts in turn (each prints its figures and budget and
// exits non-zero when over budget) and ends with one line per benchmark.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const files = readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort();
const outcomes = [];
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], { cwd: root, stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'silent' } });
  outcomes.push({ file, ok: r.status === 0 });
}
console.log('\n── bench summary ──');
for (const o of outcomes) console.log(`${o.ok ? 'within budget' : 'OVER BUDGET / FAILED'}  ${o.file}`);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
