import type { Config } from '../config';
import { diskStore } from './disk-store';
import { s3Store, s3SettingsOf } from './s3-store';

/**
 * Where uploaded files live (architecture: files behind a storage adapter). One interface, two
 * homes: a folder under DATA_DIR for one machine, an S3-compatible bucket when S3_* settings are
 * given, so several API processes share one store. Keys are made by the code (tenant id, content
 * hash, size), never from a name a user typed; assertKey refuses anything else all the same.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes every file whose key starts with the prefix (an asset's original and thumbnails). */
  deletePrefix(prefix: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*\/?$/;

/** Refuses a key that could leave the store's root or name something the code never made. */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`file store: refused key ${JSON.stringify(key)}`);
  return key;
}

/** The store the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/store. */
export function createFileStore(config: Config): FileStore {
  const s3 = s3SettingsOf(config);
  return s3 ? s3Store(s3) : diskStore(config.DATA_DIR);
}
