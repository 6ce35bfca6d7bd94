import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from './lazy-screen';

afterEach(() => vi.useRealTimers());

describe('loading a lazy screen', () => {
  it('gives up after 120 seconds with a chunk-load error', async () => {
    vi.useFakeTimers();
    const outcome = withChunkTimeout(new Promise<never>(() => undefined)).catch((error: unknown) => error);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('calls a missing file a chunk-load error too', async () => {
    const missing = Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const error = await withChunkTimeout(missing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('missing');
  });

  it('hands over the module that arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve({ default: 'screen' }))).resolves.toEqual({ default: 'screen' });
  });
});
