import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteDetail, QuoteId, QuoteService } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { PriceEntry } from '../logic/level-prices';
import { quoteServicesKey, type QuoteWorkspace } from './quote-services-key';

// Opening the tab reads the services (the whole list, a bare array as the original client reads it)
// and the level prices side by side. The days come with every write's answer; until then the table
// derives them from the quote's start date.

export const listAllQuoteServices = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<QuoteService[]>(`/tenant/itinerary/services/${quoteId}`, { signal });

export const getQuotePrices = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<PriceEntry[]>(`/tenant/itinerary/prices/${quoteId}`, { signal });

/** The quote as the tab knows it: its version, read before the services, labels them (never too new). */
type QuoteOfTab = Pick<QuoteDetail, 'id'> & Partial<Pick<QuoteDetail, 'version'>>;

export async function getQuoteWorkspace(quote: QuoteOfTab, signal?: AbortSignal): Promise<QuoteWorkspace> {
  const version = quote.version;
  const [services, prices] = await Promise.all([
    listAllQuoteServices(quote.id, signal),
    getQuotePrices(quote.id, signal),
  ]);
  const entries = Array.isArray(prices) ? prices : [];
  // The last pricing run's warnings (a passenger without a room …) ride on each price entry.
  return { services, prices: entries, messages: entries[0]?.messages ?? [], days: [], version };
}

export const quoteWorkspaceQueryOptions = (quote: QuoteOfTab) =>
  queryOptions({
    queryKey: quoteServicesKey(quote.id),
    queryFn: ({ signal }) => getQuoteWorkspace(quote, signal),
    // Basic-info saves re-price the services on the server: coming back to the tab re-reads them
    // (the cached ones stay on screen meanwhile).
    staleTime: 0,
  });

export const useQuoteWorkspace = (quote: QuoteOfTab, enabled = true) =>
  useQuery({ ...quoteWorkspaceQueryOptions(quote), enabled });
