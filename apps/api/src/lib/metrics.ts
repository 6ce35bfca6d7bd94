import { Counter } from 'prom-client';

// Counters kept by code below the modules that own /metrics (modules/ops): registered into each
// app's registry there. Process-wide, as the caches they count are.

/**
 * Reads of the remembered quote list pages and quote details (quote-read-cache.ts): `hit` answered
 * from memory, `miss` read from the database and remembered, `bypass` not cacheable (the feed of
 * writes is not heard, or the page is larger than the cache keeps).
 */
export const listCacheReads = new Counter({
  name: 'itinera_list_cache_reads_total',
  help: 'Reads of the remembered quote list pages and quote details, by outcome',
  labelNames: ['cache', 'outcome'] as const,
  registers: [],
});
