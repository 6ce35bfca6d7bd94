import { roundAmount } from '../money/cents';

// What a figure typed in the services tab sends to process (docs/domain/services.md#price-edit-origins).
// The call takes the unit cost, the quantity, the final price or the margin percentage; a typed
// price unit becomes the final price it implies (price unit × the units the sale counts), because
// the units (pax, nights, vehicles) are the engine's business, not the cell's.

/** The highest margin percentage the process call accepts (a margin of 100 % would divide by zero). */
export const MAX_MARGIN_PERCENTAGE = 99.99;

/** The figures of a quote's service a typed price reads (the contract's QuoteService carries them). */
export interface PricedServiceFigures {
  id: number;
  price?: number;
  price_unit?: number;
  quantity: number;
}

/** How many price units the sale price counts (price ÷ price unit), else the service's quantity. */
export function saleUnits(service: Pick<PricedServiceFigures, 'price' | 'price_unit' | 'quantity'>): number {
  if (service.price !== undefined && service.price_unit) return service.price / service.price_unit;
  return service.quantity > 0 ? service.quantity : 1;
}

export type PriceField = 'cost_unit' | 'price_unit' | 'price' | 'percentage_margin';

/**
 * One service's edit as the process call takes it: a subset of the contract's ServiceEditBody, named
 * here so pricing does not import the contracts that import pricing (decision 0106).
 */
export type PriceEditBody = { id: number } & { [F in Exclude<PriceField, 'price_unit'>]?: number };

/** The process edit for one typed figure of a service. */
export function priceEdit(service: PricedServiceFigures, field: PriceField, value: number): PriceEditBody {
  switch (field) {
    case 'price_unit':
      return { id: service.id, price: roundAmount(value * saleUnits(service)) };
    case 'percentage_margin':
      return { id: service.id, percentage_margin: Math.min(MAX_MARGIN_PERCENTAGE, roundAmount(value)) };
    default:
      return { id: service.id, [field]: roundAmount(value) } as PriceEditBody;
  }
}
