import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteListCache, RememberedReads } from './list-cache';
import { LIST_COLUMNS as C } from './list-changes';

// `now` is passed in: these tests walk the clock by hand. Tenant ids differ per test where the
// module-wide change counters could otherwise leak from one test into the next.

// The list pages' options (quote-read-cache.ts): a 1 s grace, soft, read again in the background.
const pageCache = () =>
  new RememberedReads({ ttlMs: 10_000, refreshMs: 5_000, maxEntries: 10, graceMs: 1_000, soft: true, ahead: true });

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

  it("keeps a page built around a total no fresher than that total; inside a page load a total is counted again only when it could not last the page's grace", async () => {
    // Found by two API processes (modules/ops/processes.test.ts): the page was re-read just after a
    // write, took the total still within its grace, and counted as fresh for its 5 s refresh time.
    const pages = pageCache();
    let counts = 100;
    let pageReads = 0;
    const total = (now: number) => quoteListCache.read(12, 'total', async () => ++counts, { now });
    const page = (now: number) =>
      pages.read(12, 'page', async () => ((pageReads += 1), { total: await total(now) }), { now });
    expect(await page(0)).toEqual({ total: 101 });
    // Outside a page load the total is served within its own grace (2 s)…
    expect(await total(500)).toBe(101);
    quoteListCache.changed(12);
    expect(await total(600)).toBe(101);
    // …inside one only while it can last the page's whole grace (1 s): at 1.1 s it cannot, it is counted again.
    expect(await page(1_100)).toEqual({ total: 102 });
    expect(counts).toBe(102);
    // A total served inside a load still makes the page as old as the total (Basis): one read before
    // the change, fresh for it, keeps the page current only while no change follows.
    expect(await page(1_200)).toEqual({ total: 102 });
    expect(pageReads).toBe(2);
    // After a change the page is read again in the background (less than half its grace left at 2.0 s)
    // around the total counted at 1.1 s, which lasts until 3.1 s: not counted again.
    quoteListCache.changed(12);
    expect(await page(2_000)).toEqual({ total: 102 });
    await Promise.resolve();
    expect(pageReads).toBe(3);
    expect(counts).toBe(102);
  });

  it('keeps a total no write touched for 10 s while the write feed is heard, 3 s while it is not', async () => {
    let counts = 0;
    const load = async () => ++counts;
    quoteListCache.heard(true);
    try {
      await quoteListCache.read(14, 'total', load, { now: 0 });
      // Past the deaf refresh (2 s) and time to live (3 s): nothing changed, nothing is counted.
      expect(await quoteListCache.read(14, 'total', load, { now: 4_000 })).toBe(1);
      // A write heard still makes it stale: others see it within the grace (2 s).
      quoteListCache.changed(14);
      expect(await quoteListCache.read(14, 'total', load, { now: 6_500 })).toBe(2);
      // Past the heard refresh (5 s) one caller counts again, the others served meanwhile.
      expect(await quoteListCache.read(14, 'total', load, { now: 11_600 })).toBe(3);
    } finally {
      quoteListCache.heard(false);
    }
    expect(await quoteListCache.read(15, 'total', load, { now: 0 })).toBe(4);
    expect(await quoteListCache.read(15, 'total', load, { now: 3_001 })).toBe(5);
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

  it("never reads a total after its caller is answered: the count runs on the caller's connection", async () => {
    // A count that went on after its caller returned ran on a connection the pool had given to another
    // request, maybe another tenant's (decision 0114's mend). Stale for a write, in and past its grace.
    await quoteListCache.read(13, 'total', async () => 1, { now: 0 });
    quoteListCache.changed(13);
    let answered = false;
    let late = 0;
    const count = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5)); // the statement's round trip
      if (answered) late += 1;
      return 2;
    };
    for (const now of [600, 1_500, 1_900, 2_500, 9_000]) {
      answered = false;
      await quoteListCache.read(13, 'total', count, { now });
      answered = true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(late).toBe(0);
  });

  it('lets one caller count again after 2 s while the others are served the remembered total', async () => {
    // Not in the background: a total's load reads on its caller's connection, which must stay held.
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
  it('pages: under a stream of changes a page is read again in the background after half its grace, never served past it unread', async () => {
    const pages = pageCache();
    let reads = 0;
    const load = async () => ++reads;
    const served: number[] = [];
    for (let now = 0; now < 3_000; now += 100) {
      quoteListCache.changed(20); // ten changes a second
      served.push(await pages.read(20, 'page', load, { now }));
    }
    // Read at 0, then again each time the page served was 500 ms old: 0, 500, 1 000, … 2 500.
    expect(reads).toBe(6);
    // Each caller got what was remembered, read at most one grace before.
    served.forEach((value, i) => expect(i * 100 - (value - 1) * 500).toBeLessThan(1_000));
    // Within half the grace nothing is read again.
    quoteListCache.changed(20);
    expect(await pages.read(20, 'page', async () => 99, { now: 2_900 })).toBe(6);
    // Past half the grace one read starts; every caller is served the last page while it runs.
    const slow = pending<number>();
    expect(await pages.read(20, 'page', () => slow.promise, { now: 3_100 })).toBe(6);
    expect(await pages.read(20, 'page', async () => 99, { now: 3_200 })).toBe(6);
    slow.finish(7);
    await slow.promise;
    expect(await pages.read(20, 'page', async () => 99, { now: 3_300 })).toBe(7);
  });

  it('pages: past the grace with no read running, a caller waits for a new read; the writer never gets a page from before its write', async () => {
    const pages = pageCache();
    await pages.read(23, 'page', async () => 'before', { now: 0 });
    quoteListCache.wroteBy(23, 5);
    const since = quoteListCache.sinceOf(23, 5);
    // Someone else, within the grace: the remembered page; the writer: a new read at once.
    expect(await pages.read(23, 'page', async () => 'no', { now: 100 })).toBe('before');
    expect(await pages.read(23, 'page', async () => 'after', { since, now: 200 })).toBe('after');
    quoteListCache.changed(23);
    // Nobody read it in the meantime: past the grace it is read before it is served.
    expect(await pages.read(23, 'page', async () => 'later', { now: 1_300 })).toBe('later');
  });

  it('pages: at most four background reads at once; past them a page is served within its grace without one', async () => {
    const pages = pageCache();
    const keys = ['a', 'b', 'c', 'd', 'e'];
    for (const key of keys) await pages.read(24, key, async () => `${key}0`, { now: 0 });
    quoteListCache.changed(24);
    const slow = pending<string>();
    let started = 0;
    const refresh = () => ((started += 1), slow.promise);
    for (const key of keys) expect(await pages.read(24, key, refresh, { now: 600 })).toBe(`${key}0`);
    expect(started).toBe(4);
    slow.finish('new');
    await slow.promise;
    // The fifth was not read: past its grace its caller reads it and waits.
    expect(await pages.read(24, 'e', async () => 'e1', { now: 1_100 })).toBe('e1');
    expect(await pages.read(24, 'a', async () => 'no', { now: 1_100 })).toBe('new');
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

  it('a value naming its dependencies stays current across the named changes that cannot change it (decision 0131)', async () => {
    const pages = pageCache();
    let reads = 0;
    const load = async () => `v${++reads}`;
    const deps = (value: string) => ({ ids: [value === 'v1' ? 5 : 6], columns: C.status });
    const read = (now: number, since = 0) => pages.read(31, 'page', load, { now, since, deps });
    expect(await read(0)).toBe('v1');
    // Another quote's title, or its price: past the grace, still current (no read in the background either).
    quoteListCache.changedRow(31, { quote: 9, columns: C.text, text: ['a', 'b'] });
    quoteListCache.changedRow(31, { quote: 9, columns: C.price });
    expect(await read(1_500)).toBe('v1');
    expect(await read(1_600)).toBe('v1');
    expect(reads).toBe(1);
    // A quote the page shows: stale as before; its grace (from its read) is over, so it is read again.
    quoteListCache.changedRow(31, { quote: 5, columns: 0 });
    expect(await read(1_700)).toBe('v2');
    // Its next read shows quote 6 instead: a status change of any quote reaches it; so does an unnamed change.
    quoteListCache.changedRow(31, { quote: 5, columns: 0 });
    expect(await read(3_100)).toBe('v2');
    quoteListCache.changedRow(31, { quote: 12, columns: C.status });
    expect(await read(5_000)).toBe('v3');
    quoteListCache.changed(31);
    expect(await read(7_000)).toBe('v4');
  });

  it('a writer is never served a value read before its own write, named changes or not', async () => {
    let counts = 0;
    const deps = { columns: C.status };
    const read = (since: number) => quoteListCache.read(32, 'total', async () => ++counts, { now: 0, since, deps });
    expect(await read(0)).toBe(1);
    quoteListCache.changedRow(32, { quote: 1, columns: C.price });
    quoteListCache.wroteBy(32, 4);
    quoteListCache.changedRow(32, { quote: 1, columns: C.price });
    expect(await read(quoteListCache.sinceOf(32, 4))).toBe(2);
    expect(await read(quoteListCache.sinceOf(32, 4))).toBe(2);
  });

  it("once its write's notifications are heard, a writer is served what they left current, and waits for them a moment", async () => {
    quoteListCache.heard(true);
    quoteListCache.noticed();
    // Only the timers: a pending write settled without advancing them was settled by its sync.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let counts = 0;
      const read = (since: number) =>
        quoteListCache.read(36, 'total', async () => ++counts, { now: 0, since, deps: { columns: C.status } });
      expect(await read(0)).toBe(1);
      // The write renames a quote: the status total cannot change, and the writer keeps it once the sync is heard.
      const since = quoteListCache.wroteBy(36, 4)!;
      expect(since).toBe(quoteListCache.sinceOf(36, 4));
      expect(quoteListCache.pendingWrite(36, since)).toBeUndefined();
      quoteListCache.syncing(36, since);
      const waiting = quoteListCache.pendingWrite(36, since)!;
      quoteListCache.changedRow(36, { quote: 1, columns: C.text, text: ['a', 'b'] });
      expect(quoteListCache.heardWriteOf(36, 4)).toBe(false);
      quoteListCache.resolved(36, since);
      expect(quoteListCache.heardWriteOf(36, 4)).toBe(true);
      await waiting;
      expect(quoteListCache.pendingWrite(36, since)).toBeUndefined();
      expect(await read(since)).toBe(1);
      // A write that moves a status: its notification makes the writer count again, at once.
      const next = quoteListCache.wroteBy(36, 4)!;
      quoteListCache.changedRow(36, { quote: 2, columns: C.status });
      quoteListCache.resolved(36, next);
      expect(await read(next)).toBe(2);
      // A sync never heard: the wait ends after SYNC_WAIT_MS, and the writer counts again, as before any sync.
      const lost = quoteListCache.wroteBy(36, 4)!;
      quoteListCache.syncing(36, lost);
      const lostWait = quoteListCache.pendingWrite(36, lost)!;
      vi.advanceTimersByTime(100);
      await lostWait;
      expect(await read(lost)).toBe(3);
      // Notifications missed (the feed lost): no one waits for a sync.
      const dropped = quoteListCache.wroteBy(36, 4)!;
      quoteListCache.syncing(36, dropped);
      const droppedWait = quoteListCache.pendingWrite(36, dropped)!;
      quoteListCache.changedAll();
      await droppedWait;
      expect(quoteListCache.pendingWrite(36, dropped)).toBeUndefined();
    } finally {
      vi.useRealTimers();
      quoteListCache.heard(false);
    }
  });

  it('a value last checked before the changes still logged is read again', async () => {
    const pages = pageCache();
    let reads = 0;
    const read = (now: number) => pages.read(33, 'page', async () => ++reads, { now, deps: { columns: C.status } });
    await read(0);
    for (let i = 0; i < 300; i++) quoteListCache.changedRow(33, { quote: i, columns: C.price });
    expect(await read(2_000)).toBe(2);
  });

  it("while the feed is heard, a writer's own mark and a row update about to be made change nothing for the others", async () => {
    quoteListCache.heard(true);
    quoteListCache.noticed();
    try {
      let counts = 0;
      const read = (since: number, now = 0) =>
        quoteListCache.read(34, 'total', async () => ++counts, { now, since, deps: { columns: C.status } });
      expect(await read(0)).toBe(1);
      quoteListCache.updating(34);
      quoteListCache.wroteBy(34, 4);
      quoteListCache.changedRow(34, { quote: 1, columns: C.price });
      expect(await read(0)).toBe(1);
      // The writer reads again; what it read is then as good for the others.
      expect(await read(quoteListCache.sinceOf(34, 4))).toBe(2);
      expect(await read(0)).toBe(2);
      // A value with no dependencies named (a quote's detail) takes the mark as a change.
      const details = new RememberedReads({ ttlMs: 10_000, refreshMs: 10_000, maxEntries: 10, graceMs: 0 });
      await details.read(34, 'quote', async () => 'v1', { now: 0 });
      quoteListCache.wroteBy(34, 5);
      expect(await details.read(34, 'quote', async () => 'v2', { now: 1 })).toBe('v2');
      // No notification for a while (a LISTEN connection dead but not yet found out): a mark is a change.
      quoteListCache.noticed(Date.now() - 5_000);
      quoteListCache.wroteBy(34, 4);
      expect(await read(0, 3_000)).toBe(3);
    } finally {
      quoteListCache.heard(false);
    }
  });

  it('shares a running read with a writer only if what the load was served inside it saw the write', async () => {
    const pages = pageCache();
    let counts = 0;
    const total = (since: number) => quoteListCache.read(35, 'total', async () => ++counts, { now: 0, since });
    await total(0);
    quoteListCache.changed(35);
    quoteListCache.wroteBy(35, 9);
    const since = quoteListCache.sinceOf(35, 9);
    // Another reader's page load, within the total's grace, is served the total read before the write.
    const slow = pending<void>();
    const other = pages.read(
      35,
      'page',
      async () => {
        const t = await total(0);
        await slow.promise;
        return `page with ${t}`;
      },
      { now: 10 },
    );
    await Promise.resolve();
    const writer = pages.read(35, 'page', async () => `page with ${await total(since)}`, { now: 11, since });
    slow.finish();
    expect(await other).toBe('page with 1');
    expect(await writer).toBe('page with 2');
  });
});
