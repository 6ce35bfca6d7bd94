// The quote list's total and queue.deleting, remembered per tenant for a few seconds.
//
// An exact count(*) over a tenant's 90 000 quotes costs ~34 ms of database time on every call of
// GET /tenant/itinerary, while the page itself is read from an index in well under a millisecond
// (bench/quotes-list.bench.ts). Totals only change when quotes are written, so every write through
// quotesRepository bumps the tenant's generation and the next list counts again; another API process
// sees a change at most TTL later, the same window as the session cache
// (docs/decisions/0014-quote-list-totals.md).
const TTL_MS = 3_000;
const MAX_ENTRIES = 20_000;

interface Entry<T> {
  value: T;
  generation: number;
  until: number;
}

const generations = new Map<number, number>();
const entries = new Map<string, Entry<unknown>>();

export const quoteListCache = {
  generation(tenantId: number): number {
    return generations.get(tenantId) ?? 0;
  },

  /** Called by every write to a tenant's quotes: their totals and queues are read again. */
  changed(tenantId: number): void {
    generations.set(tenantId, (generations.get(tenantId) ?? 0) + 1);
  },

  /**
   * The remembered value of `key`, or `load()` remembered under the generation read BEFORE
   * loading: a write that lands meanwhile bumps the generation and the value is not served again.
   */
  async read<T>(tenantId: number, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const fullKey = `${tenantId}|${key}`;
    const generation = this.generation(tenantId);
    const hit = entries.get(fullKey);
    if (hit && hit.generation === generation && hit.until > now) return hit.value as T;
    const value = await load();
    // A full cache is simply emptied: entries live seconds, so nothing of value is lost.
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(fullKey, { value, generation, until: now + TTL_MS });
    return value;
  },

  clear(): void {
    entries.clear();
  },
};
