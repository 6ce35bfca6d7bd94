import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error -- a plain .mjs module of scripts/, shared with `npm start`
import { API_ENV, API_NODE_FLAGS } from '../../scripts/api-node-flags.mjs';
// @ts-expect-error -- a plain .mjs module of scripts/, shared with `npm start`
import { API_ENTRY, ensureApiBuilt } from '../../scripts/build-api.mjs';

// The API under load runs in its own process, as in production: when the load generator shares the
// server's event loop, the bench measures autocannon as much as the API.

const root = path.resolve(import.meta.dirname, '../..');
const CLUSTER_ENTRY = path.join(root, 'scripts/api-cluster.mjs');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  pid: number;
  /** Resident memory of the server process (with its API processes under WORKERS=N), in MB (docs/domain/quality.md#memory). */
  rssMb(): Promise<number>;
  /** CPU time the server process has used so far (user + system, all its threads), in ms: less noisy than latency on a shared machine. */
  cpuMs(): Promise<number>;
  /** The same, split: user (the API's own code) and system (the kernel on its behalf: sockets, memory). */
  cpuTimesMs(): Promise<{ user: number; system: number }>;
  stop(): Promise<void>;
}

/**
 * Starts the API as `npm start` runs it — the bundle of apps/api/src/server.ts, built when stale
 * (decision 0048) — or a TypeScript `entry` through tsx, on a database already migrated and seeded.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  entry?: string,
): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_SERVER_FLAGS adds node flags to the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its time goes.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  if (!entry) await ensureApiBuilt();
  // WORKERS=N: the launcher `WORKERS=N npm start` runs (decision 0080); its processes are counted together.
  const clustered = Number(env.WORKERS ?? 1) > 1;
  const program = entry ? ['--import', 'tsx', entry] : clustered ? [CLUSTER_ENTRY] : [API_ENTRY];
  // An empty databaseUrl: the embedded database, seeded with the demo as `npm start` does.
  const database = databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: '0' } : { SEED_DEMO: '1' };
  const child: ChildProcess = spawn(process.execPath, [...(clustered ? [] : API_NODE_FLAGS), ...flags, ...program], {
    cwd: root,
    env: {
      ...API_ENV,
      ...process.env,
      ...database,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // Each bench signs in its users at every start, and the limit (10 a quarter hour per address,
      // kept in the database) refused the fifth run on one cluster within 15 minutes with a 401.
      RATE_LIMIT_LOGIN: '1000',
      DATA_DIR: '.tmp/bench',
      ...env,
    },
    // BENCH_SERVER_OUT: a file for the API's stdout, e.g. with BENCH_SERVER_FLAGS="--trace-gc" (its log is silent).
    stdio: ['ignore', process.env.BENCH_SERVER_OUT ? openSync(process.env.BENCH_SERVER_OUT, 'w') : 'ignore', 'inherit'],
  });
  // A bench that fails half-way must not leave a server behind holding the port and its pipes.
  process.once('exit', () => child.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_START_S: how long the API may take to answer (seeding the demo data on a busy machine takes minutes).
  const startSeconds = Number(process.env.BENCH_SERVER_START_S ?? 60);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited with ${child.exitCode}`);
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the API process did not answer /health within ${startSeconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  // The launcher starts the other processes once the first listens: wait for them, then for their start-up.
  if (clustered) {
    while ((await processTree(child.pid!)).length < Number(env.WORKERS) + 1) {
      if (Date.now() > deadline) throw new Error(`the API processes did not all start within ${startSeconds} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 5_000));
  }
  if (databaseUrl) await jobsSettled(databaseUrl);
  const cpuTimesMs = async () => {
    let user = 0;
    let system = 0;
    for (const pid of await processTree(child.pid!)) {
      // Fields 14 and 15 of /proc/PID/stat (after the command name in parentheses): utime and stime, in clock ticks of 10 ms.
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).split(') ')[1]?.split(' ');
      user += Number(fields?.[11] ?? 0) * 10;
      system += Number(fields?.[12] ?? 0) * 10;
    }
    return { user, system };
  };
  return {
    base,
    pid: child.pid!,
    async rssMb() {
      let kb = 0;
      for (const pid of await processTree(child.pid!)) {
        const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
        kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      }
      return kb / 1024;
    },
    async cpuMs() {
      const { user, system } = await cpuTimesMs();
      return user + system;
    },
    cpuTimesMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Waits (up to 2 min) until the job queue holds nothing due: a new server renders the demo's pending
 * proposal PDFs in a thread of its process (4 PDFs, ~5.6 s of that thread's CPU in a move bench's
 * profile), and the last of them finished as the move bench's warm-up ended: any later, and their
 * CPU would be counted in the measured run's "API CPU a call".
 */
async function jobsSettled(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const due = await client
        .query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after <= now()`,
        )
        .then(
          (r) => r.rows[0]!.n,
          (error: { code?: string }) => {
            if (error.code === '42P01') return 0; // undefined_table: no queue on this database yet
            throw error;
          },
        );
      if (due === 0) return;
      if (Date.now() > deadline) {
        console.log(`  (the job queue still holds ${due} jobs due after 2 min: measuring anyway)`);
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await client.end();
  }
}

/** A process and its descendants (the launcher's API processes under WORKERS=N), from /proc. */
async function processTree(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const nested = await Promise.all(
    children
      .split(' ')
      .filter(Boolean)
      .map((c) => processTree(Number(c))),
  );
  return [pid, ...nested.flat()];
}

/**
 * The demo admin signed in on a server whose bench tenant is served on a bare host (fetch cannot set
 * the Host header): JSON headers for autocannon and a call helper for the set-up.
 */
export async function signedInAdmin(base: string) {
  const login = await fetch(`${base}/tenant/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@itinera.demo', password: 'itinera-demo' }),
  });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    'content-type': 'application/json',
  };
  const call = (method: string, path: string, body?: unknown) =>
    fetch(base + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { headers, call };
}
