import type { ProcessResponse, QuoteService } from '@itinera/domain/contracts';
import type { QuoteDay } from '../logic/group-by-day';
import type { PriceEntry } from '../logic/level-prices';

// Every query of the services tab of one quote lives under this key (shared with the Itinerary tab).
export { QUOTE_SERVICES_KEY, quoteServicesKey } from '../../../lib/quote-keys';

/** What the tab shows: the services, the level prices, the pricing messages and the days. */
export interface QuoteWorkspace {
  services: QuoteService[];
  prices: PriceEntry[];
  messages: ProcessResponse['messages'];
  days: QuoteDay[];
  /**
   * The quote version these services are known to be at (never newer than they are): a write's
   * changed services are merged in only when its answer is the next version (decision 0036).
   */
  version?: number;
}

export const workspaceOf = (
  answer: Pick<ProcessResponse, 'services' | 'prices' | 'messages' | 'days'> &
    Partial<Pick<ProcessResponse, 'itinerary'>>,
): QuoteWorkspace => ({
  services: answer.services,
  prices: answer.prices as unknown as PriceEntry[],
  messages: answer.messages,
  days: answer.days,
  version: answer.itinerary?.version,
});
