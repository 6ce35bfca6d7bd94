import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../src/db/client';
import { ensureReferenceData } from '../src/seed/reference-data';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE } from './paths';

// Migrating once and copying the result per test file keeps each file's database fresh and
// costs ~0.5 s instead of a full migration every time (docs/domain/quality.md#test-databases).
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite';
  if (kind === 'pg') await preparePostgresTemplate();
  else await preparePgliteTemplate();
}

async function preparePgliteTemplate() {
  const client = await createPglite();
  const database = await openDatabase({ kind: 'pglite', client });
  await database.migrate();
  await ensureReferenceData(database);
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

async function preparePostgresTemplate() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the api-pg project');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, PG_TEMPLATE_DB), poolSize: 1 });
  await database.migrate();
  await ensureReferenceData(database);
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
