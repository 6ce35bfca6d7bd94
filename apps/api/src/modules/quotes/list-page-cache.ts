import type { Database } from '../../db/client';
import { quoteListCache, RememberedReads } from './list-cache';

// Pages of GET /tenant/itinerary remembered per process (docs/decisions/0017-quote-list-pages.md).
//
// A page costs ~0.6 ms of API CPU (drizzle, the pg driver, shaping) and ~0.3 ms of database CPU; a
// remembered one ~0.2 ms in all. Pages are only trusted while this process hears every write: a
// trigger on quotes, client names and user names (migration 0017) notifies the tenant's id once the
// write commits, whoever made it, and the tenant's generation moves. Without that feed (connection
// lost, reconnecting) every call reads the database, and whatever was remembered is dropped.
const CHANNEL = 'itinera_quote_lists';
// A safety net only: a notification, not the clock, is what makes a page stale.
const TTL_MS = 10_000;
const REFRESH_MS = 5_000;
// At most 1 000 pages of at most MAX_ROWS rows (~1 KB each when titles are long): ≤ 25 MB. The
// list's default page has 5 rows; larger pages are read from the database each time.
const MAX_PAGES = 1_000;
const MAX_ROWS = 25;

export interface QuotePageCache {
  /** Whether pages are remembered now: the feed is heard, and the cache is not switched off. */
  readonly live: boolean;
  /** `rows`: how many rows the page may hold (its limit); larger pages are not remembered. */
  read<T>(tenantId: number, key: string, rows: number, load: () => Promise<T>): Promise<T>;
}

const caches = new WeakMap<Database, QuotePageCache>();

/** The page cache of one database, listening from its first use on; `enabled: false` never remembers. */
export function quotePageCache(database: Database, enabled = true): QuotePageCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = enabled ? listeningCache(database) : { live: false, read: (_t, _k, _r, load) => load() }));
  return cache;
}

function listeningCache(database: Database): QuotePageCache {
  const pages = new RememberedReads({ ttlMs: TTL_MS, refreshMs: REFRESH_MS, maxEntries: MAX_PAGES, soft: true });
  let live = false;
  database.notifications.subscribe(CHANNEL, {
    message(payload) {
      const tenantId = Number(payload);
      if (Number.isSafeInteger(tenantId)) quoteListCache.heard(tenantId);
      else quoteListCache.changedAll();
    },
    live(up) {
      // Writes may go unheard from now on (down) or may have gone unheard (up again): forget all.
      quoteListCache.changedAll();
      pages.clear();
      live = up;
    },
  });
  return {
    get live() {
      return live;
    },
    read: (tenantId, key, rows, load) => (live && rows <= MAX_ROWS ? pages.read(tenantId, key, load) : load()),
  };
}
