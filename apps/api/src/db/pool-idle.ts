/**
 * How long a pooled connection may sit idle before it is closed. pg's default (10 s) closed the
 * connections a burst had opened after any quiet moment, and the next burst paid for new ones:
 * a server process started and its catalogue caches filled, and every prepared statement planned
 * again in its first runs on each (decision 0127). A minute keeps them through a lull; a pool never
 * holds more than its `max`, so the peak is the same.
 */
export const POOL_IDLE_MS = 60_000;
