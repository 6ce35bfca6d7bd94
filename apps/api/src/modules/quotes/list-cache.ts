// The quote list's total and queue.deleting, remembered per tenant for a few seconds.
//
// An exact count(*) over a tenant's 90 000 quotes costs ~34 ms of database time on every call of
// GET /tenant/itinerary, while the page itself is read from an index in well under a millisecond
// (bench/quotes-list.bench.ts). Totals only change when quotes are written, so every write through
// quotesRepository bumps the tenant's generation and the next list counts again; another API process
// sees a change at most TTL later, the same window as the session cache
// (docs/decisions/0014-quote-list-totals.md).
const TTL_MS = 3_000;
// Under load, every call that found the total expired used to count at once (41 counts of ~34 ms in
// 7 s of the list bench instead of 3). Past REFRESH_MS one caller counts again while the others are
// still served the remembered value, and callers that find nothing share the one count running.
const REFRESH_MS = 2_000;
const MAX_ENTRIES = 20_000;

interface Entry<T> {
  value: T;
  generation: number;
  until: number;
  refreshAt: number;
}

const generations = new Map<number, number>();
const entries = new Map<string, Entry<unknown>>();
const loading = new Map<string, { generation: number; value: Promise<unknown> }>();

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
    const valid = hit !== undefined && hit.generation === generation && hit.until > now;
    const running = loading.get(fullKey);
    if (valid && (hit.refreshAt > now || running)) return hit.value as T;
    if (!valid && running?.generation === generation) {
      // Another call's count of the same generation: its answer is as good as ours would be.
      const shared = await running.value.then((v) => ({ v }), () => undefined);
      if (shared) return shared.v as T;
    }
    const value = load();
    loading.set(fullKey, { generation, value });
    try {
      const loaded = await value;
      // A full cache is simply emptied: entries live seconds, so nothing of value is lost.
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // A slow count that started before a write must not replace one made after it.
      if ((entries.get(fullKey)?.generation ?? -1) <= generation) entries.set(fullKey, { value: loaded, generation, until: now + TTL_MS, refreshAt: now + REFRESH_MS });
      return loaded;
    } finally {
      if (loading.get(fullKey)?.value === value) loading.delete(fullKey);
    }
  },

  clear(): void {
    entries.clear();
    loading.clear();
  },
};
