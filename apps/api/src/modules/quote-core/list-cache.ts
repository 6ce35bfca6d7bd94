import { AsyncLocalStorage } from 'node:async_hooks';
import { rememberBounded } from '../../lib/bounded-map';
import { affects, type ListDependencies, type RowChange } from './list-changes';

// Values read from a tenant's quotes, remembered per process: the list's totals and queue.deleting
// here, its pages and the quote details in quote-read-cache.ts. Why each rule below exists, with the
// figures that led to it: docs/decisions/0102-list-totals-kept-by-writes.md#the-list-cache.
//
// Every write to a tenant's quotes this process knows of (its own, or one heard through
// LISTEN/NOTIFY, quote-read-cache.ts) moves the tenant's change counter; a value read before it is
// stale (decisions 0014, 0017, 0020), unless the change is named and cannot change it (0131: while
// the feed is heard, this process's own row updates wait for their notification, and a writer's
// mark only keeps older values from that writer). What a stale value may still do depends on the reader:
// - the user who wrote is never served a value read before their own write (`since`), unless every
//   notification of that write has been heard and none could change it (decision 0132: its sync);
// - everyone else may be served it for graceMs after it was read (0 for quote details: an editor
//   bases its next save on what it read);
// - past graceMs (or REFRESH), one caller reads again; `soft` values are served to the others
//   meanwhile, the others wait for that read;
// - a `soft` and `ahead` value (a page: its load holds no caller's connection) stale for someone else's write is read again in the background once less than
//   half its grace is left, its callers served meanwhile: under a stream of writes no caller of a page
//   read often waits for its load, and what it is served stays within the grace (decision 0114);
// - inside another value's load, a value stale for a write is served only if it may still be served
//   for the whole grace of the value being built (Basis): a page is not born as old as its total and
//   read again at once, nor is a total counted again for every page read;
// - a value that names its dependencies (list-changes.ts) stays current across the changes heard
//   for one quote that cannot change it (decision 0131): a title edited elsewhere leaves a status
//   filter's total and the pages without that quote as they were.

const TTL_MS = 3_000;
// Past REFRESH_MS one caller counts again while the others are still served the remembered value,
// and callers that find nothing share the one count running.
const REFRESH_MS = 2_000;
// While this process hears every write to the quotes (LISTEN/NOTIFY, quote-read-cache.ts), a write
// makes a total stale, not the clock: the time to live is a safety net, as for the pages. Counted
// again every 2 s whether or not anything changed, the totals of text and date filters (an exact
// count(*), 23–46 ms on 100 000 quotes: decision 0102) were a third of PostgreSQL's time on the
// cold list's mixed views (decision 0119).
const HEARD_TTL_MS = 10_000;
const HEARD_REFRESH_MS = 5_000;
const MAX_ENTRIES = 20_000;
// How late a total may show a write by someone else.
const TOTAL_GRACE_MS = 2_000;
// Users who wrote lately, each with the tenant's counter just after their write.
const MAX_WRITERS = 10_000;
// Which part of its grace a `soft` value stale for a write may age before it is read again in the
// background: the rest covers the load (tens of ms on a busy machine) before the grace runs out.
const REFRESH_AHEAD = 0.5;
// Background reads in flight per cache at most: past it a value is served without one, and a caller
// that finds it past its grace reads it itself. Unbounded, the ~250 pages refreshed after the
// writes held the database pool (20) ahead of the callers that had to wait.
const MAX_AHEAD = 4;
// The last changes of each tenant kept to check values against (decision 0131): at 10 writes a
// second, 25 s of them; a value last checked before the oldest is read again.
const LOG_SIZE = 256;
// Tenants whose log is kept: past it the log created longest ago goes (its values are read again).
const MAX_LOGGED_TENANTS = 1_000;
// A writer's mark and a row update pass over the others' values only while a notification came this
// recently: a LISTEN connection that died without a word is found by its probe only within ~8 s
// (db/notifications.ts), and meanwhile the process's own writes would be heard by no one.
const NOTICE_FRESH_MS = 2_000;

interface Entry<T> {
  value: T;
  epoch: number;
  /** The tenant's change counter when the read started: the read saw every change up to it. */
  seq: number;
  /**
   * `seq` as read, before passUnaffecting moved it: what a writer's own write is checked against
   * (decision 0131: a writer's mark changes nothing for the others, yet what was read before it is
   * never served to the writer).
   */
  readSeq: number;
  /** Until when it may be served to others once stale for a write: its grace, or less (Basis). */
  graceEnd: number;
  until: number;
  refreshAt: number;
  /** What can change it, when known: changes heard since `seq` that cannot are passed over. */
  deps?: ListDependencies;
}

// A value built from other remembered values (a list page holds the tenant's total) is as old as the
// oldest of them: a page read just after a write, around a total still served within its grace, took
// the page's freshness and kept the old total for the page's whole refresh time (5 s, where the
// grace promises 2). Each read made inside a load reports the seq and grace's end of what it served.
interface Basis {
  seq: number;
  readSeq: number;
  graceEnd: number;
  /** How long a value served into this load must stay servable: the loading value's own grace. */
  need?: number;
}
const basis = new AsyncLocalStorage<Basis>();
// An enabled AsyncLocalStorage runs a hook on every promise of the process (Node 20), ~15 % of the
// CPU of a quote read answered from memory (decision 0100). It is enabled only while a load runs:
// nothing outside a load reads the basis, and a load's own promises are made while it is on.
let loadsRunning = 0;
function withBasis<T>(read: Basis, load: () => Promise<T>): Promise<T> {
  loadsRunning += 1;
  const done = () => {
    loadsRunning -= 1;
    if (loadsRunning === 0) basis.disable();
  };
  let value: Promise<T>;
  try {
    value = basis.run(read, load);
  } catch (error) {
    done();
    throw error;
  }
  value.then(done, done);
  return value;
}
function served<T>(entry: Basis, value: T): T {
  const outer = basis.getStore();
  if (outer) {
    if (entry.seq < outer.seq) outer.seq = entry.seq;
    if (entry.readSeq < outer.readSeq) outer.readSeq = entry.readSeq;
    if (entry.graceEnd < outer.graceEnd) outer.graceEnd = entry.graceEnd;
  }
  return value;
}

// Per tenant and writer's mark (`tenant:seq`), the tenant's seq once every notification of that
// write was heard (decision 0132): a value moved past it by passUnaffecting is one the write cannot
// have changed, which the writer may then be served too.
const resolvedMarks = new Map<string, number>();
const markKey = (tenantId: number, since: number) => `${tenantId}:${since}`;

/** Whether the value saw the writer's own last write (`since`), or cannot have been changed by it. */
function seesWrite(tenantId: number, entry: { seq: number; readSeq: number }, since: number): boolean {
  if (entry.readSeq >= since) return true;
  const resolved = resolvedMarks.get(markKey(tenantId, since));
  return resolved !== undefined && entry.seq >= resolved;
}

// Marks whose sync is on its way, each settled when it is heard or after SYNC_WAIT_MS: a writer's
// list waits for it (a few ms, quotes.service.ts) rather than counting its totals again at once.
const pendingMarks = new Map<string, { settled: Promise<void>; settle: () => void }>();
const SYNC_WAIT_MS = 100;
const settleAll = () => {
  for (const pending of [...pendingMarks.values()]) pending.settle();
};

const changes = new Map<number, number>();
// Per tenant, what each of its last LOG_SIZE changes was: `first` is the seq of items[0]; an item is
// undefined when the change is not named (anything may have changed), WRITER_MARK for a writer's mark.
const WRITER_MARK = null;
type LogItem = RowChange | undefined | typeof WRITER_MARK;
const logs = new Map<number, { first: number; items: LogItem[] }>();
const writers = new Map<string, number>();
// Moved when notifications may have been missed: every tenant's remembered values are dropped.
let epoch = 0;
const seqOf = (tenantId: number) => changes.get(tenantId) ?? 0;

function bump(tenantId: number, change: LogItem): void {
  const seq = seqOf(tenantId) + 1;
  changes.set(tenantId, seq);
  const log = logs.get(tenantId);
  if (!log) rememberBounded(logs, tenantId, { first: seq, items: [change] }, MAX_LOGGED_TENANTS);
  else {
    log.items.push(change);
    if (log.items.length > LOG_SIZE) {
      log.items.shift();
      log.first += 1;
    }
  }
}

/**
 * Moves the entry's seq over the changes since it that cannot change it (its deps): it is then as
 * good as a value read after them. Stops at the first change that can, or one no longer logged.
 */
function passUnaffecting(tenantId: number, entry: Entry<unknown>, seq: number): void {
  const { deps } = entry;
  const log = logs.get(tenantId);
  if (!deps || !log || entry.seq + 1 < log.first) return;
  while (entry.seq < seq) {
    const index = entry.seq + 1 - log.first;
    if (index >= log.items.length) return;
    const item = log.items[index];
    if (item !== WRITER_MARK && affects(item, deps)) return;
    entry.seq += 1;
  }
}

export interface RememberedOptions {
  ttlMs: number;
  refreshMs: number;
  maxEntries: number;
  /** How long after it was read a value stale for a change made by someone else may still be served. */
  graceMs: number;
  /** While one caller reads a stale value again, serve it to the others instead of making them wait. */
  soft?: boolean;
  /**
   * A soft value may be read again in the background (decision 0114): only for a load that opens its
   * own connection. A load that reads on its caller's connection (the totals, the deleting ids) would
   * run on after the caller released it, on a connection then serving another request and tenant.
   */
  ahead?: boolean;
}

export interface ReadOptions<T = unknown> {
  /** The caller's own last write (sinceOf): a value read before it is never served to this caller. */
  since?: number;
  now?: number;
  /** What can change the value (list-changes.ts): without it, every change to the tenant does. */
  deps?: ListDependencies | ((value: T) => ListDependencies);
}

/** Values remembered per tenant and key for at most ttlMs, read again as the tenant changes. */
export class RememberedReads {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly loading = new Map<string, { epoch: number; seq: number; read: Basis; value: Promise<unknown> }>();
  private ahead = 0;

  constructor(private readonly options: RememberedOptions) {}

  async read<T>(
    tenantId: number,
    key: string,
    load: () => Promise<T>,
    { since = 0, now = Date.now(), deps }: ReadOptions<T> = {},
  ): Promise<T> {
    const { entries, loading, options } = this;
    const fullKey = `${tenantId}|${key}`;
    const seq = seqOf(tenantId);
    const hit = entries.get(fullKey);
    if (hit && hit.seq < seq) passUnaffecting(tenantId, hit, seq);
    const running = loading.get(fullKey);
    // Usable at all: this epoch, alive, read after the caller's own last write, and, stale for a
    // write, servable for the whole grace of a value being loaded with it.
    const outer = basis.getStore();
    const usable =
      hit !== undefined &&
      hit.epoch === epoch &&
      hit.until > now &&
      seesWrite(tenantId, hit, since) &&
      (hit.seq === seq || outer === undefined || hit.graceEnd >= now + (outer.need ?? 0));
    if (usable) {
      const current = hit.seq === seq || now < hit.graceEnd;
      if (running && (current || options.soft)) return served(hit, hit.value as T);
      if (current && options.soft && options.ahead) {
        // One caller starts the next read and is served, like the others, what is remembered.
        const ahead = hit.seq !== seq && hit.graceEnd - now <= options.graceMs * (1 - REFRESH_AHEAD);
        if ((ahead || hit.refreshAt <= now) && this.ahead < MAX_AHEAD) {
          this.ahead += 1;
          const done = () => {
            this.ahead -= 1;
          };
          this.start(fullKey, seq, now, load, deps).then(done, done);
        }
        return served(hit, hit.value as T);
      }
      if (current && hit.refreshAt > now) return served(hit, hit.value as T);
    }
    // Another caller's read, started after every change we know of: as good as ours would be.
    if (running && running.epoch === epoch && running.seq === seq && running.seq >= since) {
      const shared = await running.value.then(
        (v) => ({ v }),
        () => undefined,
      );
      // As old as what the load was served inside it (Basis), which another caller's `since` chose:
      // a writer does not take a page whose total was read before its write.
      if (shared && running.read.readSeq >= since) return served(running.read, shared.v as T);
    }
    return this.start(fullKey, seq, now, load, deps);
  }

  /** Reads the value and remembers it; callers that arrive meanwhile may share it (`loading`). */
  private async start<T>(
    fullKey: string,
    seq: number,
    now: number,
    load: () => Promise<T>,
    deps: ReadOptions<T>['deps'],
  ): Promise<T> {
    const { entries, loading, options } = this;
    const started = epoch;
    const read: Basis = { seq, readSeq: seq, graceEnd: now + options.graceMs, need: options.graceMs };
    const value = withBasis(read, load);
    loading.set(fullKey, { epoch: started, seq, read, value });
    try {
      const loaded = await value;
      // A read is never stored over one that saw more, nor across an epoch. Compared as read: a value
      // moved over changes that could not change it (passUnaffecting) saw no more than it read.
      const newer = entries.get(fullKey);
      if (epoch === started && !(newer && newer.epoch === epoch && newer.readSeq > read.readSeq)) {
        // Past maxEntries the entries stored longest ago go first (a Map iterates in insertion order).
        rememberBounded(
          entries,
          fullKey,
          {
            value: loaded,
            epoch,
            seq: read.seq,
            readSeq: read.readSeq,
            graceEnd: read.graceEnd,
            until: now + options.ttlMs,
            refreshAt: now + options.refreshMs,
            deps: typeof deps === 'function' ? deps(loaded) : deps,
          },
          options.maxEntries,
        );
      }
      return served(read, loaded);
    } finally {
      if (loading.get(fullKey)?.value === value) loading.delete(fullKey);
    }
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }
}

const totalsOf = (ttlMs: number, refreshMs: number) =>
  new RememberedReads({ ttlMs, refreshMs, maxEntries: MAX_ENTRIES, graceMs: TOTAL_GRACE_MS, soft: true });
const totals = totalsOf(TTL_MS, REFRESH_MS);
const totalsHeard = totalsOf(HEARD_TTL_MS, HEARD_REFRESH_MS);
// Databases whose write feed this process hears now (one outside the tests).
let feedsHeard = 0;
// When the last notification came (Date.now()).
let lastNotice = 0;
const feedFresh = () => feedsHeard > 0 && Date.now() - lastNotice < NOTICE_FRESH_MS;

export const quoteListCache = {
  /** A write to the tenant's quotes is known of (this process's, before or after its commit, or one heard of). */
  changed(tenantId: number): void {
    bump(tenantId, undefined);
  },

  /** A write to one quote, heard after its commit, named (list-changes.ts): only values it can change go stale. */
  changedRow(tenantId: number, change: RowChange): void {
    bump(tenantId, change);
  },

  /**
   * A user's write has committed: from now on this user is only served values read after it. For
   * the others, while the write feed is heard and alive, the notifications tell what changed
   * (decision 0131); otherwise anything may have.
   */
  wroteBy(tenantId: number, userId: number): number | undefined {
    const fresh = feedFresh();
    bump(tenantId, fresh ? WRITER_MARK : undefined);
    const since = seqOf(tenantId);
    rememberBounded(writers, `${tenantId}:${userId}`, since, MAX_WRITERS);
    // The mark to resolve once the write's notifications are heard (resolved), when they will be.
    return fresh ? since : undefined;
  },

  /**
   * Every notification of the write behind this mark (wroteBy's answer) has been heard: a sync
   * notification sent after its commit came (quote-read-cache.ts). From now on the writer may be
   * served a value read before the write that the write's notifications left current (decision 0132).
   */
  resolved(tenantId: number, since: number): void {
    rememberBounded(resolvedMarks, markKey(tenantId, since), seqOf(tenantId), MAX_WRITERS);
    pendingMarks.get(markKey(tenantId, since))?.settle();
  },

  /** A sync was sent for this mark: the writer's reads may wait for it (at most SYNC_WAIT_MS). */
  syncing(tenantId: number, since: number): void {
    const key = markKey(tenantId, since);
    if (pendingMarks.has(key) || pendingMarks.size >= MAX_WRITERS) return;
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      const timer = setTimeout(() => settle(), SYNC_WAIT_MS);
      timer.unref();
      settle = () => {
        clearTimeout(timer);
        pendingMarks.delete(key);
        resolve();
      };
    });
    pendingMarks.set(key, { settled, settle });
  },

  /**
   * This process is about to write a quote's row, an UPDATE that its notification will name once it
   * commits (migration 0067): while the feed is heard and alive, nothing is stale until then; otherwise anything is.
   */
  updating(tenantId: number): void {
    if (!feedFresh()) bump(tenantId, undefined);
  },

  /** A notification came: the feed is alive (NOTICE_FRESH_MS). */
  noticed(now = Date.now()): void {
    lastNotice = now;
  },

  /** Whether every notification of the user's last write in this process has been heard (decision 0132). */
  heardWriteOf(tenantId: number, userId: number): boolean {
    const since = writers.get(`${tenantId}:${userId}`);
    return since !== undefined && resolvedMarks.has(markKey(tenantId, since));
  },

  /**
   * While the sync of the caller's last write (`since`, sinceOf) is on its way: settled once it is
   * heard, or after SYNC_WAIT_MS. A reader awaits it before its read opens a connection (a load
   * that waited inside one would hold it, and on PGlite keep the sync itself from being sent).
   */
  pendingWrite(tenantId: number, since: number): Promise<void> | undefined {
    return since ? pendingMarks.get(markKey(tenantId, since))?.settled : undefined;
  },

  /** The change counter after the user's last write in this process (0: none remembered). */
  sinceOf(tenantId: number, userId: number): number {
    return writers.get(`${tenantId}:${userId}`) ?? 0;
  },

  /** Notifications may have been missed: nothing remembered so far is served again. */
  changedAll(): void {
    epoch += 1;
    // Nothing remembered is left for a sync to keep: no reader waits for one.
    settleAll();
  },

  /** A database's write feed is heard from now on (up), or may miss writes from now on. */
  heard(up: boolean): void {
    feedsHeard = Math.max(0, feedsHeard + (up ? 1 : -1));
  },

  read<T>(tenantId: number, key: string, load: () => Promise<T>, options?: ReadOptions<T>): Promise<T> {
    return (feedsHeard > 0 ? totalsHeard : totals).read(tenantId, key, load, options);
  },

  clear(): void {
    totals.clear();
    totalsHeard.clear();
    writers.clear();
    resolvedMarks.clear();
    settleAll();
  },
};
