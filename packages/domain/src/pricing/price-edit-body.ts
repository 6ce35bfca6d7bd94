import type { QuoteService, ServiceEditBody } from '../contracts/quote-services.contract';
import { roundAmount } from '../money/cents';

// What a figure typed in the services tab sends to process (docs/domain/services.md#price-edit-origins).
// The call takes the unit cost, the quantity, the final price or the margin percentage; a typed
// price unit becomes the final price it implies (price unit × the units the sale counts), because
// the units (pax, nights, vehicles) are the engine's business, not the cell's.

/** The highest margin percentage the process call accepts (a margin of 100 % would divide by zero). */
export const MAX_MARGIN_PERCENTAGE = 99.99;

/** How many price units the sale price counts (price ÷ price unit), else the service's quantity. */
export function saleUnits(service: Pick<QuoteService, 'price' | 'price_unit' | 'quantity'>): number {
  if (service.price !== undefined && service.price_unit) return service.price / service.price_unit;
  return service.quantity > 0 ? service.quantity : 1;
}

export type PriceField = 'cost_unit' | 'price_unit' | 'price' | 'percentage_margin';

/** The process edit for one typed figure of a service. */
export function priceEdit(service: QuoteService, field: PriceField, value: number): ServiceEditBody {
  switch (field) {
    case 'price_unit':
      return { id: service.id, price: roundAmount(value * saleUnits(service)) };
    case 'percentage_margin':
      return { id: service.id, percentage_margin: Math.min(MAX_MARGIN_PERCENTAGE, roundAmount(value)) };
    default:
      return { id: service.id, [field]: roundAmount(value) };
  }
}
