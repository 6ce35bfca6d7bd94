import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../../test/api-process';
import { waitUntil } from '../../../test/helper';
import { REPO_ROOT } from '../../../test/paths';

// Decision 0080, "reads that can go to a replica": a primary and a streaming replica
// started here (scripts/pg-cluster.sh start / replica), the API on the primary with
// DATABASE_READ_URL on the replica. The reports read the replica, the quote list the primary: with
// the replica's replay paused, a new quote is on its writer's list at once and out of the reports
// until the replay goes on.

const embedded = process.env.TEST_DB_KIND !== 'pg';
const START_MS = 300_000;
const script = path.join(REPO_ROOT, 'scripts/pg-cluster.sh');

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

async function sqlOn(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as Record<string, unknown>[];
  } finally {
    await c.end();
  }
}

let dir: string;
let primaryDir: string;
let replicaDir: string;
let api: ApiProcess | undefined;

describe.skipIf(embedded)('reports on a streaming replica', () => {
  let primaryUrl: string;
  let replicaUrl: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'itinera-replica-'));
    // The clusters run as the postgres user when the tests run as root: it must reach its directories.
    chmodSync(dir, 0o755);
    primaryDir = path.join(dir, 'primary');
    replicaDir = path.join(dir, 'replica');
    const primaryPort = await freePort();
    const primary = execFileSync('bash', [script, 'start', primaryDir, String(primaryPort)], {
      encoding: 'utf8',
    }).trim();
    await sqlOn(primary, 'CREATE DATABASE itinera');
    primaryUrl = primary.replace(/\/postgres$/, '/itinera');
    const replica = execFileSync(
      'bash',
      [script, 'replica', replicaDir, String(await freePort()), String(primaryPort)],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    ).trim();
    replicaUrl = replica.replace(/\/postgres$/, '/itinera');
    api = await startApiProcess(
      {
        DATABASE_URL: primaryUrl,
        DATABASE_READ_URL: replicaUrl,
        SEED_DEMO: '1',
        DEFAULT_TENANT: 'demo',
        DATA_DIR: path.join(dir, 'data'),
      },
      START_MS,
    );
  }, START_MS + 60_000);

  afterAll(async () => {
    await api?.kill();
    if (replicaDir) execFileSync('bash', [script, 'stop', replicaDir]);
    if (primaryDir) execFileSync('bash', [script, 'stop', primaryDir]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function call(method: string, url: string, token?: string, body?: object) {
    const res = await fetch(`${api!.base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, never> };
  }

  it('answers the reports from the replica and the list from the primary, and from the primary when the replica is gone', async () => {
    expect((await sqlOn(replicaUrl, 'SELECT pg_is_in_recovery() AS r'))[0]!.r).toBe(true);
    const token = (
      await call('POST', '/tenant/login', undefined, { email: 'admin@itinera.demo', password: 'itinera-demo' })
    ).body.token as string;
    const summary = async () => {
      const res = await call('GET', '/tenant/reports/summary', token);
      expect(res.status).toBe(200);
      return ((res.body.data ?? res.body) as { quotes: number }).quotes;
    };
    // The seed has reached the replica: both sides agree before the pause.
    const lsn = (await sqlOn(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS l'))[0]!.l as string;
    await waitUntil(
      'the replica to catch up',
      async () =>
        (await sqlOn(replicaUrl, `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS ok`))[0]!.ok === true,
      30_000,
    );
    const before = await summary();

    await sqlOn(replicaUrl, 'SELECT pg_wal_replay_pause()');
    const created = await call('POST', '/tenant/itinerary', token, {
      title: 'Written while the replica waits',
      start_date: '2027-09-01',
      end_date: '2027-09-05',
      num_pax: 2,
    });
    expect(created.status).toBe(201);
    const uuid = (created.body.data as { uuid: string }).uuid;
    // The list reads the primary: its writer sees the quote at once.
    const list = await call('GET', '/tenant/itinerary?limit=5', token);
    expect((list.body.data as { id: string }[]).map((q) => q.id)).toContain(uuid);
    // The reports read the replica, paused: not yet.
    expect(await summary()).toBe(before);

    await sqlOn(replicaUrl, 'SELECT pg_wal_replay_resume()');
    await waitUntil('the report to count the new quote', async () => (await summary()) === before + 1, 30_000);

    // A replica is a convenience: stopped, the reports answer from the primary, with a quote the
    // replica never saw (db/replica-fallback.ts).
    execFileSync('bash', [script, 'stop', replicaDir]);
    const second = await call('POST', '/tenant/itinerary', token, {
      title: 'Written with the replica down',
      start_date: '2027-09-02',
      end_date: '2027-09-06',
      num_pax: 2,
    });
    expect(second.status).toBe(201);
    expect(await summary()).toBe(before + 2);
  }, 120_000);
});
