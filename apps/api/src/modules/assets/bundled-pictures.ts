import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_ROOT } from '../../lib/api-root';

// The demo tenant's pictures ship with the code (src/seed/pictures, sources and licences in the
// README). The seed writes only their rows, so a fresh DATA_DIR, another S3 bucket or a test's
// empty store still shows them: a thumbnail whose original the store lacks is made from the
// bundled file of the same content hash.

export const PICTURES_DIR = path.join(API_ROOT, 'src', 'seed', 'pictures');

let byHash: Promise<Map<string, string>> | null = null;

async function index(): Promise<Map<string, string>> {
  const files = await readdir(PICTURES_DIR).catch(() => [] as string[]);
  const map = new Map<string, string>();
  for (const file of files.filter((f) => /\.(webp|jpe?g|png)$/.test(f))) {
    const data = await readFile(path.join(PICTURES_DIR, file));
    map.set(createHash('sha256').update(data).digest('hex'), file);
  }
  return map;
}

/** The bundled picture with this content hash, or null. */
export async function bundledPicture(sha256: string): Promise<Buffer | null> {
  byHash ??= index();
  const file = (await byHash).get(sha256);
  return file ? readFile(path.join(PICTURES_DIR, file)) : null;
}
