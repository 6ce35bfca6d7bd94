import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertKey, type FileStore } from './file-store';

/**
 * Files under DATA_DIR/store: outside DATA_DIR/assets, which /media/ serves to anyone, so a file
 * here is reached only through a route that checks the tenant.
 */
export function diskStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir, 'store');
  const fileOf = (key: string) => path.join(root, ...assertKey(key).split('/'));
  return {
    kind: 'disk',
    async get(key) {
      return readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const aside = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(aside, data);
      await rename(aside, file);
    },
    async deletePrefix(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
    },
  };
}
