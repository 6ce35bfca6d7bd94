import { same, type HistoryEntry } from '../quote-core/quote-versions';
import type { ServiceRow, ServiceValues } from './quote-services.repository';

// The history entries of an edit of one service: one per field that really changes, each with the
// value the user saw before it.

/** A price edit's field and the figure the service held when it had no edit of its own. */
const EFFECTIVE_OF: Record<string, keyof ServiceRow> = {
  edit_cost_unit: 'cost_unit',
  edit_quantity: 'quantity',
  edit_percentage_margin: 'percentage_margin',
  edit_price: 'price',
};

/**
 * The value a change started from, as the user saw it: a first price edit replaces the figure the
 * engine computed (the quote's or the sales manual's margin, the rate's cost), not nothing, so the
 * history says "Margin %: 20 → 22" rather than "— → 22".
 */
function oldValue(s: ServiceRow, field: string): unknown {
  const held = (s as unknown as Record<string, unknown>)[field] ?? null;
  const effective = EFFECTIVE_OF[field];
  return held === null && effective ? (s[effective] ?? null) : held;
}

/** History entries of the fields that really change. */
export function changes(s: ServiceRow, v: ServiceValues): HistoryEntry[] {
  return Object.entries(v)
    .filter(([field, to]) => !same((s as unknown as Record<string, unknown>)[field] ?? null, to ?? null))
    .map(([field, to]) => ({
      entity: 'service',
      entityId: s.id,
      action: 'updated',
      field,
      from: oldValue(s, field),
      to: to ?? null,
    }));
}
