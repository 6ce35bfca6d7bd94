import { lazy } from 'react';

// A lazy screen's file that has not arrived after 120 s, or is gone (a newer deployment replaced
// it while the tab stayed open), is a chunk-load error (spec 01 §8, docs/domain/screens.md#chunk-load-errors).
// The route's error screen tells which, and offers to try again.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const MISSING_FILE =
  /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i;

export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'missing',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'A screen file did not load within 120 s' : 'A screen file is missing', options);
    this.name = 'ChunkLoadError';
  }
}

/** True for an error of a lazy import: ours, or the browser's own words for a missing file. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError || (error instanceof Error && MISSING_FILE.test(error.message));

/** The import, or a ChunkLoadError when it fails or takes longer than the spec's 120 s. */
export function withChunkTimeout<T>(load: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
  });
  const loaded = load.catch((error: unknown) => {
    throw isChunkLoadError(error) && !(error instanceof ChunkLoadError)
      ? new ChunkLoadError('missing', { cause: error })
      : error;
  });
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}

/** React.lazy for a screen, under the 120 s chunk-load limit. */
export const lazyScreen: typeof lazy = (load) => lazy(() => withChunkTimeout(load()));
