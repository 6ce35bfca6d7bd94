#!/usr/bin/env node
// `npm run restore -- <file>`: puts a backup of `npm run backup` back (decision 0070), into an empty
// database only: it never merges into or overwrites data.
// - <file>.dump → pg_restore into the empty database DATABASE_URL names (create it first:
//   createdb), then <file>.files.tar.gz, when present, into DATA_DIR.
// - <file>.tar.gz → extracted into DATA_DIR, which must hold no embedded database yet.
// Start Itinera afterwards: it applies the migrations of its build that the backup predates.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fail, filesArchiveOf, libpq, run, settings } from './backup-common.mjs';

const file = process.argv[2] ? path.resolve(process.argv[2]) : fail('Usage: npm run restore -- <backup file>');
if (!existsSync(file)) fail(`${file} does not exist`);
const { url, dataDir, pgdata } = settings();
const isDump = file.endsWith('.dump');

if (isDump) {
  if (!url) fail('A .dump is restored into a PostgreSQL server: set DATABASE_URL to an empty database');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg_toast%'`,
    );
    if (rows[0].n > 0) fail('The database DATABASE_URL names is not empty: restore into a new one (createdb)');
    // Roles belong to the server, not to the dump: the app role (migration 0001) must exist for its grants.
    await client.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'itinera_app') THEN
        CREATE ROLE itinera_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
      END IF;
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE format('GRANT itinera_app TO %I', current_user);
      END IF;
    END $$`);
  } finally {
    await client.end();
  }
  // --no-owner: what is restored belongs to the user restoring it, whoever made the dump.
  const { dbname, env } = libpq(url);
  run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', dbname, file], 'pg_restore', env);
  const files = filesArchiveOf(file);
  if (existsSync(files)) {
    mkdirSync(dataDir, { recursive: true });
    run('tar', ['-xzf', files, '-C', dataDir], 'Extracting the files into DATA_DIR');
  }
} else {
  if (url) fail('A .tar.gz is the embedded database: unset DATABASE_URL to restore it into DATA_DIR');
  if (existsSync(pgdata)) fail(`${pgdata} exists: restore into an empty DATA_DIR (move the current one aside)`);
  mkdirSync(dataDir, { recursive: true });
  run('tar', ['-xzf', file, '-C', dataDir], 'Extracting into DATA_DIR');
}
process.stdout.write(`Restored ${path.basename(file)}${isDump ? '' : ` into ${dataDir}`}\n`);
