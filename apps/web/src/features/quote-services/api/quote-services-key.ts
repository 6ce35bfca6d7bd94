import type { ProcessResponse, QuoteId, QuoteService } from '@itinera/domain/contracts';
import type { QuoteDay } from '../logic/group-by-day';
import type { PriceEntry } from '../logic/level-prices';

/** Every query of the services tab of one quote lives under this key. */
export const QUOTE_SERVICES_KEY = 'quote-services';

export const quoteServicesKey = (quoteId: QuoteId) => [QUOTE_SERVICES_KEY, quoteId] as const;

/** What the tab shows: the services, the level prices, the pricing messages and the days. */
export interface QuoteWorkspace {
  services: QuoteService[];
  prices: PriceEntry[];
  messages: ProcessResponse['messages'];
  days: QuoteDay[];
}

export const workspaceOf = (
  answer: Pick<ProcessResponse, 'services' | 'prices' | 'messages' | 'days'>,
): QuoteWorkspace => ({
  services: answer.services,
  prices: answer.prices as unknown as PriceEntry[],
  messages: answer.messages,
  days: answer.days,
});
