import type { QuoteId } from '@itinera/domain/contracts';
// The write calls of the services tab, one file each. Each answers the process shape (services,
// prices, messages, days, itinerary, affected), which replaces what the tab shows.

/** A quote named in a path: its id, the uuid (docs/domain/api-shapes.md). */
export type QuoteRef = QuoteId;
