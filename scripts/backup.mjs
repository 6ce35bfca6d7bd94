#!/usr/bin/env node
// `npm run backup [-- <file>]`: one file to restore Itinera from (decision 0070).
// - PostgreSQL server (DATABASE_URL set): pg_dump in its custom format, a consistent snapshot taken
//   while the API runs; the files in DATA_DIR (uploaded pictures, PDFs) go beside it in
//   <file>.files.tar.gz.
// - Embedded PGlite (the default): a tar.gz of the whole DATA_DIR, taken while the API is stopped.
//   PGlite runs inside the API process and no second process may open its directory; a stopped
//   directory is consistent as it lies on disk, database and files together.
// Default file: backups/itinera-<UTC time>.dump (server) or .tar.gz (embedded).
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fail, filesArchiveOf, filesOf, libpq, run, settings } from './backup-common.mjs';

const { url, dataDir, pgdata } = settings();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
const out = path.resolve(process.argv[2] ?? `backups/itinera-${stamp}.${url ? 'dump' : 'tar.gz'}`);
if (existsSync(out)) fail(`${out} exists already: name another file`);
mkdirSync(path.dirname(out), { recursive: true });

if (url) {
  const { dbname, env } = libpq(url);
  run('pg_dump', ['--format=custom', `--file=${out}`, dbname], 'pg_dump', env);
  const files = filesOf(dataDir);
  if (files.length) run('tar', ['-czf', filesArchiveOf(out), '-C', dataDir, ...files], 'Archiving DATA_DIR');
} else {
  if (!existsSync(pgdata)) fail(`No embedded database in ${dataDir} (DATA_DIR): nothing to back up`);
  // PGlite writes postmaster.pid when it opens the directory and removes it when closed.
  if (existsSync(path.join(pgdata, 'postmaster.pid')))
    fail(
      `The embedded database in ${pgdata} is open: stop Itinera first (after a crash, start and stop it once). ` +
        'A copy taken while it runs may not be consistent.',
    );
  run('tar', ['-czf', out, '-C', dataDir, '.'], 'Archiving DATA_DIR');
}
process.stdout.write(`Backup written: ${out} (${Math.ceil(statSync(out).size / 1024)} KB)\n`);
