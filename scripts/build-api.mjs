#!/usr/bin/env node
// Bundles the API (apps/api/src/server.ts and the workspace packages it imports) into
// apps/api/dist/server.mjs with esbuild. `npm start`, the benches and the e2e tier run this build:
// a process that loads its TypeScript through tsx holds the loader and every module's source map,
// ~50 MB of RSS an API process does not need (decision 0048). Packages from node_modules stay
// outside the bundle and load as they do under tsx; code reached by a dynamic import is split into
// its own chunk, loaded only on first use; the PDF renderers are the PDF thread's entry (decision 0123).
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const API_DIST = path.join(root, 'apps/api/dist');
export const API_ENTRY = path.join(API_DIST, 'server.mjs');
const SOURCES = ['apps/api/src', 'packages/domain/src', 'scripts/build-api.mjs', 'package-lock.json'];

/** The newest modification time under `target` (a file or a folder), skipping builds and node_modules. */
export function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * Builds the bundle. A process may be starting from (or lazily loading a chunk of) the bundle while
 * another rebuilds it (`npm start` beside a test run): chunks have content-hashed names and are
 * only added, and the entry is replaced in one rename, so no reader sees half a file.
 */
export async function buildApi() {
  const { outputFiles } = await build({
    entryPoints: {
      server: path.join(root, 'apps/api/src/server.ts'),
      // The thread that reads uploaded sheets, started by apps/api/src/lib/xlsx-upload.ts (decision 0051).
      'xlsx-upload-worker': path.join(root, 'apps/api/src/lib/xlsx-upload.worker.ts'),
      // The thread that draws every PDF, started by apps/api/src/lib/pdf-thread.ts (decision 0123).
      'pdf-thread-worker': path.join(root, 'apps/api/src/pdf-thread.worker.ts'),
    },
    outdir: API_DIST,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
    plugins: [
      {
        name: 'node-modules-outside',
        setup(b) {
          // Bare imports load from node_modules at run time, except the workspace's own packages (TypeScript sources).
          b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@itinera/') ? undefined : { external: true }));
        },
      },
    ],
  });
  const entry = (f) => path.dirname(f.path) === API_DIST;
  for (const file of [...outputFiles.filter((f) => !entry(f)), ...outputFiles.filter(entry)]) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

/** Builds the API when its bundle is missing or older than a source it is made from. */
export async function ensureApiBuilt(log = console.log) {
  const built = existsSync(API_ENTRY) ? statSync(API_ENTRY).mtimeMs : 0;
  const newest = Math.max(
    ...SOURCES.map((s) => path.join(root, s))
      .filter(existsSync)
      .map(newestMtime),
  );
  if (built >= newest) return false;
  log('Building the API (first start or sources changed)…');
  await buildApi();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await buildApi();
  console.log(`API built into ${path.relative(root, API_DIST)} in ${Date.now() - started} ms`);
}
