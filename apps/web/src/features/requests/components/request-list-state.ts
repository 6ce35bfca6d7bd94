import type { RequestListParams } from '../api/list-requests';
import { isStage, sortStages } from './request-stages';

// The list's filters and page live in the page address, under the API's own parameter names, so a
// filtered view can be reloaded, bookmarked or shared and Back undoes a filter.

export const PAGE_SIZES = [25, 50, 100] as const;
/** Spec 01 §9: requests page 100 by default. */
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

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const positiveInt = (v: string | null | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);
const date = (v: string | null | undefined) => (v && DATE.test(v) ? v : null);

/** The creation parameter: one day, or 'from,to' (the server includes both days). */
export function creationParam(from: string | null, to: string | null): string | undefined {
  if (!from) return undefined;
  if (!to || to === from) return from;
  return from <= to ? `${from},${to}` : `${to},${from}`;
}

/** Reads the list state from the address; anything malformed is dropped rather than sent to the server. */
export function readListState(params: URLSearchParams): RequestListState {
  const limit = positiveInt(params.get('limit'));
  const [from, to] = (params.get('creation') ?? '').split(',');
  const stages = (params.get('stage') ?? '')
    .split(',')
    .map(positiveInt)
    .filter((n): n is number => n !== null && isStage(n));
  const first = date(from);
  return {
    filters: {
      text: params.get('search') ?? '',
      stages: sortStages(stages),
      client: positiveInt(params.get('client')),
      from: first,
      to: first ? date(to) : null,
    },
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
}

/** The GET /tenant/files query of a state: empty filters are left out. */
export function toListParams(state: RequestListState): RequestListParams {
  const f = state.filters;
  const params: RequestListParams = { page: state.page, limit: state.limit };
  if (f.text.trim()) params.search = f.text.trim();
  if (f.stages.length) params.stage = sortStages(f.stages);
  if (f.client) params.client = f.client;
  const creation = creationParam(f.from, f.to);
  if (creation) params.creation = creation;
  return params;
}

/** The address of a state: the API query, minus the defaults (page 1, 100 a page). */
export function writeListState(state: RequestListState): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(toListParams(state))) {
    if (key === 'page' && value === 1) continue;
    if (key === 'limit' && value === DEFAULT_LIMIT) continue;
    out.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return out;
}
