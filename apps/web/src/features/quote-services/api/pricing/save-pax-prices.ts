import type { PaxPricesBody, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import type { PaxPricesRow } from '../../logic/pax-price-edits';

/** POST /tenant/itinerary/pax-prices/{id}: cells, rows, columns or all; answers the new pax prices (422 when a figure would be negative). */
export const savePaxPrices = (quoteId: QuoteId, body: PaxPricesBody) =>
  http<PaxPricesRow[]>(`/tenant/itinerary/pax-prices/${quoteId}`, { method: 'POST', body });
