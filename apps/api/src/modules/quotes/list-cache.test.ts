import { beforeEach, describe, expect, it } from 'vitest';
import { quoteListCache } from './list-cache';

describe('quote list cache', () => {
  beforeEach(() => quoteListCache.clear());

  it('serves a remembered total until the tenant writes, then counts again', async () => {
    let counts = 0;
    const load = async () => ++counts;
    expect(await quoteListCache.read(1, 'total', load, 0)).toBe(1);
    expect(await quoteListCache.read(1, 'total', load, 10)).toBe(1);
    quoteListCache.changed(1);
    expect(await quoteListCache.read(1, 'total', load, 20)).toBe(2);
    expect(counts).toBe(2);
  });

  it('keeps tenants apart and forgets after the time to live', async () => {
    let counts = 0;
    const load = async () => ++counts;
    await quoteListCache.read(1, 'total', load, 0);
    quoteListCache.changed(2); // another tenant's write changes nothing here
    expect(await quoteListCache.read(1, 'total', load, 100)).toBe(1);
    expect(await quoteListCache.read(2, 'total', load, 100)).toBe(2);
    expect(await quoteListCache.read(1, 'total', load, 3_001)).toBe(3);
  });

  it('does not keep a value loaded while a write was landing', async () => {
    let counts = 0;
    // The write bumps the generation while the count is running: the stale count is stored under
    // the old generation, so the next read counts again.
    const value = await quoteListCache.read(1, 'total', async () => {
      quoteListCache.changed(1);
      return ++counts;
    }, 0);
    expect(value).toBe(1);
    expect(await quoteListCache.read(1, 'total', async () => ++counts, 5)).toBe(2);
  });
});
