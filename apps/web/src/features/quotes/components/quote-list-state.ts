import type { QuoteListParams } from '../api/list-quotes';

// The list's filters, sort and page live in the page address, under the API's own parameter
// names, so a filtered view can be reloaded, bookmarked or shared and Back undoes a filter.

export const PAGE_SIZES = [5, 10, 25, 50] as const;
/** Spec 01 §7: the quote list pages 5 by default. */
export const DEFAULT_LIMIT = 5;

/** Columns the server sorts by (a subset of QUOTE_SORT_FIELDS of the contract). */
export const SORTABLE = ['code', 'title', 'start_date', 'created_date', 'status', 'num_pax', 'price'] as const;
export type SortField = (typeof SORTABLE)[number];
export interface QuoteSort {
  field: SortField;
  order: 'asc' | 'desc';
}

export interface QuoteFilters {
  text: string;
  statuses: number[];
  client: number | null;
  country: string | null;
  /** A place (city, region or country) the quote goes through. */
  location: number | null;
  /** Length of the trip in days. */
  numDay: number | null;
  tags: number[];
  from: string | null;
  to: string | null;
  creation: string | null;
}

export interface QuoteListState {
  filters: QuoteFilters;
  page: number;
  limit: number;
  /** Empty: the server's default order, newest first. */
  sort: QuoteSort[];
}

export const NO_FILTERS: QuoteFilters = {
  text: '',
  statuses: [],
  client: null,
  country: null,
  location: null,
  numDay: null,
  tags: [],
  from: null,
  to: null,
  creation: null,
};

export const hasFilters = (f: QuoteFilters) =>
  Boolean(
    f.text.trim() ||
      f.statuses.length ||
      f.client ||
      f.country ||
      f.location ||
      f.numDay ||
      f.tags.length ||
      f.from ||
      f.to ||
      f.creation,
  );

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const positiveInt = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);
const idList = (v: string | null) =>
  v
    ? v
        .split(',')
        .map(positiveInt)
        .filter((n): n is number => n !== null)
    : [];
const date = (v: string | null) => (v && DATE.test(v) ? v : null);

/** `field.order` pairs joined by commas (spec 01 §7 "Common call rules"). */
export const sortParam = (sort: QuoteSort[]) => sort.map((s) => `${s.field}.${s.order}`).join(',');

export function parseSort(value: string | null): QuoteSort[] {
  if (!value) return [];
  return value.split(',').flatMap((pair) => {
    const [field, order] = pair.split('.');
    return (SORTABLE as readonly string[]).includes(field ?? '') && (order === 'asc' || order === 'desc')
      ? [{ field: field as SortField, order }]
      : [];
  });
}

/** Reads the list state from the address; anything malformed is dropped rather than sent to the server. */
export function readListState(params: URLSearchParams): QuoteListState {
  const limit = positiveInt(params.get('limit'));
  const country = params.get('country');
  return {
    filters: {
      text: params.get('filter') ?? '',
      statuses: idList(params.get('status')),
      client: positiveInt(params.get('client')),
      country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null,
      location: positiveInt(params.get('location')),
      numDay: positiveInt(params.get('num_day')),
      tags: idList(params.get('tag')),
      from: date(params.get('from')),
      to: date(params.get('to')),
      creation: date(params.get('creation')),
    },
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    sort: parseSort(params.get('sort')),
  };
}

/** The GET /tenant/itinerary query of a state: empty filters are left out. */
export function toListParams(state: QuoteListState): QuoteListParams {
  const f = state.filters;
  const params: QuoteListParams = { page: state.page, limit: state.limit };
  if (f.text.trim()) params.filter = f.text.trim();
  if (f.statuses.length) params.status = f.statuses;
  if (f.client) params.client = f.client;
  if (f.country) params.country = f.country;
  if (f.location) params.location = f.location;
  if (f.numDay) params.num_day = f.numDay;
  if (f.tags.length) params.tag = f.tags;
  if (f.from) params.from = f.from;
  if (f.to) params.to = f.to;
  if (f.creation) params.creation = f.creation;
  if (state.sort.length) params.sort = sortParam(state.sort);
  return params;
}

/** The address of a state: the API query, minus the defaults (page 1, 5 a page). */
export function writeListState(state: QuoteListState): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(toListParams(state))) {
    if (key === 'page' && value === 1) continue;
    if (key === 'limit' && value === DEFAULT_LIMIT) continue;
    out.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return out;
}
