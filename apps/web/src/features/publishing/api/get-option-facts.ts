import { queryOptions, useQuery } from '@tanstack/react-query';
import { SERVICE_STATUS } from '@itinera/domain';
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

type Figure = number | string | null | undefined;
interface PriceLevelLike {
  level?: number;
  services?: unknown[];
  pax_prices?: Array<{ fee?: Figure; mkt_coin?: Figure }>;
}

const nonZero = (value: Figure) => Number(value ?? 0) !== 0;

type SellerLike = { type?: string; selected?: boolean; prices?: PriceLevelLike[] };

/** The quote's own seller entry's level prices (the one the server projects). */
const levelsOf = (sellers: SellerLike[]): PriceLevelLike[] =>
  (sellers.find((s) => s.selected) ?? sellers.find((s) => s.type === 'seller') ?? sellers[0])?.prices ?? [];

/** The levels with at least one service, as the domain's pricedLevels reads the engine's levels. */
export function pricedLevelsOf(sellers: SellerLike[]): number[] {
  return levelsOf(sellers)
    .filter((l) => (l.services?.length ?? 0) > 0 && [1, 2, 3].includes(Number(l.level)))
    .map((l) => Number(l.level))
    .sort((a, b) => a - b);
}

/**
 * A fee or an upsale on a passenger of a level that has services, in the quote's prices (I20):
 * the same reading as the server's check of option 5 (publishing/projection.ts option5Facts).
 */
export function pricesHaveFeeOrUpsale(sellers: SellerLike[]): boolean {
  return levelsOf(sellers).some(
    (level) =>
      (level.services?.length ?? 0) > 0 &&
      (level.pax_prices ?? []).some((pax) => nonZero(pax.fee) || nonZero(pax.mkt_coin)),
  );
}

/** The quote's services (S1) and prices (I20), read for these facts only; the server checks them again on save. */
export async function getOptionFacts(quoteId: QuoteId, signal?: AbortSignal): Promise<OptionFacts> {
  const [services, prices] = await Promise.all([
    http<Array<Pick<QuoteService, 'visible' | 'status'>>>(`/tenant/itinerary/services/${quoteId}`, { signal }),
    http<SellerLike[]>(`/tenant/itinerary/prices/${quoteId}`, { signal }),
  ]);
  const sellers = Array.isArray(prices) ? prices : [];
  return {
    // A cancelled service is not shown, so not hidden either.
    hasHiddenServices: services.some((s) => s.status !== SERVICE_STATUS.CANCELED && Number(s.visible) === 0),
    hasFeeOrUpsale: pricesHaveFeeOrUpsale(sellers),
    pricedLevels: pricedLevelsOf(sellers),
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
