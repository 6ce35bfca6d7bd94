import type { QuoteService, ServiceEditBody } from '@itinera/domain/contracts';
import { round2 } from './pax-price-edits';

// What a typed figure sends to process (docs/domain/services.md#price-edit-origins). The contract takes the
// unit cost, the quantity, the final price or the margin percentage; a typed price unit becomes
// the final price it implies (price unit × the units the sale counts), because the units (pax,
// nights, vehicles) are the engine's business, not the cell's.

/** How many price units the sale price counts (price ÷ price unit), else the service's quantity. */
export function saleUnits(service: Pick<QuoteService, 'price' | 'price_unit' | 'quantity'>): number {
  if (service.price !== undefined && service.price_unit) return service.price / service.price_unit;
  return service.quantity > 0 ? service.quantity : 1;
}

export type PriceField = 'cost_unit' | 'price_unit' | 'price' | 'percentage_margin';

export function priceEdit(service: QuoteService, field: PriceField, value: number): ServiceEditBody {
  switch (field) {
    case 'price_unit':
      return { id: service.id, price: round2(value * saleUnits(service)) };
    case 'percentage_margin':
      return { id: service.id, percentage_margin: Math.min(99.99, round2(value)) };
    default:
      return { id: service.id, [field]: round2(value) };
  }
}
