import { beforeEach, describe, expect, it } from 'vitest';
import { quoteListCache, RememberedReads } from './list-cache';

// `now` is passed in: these tests walk the clock by hand. Tenant ids differ per test where the
// module-wide change counters could otherwise leak from one test into the next.

const pending = <T>() => {
  let finish: (v: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (finish = resolve));
  return { promise, finish };
};

describe('quote list totals', () => {
  beforeEach(() => quoteListCache.clear());

  it('serves a remembered total until the tenant changes; the writer at once, others within 2 s', async () => {
    let counts = 0;
    const load = async () => ++counts;
    expect(await quoteListCache.read(1, 'total', load, { now: 0 })).toBe(1);
    expect(await quoteListCache.read(1, 'total', load, { now: 10 })).toBe(1);
    quoteListCache.wroteBy(1, 7);
    const since = quoteListCache.sinceOf(1, 7);
    expect(since).toBeGreaterThan(0);
    expect(await quoteListCache.read(1, 'total', load, { since, now: 20 })).toBe(2);
    expect(counts).toBe(2);
  });

  it('lets others see a change by someone else at most 2 s after their total was read', async () => {
    let counts = 0;
    const load = async () => ++counts;
    await quoteListCache.read(2, 'total', load, { now: 0 });
    quoteListCache.changed(2);
    expect(await quoteListCache.read(2, 'total', load, { now: 1_500 })).toBe(1);
    expect(await quoteListCache.read(2, 'total', load, { now: 2_000 })).toBe(2);
    expect(await quoteListCache.read(2, 'total', load, { now: 2_100 })).toBe(2);
  });

  it('keeps a page built around a total served within its grace no fresher than that total', async () => {
    // Found by two API processes (modules/ops/processes.test.ts): the page was re-read just after a
    // write, took the total still within its grace, and counted as fresh for its 5 s refresh time.
    const pages = new RememberedReads({ ttlMs: 10_000, refreshMs: 5_000, maxEntries: 10, graceMs: 1_000, soft: true });
    let counts = 100;
    const total = (now: number) => quoteListCache.read(12, 'total', async () => ++counts, { now });
    const page = (now: number) => pages.read(12, 'page', async () => ({ total: await total(now) }), { now });
    expect(await page(0)).toEqual({ total: 101 });
    quoteListCache.changed(12);
    // Past the page's grace the page is read again; the total is still within its own (2 s).
    expect(await page(1_100)).toEqual({ total: 101 });
    // Past the total's grace the page is not current any more: it is read again with a new count.
    expect(await page(2_100)).toEqual({ total: 102 });
  });

  it('keeps tenants apart and forgets after the time to live', async () => {
    let counts = 0;
    const load = async () => ++counts;
    await quoteListCache.read(3, 'total', load, { now: 0 });
    quoteListCache.wroteBy(4, 7); // another tenant's write changes nothing here
    expect(await quoteListCache.read(3, 'total', load, { since: quoteListCache.sinceOf(3, 7), now: 100 })).toBe(1);
    expect(await quoteListCache.read(4, 'total', load, { since: quoteListCache.sinceOf(4, 7), now: 100 })).toBe(2);
    expect(await quoteListCache.read(3, 'total', load, { now: 3_001 })).toBe(3);
  });

  it('never serves the writer a count that was running when its write landed', async () => {
    const slow = pending<number>();
    const before = quoteListCache.read(5, 'total', () => slow.promise, { now: 0 });
    quoteListCache.wroteBy(5, 7);
    const since = quoteListCache.sinceOf(5, 7);
    expect(await quoteListCache.read(5, 'total', async () => 7, { since, now: 1 })).toBe(7);
    slow.finish(6);
    expect(await before).toBe(6);
    // The older count finished last but saw less: it does not replace the newer one.
    expect(await quoteListCache.read(5, 'total', async () => 99, { since, now: 2 })).toBe(7);
  });

  it('counts once for callers that arrive while a count is running', async () => {
    let counts = 0;
    const slow = pending<number>();
    const count = () => ((counts += 1), slow.promise);
    const all = [0, 1, 2].map((now) => quoteListCache.read(6, 'total', count, { now }));
    slow.finish(42);
    expect(await Promise.all(all)).toEqual([42, 42, 42]);
    expect(counts).toBe(1);
  });

  it('lets one caller count again after 2 s while the others are served the remembered total', async () => {
    await quoteListCache.read(8, 'total', async () => 1, { now: 0 });
    const slow = pending<number>();
    const refresher = quoteListCache.read(8, 'total', () => slow.promise, { now: 2_100 });
    expect(await quoteListCache.read(8, 'total', async () => 99, { now: 2_200 })).toBe(1);
    slow.finish(2);
    expect(await refresher).toBe(2);
    expect(await quoteListCache.read(8, 'total', async () => 99, { now: 2_300 })).toBe(2);
  });

  it('forgets every tenant when notifications may have been missed, and keeps no read that straddled it', async () => {
    await quoteListCache.read(9, 'total', async () => 1, { now: 0 });
    await quoteListCache.read(10, 'total', async () => 1, { now: 0 });
    const slow = pending<number>();
    const straddling = quoteListCache.read(11, 'total', () => slow.promise, { now: 0 });
    quoteListCache.changedAll();
    slow.finish(5);
    await straddling;
    expect(await quoteListCache.read(9, 'total', async () => 2, { now: 10 })).toBe(2);
    expect(await quoteListCache.read(10, 'total', async () => 2, { now: 10 })).toBe(2);
    expect(await quoteListCache.read(11, 'total', async () => 2, { now: 10 })).toBe(2);
  });
});

describe('remembered pages and details', () => {
  it('pages: under a stream of changes a page is read again at most once a grace period, the last one served meanwhile', async () => {
    const pages = new RememberedReads({ ttlMs: 10_000, refreshMs: 5_000, maxEntries: 10, graceMs: 1_000, soft: true });
    let reads = 0;
    const load = async () => ++reads;
    for (let now = 0; now < 3_000; now += 100) {
      quoteListCache.changed(20); // ten changes a second
      await pages.read(20, 'page', load, { now });
    }
    expect(reads).toBe(3);
    // Past the grace period one caller reads again; the others get the last page while it runs.
    quoteListCache.changed(20);
    const slow = pending<number>();
    const first = pages.read(20, 'page', () => slow.promise, { now: 4_000 });
    expect(await pages.read(20, 'page', async () => 99, { now: 4_001 })).toBe(3);
    slow.finish(4);
    expect(await first).toBe(4);
    expect(await pages.read(20, 'page', async () => 99, { now: 4_002 })).toBe(4);
  });

  it('details: never served after a change, callers wait for the one read that follows it', async () => {
    const details = new RememberedReads({ ttlMs: 10_000, refreshMs: 10_000, maxEntries: 10, graceMs: 0 });
    await details.read(21, 'quote', async () => 'v1', { now: 0 });
    expect(await details.read(21, 'quote', async () => 'no', { now: 1 })).toBe('v1');
    quoteListCache.changed(21);
    const slow = pending<string>();
    const first = details.read(21, 'quote', () => slow.promise, { now: 2 });
    const second = details.read(21, 'quote', async () => 'no', { now: 3 });
    slow.finish('v2');
    expect(await Promise.all([first, second])).toEqual(['v2', 'v2']);
  });

  it('drops the entries stored longest ago past its bound', async () => {
    const pages = new RememberedReads({ ttlMs: 10_000, refreshMs: 5_000, maxEntries: 2, graceMs: 1_000 });
    for (const key of ['a', 'b', 'c']) await pages.read(22, key, async () => key, { now: 0 });
    expect(await pages.read(22, 'c', async () => 'again', { now: 1 })).toBe('c');
    expect(await pages.read(22, 'b', async () => 'again', { now: 1 })).toBe('b');
    expect(await pages.read(22, 'a', async () => 'again', { now: 1 })).toBe('again');
  });
});
