import type { QUOTE_SORT_FIELDS, ResolvedQuoteListQuery } from '@itinera/domain/contracts';
import { ALL_COLUMNS, LIST_COLUMNS as C, type ListDependencies } from '../quote-core/list-changes';

// Which quote columns decide what a list total or page holds (decision 0131): the columns of its
// filters (quote-list.repository.ts listFilters), of its sort (orderBy) and of the caller's
// visibility (visible.repository.ts). A write heard for one quote that changed none of them leaves
// the total as it was, and the pages that do not show that quote.

// Typed by the query's keys: a filter added to the contract does not compile until it is named here.
const FILTERS: Record<keyof ResolvedQuoteListQuery, number> = {
  page: 0,
  limit: 0,
  sort: 0,
  filter: C.text,
  code: C.text,
  title: C.text,
  client: C.client,
  location: C.locations,
  country: C.locations,
  from: C.startDate,
  to: C.startDate,
  creation: C.createdAt,
  status: C.status,
  type: C.type,
  num_day: C.numDay,
  tag: C.tags,
};

const SORTS: Record<(typeof QUOTE_SORT_FIELDS)[number], number> = {
  created_date: C.createdAt,
  code: C.text,
  title: C.text,
  start_date: C.startDate,
  end_date: C.endDate,
  num_pax: C.numPax,
  num_day: C.numDay,
  price: C.price,
  // Ties go by creation (orderBy's `then`).
  status: C.status | C.createdAt,
};

/** What visibleTo and listVisibility read, unless the caller sees every quote. */
const visibilityColumns = (scope: string) => (scope === 'all' ? 0 : C.client | C.type | C.people | C.public);

/** A search's terms, as listFilters matches them: the original client joins them with `|`. */
export const searchTerms = (text: string | undefined) =>
  text
    ? text
        .split('|')
        .map((t) => t.trim())
        .filter(Boolean)
    : [];

/**
 * The terms a query matches against search_text alone, lower-cased as listFilters' LIKE patterns
 * are; undefined when it reads the code or title otherwise (code and title searched apart).
 */
function haystackTerms(q: ResolvedQuoteListQuery): string[] | undefined {
  if ((q.code || q.title) && q.code !== q.title) return undefined;
  return [...(q.filter ? [q.filter] : []), ...searchTerms(q.code)].map((t) => t.toLowerCase());
}

/** What can change the query's total for a caller of this visibility scope. */
export function totalDependencies(q: ResolvedQuoteListQuery, scope: string): ListDependencies {
  let columns = visibilityColumns(scope);
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined) continue;
    columns |= FILTERS[key as keyof ResolvedQuoteListQuery] ?? ALL_COLUMNS;
  }
  const terms = columns & C.text ? haystackTerms(q) : undefined;
  return terms ? { columns, terms } : { columns };
}

/** What can change the query's page, showing these quotes: its total's columns, its sort's, and queue.deleting's. */
export function pageDependencies(q: ResolvedQuoteListQuery, scope: string, ids: readonly number[]): ListDependencies {
  const total = totalDependencies(q, scope);
  let sorted = SORTS.created_date;
  for (const [field] of q.sort ?? []) sorted |= SORTS[field] ?? ALL_COLUMNS;
  const columns = total.columns | sorted | C.deleting;
  // Sorted by code or title, any change of text can move a quote into the page.
  const terms = sorted & C.text ? undefined : total.terms;
  return terms ? { ids, columns, terms } : { ids, columns };
}

/** What can change queue.deleting for a caller of this visibility scope. */
export const deletingDependencies = (scope: string): ListDependencies => ({
  columns: C.deleting | visibilityColumns(scope),
});
