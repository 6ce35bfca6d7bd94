// Level warnings and the save check of pax prices (docs/domain/pricing.md#warnings-and-errors, step 7).
import type { PaxId } from '../rooms/rooms.schemas';
import type { LevelResult } from './level-totals';
import { MESSAGES, levelWithoutHotelMessage, type PricingMessage } from './messages';

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

/** Saving pax prices is refused when any total_price, mkt_coin or fee is negative (docs/domain/pricing.md#step-7-upsales-and-fee). */
export function canSavePaxPrices(
  levels: readonly { pax_prices: readonly { total_price: number; mkt_coin: number; fee: number }[] }[],
): boolean {
  return levels.every((l) => l.pax_prices.every((p) => p.total_price >= 0 && p.mkt_coin >= 0 && p.fee >= 0));
}
