// What `npm run backup` and `npm run restore` share (decision 0070): where the data is, and how
// a tool is run. The settings are the API's own (DATABASE_URL, DATA_DIR; apps/api/src/config.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export function settings(env = process.env) {
  const url = env.DATABASE_URL || undefined;
  if (url && !/^postgres(ql)?:\/\//.test(url)) fail('DATABASE_URL must start with postgres:// or postgresql://');
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return { url, dataDir, pgdata: path.join(dataDir, 'pgdata') };
}

/** The entries of DATA_DIR other than the embedded database (uploaded pictures, rendered PDFs). */
export const filesOf = (dataDir) =>
  existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name !== 'pgdata') : [];

/** A backup of a server holds its files (DATA_DIR without pgdata) beside the dump. */
export const filesArchiveOf = (dumpFile) => dumpFile.replace(/\.dump$/, '') + '.files.tar.gz';

/**
 * libpq's arguments for a server URL: the password goes in PGPASSWORD, not on the command line
 * where any user of the machine could read it (ps).
 */
export function libpq(url) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: `--dbname=${u.toString()}`, env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a tool, its output shown; stops the script when it fails. */
export function run(command, args, what, env = {}) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.error?.code === 'ENOENT')
    fail(`${command} is not installed (Debian: apt-get install postgresql-client-15 for pg_dump/pg_restore)`);
  if (result.status !== 0) fail(`${what} failed (${command} exited with ${result.status ?? result.signal})`);
}

export function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
