import { amountToCents, centsToAmount } from '../money/cents';
import { QUOTE_STATUS } from '../statuses/quote-status-machine';

// Rate-change impact (docs/domain/rate-changes.md, decision 0065): what a quote's levels would
// become if priced again with today's catalogue, and whether a sold trip would now lose money.

/** The figures of a stored level price the impact compares (the seller entry of a pricing result). */
export interface ImpactLevel {
  level: number;
  type: string;
  total: number;
  fee: number;
  margin: number;
  sub_total_hotel: number;
  sub_total_service: number;
  services: readonly unknown[];
}

export interface LevelImpact {
  level: number;
  type: string;
  total_before: number;
  total_after: number;
  cost_before: number;
  cost_after: number;
  margin_before: number;
  margin_after: number;
  /** margin_after − margin_before, in the quote's currency. */
  margin_change: number;
  /** The margin as a share of the level's total (percent, 2 decimals; 0 when nothing is sold). */
  margin_percent_before: number;
  margin_percent_after: number;
  /** margin_percent_after − margin_percent_before, in percentage points. */
  margin_percent_change: number;
}

/** Quotes a rate change lists as open (may be re-priced): In Preparation, Sent, Under Review. */
export const RATE_IMPACT_OPEN_STATUSES: readonly number[] = [
  QUOTE_STATUS.IN_PREPARATION,
  QUOTE_STATUS.SENT,
  QUOTE_STATUS.UNDER_REVIEW,
];

const cents = (v: number) => amountToCents(v);
const money = (c: number) => centsToAmount(c);
export const levelCost = (l: ImpactLevel) => money(cents(l.sub_total_hotel) + cents(l.sub_total_service));
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

/**
 * Each level in use before or after (it holds a service), paired by level: totals, costs and
 * margins before and after, and the margin's change in money and in percentage points.
 */
export function levelImpacts(before: readonly ImpactLevel[], after: readonly ImpactLevel[]): LevelImpact[] {
  const afterBy = new Map(after.map((l) => [l.level, l]));
  const out: LevelImpact[] = [];
  for (const b of before) {
    const a = afterBy.get(b.level);
    if (!a || (b.services.length === 0 && a.services.length === 0)) continue;
    const pctBefore = percentOf(b.margin, b.total);
    const pctAfter = percentOf(a.margin, a.total);
    out.push({
      level: b.level,
      type: b.type,
      total_before: b.total,
      total_after: a.total,
      cost_before: levelCost(b),
      cost_after: levelCost(a),
      margin_before: b.margin,
      margin_after: a.margin,
      margin_change: money(cents(a.margin) - cents(b.margin)),
      margin_percent_before: pctBefore,
      margin_percent_after: pctAfter,
      margin_percent_change: Math.round((pctAfter - pctBefore) * 100) / 100,
    });
  }
  return out;
}

export interface SoldBelowCost {
  level: number;
  type: string;
  sold_total: number;
  cost_before: number;
  cost_after: number;
  /** What the sold price leaves once the fees and the new cost are paid: below 0 when sold below the new cost. */
  margin_left: number;
}

/**
 * A confirmed quote keeps the price it was sold at (a sold trip is never re-priced). It is "sold
 * below the new cost" when, at the level sold (else every level in use), the sold total minus its
 * fees no longer covers the new cost: the margin left is below zero. Null when it still does.
 */
export function soldBelowCost(
  sold: readonly ImpactLevel[],
  repriced: readonly ImpactLevel[],
  soldLevel: number | null,
): SoldBelowCost | null {
  const afterBy = new Map(repriced.map((l) => [l.level, l]));
  const levels = sold.filter((l) => (soldLevel ? l.level === soldLevel : l.services.length > 0));
  for (const s of levels) {
    const a = afterBy.get(s.level);
    if (!a) continue;
    const left = cents(s.total) - cents(s.fee) - cents(levelCost(a));
    if (left < 0)
      return {
        level: s.level,
        type: s.type,
        sold_total: s.total,
        cost_before: levelCost(s),
        cost_after: levelCost(a),
        margin_left: money(left),
      };
  }
  return null;
}
