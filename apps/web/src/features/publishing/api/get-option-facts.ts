import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasFeeOrUpsale, hasHiddenServices, pricedLevelIds, type LevelPriceFigures } from '@itinera/domain';
import type { QuoteId, QuoteService } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { publishingKey } from './publishing-keys';

/**
 * What decides whether display option 5 (service list with prices) may be chosen, besides the role,
 * and which levels are priced (the proposal offers only those: the recommended level's choices).
 */
export interface OptionFacts {
  hasHiddenServices: boolean;
  hasFeeOrUpsale: boolean;
  pricedLevels: number[];
}

type SellerLike = { type?: string; selected?: boolean; prices?: LevelPriceFigures[] };

/**
 * The quote's own seller entry's level prices (the one the server projects): I20 answers one entry
 * per seller type, and the domain's facts read one entry's levels.
 */
export const levelsOf = (sellers: readonly SellerLike[]): LevelPriceFigures[] =>
  (sellers.find((s) => s.selected) ?? sellers.find((s) => s.type === 'seller') ?? sellers[0])?.prices ?? [];

/** The quote's services (S1) and prices (I20), read for these facts only; the server checks them again on save. */
export async function getOptionFacts(quoteId: QuoteId, signal?: AbortSignal): Promise<OptionFacts> {
  const [services, prices] = await Promise.all([
    http<Array<Pick<QuoteService, 'visible' | 'status'>>>(`/tenant/itinerary/services/${quoteId}`, { signal }),
    http<SellerLike[]>(`/tenant/itinerary/prices/${quoteId}`, { signal }),
  ]);
  const levels = levelsOf(Array.isArray(prices) ? prices : []);
  return {
    hasHiddenServices: hasHiddenServices(services),
    hasFeeOrUpsale: hasFeeOrUpsale(levels),
    pricedLevels: pricedLevelIds(levels),
  };
}

export const optionFactsQueryOptions = (quoteId: QuoteId, version: number) =>
  queryOptions({
    queryKey: [...publishingKey(quoteId), 'option-facts', version],
    queryFn: ({ signal }) => getOptionFacts(quoteId, signal),
    meta: { handlesError: true },
    retry: false,
  });

export const useOptionFacts = (quoteId: QuoteId, version: number) =>
  useQuery(optionFactsQueryOptions(quoteId, version));
