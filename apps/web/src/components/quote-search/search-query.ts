import { MAX_SEARCH_LENGTH, searchParams } from '../../lib/search-params';
import type { ItineraryQuery } from '../new-quote-panel/quote-api';

export { MAX_SEARCH_LENGTH };

/** How many matches the dropdown lists: enough to choose from, few enough to read at a glance. */
export const SEARCH_LIMIT = 8;

/**
 * The GET /tenant/itinerary query of what the user typed: one text matched against code and title,
 * quotes only (type 1), newest first. Null when there is nothing to search for.
 */
export function quoteSearchQuery(text: string): ItineraryQuery | null {
  const search = searchParams(text.replace(/\s+/g, ' '));
  if (!search.title) return null;
  return { type: 1, ...search, limit: SEARCH_LIMIT, sort: 'created_date.desc' };
}
