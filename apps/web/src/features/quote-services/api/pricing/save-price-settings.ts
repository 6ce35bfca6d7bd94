import type { ProcessResponse, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../../lib/http';
import type { QuotePricesBody } from '../../logic/price-settings';

/** POST /tenant/itinerary/prices/{id}: margins and seller type, answered with the re-priced quote. */
export const savePriceSettings = (quoteId: QuoteId, body: QuotePricesBody) =>
  http<ProcessResponse>(`/tenant/itinerary/prices/${quoteId}`, { method: 'POST', body });
