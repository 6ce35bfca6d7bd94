import type { quotePricesBodySchema } from '@itinera/domain/contracts';
import { roundAmount } from '@itinera/domain';
import { priceEntries, type PriceEntry } from './level-prices';

// The quote's margins (percent of the sale price, docs/domain/pricing.md#step-4-sale-price-and-margin) and seller type, set in the
// level prices panel through POST /tenant/itinerary/prices/{id}.

export interface Margins {
  hotel?: number;
  services?: number;
}

export type SellerType = 'seller' | 'reseller';
/** POST /tenant/itinerary/prices/{id} (contract quotePricesBodySchema). */
/** The body of POST /tenant/itinerary/prices/{id} (the contract's quotePricesBodySchema). */
export type QuotePricesBody = ReturnType<(typeof quotePricesBodySchema)['parse']>;

/**
 * The margins the quote is priced with: its own settings when the answer carries them, else (the
 * sales manual's margins apply) read from the figures: the margin % of the first level that has
 * hotels (or services).
 * Cost fields: absent for a user who may not see costs, and then there is nothing to show.
 */
export function currentMargins(prices: readonly unknown[]): Margins {
  const seller = priceEntries(prices).find((e) => e.type === 'seller') ?? priceEntries(prices)[0];
  const explicit = seller as (PriceEntry & { margin_hotel?: number; margin_services?: number }) | undefined;
  const levels = seller?.prices ?? [];
  const hotel = explicit?.margin_hotel ?? levels.find((l) => (l.hotel_total ?? 0) > 0)?.margin_percentage_hotel;
  const services =
    explicit?.margin_services ?? levels.find((l) => (l.services_total ?? 0) > 0)?.margin_percentage_service;
  const out: Margins = {};
  if (hotel !== undefined) out.hotel = hotel;
  if (services !== undefined) out.services = services;
  return out;
}

export const MARGIN_MAX = 99.99;

/** The body for one margin edit, rounded to 2 decimals; null when it does not change anything. */
export function marginBody(which: keyof Margins, value: number, current: Margins): QuotePricesBody | null {
  const next = roundAmount(value);
  if (current[which] !== undefined && roundAmount(current[which]) === next) return null;
  return which === 'hotel' ? { margin_hotel: next } : { margin_services: next };
}

/** The quote's seller type: the entry marked `selected`, else seller. */
export function selectedSellerType(prices: readonly unknown[]): SellerType {
  return priceEntries(prices).find((e) => e.selected)?.type === 'reseller' ? 'reseller' : 'seller';
}
