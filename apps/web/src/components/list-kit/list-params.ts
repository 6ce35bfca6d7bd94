// Reading and writing a list's state in the page address. The filters, sort and page live there under
// the API's own parameter names, so a filtered view can be reloaded, bookmarked or shared and Back
// undoes a filter. Anything malformed in the address is dropped rather than sent to the server.

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const positiveInt = (v: string | null | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** A 'YYYY-MM-DD' day, or null. */
export const dayParam = (v: string | null | undefined) => (v && DATE.test(v) ? v : null);

/** Comma-separated positive ids; anything else in the list is skipped. */
export const idListParam = (v: string | null | undefined) =>
  v
    ? v
        .split(',')
        .map(positiveInt)
        .filter((n): n is number => n !== null)
    : [];

/** Page and page size from the address: a size the list does not offer falls back to its default. */
export function readPaging(params: URLSearchParams, sizes: readonly number[], defaultLimit: number) {
  const limit = positiveInt(params.get('limit'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit && sizes.includes(limit) ? limit : defaultLimit,
  };
}

/** The address of a list query: the API parameters minus the defaults (page 1, the default size). */
export function queryToAddress(query: object, defaultLimit: number): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' && value === 1) continue;
    if (key === 'limit' && value === defaultLimit) continue;
    out.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return out;
}
