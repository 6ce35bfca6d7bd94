import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteId, QuoteService } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { publishingKey } from './publishing-keys';

/** What decides whether display option 5 (service list with prices) may be chosen, besides the role. */
export interface OptionFacts {
  hasHiddenServices: boolean;
  hasFeeOrUpsale: boolean;
}

type Figure = number | string | null | undefined;
interface PriceLevelLike {
  fee?: Figure;
  mkt_coin?: Figure;
  pax_prices?: Array<{ fee?: Figure; mkt_percentage?: Figure; mkt_coin?: Figure }>;
}

const positive = (value: Figure) => Number(value ?? 0) > 0;

/** A fee or an upsale anywhere in the quote's prices (I20), on a level or on one passenger. */
export function pricesHaveFeeOrUpsale(sellers: Array<{ prices?: PriceLevelLike[] }>): boolean {
  return sellers.some((seller) =>
    (seller.prices ?? []).some(
      (level) =>
        positive(level.fee) ||
        positive(level.mkt_coin) ||
        (level.pax_prices ?? []).some(
          (pax) => positive(pax.fee) || positive(pax.mkt_percentage) || positive(pax.mkt_coin),
        ),
    ),
  );
}

/** The quote's services (S1) and prices (I20), read for the facts only; the server checks them again on save. */
export async function getOptionFacts(quoteId: QuoteId, signal?: AbortSignal): Promise<OptionFacts> {
  const [services, prices] = await Promise.all([
    http<Array<Pick<QuoteService, 'visible' | 'status'>>>(`/tenant/itinerary/services/${quoteId}`, { signal }),
    http<Array<{ prices?: PriceLevelLike[] }>>(`/tenant/itinerary/prices/${quoteId}`, { signal }),
  ]);
  return {
    hasHiddenServices: services.some((s) => s.status !== -1 && Number(s.visible) === 0),
    hasFeeOrUpsale: pricesHaveFeeOrUpsale(Array.isArray(prices) ? prices : []),
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
