import type { ItineraryQuery } from '../../../components/new-quote-panel/quote-api';
import { searchParams } from '../../../lib/search-params';
import { MAX_DAYS } from '../../../lib/trip-length';

// The template screens' filters live in the page address (a filtered view can be reloaded, shared,
// and Back undoes a filter), under the API's own names where there is one: filter, num_day, country.

/** /itineraries (and /ex-itineraries) list example itineraries and modules; /experiences lists experiences. */
export type TemplateScreen = 'itineraries' | 'experiences';
export type TemplateKind = 'example' | 'module' | 'experience';

/** Itinerary types of docs/domain/spec-sections.md#section-3-entities-and-their-fields. */
export const KIND_TYPE: Record<TemplateKind, 2 | 3 | 4> = { example: 2, module: 3, experience: 4 };

/** Four rows of three cards. */
export const TEMPLATE_PAGE_SIZE = 12;

export interface TemplateListState {
  kind: TemplateKind;
  text: string;
  /** Exact number of days (the API's num_day). */
  numDay: number | null;
  /** ISO code from `?country=`; on /itineraries/{destination} the route names the country instead. */
  country: string | null;
  page: number;
}

const positiveInt = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function readTemplateState(params: URLSearchParams, screen: TemplateScreen): TemplateListState {
  const numDay = positiveInt(params.get('num_day'));
  const country = params.get('country');
  return {
    kind: screen === 'experiences' ? 'experience' : params.get('kind') === 'modules' ? 'module' : 'example',
    text: params.get('filter') ?? '',
    numDay: numDay && numDay <= MAX_DAYS ? numDay : null,
    country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The address of a state; the defaults (example itineraries, page 1) are left out. */
export function writeTemplateState(state: TemplateListState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.kind === 'module') out.set('kind', 'modules');
  if (state.text.trim()) out.set('filter', state.text.trim());
  if (state.numDay) out.set('num_day', String(state.numDay));
  if (state.country) out.set('country', state.country);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/** GET /tenant/itinerary for a state; `routeCountry` (from /itineraries/{destination}) wins over `?country=`. */
export function templateQuery(state: TemplateListState, routeCountry: string | null = null): ItineraryQuery {
  const query: ItineraryQuery = {
    type: KIND_TYPE[state.kind],
    page: state.page,
    limit: TEMPLATE_PAGE_SIZE,
    sort: 'title.asc',
  };
  Object.assign(query, searchParams(state.text));
  const country = routeCountry ?? state.country;
  if (country) query.country = country;
  if (state.numDay) query.num_day = state.numDay;
  return query;
}

export const hasTemplateFilters = (state: TemplateListState, routeCountry: string | null = null) =>
  Boolean(state.text.trim() || state.numDay || routeCountry || state.country);
