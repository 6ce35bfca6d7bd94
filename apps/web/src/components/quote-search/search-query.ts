import type { ItineraryQuery } from '../new-quote-panel/quote-api';

/** How many matches the dropdown lists: enough to choose from, few enough to read at a glance. */
export const SEARCH_LIMIT = 8;
/** The API refuses a longer filter (quotes contract). */
export const MAX_SEARCH_LENGTH = 200;

/**
 * The GET /tenant/itinerary query of what the user typed: one text matched against code and title,
 * quotes only (type 1), newest first. Null when there is nothing to search for.
 */
export function quoteSearchQuery(text: string): ItineraryQuery | null {
  const filter = text.trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH).trim();
  if (!filter) return null;
  return { type: 1, filter, limit: SEARCH_LIMIT, sort: 'created_date.desc' };
}
