// Level warnings and the save check of pax prices (docs/domain/pricing.md#warnings-and-errors, step 7).
import { formatNumber } from '../format/number-format';
import { LEVEL_NAMES } from '../levels/levels';
import type { PaxId } from '../rooms/rooms.schemas';
import type { LevelResult } from './level-totals';
import { childWithoutAgeMessage, MESSAGES, levelWithoutHotelMessage, type PricingMessage } from './messages';
import type { Passenger } from './pricing.schemas';

export const NEGATIVE_PAX_PRICE_MESSAGE = 'Total price, Upsales and fee cannot be negative';

export function levelWarnings(l: LevelResult, paxIds: readonly PaxId[]): PricingMessage[] {
  const out: PricingMessage[] = [];
  if (l.totalCents < 0)
    out.push({
      code: 'LEVEL_PRICE_NEGATIVE',
      severity: 'error',
      message: MESSAGES.LEVEL_PRICE_NEGATIVE,
      level: l.level,
    });
  if (!l.inUse) return out;
  const noUpsales = l.pax.filter((p) => p.mktCents === 0).map((p) => paxIds[p.paxIndex]);
  if (noUpsales.length > 0) {
    out.push({
      code: 'UPSALES_NOT_ADDED',
      severity: 'warning',
      message: MESSAGES.UPSALES_NOT_ADDED,
      level: l.level,
      pax_ids: noUpsales,
    });
  }
  if (!l.hasHotel)
    out.push({
      code: 'LEVEL_WITHOUT_HOTEL',
      severity: 'warning',
      message: levelWithoutHotelMessage(l.level),
      level: l.level,
    });
  const negative = l.pax
    .filter((p) => p.totalCents < 0 || p.mktCents < 0 || p.feeCents < 0)
    .map((p) => paxIds[p.paxIndex]);
  if (negative.length > 0) {
    out.push({
      code: 'NEGATIVE_PAX_PRICE',
      severity: 'error',
      message: NEGATIVE_PAX_PRICE_MESSAGE,
      level: l.level,
      pax_ids: negative,
    });
  }
  return out;
}

interface SavedPaxCell {
  pax_id: PaxId;
  price: number;
  total_price: number;
  mkt_coin: number;
  fee: number;
}
interface SavedLevel {
  level: number;
  total: number;
  pax_prices: readonly SavedPaxCell[];
}

/** Saving pax prices is refused when any total_price, mkt_coin or fee is negative (docs/domain/pricing.md#step-7-upsales-and-fee). */
export function canSavePaxPrices(levels: readonly Pick<SavedLevel, 'pax_prices'>[]): boolean {
  return levels.every((l) => l.pax_prices.every((p) => p.total_price >= 0 && p.mkt_coin >= 0 && p.fee >= 0));
}

const levelName = (level: number) => LEVEL_NAMES[level as keyof typeof LEVEL_NAMES] ?? `level ${level}`;

/**
 * Why a write may not store these seller levels, or null when it may: a level total below 0, or a
 * passenger whose total, Upsales or fee is negative (docs/domain/pricing.md#step-7-upsales-and-fee).
 * Every write that re-prices asks, not only the pax-prices save: a final price typed before a
 * service got dearer would otherwise be stored with negative Upsales, and every later save refused
 * until it was typed again (decision 0057). The sentence names the passenger and the level, and says
 * what to type; `label` names a passenger (by its index among the quote's passengers).
 */
export function paxPricesRefusal(
  levels: readonly SavedLevel[],
  label: (paxId: PaxId, index: number) => string,
): string | null {
  const negativeLevel = levels.find((l) => l.total < 0);
  if (negativeLevel) return `${MESSAGES.LEVEL_PRICE_NEGATIVE} (${levelName(negativeLevel.level)})`;
  for (const l of levels) {
    const index = l.pax_prices.findIndex((p) => p.total_price < 0 || p.mkt_coin < 0 || p.fee < 0);
    if (index < 0) continue;
    const p = l.pax_prices[index]!;
    const who = label(p.pax_id, index);
    // Upsales and fees are never negative inputs: the cause is a final price typed under the share.
    const reason =
      p.total_price < p.price
        ? `${who}'s final price at ${levelName(l.level)} (${formatNumber(p.total_price)}) is below their share of the services (${formatNumber(p.price, 2)}). Type a final price of at least ${formatNumber(Math.ceil(p.price))} or clear it.`
        : `${who} at ${levelName(l.level)}.`;
    return `${NEGATIVE_PAX_PRICE_MESSAGE}: ${reason}`;
  }
  return null;
}

/**
 * A child or an infant whose age is unknown pays the adult rate: one warning per such passenger
 * (docs/domain/pricing.md#children-and-infants), so the price is never silently an adult's.
 */
export function childWithoutAgeWarnings(passengers: readonly Passenger[]): PricingMessage[] {
  const out: PricingMessage[] = [];
  passengers.forEach((p, i) => {
    if ((p.type === 'child' || p.type === 'infant') && (p.age === null || p.age === undefined))
      out.push({
        code: 'CHILD_WITHOUT_AGE',
        severity: 'warning',
        message: childWithoutAgeMessage(i + 1, p.type),
        pax_ids: [p.id],
      });
  });
  return out;
}
