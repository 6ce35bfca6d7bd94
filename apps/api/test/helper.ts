import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createPglite, openDatabase, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';
import { PG_SEEDED_TEMPLATE_DB, PG_TEMPLATE_DB, PGLITE_SEEDED_TEMPLATE, PGLITE_TEMPLATE } from './paths';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * Copies of one template share its sequences; the revision sequences are moved to a random point
 * again, so two databases of one test file never give the same (id, rev) to different rows
 * (service-row-cache.ts and rate-line-cache.ts key on them, per process). The rows a seeded
 * template already holds take a revision from there too: otherwise two copies would share them,
 * and after a delete in each the rate-line cache's stamp (count, highest rev) could match while
 * the lines differ.
 */
async function ownRevisions(database: Database): Promise<Database> {
  await database.executeSql(
    `SELECT setval('itinerary_service_rev_seq', 1 + floor(random() * 1e15)::bigint), setval('rate_line_rev_seq', 1 + floor(random() * 1e15)::bigint);
     UPDATE itinerary_services SET rev = 0; UPDATE rate_lines SET rev = 0`,
  );
  return database;
}

/** Which template a copy starts from: migrated only, or with the demo tenant seeded too (global-setup.ts). */
export interface TemplateChoice {
  seeded?: boolean;
}

/** A fresh, migrated database on the TEST_DATABASE_URL server, copied from a template: its URL. */
export async function createServerTestDatabase({ seeded = false }: TemplateChoice = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `itinera_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${seeded ? PG_SEEDED_TEMPLATE_DB : PG_TEMPLATE_DB}`);
  return { url: withDatabase(url, name), drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh, migrated database for one test file: PGlite from a template, or a server copy. */
export async function openTestDatabase(
  choice: TemplateChoice = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB_KIND === 'pg') {
    const { url, drop } = await createServerTestDatabase(choice);
    const database = await ownRevisions(await openDatabase({ kind: 'postgres', url, poolSize: 10 }));
    return { database, drop };
  }
  const template = choice.seeded ? PGLITE_SEEDED_TEMPLATE : PGLITE_TEMPLATE;
  const client = await createPglite({ loadDataDir: new Blob([readFileSync(template)]) });
  const database = await ownRevisions(await openDatabase({ kind: 'pglite', client }));
  return { database, drop: async () => undefined };
}

async function adminQuery(url: string, statement: string, attempts = 5): Promise<void> {
  for (let i = 1; ; i++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query(statement);
      return;
    } catch (error) {
      // Two files copying the template at the same instant can collide; a short retry settles it.
      if (i >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 200 * i));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * The real app on a fresh database, with the demo tenant unless told otherwise: copied from the
 * seeded template, as if seedDemo(database, 'demo') had just run (minutes earlier, in global setup).
 */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; logStream?: { write(line: string): void } } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase({ seeded: options.seed !== false });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEFAULT_TENANT: 'demo',
    DATA_DIR: '.tmp/unused',
    CHECK_RESPONSES: '1',
    ...options.env,
  });
  const app = await buildApp(config, { database, logStream: options.logStream });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * The same app as createTestApp, now with the durable job queue and its workers, as server.ts runs
 * them (mail delivery, deletes, PDFs).
 */
export async function createTestAppWithWorkers(env: Record<string, string>): Promise<TestContext> {
  const base = await createTestApp({ seed: true, env });
  await base.app.close();
  const { createJobQueue } = await import('../src/jobs/queue');
  const { registerWorkers } = await import('../src/workers');
  const queue = createJobQueue(base.database);
  await queue.start();
  const app = await buildApp(base.config, { database: base.database, queue });
  await registerWorkers(queue, app);
  return {
    ...base,
    app,
    close: async () => {
      await queue.stop();
      await base.close();
    },
  };
}

export const DEMO_PASSWORD = 'itinera-demo';

/** Signs in through the real route and returns the bearer header for later calls. */
export async function signIn(app: FastifyInstance, email: string, options: { host?: string; password?: string } = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/tenant/login',
    headers: options.host ? { host: options.host } : {},
    payload: { email, password: options.password ?? DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: number } };
  return {
    token: body.token,
    userId: body.user.id,
    headers: { authorization: `Bearer ${body.token}`, ...(options.host ? { host: options.host } : {}) },
  };
}

/** Asserts the standard error body and returns it. */
export function errorOf(res: { statusCode: number; json(): unknown }) {
  const body = res.json() as { errors: { data: string }; message: string; code: string };
  if (typeof body?.errors?.data !== 'string' || body.message !== body.errors.data || typeof body.code !== 'string') {
    throw new Error(`not the standard error body: ${JSON.stringify(body)}`);
  }
  return body;
}

/** Polls until check() holds (background work: jobs, mail); fails naming what it waited for. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
