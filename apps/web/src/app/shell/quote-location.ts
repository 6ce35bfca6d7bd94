import type { QuoteId } from '@itinera/domain/contracts';
import { QUOTE_TABS, type QuoteTab } from './quote-tabs';

// Where the user is inside a quote: /quote/<tab> (workspace) or /history/quote/<tab> (a past
// version, read-only, no Book tab). The shell, the title and the shortcuts all read it from here.

export interface QuoteLocation {
  inQuote: boolean;
  history: boolean;
  tab: QuoteTab | null;
}

export function readQuoteLocation(pathname: string): QuoteLocation {
  const match = /^\/(history\/)?quote(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return { inQuote: false, history: false, tab: null };
  const history = Boolean(match[1]);
  const tab = (QUOTE_TABS as readonly string[]).includes(match[2] ?? '') ? (match[2] as QuoteTab) : null;
  return { inQuote: true, history, tab };
}

/** The shape of a uuid, the id a quote is named by in the address (and the contracts' quoteIdSchema). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The quote named by ?itinerary=: its uuid, or the numeric id of a bookmark made before the uuid
 * became the public id (opened once, then the address is replaced by the uuid); null for anything else.
 */
export type QuoteParam = { id: QuoteId } | { legacyId: number } | null;

export function readQuoteParam(search: string): QuoteParam {
  const value = new URLSearchParams(search).get('itinerary')?.trim() ?? '';
  if (UUID.test(value)) return { id: value.toLowerCase() };
  if (/^[1-9]\d{0,9}$/.test(value)) return { legacyId: Number(value) };
  return null;
}

/** The same address naming the quote by its uuid (an old numeric bookmark, once its quote is known). */
export function withQuoteId(search: string, id: QuoteId): string {
  const params = new URLSearchParams(search);
  params.set('itinerary', id);
  return `?${params.toString()}`;
}

// The query parameters that say which quote (and which version) is open, plus the page language.
const KEPT_PARAMS = ['itinerary', 'version', 'lang'];

/** The path of another tab of the same quote, keeping itinerary (and version in history view). */
export function quoteTabPath(tab: string, search: string, history = false): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of KEPT_PARAMS) {
    if (key === 'version' && !history) continue;
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  const qs = kept.toString();
  return `${history ? '/history' : ''}/quote/${tab}${qs ? `?${qs}` : ''}`;
}
