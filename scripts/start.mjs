#!/usr/bin/env node
// `npm start`: build the web app and the API bundle when missing or older than their sources,
// then run the API (which migrates, seeds the demo tenant on an empty embedded database, and
// listens). The API runs from its bundle, not through tsx (decision 0048); NODE_OPTIONS=--enable-source-maps
// maps its stack traces to the TypeScript lines.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_ENV, API_NODE_FLAGS } from './api-node-flags.mjs';
import { API_ENTRY, ensureApiBuilt, newestMtime } from './build-api.mjs';
import { runCluster, workersOrExit } from './api-cluster.mjs';

const workers = workersOrExit();

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/domain/src'].map((p) =>
  path.join(root, p),
);
const newestSource = Math.max(...sources.filter(existsSync).map(newestMtime));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < newestSource) {
  console.log('Building the web app (first start or sources changed)…');
  const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

await ensureApiBuilt();

// WORKERS=N (N > 1): N processes behind one port, each replaced when it dies (api-cluster.mjs).
if (workers > 1) {
  await runCluster(workers).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
} else startOne();

function startOne() {
  const server = spawn(process.execPath, [...API_NODE_FLAGS, API_ENTRY], {
    cwd: root,
    stdio: 'inherit',
    env: { ...API_ENV, ...process.env },
  });
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopping = true;
      server.kill(signal);
    });
  // A process ended by a signal (V8 aborting out of heap, the kernel's OOM killer) has no exit code:
  // it counts as a failure, so a supervisor's Restart=on-failure restarts it too.
  server.on('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `The API stopped (${signal ?? `exit code ${code}`}) and nothing restarts it: run it under a supervisor (README.md, "Keep it running").`,
      );
    process.exit(code ?? (stopping ? 0 : 1));
  });
}
