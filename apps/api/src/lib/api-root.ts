import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API's own folder (apps/api): the nearest folder above this module that holds a package.json.
 * The code runs from src/ (tests, tsx) and from the bundle in dist/ (npm start, the benches;
 * decision 0048), so files beside the code are found from here, never from a module's own path.
 */
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const API_ROOT = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));
