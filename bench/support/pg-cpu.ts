import { readdir, readFile } from 'node:fs/promises';

// PostgreSQL's CPU (decision 0119): on 2 cores the database, the API and the load generator share
// the budget, so a list call's cost is the API's CPU and the server's together. Only a server on this
// machine can be read: its postmaster and every process it forked (backends, background workers), and
// what its exited children used. Null when the server is not local (or /proc is not there).

const TICK_MS = 10; // USER_HZ is 100 on Linux

async function statOf(pid: string): Promise<{ ppid: number; ms: number; children: number } | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(f[1]),
      ms: (Number(f[11]) + Number(f[12])) * TICK_MS,
      children: (Number(f[13]) + Number(f[14])) * TICK_MS,
    };
  } catch {
    return undefined;
  }
}

/** The postmaster listening on the URL's port, by its command line (`-p PORT`). */
async function postmasterOf(url: string): Promise<number | undefined> {
  const port = new URL(url).port || '5432';
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    const args = cmd.split('\0');
    if (args[0]?.endsWith('/postgres') && args[args.indexOf('-p') + 1] === port && args.includes('-p'))
      return Number(pid);
  }
  return undefined;
}

/** A reader of the server's CPU so far, in ms; null when it cannot be read. */
export async function postgresCpu(url: string): Promise<() => Promise<number | null>> {
  const root = await postmasterOf(url);
  if (!root) return async () => null;
  return async () => {
    const own = await statOf(String(root));
    if (!own) return null;
    let ms = own.ms + own.children;
    for (const pid of await readdir('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const s = await statOf(pid);
      if (s?.ppid === root) ms += s.ms;
    }
    return ms;
  };
}

/** "  PG CPU 0.52 ms a call" between two readings, or '' when the server could not be read. */
export const pgPerCall = (before: number | null, after: number | null, calls: number) =>
  before === null || after === null ? '' : `  PG CPU ${((after - before) / Math.max(1, calls)).toFixed(2)} ms a call`;
