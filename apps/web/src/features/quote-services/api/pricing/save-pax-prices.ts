import type { PaxPricesBody, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import { logAndRethrow } from '../../../../lib/log-and-rethrow';
import { sellerRows, type PaxPricesModelItem } from './pax-prices-model';

/** POST /tenant/itinerary/pax-prices/{id}: cells, rows, columns or all; answers the new pax prices (422 when a figure would be negative). */
export const savePaxPrices = (quoteId: QuoteId, body: PaxPricesBody) =>
  logAndRethrow(
    'Fetch pax prices error', // the spec's words for this save (spec 02 §8)
    http<PaxPricesModelItem[]>(`/tenant/itinerary/pax-prices/${quoteId}`, { method: 'POST', body }).then(sellerRows),
  );
