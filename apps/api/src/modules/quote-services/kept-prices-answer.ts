import type { PriceVisibility } from '@itinera/domain';
import { freezeShared } from '../../lib/deep-freeze';
import type { PricingRow } from './passengers.repository';
import { pricesAnswer } from './prices-presenter';
import { sameRows } from './pricing-memo';
import type { ServiceRow } from './quote-services.repository';

// The level prices a write answers, kept with the pricing result they were made from (decision
// 0047): a re-price that the pricing memo answered from its kept run has the same (frozen) result,
// and when the quote's seller settings, messages, visibility and service rows are the same too the
// answer is the same frozen object, whose ~60 KB of JSON the serializer then writes only once.

interface Kept {
  key: string;
  upgrades: unknown;
  services: readonly ServiceRow[];
  answer: ReturnType<typeof pricesAnswer>;
}
const byResult = new WeakMap<object, Kept>();

export function keptPricesAnswer(
  quote: { id: number; sold_level?: number | null; created_at?: Date | string; updated_at?: Date | string },
  pricing: PricingRow,
  visibility: PriceVisibility,
  services: readonly ServiceRow[],
) {
  const prices = pricing.prices as object;
  if (!Object.isFrozen(prices)) return pricesAnswer(quote, pricing, visibility, services);
  const key = JSON.stringify([
    quote.id,
    quote.sold_level ?? null,
    quote.created_at ?? null,
    pricing.priced_at ?? quote.updated_at ?? null,
    pricing.seller_type,
    pricing.margin_hotel,
    pricing.margin_services,
    pricing.messages,
    visibility,
  ]);
  const kept = byResult.get(prices);
  if (kept && kept.key === key && kept.upgrades === pricing.upgrades && sameRows(kept.services, services))
    return kept.answer;
  const answer = freezeShared(pricesAnswer(quote, pricing, visibility, services));
  byResult.set(prices, { key, upgrades: pricing.upgrades, services, answer });
  return answer;
}
