import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createPglite, openDatabase, type Database } from '../../db/client';
import { createServerTestDatabase, signIn, type TestContext } from '../../../test/helper';
import { withDatabase } from '../../../test/global-setup';
import { PGLITE_SEEDED_TEMPLATE, REPO_ROOT } from '../../../test/paths';
import { createQuote } from '../../../test/quotes.fixtures';

// Decision 0070, backups: `npm run backup` and `npm run restore` (scripts/). A backup
// restored into an empty database is the data as it was: the demo admin signs in and reads the
// quote written before the backup. On the embedded database (api tier) and on a PostgreSQL server
// (api-pg tier).

const onServer = process.env.TEST_DB_KIND === 'pg';
const work = mkdtempSync(path.join(tmpdir(), 'itinera-backup-'));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

/** Runs `npm run <script>` as an operator would: its own process, the API's settings in the environment. */
function npmRun(script: 'backup' | 'restore', file: string, env: { DATA_DIR: string; DATABASE_URL?: string }) {
  return spawnSync(process.execPath, [path.join(REPO_ROOT, `scripts/${script}.mjs`), file], {
    cwd: work,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
}

async function appOn(database: Database, dataDir: string): Promise<TestContext> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DEFAULT_TENANT: 'demo', DATA_DIR: dataDir });
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Writes a quote through the API and answers what a restore must give back. */
async function writeQuote(ctx: TestContext) {
  const admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const quote = await createQuote(ctx, admin);
  return { uuid: quote.uuid, code: quote.code };
}

/** After a restore: the app is ready, the admin signs in with the demo password and reads the quote. */
async function expectRestored(ctx: TestContext, quote: { uuid: string; code: string }) {
  const ready = await ctx.app.inject({ method: 'GET', url: '/ready' });
  expect(ready.json()).toMatchObject({ status: 'ready' });
  const admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const res = await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${quote.uuid}`, headers: admin });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ uuid: quote.uuid, code: quote.code });
}

describe.skipIf(onServer)('backup and restore of the embedded database (DATA_DIR)', () => {
  it('restores a backup into an empty DATA_DIR, where the admin signs in to the quote written before', async () => {
    const dataDir = path.join(work, 'data');
    mkdirSync(dataDir, { recursive: true });
    const client = await createPglite({
      dataDir: path.join(dataDir, 'pgdata'),
      loadDataDir: new Blob([readFileSync(PGLITE_SEEDED_TEMPLATE)]),
    });
    const source = await appOn(await openDatabase({ kind: 'pglite', client }), dataDir);
    const quote = await writeQuote(source);
    const file = path.join(work, 'itinera.tar.gz');

    // While the API holds the database, a copy could be torn: the backup refuses.
    const refused = npmRun('backup', file, { DATA_DIR: dataDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('stop Itinera first');
    expect(existsSync(file)).toBe(false);

    await source.close();
    const made = npmRun('backup', file, { DATA_DIR: dataDir });
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);

    const restoredDir = path.join(work, 'restored');
    const restored = npmRun('restore', file, { DATA_DIR: restoredDir });
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    // Never over a database: a second restore into the same DATA_DIR is refused.
    expect(npmRun('restore', file, { DATA_DIR: restoredDir }).status).toBe(1);

    const ctx = await appOn(
      await openDatabase({ kind: 'pglite', dataDir: path.join(restoredDir, 'pgdata') }),
      restoredDir,
    );
    cleanups.push(() => ctx.close());
    await expectRestored(ctx, quote);
  });
});

describe.skipIf(!onServer)('backup and restore of a PostgreSQL server (pg_dump, pg_restore)', () => {
  it('restores a dump into an empty database, where the admin signs in to the quote written before', async () => {
    const { url, drop } = await createServerTestDatabase({ seeded: true });
    cleanups.push(drop);
    const dataDir = path.join(work, 'server-data');
    const source = await appOn(await openDatabase({ kind: 'postgres', url, poolSize: 4 }), dataDir);
    const quote = await writeQuote(source);
    const file = path.join(work, 'itinera.dump');
    const made = npmRun('backup', file, { DATA_DIR: dataDir, DATABASE_URL: url });
    expect(made.status, made.stderr).toBe(0);
    await source.close();

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const empty = `itinera_restore_${process.pid}`;
    await admin.query(`CREATE DATABASE ${empty} TEMPLATE template0`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`);
      await admin.end();
    });
    const target = withDatabase(process.env.TEST_DATABASE_URL!, empty);
    const restored = npmRun('restore', file, { DATA_DIR: path.join(work, 'server-restored'), DATABASE_URL: target });
    expect(restored.status, restored.stderr).toBe(0);
    // Never over data: a second restore into the now filled database is refused.
    expect(npmRun('restore', file, { DATA_DIR: dataDir, DATABASE_URL: target }).status).toBe(1);

    const ctx = await appOn(await openDatabase({ kind: 'postgres', url: target, poolSize: 4 }), dataDir);
    cleanups.push(() => ctx.close());
    await expectRestored(ctx, quote);
  });
});
