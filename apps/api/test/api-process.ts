import { spawn } from 'node:child_process';
// @ts-expect-error -- a plain .mjs module of scripts/, shared with `npm start`
import { API_ENTRY, ensureApiBuilt } from '../../../scripts/build-api.mjs';
import { REPO_ROOT } from './paths';

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  /** SIGKILL: no shutdown hook runs, nothing is closed or flushed. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: server.ts's graceful shutdown (the job queue lets running jobs finish). Resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The real server in a process of its own, as `npm start` runs it (the bundle of apps/api/src/server.ts,
 * built when stale; decision 0048), on a port the system picks (PORT=0; the port is read from the
 * line the server prints once it listens).
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  await ensureApiBuilt(() => {});
  const child = spawn(process.execPath, [API_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  // A test that fails half-way must not leave a server behind.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  void exited.then(() => process.off('exit', orphan));

  const deadline = Date.now() + timeoutMs;
  let port: string | undefined;
  while (!(port = /running at http:\/\/[^:]+:(\d+)/.exec(output)?.[1])) {
    if (gone) throw new Error(`the API process exited before listening:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API process did not listen within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    async kill() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone) child.kill('SIGTERM');
      return exited;
    },
  };
}
