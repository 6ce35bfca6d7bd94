// Sale price from cost (docs/domain/pricing.md#step-4-sale-price-and-margin). Gross margin is the DMC default: the margin is a share
// of the sale price, price = cost / (1 − m). A tenant may choose markup, price = cost × (1 + k).
import { amountToCents, centsToAmount, mulDivRound } from '../money/cents';
import { dec, fromCents, fromInt, mul, toCents, type DecimalInput, type Frac } from '../money/decimal';
import type { PricingMode, ServiceEdit } from './pricing.schemas';

/** Exact sale price of an exact cost at `percent` (margin or markup, in percent). */
export function salePrice(cost: Frac, percent: Frac, mode: PricingMode): Frac {
  // percent/100 as p.n / (p.d·100): price = cost·100·p.d / (100·p.d − p.n) for margin
  if (mode === 'markup') return mul(cost, { n: 100n * percent.d + percent.n, d: 100n * percent.d });
  const denom = 100n * percent.d - percent.n;
  if (denom <= 0n) throw new RangeError('A gross margin must stay below 100 %');
  return mul(cost, { n: 100n * percent.d, d: denom });
}

/**
 * The percentage a price represents over a cost, 2 decimals, recomputed from the figures (never
 * averaged). Margin: (price − cost) ÷ price; markup: (price − cost) ÷ cost. 0 when the divisor is 0.
 */
export function percentageFromPrice(priceCents: number, costCents: number, mode: PricingMode): number {
  const base = mode === 'markup' ? costCents : priceCents;
  if (base === 0) return 0;
  return mulDivRound(priceCents - costCents, 10_000, base) / 100;
}

/** The edit origins of the pricing tab (docs/domain/spec-sections.md#spec-02-section-4), plus editing the percentage itself. */
export type PriceEditOrigin = 'unit_price' | 'quantity' | 'new_unit_price' | 'final_price' | 'price' | 'percentage';

export interface PriceLineFigures {
  quantity: number;
  cost_unit: number;
  cost: number;
  price_unit: number;
  price: number;
  margin: number;
  percentage_margin: number;
  calculated_price: number;
  isPriceEdited: boolean;
}

function unitOf(totalCents: number, quantity: number): number {
  return quantity > 0 ? centsToAmount(mulDivRound(totalCents, 1, quantity)) : 0;
}

/**
 * Applies one edit of the pricing tab and returns the new figures with what must be stored as the
 * service's edit. Unit price is the net (cost) unit; new unit price the sale unit; final price and
 * price the line's total sale price. Editing a price recomputes the percentage; editing the
 * percentage recomputes the price; a quantity change keeps both unit prices.
 */
export function applyPriceEdit(
  line: PriceLineFigures,
  origin: PriceEditOrigin,
  value: DecimalInput,
  mode: PricingMode,
  previousEdit: ServiceEdit = {},
): { figures: PriceLineFigures; edit: ServiceEdit } {
  const q = line.quantity;
  let costCents = amountToCents(line.cost);
  let priceCents = amountToCents(line.price);
  let costUnit = line.cost_unit;
  let priceUnit = line.price_unit;
  let quantity = q;
  let pct = line.percentage_margin;
  const edit: ServiceEdit = { ...previousEdit };
  switch (origin) {
    case 'unit_price': {
      const exactCost = mul(dec(value), fromInt(q));
      costUnit = centsToAmount(toCents(dec(value)));
      costCents = toCents(exactCost);
      if (edit.price !== undefined) pct = percentageFromPrice(priceCents, costCents, mode);
      else priceCents = toCents(salePrice(exactCost, dec(pct), mode));
      edit.cost_unit = value;
      break;
    }
    case 'quantity': {
      quantity = Math.max(0, Math.trunc(Number(value)));
      costCents = toCents(mul(dec(costUnit), fromInt(quantity)));
      priceCents = toCents(mul(dec(priceUnit), fromInt(quantity)));
      pct = percentageFromPrice(priceCents, costCents, mode);
      edit.quantity = quantity;
      break;
    }
    case 'new_unit_price':
      priceCents = toCents(mul(dec(value), fromInt(q)));
      pct = percentageFromPrice(priceCents, costCents, mode);
      delete edit.percentage_margin;
      edit.price = centsToAmount(priceCents);
      break;
    case 'final_price':
    case 'price':
      priceCents = toCents(dec(value));
      pct = percentageFromPrice(priceCents, costCents, mode);
      delete edit.percentage_margin;
      edit.price = centsToAmount(priceCents);
      break;
    case 'percentage':
      pct = centsToAmount(toCents(dec(value)));
      priceCents = toCents(salePrice(fromCents(costCents), dec(pct), mode));
      delete edit.price;
      edit.percentage_margin = pct;
      break;
  }
  if (origin !== 'unit_price' && origin !== 'quantity') costUnit = unitOf(costCents, quantity);
  if (origin !== 'quantity' || quantity === 0) priceUnit = unitOf(priceCents, quantity);
  const calculated = amountToCents(line.calculated_price);
  return {
    figures: {
      quantity,
      cost_unit: costUnit,
      cost: centsToAmount(costCents),
      price_unit: priceUnit,
      price: centsToAmount(priceCents),
      margin: centsToAmount(priceCents - costCents),
      percentage_margin: pct,
      calculated_price: line.calculated_price,
      isPriceEdited: priceCents !== calculated,
    },
    edit,
  };
}
