// One search box over a quote's code and title, as GET /tenant/itinerary takes it: spec 01 §7 sends
// the search as `code` and `title` ("title and code joined"); the same terms in both match either,
// and `|` separates terms (docs/domain/api-shapes.md#quote-calls). `filter` is no search: the
// original client's `filter=template` names the example-itineraries list (decision 0057).

/** The API refuses longer search texts (quotes contract). */
export const MAX_SEARCH_LENGTH = 200;

/** `{ code, title }` carrying the same text, or nothing for a blank search. */
export function searchParams(text: string): { code?: string; title?: string } {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return q ? { code: q, title: q } : {};
}
