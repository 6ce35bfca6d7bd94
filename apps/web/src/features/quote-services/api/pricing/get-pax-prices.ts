import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import type { PaxPricesRow } from '../../logic/pax-price-edits';

/** GET /tenant/itinerary/pax-prices/{id}: per passenger, price, Upsales, fee and total of every level. */
export const getPaxPrices = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<PaxPricesRow[]>(`/tenant/itinerary/pax-prices/${quoteId}`, { signal });
