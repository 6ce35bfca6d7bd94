#!/usr/bin/env node
// `npm test`: type-check, lint, then every tier (unit, api on PGlite and — when TEST_DATABASE_URL
// is set — PostgreSQL, web, e2e in Chromium). Every step runs even after a failure so one run
// reports everything; the last line is the runner-neutral summary CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.tmp', 'results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [];
function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return ok;
}

const skip = new Set((process.env.SKIP_TIERS ?? '').split(',').filter(Boolean));
run('typecheck', 'npx', ['tsc', '-b']);
// The lint script is the one place that says what lint means (ESLint, the formatter, the folder-cycle check).
run('lint', 'npm', ['run', 'lint']);
run('unit, api, web', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(results, 'vitest.json')}`,
]);
if (!skip.has('e2e')) {
  run('build (web, API bundle)', 'npm', ['run', 'build', '--silent']);
  run('e2e', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts']);
}

// Count tests per tier from the runners' JSON reports.
const tiers = new Map();
// CI shows only the tail of what this prints: the failed tests are named inside the summary.
const failures = [];
const add = (tier, key, n = 1) => {
  const t = tiers.get(tier) ?? { passed: 0, failed: 0, skipped: 0 };
  t[key] += n;
  tiers.set(tier, t);
};
const vitestFile = path.join(results, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name);
    const tier = rel.startsWith('packages/domain') ? 'unit' : rel.startsWith('apps/api') ? 'api' : 'web';
    for (const t of file.assertionResults ?? []) {
      add(tier, t.status === 'passed' ? 'passed' : t.status === 'failed' ? 'failed' : 'skipped');
      if (t.status === 'failed') failures.push(`${rel} › ${t.fullName}: ${firstLine(t.failureMessages)}`);
    }
    // A file that failed to load has no assertions but must still count as a failure.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      add(tier, 'failed');
      failures.push(`${rel}: ${firstLine([file.message])}`);
    }
  }
} else add('unit, api, web', 'failed');
const e2eFile = path.join(results, 'e2e.json');
if (!skip.has('e2e')) {
  if (existsSync(e2eFile)) {
    const s = JSON.parse(readFileSync(e2eFile, 'utf8')).stats ?? {};
    add('e2e', 'passed', (s.expected ?? 0) + (s.flaky ?? 0));
    add('e2e', 'failed', s.unexpected ?? 0);
    add('e2e', 'skipped', s.skipped ?? 0);
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          if (t.status === 'unexpected') {
            const error = (t.results ?? []).map((r) => r.error?.message).find(Boolean);
            failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine([error])}`);
          }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of JSON.parse(readFileSync(e2eFile, 'utf8')).suites ?? []) walk(suite);
  } else add('e2e', 'failed');
}

function firstLine(messages) {
  const text = (messages ?? []).find(Boolean) ?? '';
  // The runners colour their messages.
  return stripVTControlCharacters(text).split('\n')[0].slice(0, 200);
}

console.log('\n── summary ──');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
for (const [tier, t] of tiers)
  console.log(`     ${tier}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
for (const f of failures.slice(0, 12)) console.log(`  ✗ ${f}`);
if (failures.length > 12) console.log(`  … and ${failures.length - 12} more failed`);
const total = [...tiers.values()].reduce(
  (a, t) => ({ passed: a.passed + t.passed, failed: a.failed + t.failed, skipped: a.skipped + t.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failedSteps = steps.filter((s) => !s.ok).length;
// Failed non-test steps (type-check, lint, build) count as failures in the closing line too.
console.log(
  `Tests: ${total.passed} passed, ${total.failed + (failedSteps && !total.failed ? failedSteps : 0)} failed, ${total.skipped} skipped`,
);
process.exit(failedSteps || total.failed ? 1 : 0);
