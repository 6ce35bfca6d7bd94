import { beforeEach, describe, expect, it } from 'vitest';
import { quoteListCache, RememberedReads } from './list-cache';

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

  it('counts once for callers that arrive while a count is running', async () => {
    let counts = 0;
    let finish: (n: number) => void = () => undefined;
    const slow = () => new Promise<number>((resolve) => (finish = (n) => resolve((counts += 1, n))));
    const first = quoteListCache.read(1, 'total', slow, 0);
    const others = [quoteListCache.read(1, 'total', slow, 1), quoteListCache.read(1, 'total', slow, 2)];
    finish(42);
    expect(await Promise.all([first, ...others])).toEqual([42, 42, 42]);
    expect(counts).toBe(1);
  });

  it('lets one caller count again after 2 s while the others are served the remembered total', async () => {
    let finish: (n: number) => void = () => undefined;
    await quoteListCache.read(1, 'total', async () => 1, 0);
    const refresher = quoteListCache.read(1, 'total', () => new Promise<number>((resolve) => (finish = resolve)), 2_100);
    expect(await quoteListCache.read(1, 'total', async () => 99, 2_200)).toBe(1);
    finish(2);
    expect(await refresher).toBe(2);
    expect(await quoteListCache.read(1, 'total', async () => 99, 2_300)).toBe(2);
  });

  it('never shares a count across a write', async () => {
    let finish: (n: number) => void = () => undefined;
    const before = quoteListCache.read(1, 'total', () => new Promise<number>((resolve) => (finish = resolve)), 0);
    quoteListCache.changed(1);
    expect(await quoteListCache.read(1, 'total', async () => 7, 1)).toBe(7);
    finish(6);
    expect(await before).toBe(6);
    expect(await quoteListCache.read(1, 'total', async () => 99, 2)).toBe(7);
  });

  it('pages: after a write heard from another process, read again once and serve the last page meanwhile', async () => {
    const pages = new RememberedReads({ ttlMs: 10_000, refreshMs: 5_000, maxEntries: 10, soft: true });
    let finish: (n: number) => void = () => undefined;
    await pages.read(1, 'page', async () => 1, 0);
    quoteListCache.heard(1);
    const first = pages.read(1, 'page', () => new Promise<number>((resolve) => (finish = resolve)), 10);
    expect(await pages.read(1, 'page', async () => 99, 11)).toBe(1);
    finish(2);
    expect(await first).toBe(2);
    expect(await pages.read(1, 'page', async () => 99, 12)).toBe(2);
  });

  it('totals: a heard write is never served stale, and a count started before it is not shared', async () => {
    let finish: (n: number) => void = () => undefined;
    await quoteListCache.read(1, 'total', async () => 1, 0);
    const before = quoteListCache.read(1, 'total', () => new Promise<number>((resolve) => (finish = resolve)), 2_100);
    quoteListCache.heard(1);
    expect(await quoteListCache.read(1, 'total', async () => 5, 2_200)).toBe(5);
    finish(4);
    expect(await before).toBe(4);
    expect(await quoteListCache.read(1, 'total', async () => 99, 2_300)).toBe(5);
  });

  it('drops the entries stored longest ago past its bound', async () => {
    const pages = new RememberedReads({ ttlMs: 10_000, refreshMs: 5_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await pages.read(1, key, async () => key, 0);
    expect(await pages.read(1, 'c', async () => 'again', 1)).toBe('c');
    expect(await pages.read(1, 'b', async () => 'again', 1)).toBe('b');
    expect(await pages.read(1, 'a', async () => 'again', 1)).toBe('again');
  });

  it('the first caller after a heard write waits for the new value; a write of this process is never served stale', async () => {
    await quoteListCache.read(1, 'total', async () => 1, 0);
    quoteListCache.heard(1);
    expect(await quoteListCache.read(1, 'total', async () => 2, 10)).toBe(2);
    let finish: (n: number) => void = () => undefined;
    const reading = quoteListCache.read(1, 'total', () => new Promise<number>((resolve) => (finish = resolve)), 20 + 2_100);
    quoteListCache.changed(1);
    expect(await quoteListCache.read(1, 'total', async () => 3, 2_200)).toBe(3);
    finish(9);
    await reading;
    expect(await quoteListCache.read(1, 'total', async () => 99, 2_300)).toBe(3);
  });

  it('forgets every tenant when notifications may have been missed', async () => {
    await quoteListCache.read(1, 'total', async () => 1, 0);
    await quoteListCache.read(2, 'total', async () => 1, 0);
    quoteListCache.changedAll();
    expect(await quoteListCache.read(1, 'total', async () => 2, 10)).toBe(2);
    expect(await quoteListCache.read(2, 'total', async () => 2, 10)).toBe(2);
  });
});
