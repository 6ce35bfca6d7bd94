import {
  dayParam as date,
  idListParam,
  positiveInt,
  queryToAddress,
  readPaging,
} from '../../../components/list-kit/list-params';
import type { ListKind } from '../../../components/list-kit/list-kind';
import type { RequestListParams } from '../api/list-requests';
import { isStage, sortStages } from './request-stages';

// The request list's filters and page in the page address (components/list-kit/list-params.ts).

/** The list's name in its texts (components/list-kit). */
export const LIST_NOUN = { one: 'request', many: 'requests' };

export const PAGE_SIZES = [25, 50, 100] as const;
/** docs/domain/spec-sections.md#spec-01-section-9: requests page 100 by default. */
export const DEFAULT_LIMIT = 100;

export interface RequestFilters {
  text: string;
  stages: number[];
  client: number | null;
  /** Creation day range, 'YYYY-MM-DD'; `to` null means the one day `from`. */
  from: string | null;
  to: string | null;
}

export interface RequestListState {
  filters: RequestFilters;
  page: number;
  limit: number;
}

export const NO_FILTERS: RequestFilters = { text: '', stages: [], client: null, from: null, to: null };

export const hasFilters = (f: RequestFilters) => Boolean(f.text.trim() || f.stages.length || f.client || f.from);

/** The creation parameter: one day, or 'from,to' (the server includes both days). */
export function creationParam(from: string | null, to: string | null): string | undefined {
  if (!from) return undefined;
  if (!to || to === from) return from;
  return from <= to ? `${from},${to}` : `${to},${from}`;
}

/** Reads the list state from the address; anything malformed is dropped rather than sent to the server. */
export function readListState(params: URLSearchParams): RequestListState {
  const [from, to] = (params.get('creation') ?? '').split(',');
  const stages = idListParam(params.get('stage')).filter(isStage);
  const first = date(from);
  return {
    filters: {
      text: params.get('search') ?? '',
      stages: sortStages(stages),
      client: positiveInt(params.get('client')),
      from: first,
      to: first ? date(to) : null,
    },
    ...readPaging(params, PAGE_SIZES, DEFAULT_LIMIT),
  };
}

/** The GET /tenant/files query of a state: empty filters are left out. */
export function toListParams(state: RequestListState): RequestListParams {
  const f = state.filters;
  const params: RequestListParams = { page: state.page, limit: state.limit };
  // The original client's search: the same comma-joined terms in code and title.
  if (f.text.trim()) params.code = params.title = f.text.trim();
  if (f.stages.length) params.stage = sortStages(f.stages);
  if (f.client) params.client = f.client;
  const creation = creationParam(f.from, f.to);
  if (creation) params.creation = creation;
  return params;
}

/** The address of a state: the API query, minus the defaults (page 1, 100 a page); the search box is `search`. */
export function writeListState(state: RequestListState) {
  const { page, limit, code, title: _title, ...filters } = toListParams(state);
  return queryToAddress({ page, limit, ...(code ? { search: code } : {}), ...filters }, DEFAULT_LIMIT);
}

/** This list as the list kit reads it (components/list-kit/list-kind.ts). */
export const REQUEST_LIST: ListKind<RequestFilters, RequestListState, RequestListParams> = {
  noun: LIST_NOUN,
  noFilters: NO_FILTERS,
  hasFilters,
  read: readListState,
  write: writeListState,
  toParams: toListParams,
};
