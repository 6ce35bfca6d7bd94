// Upsales and fee per passenger and level (docs/domain/pricing.md#step-7-upsales-and-fee). All figures are integer cents; only
// the final total_price is rounded up to a whole unit.
import { amountToCents, ceilToUnit, mulDivRound, percentToBasisPoints } from '../money/cents';
import type { PaxId } from '../rooms/rooms.schemas';
import type { PaxLevelSetting, PriceLevel } from './pricing.schemas';

export interface PaxLevelCents {
  /** Upsales percentage in hundredths of a percent (5 % is 500). */
  mktBp: number;
  mktCents: number;
  feeCents: number;
  totalCents: number;
}

/**
 * Upsales, fee and total_price of one passenger at one level. Forward: mkt_coin = price × % (2
 * decimals), total_price = ceil(price + mkt_coin + fee). With an edited final price it works
 * backwards: mkt_coin = total − price − fee, and when that would be negative the fee is lowered
 * instead (not below 0; a total under the price then leaves mkt_coin negative and saving refused).
 */
export function paxLevelCents(priceCents: number, setting: Partial<PaxLevelSetting> | undefined): PaxLevelCents {
  let feeCents = setting?.fee !== undefined ? amountToCents(setting.fee) : 0;
  if (setting?.total_price !== undefined && setting.total_price !== null) {
    const totalCents = ceilToUnit(amountToCents(setting.total_price));
    let mktCents = totalCents - priceCents - feeCents;
    if (mktCents < 0) {
      feeCents = Math.max(0, totalCents - priceCents);
      mktCents = totalCents - priceCents - feeCents;
    }
    const mktBp = priceCents !== 0 ? mulDivRound(mktCents, 10_000, priceCents) : 0;
    return { mktBp, mktCents, feeCents, totalCents };
  }
  const mktBp = setting?.mkt_percentage !== undefined ? percentToBasisPoints(setting.mkt_percentage) : 0;
  const mktCents = mulDivRound(priceCents, mktBp, 10_000);
  return { mktBp, mktCents, feeCents, totalCents: ceilToUnit(priceCents + mktCents + feeCents) };
}

export interface PaxSettingScope {
  /** One passenger (a row); absent: every passenger. */
  pax_id?: PaxId;
  /** One level (a column); absent: every level. */
  level?: PriceLevel;
}

export interface PaxSettingValues {
  mkt_percentage?: number;
  fee?: number;
  total_price?: number;
}

/**
 * Sets Upsales, fee or a final price for a row (one passenger, every level), a column (one level,
 * every passenger) or all cells. Setting Upsales or fee drops an edited final price of the same
 * cell, or the edit would silently win over the new value.
 */
export function setPaxLevelValues(
  settings: readonly PaxLevelSetting[],
  paxIds: readonly PaxId[],
  scope: PaxSettingScope,
  values: PaxSettingValues,
): PaxLevelSetting[] {
  const key = (p: PaxId, l: number) => `${typeof p}:${String(p)}#${l}`;
  const byKey = new Map<string, PaxLevelSetting>();
  for (const s of settings) byKey.set(key(s.pax_id, s.level), { ...s });
  const levels: PriceLevel[] = scope.level ? [scope.level] : [1, 2, 3];
  const pax = scope.pax_id !== undefined ? [scope.pax_id] : paxIds;
  for (const p of pax) {
    for (const l of levels) {
      const k = key(p, l);
      const cell: PaxLevelSetting = byKey.get(k) ?? { pax_id: p, level: l };
      if (values.mkt_percentage !== undefined) cell.mkt_percentage = values.mkt_percentage;
      if (values.fee !== undefined) cell.fee = values.fee;
      if (values.total_price !== undefined) cell.total_price = values.total_price;
      else if (values.mkt_percentage !== undefined || values.fee !== undefined) delete cell.total_price;
      byKey.set(k, cell);
    }
  }
  return [...byKey.values()];
}

/** Finds the setting of a cell quickly: key by passenger index and level. */
export function indexPaxSettings(
  settings: readonly PaxLevelSetting[],
  paxIndex: ReadonlyMap<PaxId, number>,
): Map<number, PaxLevelSetting> {
  const out = new Map<number, PaxLevelSetting>();
  for (const s of settings) {
    const i = paxIndex.get(s.pax_id);
    if (i !== undefined) out.set(i * 4 + s.level, s);
  }
  return out;
}
