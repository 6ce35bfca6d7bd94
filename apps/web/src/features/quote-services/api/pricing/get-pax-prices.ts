import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import { sellerRows, type PaxPricesModelItem } from './pax-prices-model';

/** GET /tenant/itinerary/pax-prices/{id}: per passenger, price, Upsales, fee and total of every level. */
export const getPaxPrices = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<PaxPricesModelItem[]>(`/tenant/itinerary/pax-prices/${quoteId}`, { signal }).then(sellerRows);
