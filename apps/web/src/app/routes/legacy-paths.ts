import { quoteTabPath } from '../shell/quote-location';
import { QUOTE_TABS, type QuoteTab } from '../shell/quote-tabs';

// Old bookmarks and e-mailed links point at /services?itinerary=4 and the like (docs/domain/spec-sections.md#section-2-screens-and-routes).
export const LEGACY_TABS: readonly QuoteTab[] = QUOTE_TABS;

/** The /quote/… path for a legacy tab path, keeping the itinerary query parameter; else null. */
export function legacyQuotePath(pathname: string, search: string): string | null {
  const tab = pathname.replace(/^\/|\/$/g, '');
  return (LEGACY_TABS as readonly string[]).includes(tab) ? quoteTabPath(tab as QuoteTab, search) : null;
}
