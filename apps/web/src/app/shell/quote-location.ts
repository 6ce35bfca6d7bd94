// Where the user is inside a quote: /quote/<tab> (workspace) or /history/quote/<tab> (a past
// version, read-only, no Book tab). The shell, the title and the shortcuts all read it from here.

export const QUOTE_TABS = ['basic-info', 'services', 'itinerary', 'book', 'export', 'pax-info'] as const;
export type QuoteTab = (typeof QUOTE_TABS)[number];
export const HISTORY_TABS: readonly QuoteTab[] = QUOTE_TABS.filter((t) => t !== 'book');

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

// The query parameters that say which quote (and which version) is open, plus the page language.
const KEPT_PARAMS = ['itinerary', 'version', 'lang'];

/** The path of another tab of the same quote, keeping itinerary (and version in history view). */
export function quoteTabPath(tab: QuoteTab, search: string, history = false): string {
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
