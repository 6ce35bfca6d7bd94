import { MARKUP_FIELDS, SUPPLY_FIELDS } from './supply-and-markup';

// Removes the price fields a user may not see from any response (docs/domain/README.md: enforcement is on the
// server). Keys are left out, never set to null, at every depth, so no nested line leaks a cost.

/** Fields that reveal the tenant's costs or margins. */
export const COST_FIELDS: ReadonlySet<string> = new Set([
  'cost',
  'cost_unit',
  'costs',
  'margin',
  'percentage_margin',
  'total_cost',
  'sub_total_hotel',
  'sub_total_service',
  'margin_percentage_hotel',
  'margin_percentage_service',
  'margin_hotel',
  'margin_services',
  'unit_cost',
  'rounding_gain',
]);

/** Fields that reveal sale prices. */
export const SALE_FIELDS: ReadonlySet<string> = new Set([
  'price',
  'price_unit',
  'price_saas',
  'calculated_price',
  'total',
  'total_price',
  'hotel_total',
  'services_total',
  'mkt_coin',
  'mkt_percentage',
  'fee',
  'per_person',
  'single_supplement',
  'room_type_prices',
  // Each child's final price (docs/domain/pricing.md#children-and-infants).
  'child_prices',
  'upgrades',
  // The quote list's per-level totals (a whole list of sale prices).
  'level_prices',
]);

export interface PriceVisibility {
  canViewCost: boolean;
  canViewSale: boolean;
  /**
   * The supply side and the markup (seesSupplyAndMarkup): false for a client agency, whose answers
   * lose Upsales and fees and carry empty supplier lists. Left out, it counts as seen (catalogue answers).
   */
  canViewMarkup?: boolean;
}

/**
 * A deep copy of `value` without the fields the user may not see. Plain objects and arrays are
 * copied; other values (dates, primitives) are returned as they are. Supplier lines keep their
 * code and name but lose cost and cost_unit, so "who provides it" stays visible.
 */
export function stripPriceFields<T>(value: T, visibility: PriceVisibility): T {
  if (visibility.canViewCost && visibility.canViewSale && visibility.canViewMarkup !== false) return value;
  return strip(value, visibility) as T;
}

function strip(value: unknown, v: PriceVisibility): unknown {
  if (Array.isArray(value)) return value.map((x) => strip(x, v));
  if (value === null || typeof value !== 'object') return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!v.canViewCost && COST_FIELDS.has(key)) continue;
    if (!v.canViewSale && SALE_FIELDS.has(key)) continue;
    if (v.canViewMarkup === false && MARKUP_FIELDS.has(key)) continue;
    if (v.canViewMarkup === false && SUPPLY_FIELDS.has(key)) {
      if (Array.isArray(inner)) out[key] = [];
      continue;
    }
    out[key] = strip(inner, v);
  }
  return out;
}

/**
 * Whether a history entry's values (from, to) reveal a cost or a sale price to this user: the
 * entry itself stays (someone changed the margin), its figures do not. Service edits are stored
 * under their edit_ names (edit_cost_unit, edit_price, …); margin settings as margin_*; Upsales,
 * fees and typed final prices as pax_prices.
 */
export function historyValuesHidden(field: string | null, visibility: PriceVisibility): boolean {
  if (field === null) return false;
  const name = field.replace(/^edit_/, '');
  if (!visibility.canViewCost && (COST_FIELDS.has(name) || name.startsWith('margin'))) return true;
  if (!visibility.canViewSale && (SALE_FIELDS.has(name) || name === 'pax_prices')) return true;
  // Upsales and fees are edited as pax_prices; supplier lines are the supply side.
  if (
    visibility.canViewMarkup === false &&
    (MARKUP_FIELDS.has(name) || SUPPLY_FIELDS.has(name) || name === 'pax_prices')
  )
    return true;
  return false;
}
