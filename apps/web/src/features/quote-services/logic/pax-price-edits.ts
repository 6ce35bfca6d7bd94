import { amountToCents, ceilToUnit, centsToAmount, isSoldLevel, LEVEL_NAMES, roundAmount } from '@itinera/domain';
import type { PaxPricesBody } from '@itinera/domain/contracts';
import type { PaxLevelPrice } from './level-prices';

// The Upsales and fee editor (docs/domain/pricing.md#step-7-upsales-and-fee): what the seller types becomes the body of
// POST /tenant/itinerary/pax-prices/{id}. A cell is one passenger at one level; a row leaves out
// the level, a column the passenger, "all" both. Rounding follows docs/domain/spec-sections.md#spec-02-section-5: Upsales % and fee to
// 2 decimals, a typed final price up to a whole unit (the server does the same).

export type PaxLevel = 1 | 2 | 3;
export type PaxField = 'mkt_percentage' | 'fee' | 'total_price';
export type PaxId = number | string;

/** Upsales % and fee set at once for a row, a column or everything; a blank value is left as it is. */
export interface PaxValues {
  mkt_percentage?: number;
  fee?: number;
}

export interface PaxScope {
  pax_id?: PaxId;
  level?: PaxLevel;
}

/** A final price up to the whole unit, as the engine rounds total_price. */
export const wholeUp = (value: number): number => centsToAmount(ceilToUnit(amountToCents(value)));

export const roundPaxValue = (field: PaxField, value: number): number =>
  field === 'total_price' ? wholeUp(value) : roundAmount(value);

const FIELD_NAMES: Record<PaxField, string> = { mkt_percentage: 'Upsales', fee: 'Fee', total_price: 'Total price' };

/** Why a typed value cannot be saved, or null. Negative figures are refused (docs/domain/pricing.md#step-7-upsales-and-fee). */
export function paxValueError(field: PaxField, value: number): string | null {
  if (!Number.isFinite(value)) return `${FIELD_NAMES[field]} must be a number.`;
  if (value < 0) return `${FIELD_NAMES[field]} cannot be negative.`;
  return null;
}

/** One cell: one passenger at one level. */
export function cellBody(paxId: PaxId, level: PaxLevel, field: PaxField, value: number): PaxPricesBody {
  const entry: PaxPricesBody[number] = { pax_id: paxId, level };
  entry[field] = roundPaxValue(field, value);
  return [entry];
}

/**
 * A row (pax_id only), a column (level only) or everything (neither). Null when nothing was
 * typed: a blank field keeps each cell's own value.
 */
export function scopeBody(scope: PaxScope, values: PaxValues): PaxPricesBody | null {
  const entry: PaxPricesBody[number] = {};
  if (scope.pax_id !== undefined) entry.pax_id = scope.pax_id;
  if (scope.level !== undefined) entry.level = scope.level;
  if (values.mkt_percentage !== undefined) entry.mkt_percentage = roundAmount(values.mkt_percentage);
  if (values.fee !== undefined) entry.fee = roundAmount(values.fee);
  return values.mkt_percentage === undefined && values.fee === undefined ? null : [entry];
}

/** The first refusal among the values of a row, column or all, or null. */
export function scopeValuesError(values: PaxValues): string | null {
  for (const field of ['mkt_percentage', 'fee'] as const) {
    const v = values[field];
    const error = v === undefined ? null : paxValueError(field, v);
    if (error) return error;
  }
  return null;
}

/** Who the scope is, in words, for the bulk controls' titles. */
export function scopeLabel(scope: PaxScope, paxName?: string): string {
  const who = scope.pax_id !== undefined ? (paxName ?? 'This passenger') : 'Every passenger';
  const where = scope.level !== undefined ? `at ${LEVEL_NAMES[scope.level]}` : 'at every level';
  return `${who} ${where}`;
}

// ---- The GET answer as table rows ----

export interface PaxPassenger {
  id: number;
  name: string;
  type: 'adult' | 'child' | 'infant';
  age: number | null;
}

export interface PaxPricesRow {
  pax_id: PaxId;
  passenger: PaxPassenger | null;
  price_levels: PaxLevelPrice[];
}

export interface PaxTableRow {
  paxId: PaxId;
  name: string;
  detail: string;
  levels: Partial<Record<PaxLevel, PaxLevelPrice>>;
}

/** Rows of the editor: a passenger without a name reads 'Passenger 2', a child shows their age. */
export function paxTableRows(answer: readonly PaxPricesRow[]): PaxTableRow[] {
  return answer.map((row, i) => {
    const p = row.passenger;
    const levels: PaxTableRow['levels'] = {};
    for (const l of row.price_levels) if (isSoldLevel(l.level)) levels[l.level] = l;
    const type = p?.type === 'child' ? 'Child' : p?.type === 'infant' ? 'Infant' : 'Adult';
    const detail = type !== 'Adult' && p?.age != null ? `${type}, ${p.age}` : type;
    return { paxId: row.pax_id, name: p?.name.trim() || `Passenger ${i + 1}`, detail, levels };
  });
}

/** Σ of the passengers' final prices at a level: the level total (docs/domain/pricing.md#step-8-level-total-and-rounding-gain). */
export function paxLevelSum(rows: readonly PaxTableRow[], level: PaxLevel): number | undefined {
  const totals = rows.map((r) => r.levels[level]?.total_price).filter((t): t is number => t !== undefined);
  return totals.length === 0 ? undefined : centsToAmount(totals.reduce((a, t) => a + amountToCents(t), 0));
}
