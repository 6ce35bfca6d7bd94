import type { FastifyRequest } from 'fastify';
import { rememberBounded } from '../../lib/bounded-map';
import { freezeShared } from '../../lib/deep-freeze';
import { paged } from '../../lib/paging';

// A remembered list page (quote-read-cache.ts) is one object served to each of its readers; their
// answers differ only by the address its links repeat. One frozen answer per page and address, so
// the serializer writes its JSON once and keeps the bytes (plugins/kept-answers.ts, decision 0120):
// under ten writes a second ~95 % of the mixed views' calls are answered from a remembered page,
// and each wrote the page's JSON afresh.

interface Page<R, E extends object> {
  rows: R[];
  total: number;
  extras: E;
}
type Answer<R, E> = ReturnType<typeof paged<R>> & E;

// The addresses one page is asked by (the same query spelt otherwise): few.
const MAX_ADDRESSES = 8;
const answers = new WeakMap<object, Map<string, unknown>>();

/** The list envelope of `page` for this request, the same frozen object for each call on the same page and address. */
export function listAnswer<R, E extends object>(
  request: FastifyRequest,
  page: Page<R, E>,
  current: number,
  perPage: number,
): Answer<R, E> {
  let byAddress = answers.get(page);
  if (byAddress === undefined) answers.set(page, (byAddress = new Map()));
  const kept = byAddress.get(request.url);
  if (kept !== undefined) return kept as Answer<R, E>;
  const answer = freezeShared({ ...paged(request, page.rows, page.total, current, perPage), ...page.extras });
  return rememberBounded(byAddress, request.url, answer, MAX_ADDRESSES) as Answer<R, E>;
}
