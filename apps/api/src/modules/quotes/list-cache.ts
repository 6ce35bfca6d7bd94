import { rememberBounded } from '../../lib/bounded-map';

// The quote list's total and queue.deleting, remembered per tenant for a few seconds.
//
// An exact count(*) over a tenant's 90 000 quotes costs ~34 ms of database time on every call of
// GET /tenant/itinerary, while the page itself is read from an index in well under a millisecond
// (bench/quotes-list.bench.ts). Totals only change when quotes are written, so every write through
// quotesRepository bumps the tenant's generation and the next list counts again; another API process
// sees a change at most TTL later, the same window as the session cache
// (docs/decisions/0014-quote-list-totals.md). Since decision 0017 every process also hears other
// processes' writes through LISTEN/NOTIFY (quote-read-cache.ts): see `heard` below.
const TTL_MS = 3_000;
// Under load, every call that found the total expired used to count at once (41 counts of ~34 ms in
// 7 s of the list bench instead of 3). Past REFRESH_MS one caller counts again while the others are
// still served the remembered value, and callers that find nothing share the one count running.
const REFRESH_MS = 2_000;
const MAX_ENTRIES = 20_000;

interface Entry<T> {
  value: T;
  generation: string;
  heard: number;
  until: number;
  refreshAt: number;
}

// Two kinds of change per tenant. A write of this process (`changed`) is strict: nothing read
// before it is served again, so users see their own writes at once. A write heard of from another
// process (`heard`, LISTEN/NOTIFY) is soft: the first caller reads again and, while that read runs,
// the callers that arrive meanwhile are served the value it replaces, as after REFRESH_MS. Without
// that, every write elsewhere made all callers wait for the same count (~30 ms on 90 000 quotes).
const generations = new Map<number, number>();
const heardOf = new Map<number, number>();
// Bumped when notifications may have been missed: every tenant's remembered values are dropped.
let epoch = 0;
const generationOf = (tenantId: number) => `${epoch}.${generations.get(tenantId) ?? 0}`;

export interface RememberedOptions {
  ttlMs: number;
  refreshMs: number;
  maxEntries: number;
}

/** Values remembered per tenant under its generation, for at most ttlMs, reloaded past refreshMs. */
export class RememberedReads {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly loading = new Map<string, { generation: string; heard: number; value: Promise<unknown> }>();

  /**
   * `soft`: after a write heard from elsewhere, the last value is served while one caller reads
   * again (pages). Otherwise a heard write is like one of this process: totals and queues read
   * inside a page's load must be as new as the page, or page 2 could show new rows with an old total.
   */
  constructor(private readonly options: RememberedOptions & { soft?: boolean }) {}

  /**
   * The remembered value of `key`, or `load()` remembered under the generation read BEFORE
   * loading: a write that lands meanwhile bumps the generation and the value is not served again.
   */
  async read<T>(tenantId: number, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const { entries, loading } = this;
    const fullKey = `${tenantId}|${key}`;
    const generation = generationOf(tenantId);
    const heard = heardOf.get(tenantId) ?? 0;
    const hit = entries.get(fullKey);
    const valid = hit !== undefined && hit.generation === generation && hit.until > now && (this.options.soft || hit.heard === heard);
    const running = loading.get(fullKey);
    if (valid && ((hit.refreshAt > now && hit.heard === heard) || running)) return hit.value as T;
    if (!valid && running?.generation === generation && running.heard === heard) {
      // Another call's load, started after every write we know of: its answer is as good as ours would be.
      const shared = await running.value.then((v) => ({ v }), () => undefined);
      if (shared) return shared.v as T;
    }
    const value = load();
    loading.set(fullKey, { generation, heard, value });
    try {
      const loaded = await value;
      // A value loaded under an older generation is never stored over a newer one (nor served:
      // its generation no longer matches).
      const newer = entries.get(fullKey);
      const stale = newer !== undefined && newer.generation === generation && newer.heard > heard;
      if (generationOf(tenantId) === generation && !stale) {
        // Past maxEntries the entries stored longest ago go first (a Map iterates in insertion order).
        rememberBounded(entries, fullKey, { value: loaded, generation, heard, until: now + this.options.ttlMs, refreshAt: now + this.options.refreshMs }, this.options.maxEntries);
      }
      return loaded;
    } finally {
      if (loading.get(fullKey)?.value === value) loading.delete(fullKey);
    }
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }
}

const totals = new RememberedReads({ ttlMs: TTL_MS, refreshMs: REFRESH_MS, maxEntries: MAX_ENTRIES });

export const quoteListCache = {
  generation: generationOf,

  /** Called by every write of this process to a tenant's quotes: their lists are read again before anyone is answered. */
  changed(tenantId: number): void {
    generations.set(tenantId, (generations.get(tenantId) ?? 0) + 1);
  },

  /** Another process wrote this tenant's quotes (a notification): read again, serving the last value meanwhile. */
  heard(tenantId: number): void {
    heardOf.set(tenantId, (heardOf.get(tenantId) ?? 0) + 1);
  },

  /** Notifications may have been missed: nothing remembered so far is served again. */
  changedAll(): void {
    epoch += 1;
  },

  read<T>(tenantId: number, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    return totals.read(tenantId, key, load, now);
  },

  clear(): void {
    totals.clear();
  },
};
