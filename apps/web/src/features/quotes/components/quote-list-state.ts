import {
  dayParam as date,
  idListParam as idList,
  positiveInt,
  queryToAddress,
  readPaging,
} from '../../../components/list-kit/list-params';
import type { ListKind } from '../../../components/list-kit/list-kind';
import { searchParams } from '../../../lib/search-params';
import type { QuoteListParams } from '../api/list-quotes';

// The quote list's filters, sort and page in the page address (components/list-kit/list-params.ts).

/** The list's name in its texts (components/list-kit). */
export const LIST_NOUN = { one: 'quote', many: 'quotes' };

export const PAGE_SIZES = [5, 10, 25, 50] as const;
/**
 * Spec 01 §3 and §9: the list's filter pages 10 by default (the call's own default, 5, is what the
 * original client's bare calls get; docs/domain/screens.md#page-sizes).
 */
export const DEFAULT_LIMIT = 10;

/** Itinerary types (spec 01 §3): 1 quote, 2 example itinerary, 3 module, 4 experience. */
export type ItineraryType = 1 | 2 | 3 | 4;
const ITINERARY_TYPES: readonly number[] = [1, 2, 3, 4];

/** Columns the server sorts by (a subset of QUOTE_SORT_FIELDS of the contract). */
export const SORTABLE = ['code', 'title', 'start_date', 'created_date', 'status', 'num_pax', 'price'] as const;
export type SortField = (typeof SORTABLE)[number];
export interface QuoteSort {
  field: SortField;
  order: 'asc' | 'desc';
}

export interface QuoteFilters {
  /** The itinerary type listed (spec 01 §3 `itinerary_type_id`, sent as `type`); quotes by default. */
  type: ItineraryType;
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
  type: 1,
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
    f.type !== 1 ||
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

/** `field.order` pairs joined by commas (docs/domain/api-shapes.md#common-call-rules). */
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
  const country = params.get('country');
  const type = positiveInt(params.get('type'));
  return {
    filters: {
      type: type && ITINERARY_TYPES.includes(type) ? (type as ItineraryType) : 1,
      // The page address keeps the search box as `filter` (older links to /quotes?filter= still work).
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
    ...readPaging(params, PAGE_SIZES, DEFAULT_LIMIT),
    sort: parseSort(params.get('sort')),
  };
}

/**
 * The GET /tenant/itinerary query of a state: empty filters are left out. The search goes out as
 * the spec's `code` and `title`, the same text in both (the API then matches either; spec 01 §7).
 */
export function toListParams(state: QuoteListState): QuoteListParams {
  const f = state.filters;
  const params: QuoteListParams = { page: state.page, limit: state.limit, type: f.type };
  Object.assign(params, searchParams(f.text));
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

/** The address of a state: the API query, minus the defaults (page 1, 10 a page, quotes), the search as `filter`. */
export function writeListState(state: QuoteListState): URLSearchParams {
  const { code: _code, title, type, ...rest } = toListParams(state);
  return queryToAddress(
    { ...(title ? { filter: title } : {}), ...rest, ...(type !== 1 ? { type } : {}) },
    DEFAULT_LIMIT,
  );
}

/** This list as the list kit reads it (components/list-kit/list-kind.ts). */
export const QUOTE_LIST: ListKind<QuoteFilters, QuoteListState, QuoteListParams> = {
  noun: LIST_NOUN,
  noFilters: NO_FILTERS,
  hasFilters,
  read: readListState,
  write: writeListState,
  toParams: toListParams,
};
