// What the client reads (docs/domain/pricing.md#step-9-prices-per-room-type): per room type, the price of one person in it; the
// single supplement (SGL − DBL) and the upgrade between levels (difference of those figures).
import { amountToCents, centsToAmount } from '../money/cents';
import { ROOM_TYPE_IDS } from '../rooms/room-types';
import type { PriceLevel } from './pricing.schemas';

export interface RoomTypePrice {
  id_room_type: number;
  per_person: number;
}

/**
 * For each room type of the distribution (qty > 0), the total_price of the first passenger
 * sleeping in that type who pays a grown-up's rate (not one of `banded`, children priced by an age
 * band), else of the first one. Types with nobody in them are left out rather than guessed.
 */
export function roomTypePrices(
  roomTypesInUse: readonly number[],
  paxRoomType: readonly (number | undefined)[],
  totals: readonly number[],
  banded?: ReadonlySet<number>,
): RoomTypePrice[] {
  const out: RoomTypePrice[] = [];
  for (const rt of roomTypesInUse) {
    let i = paxRoomType.indexOf(rt);
    if (i >= 0 && banded?.has(i)) {
      const grownUp = paxRoomType.findIndex((t, k) => t === rt && !banded.has(k));
      if (grownUp >= 0) i = grownUp;
    }
    if (i >= 0) out.push({ id_room_type: rt, per_person: totals[i] });
  }
  return out;
}

/** SGL − DBL per person (twin when the quote has no double); null when either is missing. */
export function singleSupplement(prices: readonly RoomTypePrice[]): number | null {
  const sgl = prices.find((p) => p.id_room_type === ROOM_TYPE_IDS.SGL);
  const dbl =
    prices.find((p) => p.id_room_type === ROOM_TYPE_IDS.DBL) ??
    prices.find((p) => p.id_room_type === ROOM_TYPE_IDS.TWI);
  if (!sgl || !dbl) return null;
  return centsToAmount(amountToCents(sgl.per_person) - amountToCents(dbl.per_person));
}

export interface Upgrade {
  from_level: PriceLevel;
  to_level: PriceLevel;
  id_room_type: number;
  amount: number;
}

/** Upgrade prices between consecutive levels, per room type present in both. */
export function levelUpgrades(
  levels: readonly { level: PriceLevel; room_type_prices: readonly RoomTypePrice[] }[],
): Upgrade[] {
  const out: Upgrade[] = [];
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  for (let k = 0; k + 1 < sorted.length; k++) {
    const a = sorted[k];
    const b = sorted[k + 1];
    for (const pa of a.room_type_prices) {
      const pb = b.room_type_prices.find((p) => p.id_room_type === pa.id_room_type);
      if (pb)
        out.push({
          from_level: a.level,
          to_level: b.level,
          id_room_type: pa.id_room_type,
          amount: centsToAmount(amountToCents(pb.per_person) - amountToCents(pa.per_person)),
        });
    }
  }
  return out;
}
