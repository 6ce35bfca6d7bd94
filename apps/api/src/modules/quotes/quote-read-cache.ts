import type { Database } from '../../db/client';
import { listCacheReads } from '../../lib/metrics';
import { rowChangeOf } from '../quote-core/list-changes';
import { quoteListCache, RememberedReads, type ReadOptions } from '../quote-core/list-cache';

// Answers of the quote reads remembered per process: pages of GET /tenant/itinerary
// (docs/decisions/0017-quote-list-pages.md) and GET /tenant/itinerary/{id} (decision 0019).
//
// A page costs ~0.6 ms of API CPU (drizzle, the pg driver, shaping) and ~0.3 ms of database CPU, a
// quote's detail ~0.45 ms and two statements; a remembered answer ~0.1 ms in all. Answers are only
// trusted while this process hears every write: a trigger on quotes, and on the client, user and
// tag fields they show (migrations 0017, 0018), notifies the tenant's id once the write commits,
// whoever made it, and the tenant's generation moves. Without that feed (connection lost,
// reconnecting) every call reads the database, and whatever was remembered is dropped.
const CHANNEL = 'itinera_quote_lists';
// A safety net only: a notification, not the clock, is what makes an answer stale.
const TTL_MS = 10_000;
const REFRESH_MS = 5_000;
// How late a page may show a write by someone else (the writer sees it at once; list-cache.ts).
const PAGE_GRACE_MS = 1_000;
// At most 1 000 pages of at most MAX_ROWS rows (~1 KB each when titles are long): ≤ 25 MB. The
// list's default page has 5 rows; larger pages are read from the database each time.
const MAX_PAGES = 1_000;
const MAX_ROWS = 25;
// A detail answer is ~1.5 KB: ≤ 8 MB.
const MAX_DETAILS = 5_000;
// Writers' marks waiting for their sync at most (decision 0132).
const MAX_UNSYNCED = 10_000;

export interface QuoteReadCache {
  /** Whether answers are remembered now: the feed is heard, and the cache is not switched off. */
  readonly live: boolean;
  /**
   * A list page; `rows`: how many rows it may hold (its limit), larger pages are not remembered;
   * `since`: the reader's own last write (list-cache.ts sinceOf); `deps`: what can change the page
   * (list-changes.ts), without which any write to the tenant does.
   */
  page<T>(
    tenantId: number,
    key: string,
    rows: number,
    since: number,
    load: () => Promise<T>,
    deps?: ReadOptions<T>['deps'],
  ): Promise<T>;
  /** One quote as one kind of reader sees it; never served once a write to the tenant is known of. */
  detail<T>(tenantId: number, key: string, load: () => Promise<T>): Promise<T>;
}

const caches = new WeakMap<Database, QuoteReadCache>();
// A sync still unheard after this long is given up: its marks stay unresolved (their writers read
// again, as before decision 0132) and the next mark sends a new one.
const SYNC_TIMEOUT_MS = 2_000;
// A sync's payload is a negative integer of this process's own range: an older process (a rolling
// deploy) reads it as a tenant id that no tenant has, and drops nothing. The tokens go round a small
// cycle, so such a process remembers at most SYNC_TOKENS of these ids for each newer one; a token
// given up unheard is not sent again until it is heard (a late one must not resolve later marks).
const SYNC_BASE = (1 + Math.floor(Math.random() * 2 ** 30)) * 2 ** 20;
const SYNC_TOKENS = 64;
// The marks to resolve of each database's cache: set while its feed is heard.
const markSyncs = new WeakMap<Database, (tenantId: number, since: number) => void>();

/**
 * A user's write to this database has committed (app.ts, onSend): from now on the user is served
 * nothing read before it (list-cache.ts wroteBy), until a sync notification sent now is heard. It
 * follows every notification of the write, so the values they left current are the user's to be
 * served again (decision 0132): a writer's search totals are not counted again after each save.
 */
export function wroteThrough(database: Database, tenantId: number, userId: number): void {
  const since = quoteListCache.wroteBy(tenantId, userId);
  if (since !== undefined) markSyncs.get(database)?.(tenantId, since);
}

/** The read cache of one database, listening from its first use on; `enabled: false` never remembers. */
export function quoteReadCache(database: Database, enabled = true): QuoteReadCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = listeningCache(database, enabled)));
  return cache;
}

// Switched off (`remember: false`), no page or detail is remembered, but the feed is still heard:
// the list's totals live longer while every write is heard (list-cache.ts).
function listeningCache(database: Database, remember: boolean): QuoteReadCache {
  // Pages are soft: after a write by someone else, a page read often is read again in the background
  // before its PAGE_GRACE_MS ends, every caller served the page it replaces (decision 0114); one
  // nobody read meanwhile is read by its next caller. A detail is strict: an editor reads the
  // version it will base its next save on.
  const pages = new RememberedReads({
    ttlMs: TTL_MS,
    refreshMs: REFRESH_MS,
    maxEntries: MAX_PAGES,
    graceMs: PAGE_GRACE_MS,
    soft: true,
    // A page's load opens its own connection (quotes.service.ts listQuotes): it may run in the background.
    ahead: true,
  });
  const details = new RememberedReads({ ttlMs: TTL_MS, refreshMs: TTL_MS, maxEntries: MAX_DETAILS, graceMs: 0 });
  let heard = false;
  // Writers' marks waiting for a sync, and the one sync in flight (decision 0132).
  let unsynced: [number, number][] = [];
  let inFlight: { token: number; marks: [number, number][]; at: number } | undefined;
  let syncCount = 0;
  // Tokens given up (SYNC_TIMEOUT_MS) and not heard since: their notification may still come.
  const unheard = new Set<number>();
  const nextToken = () => {
    for (let tried = 0; tried < SYNC_TOKENS; tried++) {
      syncCount = (syncCount + 1) % SYNC_TOKENS;
      const token = -(SYNC_BASE + syncCount);
      if (!unheard.has(token)) return token;
    }
    return undefined;
  };
  const sendSync = () => {
    if (!heard || !unsynced.length) return;
    if (inFlight) {
      if (Date.now() - inFlight.at < SYNC_TIMEOUT_MS) return;
      unheard.add(inFlight.token);
      inFlight = undefined;
    }
    // Every token given up: no sync until one is heard (the marks stay unresolved, as before 0132).
    const token = nextToken();
    if (token === undefined) return;
    const sent = { token, marks: unsynced, at: Date.now() };
    unsynced = [];
    inFlight = sent;
    // Committed after the marks' writes: heard after all of their notifications (one queue, commit order).
    database.notifications.notify(CHANNEL, String(sent.token)).catch(() => {
      // It may have been sent all the same (a connection lost after the commit): never reused unheard.
      unheard.add(sent.token);
      if (inFlight === sent) inFlight = undefined;
    });
  };
  markSyncs.set(database, (tenantId, since) => {
    // Bounded: a feed that stops answering leaves its marks unresolved, never piled up.
    if (unsynced.length >= MAX_UNSYNCED) return;
    unsynced.push([tenantId, since]);
    quoteListCache.syncing(tenantId, since);
    sendSync();
  });
  database.notifications.subscribe(CHANNEL, {
    message(payload) {
      quoteListCache.noticed();
      if (payload.startsWith('-')) {
        // A sync: this process's own resolves the marks it was sent for; anyone else's means nothing here.
        unheard.delete(Number(payload));
        if (inFlight && payload === String(inFlight.token)) {
          for (const [tenantId, since] of inFlight.marks) quoteListCache.resolved(tenantId, since);
          inFlight = undefined;
          sendSync();
        }
        return;
      }
      // One quote's update names the quote and the list's columns it changed (migration 0067).
      const row = rowChangeOf(payload);
      if (row) return quoteListCache.changedRow(row.tenantId, row.change);
      const tenantId = Number(payload);
      if (Number.isSafeInteger(tenantId)) quoteListCache.changed(tenantId);
      else quoteListCache.changedAll();
    },
    live(up) {
      // Writes may go unheard from now on (down) or may have gone unheard (up again): forget all.
      quoteListCache.changedAll();
      unsynced = [];
      if (inFlight) unheard.add(inFlight.token);
      inFlight = undefined;
      pages.clear();
      details.clear();
      if (up !== heard) quoteListCache.heard(up);
      heard = up;
    },
  });
  return {
    get live() {
      return remember && heard;
    },
    page: (tenantId, key, rows, since, load, deps) =>
      remember && heard && rows <= MAX_ROWS
        ? counted('quote_pages', pages, tenantId, key, load, since, deps)
        : bypass('quote_pages', load),
    detail: (tenantId, key, load) =>
      remember && heard ? counted('quote_details', details, tenantId, key, load, 0) : bypass('quote_details', load),
  };
}

type CacheName = 'quote_pages' | 'quote_details';

// Hit or miss for /metrics: a read that did not call load was answered from memory (or shared another's read).
async function counted<T>(
  cache: CacheName,
  reads: RememberedReads,
  tenantId: number,
  key: string,
  load: () => Promise<T>,
  since: number,
  deps?: ReadOptions<T>['deps'],
): Promise<T> {
  let loaded = false;
  const value = await reads.read(
    tenantId,
    key,
    () => {
      loaded = true;
      return load();
    },
    { since, deps },
  );
  listCacheReads.inc({ cache, outcome: loaded ? 'miss' : 'hit' });
  return value;
}

function bypass<T>(cache: CacheName, load: () => Promise<T>): Promise<T> {
  listCacheReads.inc({ cache, outcome: 'bypass' });
  return load();
}
