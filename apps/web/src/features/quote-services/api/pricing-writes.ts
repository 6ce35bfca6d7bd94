import type { PaxPricesBody, ProcessResponse } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { PaxPricesRow } from '../logic/pax-price-edits';
import type { QuotePricesBody } from '../logic/price-settings';
import { quoteServicesKey } from './quote-services-key';

// The calls of the level prices panel: Upsales and fee per passenger and level, the quote's
// margins and seller type (spec 01 §7 "Passengers and prices", api-shapes.md).

/** Under the tab's key, so every services write can mark it stale with one prefix. */
export const paxPricesKey = (quoteId: number) => [...quoteServicesKey(quoteId), 'pax-prices'] as const;

/** GET /tenant/itinerary/pax-prices/{id}: per passenger, price, Upsales, fee and total of every level. */
export const getPaxPrices = (quoteId: number, signal?: AbortSignal) =>
  http<PaxPricesRow[]>(`/tenant/itinerary/pax-prices/${quoteId}`, { signal });

/** POST /tenant/itinerary/pax-prices/{id}: cells, rows, columns or all; answers the new pax prices (422 when a figure would be negative). */
export const savePaxPrices = (quoteId: number, body: PaxPricesBody) =>
  http<PaxPricesRow[]>(`/tenant/itinerary/pax-prices/${quoteId}`, { method: 'POST', body });

/** POST /tenant/itinerary/prices/{id}: margins and seller type, answered with the re-priced quote. */
export const savePriceSettings = (quoteId: number, body: QuotePricesBody) =>
  http<ProcessResponse>(`/tenant/itinerary/prices/${quoteId}`, { method: 'POST', body });
