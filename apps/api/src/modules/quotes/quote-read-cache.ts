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
  database.notifications.subscribe(CHANNEL, {
    message(payload) {
      quoteListCache.noticed();
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
