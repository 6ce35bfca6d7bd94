#!/usr/bin/env node
// WORKERS=N: N API processes behind one port (decision 0080). node:cluster's primary
// owns the listening socket and hands each new connection to the next process in turn; every
// process is the same bundle `npm start` runs, on the same PostgreSQL server. What a process keeps
// for itself stays correct across them: sessions,
// rate limits and jobs live in the database, remembered list pages hear writes through
// LISTEN/NOTIFY, files sit in DATA_DIR's store (or S3) that every process shares.
//
// Run directly (`node scripts/api-cluster.mjs`, the API bundle built when stale) or through
// `WORKERS=N npm start`.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { API_ENV, API_NODE_FLAGS } from './api-node-flags.mjs';
import { API_ENTRY, ensureApiBuilt } from './build-api.mjs';

// A process that dies within this long of its start counts as a crash loop; past MAX_CRASHES of
// those in a row the primary gives up, so a supervisor sees the failure instead of a restart storm.
const EARLY_EXIT_MS = 10_000;
const MAX_CRASHES = 5;

/** WORKERS from the environment: a whole number ≥ 1, or `auto` for one a core; absent means 1. */
export function workersFrom(env = process.env) {
  const raw = (env.WORKERS ?? '').trim();
  if (raw === '') return 1;
  if (raw === 'auto') return availableParallelism();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`WORKERS must be a whole number from 1 to 64, or "auto" (got "${raw}")`);
  return n;
}

/**
 * The embedded database lives inside one process (PGlite holds DATA_DIR/pgdata to itself): several
 * processes need a PostgreSQL server.
 */
export function clusterRefusal(workers, env = process.env) {
  if (workers > 1 && !env.DATABASE_URL)
    return `WORKERS=${workers} needs a PostgreSQL server (DATABASE_URL): the embedded database lives inside one process. Unset WORKERS, or set DATABASE_URL.`;
  return undefined;
}

/** WORKERS as asked, or exit 2 with the reason: not a number, or several on the embedded database. */
export function workersOrExit(env = process.env) {
  let workers;
  try {
    workers = workersFrom(env);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const refusal = clusterRefusal(workers, env);
  if (refusal) {
    console.error(refusal);
    process.exit(2);
  }
  return workers;
}

/**
 * Starts `workers` API processes. The first one alone migrates (and seeds an empty database when
 * asked); the others start once it listens, so two never run the migrations at once. A process
 * that dies is replaced; SIGINT/SIGTERM reach every process, which drain as one process does.
 */
export async function runCluster(workers, { env = process.env, log = console } = {}) {
  cluster.setupPrimary({ exec: API_ENTRY, execArgv: API_NODE_FLAGS });
  const childEnv = { ...API_ENV, ...env };
  let stopping = false;
  let crashes = 0;
  const fork = (index) => {
    const worker = cluster.fork({ ...childEnv, ITINERA_WORKER: String(index) });
    const startedAt = Date.now();
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      crashes = Date.now() - startedAt < EARLY_EXIT_MS ? crashes + 1 : 0;
      log.error(`API process ${index} stopped (${signal ?? `exit code ${code}`}).`);
      if (crashes >= MAX_CRASHES) {
        log.error(`API processes keep stopping at start (${crashes} in a row): giving up.`);
        shutdown('SIGTERM', 1);
        return;
      }
      setTimeout(() => fork(index), Math.min(30_000, 500 * 2 ** crashes)).unref();
    });
    return worker;
  };
  let exitCode = 0;
  const shutdown = (signal, code = 0) => {
    stopping = true;
    exitCode = Math.max(exitCode, code);
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    if (alive.length === 0) process.exit(exitCode);
    for (const w of alive) w.process.kill(signal);
  };
  cluster.on('exit', () => {
    if (stopping && Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) process.exit(exitCode);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(signal));

  const first = fork(1);
  await new Promise((resolve, reject) => {
    first.once('listening', resolve);
    first.once('exit', (code) =>
      reject(new Error(`the first API process stopped before listening (exit code ${code})`)),
    );
  });
  for (let i = 2; i <= workers; i++) fork(i);
  log.log(`  ${workers} API processes share the port (WORKERS=${workers}).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const workers = workersOrExit();
  await ensureApiBuilt();
  await runCluster(workers).catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
