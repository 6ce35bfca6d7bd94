import { rememberBounded } from '../../lib/bounded-map';
import type { ServiceRow } from './quote-services.repository';

// Rows of quote services already read, by id and revision (itinerary_services.rev changes on every
// write of the row, in any process: migration 0015). A re-price of a large quote reads only the
// [id, rev] pairs and then the few rows whose revision it has not seen: parsing 120 wide rows with
// their JSON on every edit was the largest part of the API's time on the process call.
// Rows are frozen: callers build new objects from them, never change them in place.

/** About 2 KB a row (and its answer shape): a few MB, the services of ~15 large quotes being edited at once. */
const MAX_ROWS = 2000;
const rows = new Map<number, { rev: string; row: ServiceRow }>();

export const serviceRowCache = {
  get(id: number, rev: string): ServiceRow | undefined {
    const hit = rows.get(id);
    return hit?.rev === rev ? hit.row : undefined;
  },

  /** The revision the cache holds `row` under, when `row` is the cached object itself. */
  revOf(row: ServiceRow): string | undefined {
    const hit = rows.get(row.id);
    return hit?.row === row ? hit.rev : undefined;
  },

  set(rev: string, row: ServiceRow): ServiceRow {
    return rememberBounded(rows, row.id, { rev, row: Object.freeze(row) }, MAX_ROWS).row;
  },
};
