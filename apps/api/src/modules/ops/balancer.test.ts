import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../../test/api-process';
import { createServerTestDatabase, waitUntil } from '../../../test/helper';
import { REPO_ROOT } from '../../../test/paths';
import { smokeJourney } from '../../../test/smoke-journey';

// Decision 0080, "a balancer and a pooler as operators run them": deploy/haproxy.cfg and
// deploy/pgbouncer.ini, run as written with only their ports, paths and the test database changed,
// between the client and two API processes and between those and PostgreSQL. The api tier's smoke
// journey runs through HAProxy; PgBouncer's own counters show the transactions went through it.
// .ci/run installs haproxy and pgbouncer from Debian.

const embedded = process.env.TEST_DB_KIND !== 'pg';
const binary = (name: string) => ['/usr/sbin', '/usr/bin'].map((d) => path.join(d, name)).find(existsSync);
const pgbouncer = binary('pgbouncer');
const haproxy = binary('haproxy');
const START_MS = 240_000;
const asRoot = process.getuid?.() === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A daemon in the foreground; its output kept for the failure message. */
function daemon(cmd: string, args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  return { child, output: () => output };
}

/** Replaces one line of an example configuration; fails if the example no longer has it. */
function replaceLine(text: string, pattern: RegExp, line: string): string {
  expect(text, `the example has a line matching ${pattern}`).toMatch(pattern);
  return text.replace(pattern, line);
}

let server: { url: string; drop(): Promise<void> } | undefined;
let dir: string;
let bouncer: ReturnType<typeof daemon> | undefined;
let balancer: ReturnType<typeof daemon> | undefined;
const apis: ApiProcess[] = [];
let bouncerPort: number;
let balancerPort: number;

describe.skipIf(embedded || !pgbouncer || !haproxy)('HAProxy and PgBouncer in front of two API processes', () => {
  beforeAll(async () => {
    server = await createServerTestDatabase({ seeded: true });
    const direct = new URL(server.url);
    dir = mkdtempSync(path.join(tmpdir(), 'itinera-balancer-'));
    chmodSync(dir, 0o777);

    // PgBouncer: transaction mode, the test database as `itinera`, trust as the test server has.
    bouncerPort = await freePort();
    let ini = readFileSync(path.join(REPO_ROOT, 'deploy/pgbouncer.ini'), 'utf8');
    ini = replaceLine(
      ini,
      /^itinera = .*$/m,
      `itinera = host=${direct.hostname} port=${direct.port} dbname=${direct.pathname.slice(1)}`,
    );
    ini = replaceLine(ini, /^listen_port = .*$/m, `listen_port = ${bouncerPort}`);
    ini = replaceLine(ini, /^auth_type = .*$/m, 'auth_type = trust');
    ini = replaceLine(ini, /^auth_file = .*$/m, `auth_file = ${dir}/userlist.txt`);
    ini = replaceLine(ini, /^logfile = .*$/m, `logfile = ${dir}/pgbouncer.log`);
    ini = replaceLine(ini, /^pidfile = .*$/m, `pidfile = ${dir}/pgbouncer.pid`);
    ini = replaceLine(ini, /^unix_socket_dir = .*$/m, `unix_socket_dir = ${dir}`);
    expect(ini).toMatch(/^pool_mode = transaction$/m);
    writeFileSync(path.join(dir, 'pgbouncer.ini'), ini);
    writeFileSync(path.join(dir, 'userlist.txt'), `"${direct.username}" ""\n`);
    // PgBouncer will not run as root: as the server's user, writing its log and pid into `dir` (0777).
    bouncer = daemon(pgbouncer!, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')]);
    const pooled = new URL(server.url);
    pooled.port = String(bouncerPort);
    pooled.pathname = '/itinera';
    await waitUntil(
      `PgBouncer listening (${bouncer.output()})`,
      async () => {
        const c = new pg.Client({ connectionString: pooled.toString() });
        try {
          await c.connect();
          await c.query('SELECT 1');
          return true;
        } catch {
          return false;
        } finally {
          await c.end().catch(() => undefined);
        }
      },
      20_000,
    );

    const env = {
      DATABASE_URL: pooled.toString(),
      DATABASE_SESSION_URL: server.url,
      DATA_DIR: path.join(dir, 'data'),
      DEFAULT_TENANT: 'demo',
      TRUST_PROXY: '127.0.0.1',
    };
    apis.push(await startApiProcess(env, START_MS));
    apis.push(await startApiProcess(env, START_MS));

    balancerPort = await freePort();
    let cfg = readFileSync(path.join(REPO_ROOT, 'deploy/haproxy.cfg'), 'utf8');
    cfg = replaceLine(cfg, /^ {4}bind .*$/m, `    bind 127.0.0.1:${balancerPort}`);
    cfg = replaceLine(cfg, /^ {4}server api1 .*$/m, `    server api1 ${new URL(apis[0]!.base).host} check`);
    cfg = replaceLine(cfg, /^ {4}server api2 .*$/m, `    server api2 ${new URL(apis[1]!.base).host} check`);
    writeFileSync(path.join(dir, 'haproxy.cfg'), cfg);
    balancer = daemon(haproxy!, ['-db', '-f', path.join(dir, 'haproxy.cfg')]);
    const base = `http://127.0.0.1:${balancerPort}`;
    await waitUntil(
      'HAProxy answering with both processes up',
      async () => {
        try {
          const answers = await Promise.all([1, 2, 3, 4].map(() => fetch(`${base}/ready`).then((r) => r.status)));
          return answers.every((s) => s === 200);
        } catch {
          return false;
        }
      },
      30_000,
    );
  }, 3 * START_MS);

  afterAll(async () => {
    balancer?.child.kill('SIGKILL');
    for (const api of apis) await api.kill();
    bouncer?.child.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
    await server?.drop();
  });

  it('runs the smoke journey through HAProxy, both processes serving, transactions through PgBouncer', async () => {
    const base = `http://127.0.0.1:${balancerPort}`;
    for (let i = 1; i <= 3; i++) await smokeJourney(base, `Through the balancer ${i}`);

    // HAProxy gave calls to both processes: each counted signed-in calls in its own /metrics.
    for (const api of apis) {
      const metrics = await (await fetch(`${api.base}/metrics`)).text();
      const served = [
        ...metrics.matchAll(/^itinera_http_request_duration_seconds_count\{[^}]*route="\/tenant\/[^}]*\} (\d+)/gm),
      ];
      expect(served.reduce((n, m) => n + Number(m[1]), 0)).toBeGreaterThan(0);
    }

    // PgBouncer's admin console: the transactions of `itinera` went through it, in transaction mode.
    const admin = new URL(server!.url);
    admin.port = String(bouncerPort);
    admin.pathname = '/pgbouncer';
    const console_ = new pg.Client({ connectionString: admin.toString() });
    await console_.connect();
    try {
      const stats = (await console_.query('SHOW STATS')).rows as {
        database: string;
        total_xact_count: string;
      }[];
      expect(Number(stats.find((s) => s.database === 'itinera')?.total_xact_count ?? 0)).toBeGreaterThan(20);
      const pools = (await console_.query('SHOW POOLS')).rows as {
        database: string;
        pool_mode: string;
      }[];
      expect(pools.find((p) => p.database === 'itinera')?.pool_mode).toBe('transaction');
    } finally {
      await console_.end();
    }
  }, 180_000);
});
