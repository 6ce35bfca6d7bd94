import type { QuotePricingResult } from './price-quote';

// What a pricing run of a stored quote decides before anything is written (the API's re-price:
// load → price → store → outcome, decision 0103): which figures are storable, which services need
// only their dates written, the quote-level messages, and whether the result differs from the one
// stored. Pure: the API hands in what it read and writes what these answer.

/** Deep equality of JSON values whatever the order of object keys (jsonb answers them in its own). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // Runs on every figure of every re-priced service: counted in place, no key lists built.
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let defined = 0;
  for (const k in ra) {
    if (!Object.hasOwn(ra, k) || ra[k] === undefined) continue;
    if (!Object.hasOwn(rb, k) || !sameJson(ra[k], rb[k])) return false;
    defined++;
  }
  for (const k in rb) if (Object.hasOwn(rb, k) && rb[k] !== undefined) defined--;
  return defined === 0;
}

export interface QuoteLevelMessages {
  errors: string[];
  warnings: string[];
}

/**
 * Quote-level messages (a service's own errors live on the service), each wording once, with the
 * rooming list's warnings: a passenger in no room or a room over capacity shows on the level prices too.
 */
export function quoteLevelMessages(result: QuotePricingResult, rooming: readonly string[]): QuoteLevelMessages[] {
  const errors = new Set<string>();
  const warnings = new Set<string>(rooming);
  for (const m of result.messages) {
    if (m.service_id !== undefined) continue;
    (m.severity === 'error' ? errors : warnings).add(m.message);
  }
  return [{ errors: [...errors], warnings: [...warnings] }];
}

/** Amounts are stored with 12 integer digits: a figure at or past this cannot be stored. */
export const MAX_STORED_AMOUNT = 100_000_000_000;

/** The first figure whose cost or price the database cannot store, if any. */
export function unstorableFigure<T extends { cost: number; price: number }>(figures: readonly T[]): T | undefined {
  return figures.find((f) => Math.abs(f.cost) >= MAX_STORED_AMOUNT || Math.abs(f.price) >= MAX_STORED_AMOUNT);
}

/** The figure fields a re-price writes besides the dates. */
export const NON_DATE_FIGURES = [
  'quantity',
  'cost',
  'cost_unit',
  'price',
  'price_unit',
  'margin',
  'percentage_margin',
  'calculated_price',
  'service_price',
  'service_supplier',
  'errors',
] as const;

type NonDateFigures = { [K in (typeof NON_DATE_FIGURES)[number]]: unknown };

/**
 * Whether new figures differ from the stored ones only in their dates: every other figure is equal
 * as stored (JSON whatever its key order), so writing the dates alone stores what writing every
 * figure would.
 */
export function movedOnlyInDates(figures: NonDateFigures, stored: NonDateFigures): boolean {
  return NON_DATE_FIGURES.every((k) => sameJson(figures[k], stored[k]));
}

/** A quote's stored pricing result, as the run compares and writes it. */
export interface PricingResultOf {
  sales_manual_id: number | null;
  prices: unknown;
  pax_prices: unknown;
  upgrades: unknown;
  messages: unknown;
}

export interface RunVerdict {
  /** Whether any stored figure or price differs from before the run. */
  changed: boolean;
  /** The result is the one stored, to the last figure (services' dates may have moved). */
  asStored: boolean;
  /** Whether the run writes the result now (else its caller stamps it if it stores a version). */
  write: boolean;
}

/**
 * What a run changed against the stored result (none when the quote was never priced):
 * `servicesMoved` is the count of services whose figures it moved, `pricesMoved` whether the level
 * prices' fingerprint moved. A run that moved nothing need not write the same result again when
 * `unchangedUnwritten`: its caller writes it with the version it stores (decision 0046).
 */
export function runVerdict(
  stored: PricingResultOf | null | undefined,
  next: PricingResultOf,
  moves: { servicesMoved: number; pricesMoved: boolean; unchangedUnwritten: boolean },
): RunVerdict {
  const changed = moves.servicesMoved > 0 || moves.pricesMoved;
  const sameRest =
    !!stored &&
    stored.sales_manual_id === next.sales_manual_id &&
    sameJson(stored.pax_prices, next.pax_prices) &&
    sameJson(stored.upgrades, next.upgrades) &&
    sameJson(stored.messages, next.messages);
  // Services' figures may move while the result stays the one stored (a move by days in one season).
  const asStored = sameRest && (!changed || sameJson(stored?.prices, next.prices));
  return { changed, asStored, write: !moves.unchangedUnwritten || !asStored };
}
