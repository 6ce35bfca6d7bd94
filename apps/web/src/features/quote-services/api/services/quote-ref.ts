// The write calls of the services tab, one file each. Each answers the process shape (services,
// prices, messages, days, itinerary, affected), which replaces what the tab shows.

/** A quote named by its id or its uuid in a path. */
export type QuoteRef = number | string;
