import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { API_ROOT } from './api-root';

// The API's worker threads (the sheet reader, decision 0051; the PDF renderer, decision 0123) start
// the same way from the two places the API runs. This module is bundled into server.mjs, so its own
// path says which one this is.
const fromSources = fileURLToPath(import.meta.url).endsWith('.ts');

/**
 * Starts a worker thread of the API. `bundleEntry` names its entry beside server.mjs in dist/
 * (scripts/build-api.mjs); `sourceEntry` is its TypeScript under apps/api/src.
 */
export function startApiWorker(bundleEntry: string, sourceEntry: string, options: WorkerOptions): Worker {
  // From the bundle (npm start, decision 0048) the worker is an entry of its own beside server.mjs.
  if (!fromSources) return new Worker(path.join(API_ROOT, 'dist', `${bundleEntry}.mjs`), options);
  // From the sources (tests, tsx) the worker loads its TypeScript through tsx, as this thread does.
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = pathToFileURL(path.join(API_ROOT, 'src', sourceEntry)).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
