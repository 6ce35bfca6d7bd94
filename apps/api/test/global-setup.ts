import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../src/db/client';
import { ensureReferenceData } from '../src/seed/reference-data';
import { seedDemo } from '../src/seed/seed';
import { PG_SEEDED_TEMPLATE_DB, PG_TEMPLATE_DB, PGLITE_SEEDED_TEMPLATE, PGLITE_TEMPLATE } from './paths';

// Migrating once and copying the result per test file keeps each file's database fresh and
// costs ~0.5 s instead of a full migration every time (docs/domain/quality.md#test-databases).
// Most files want the demo tenant too: seeding it once here, into a second template, spares each
// file its own seed. Both are built on every run, so a changed migration or seed is always in them.
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite';
  if (kind === 'pg') await preparePostgresTemplates();
  else await preparePgliteTemplates();
}

async function preparePgliteTemplates() {
  const client = await createPglite();
  const database = await openDatabase({ kind: 'pglite', client });
  await database.migrate();
  await ensureReferenceData(database);
  mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  const dump = async (file: string) =>
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await dump(PGLITE_TEMPLATE);
  await seedDemo(database, 'demo');
  await dump(PGLITE_SEEDED_TEMPLATE);
  await client.close();
}

async function preparePostgresTemplates() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the api-pg project');
  const admin = async (...statements: string[]) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(
    `DROP DATABASE IF EXISTS ${PG_SEEDED_TEMPLATE_DB} WITH (FORCE)`,
    `DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`,
    `CREATE DATABASE ${PG_TEMPLATE_DB}`,
  );
  const migrated = await openDatabase({ kind: 'postgres', url: withDatabase(url, PG_TEMPLATE_DB), poolSize: 1 });
  await migrated.migrate();
  await ensureReferenceData(migrated);
  await migrated.close();
  // Copied from the first template (no connection may be open on it), then seeded.
  await admin(`CREATE DATABASE ${PG_SEEDED_TEMPLATE_DB} TEMPLATE ${PG_TEMPLATE_DB}`);
  const seeded = await openDatabase({ kind: 'postgres', url: withDatabase(url, PG_SEEDED_TEMPLATE_DB), poolSize: 1 });
  await seedDemo(seeded, 'demo');
  await seeded.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
