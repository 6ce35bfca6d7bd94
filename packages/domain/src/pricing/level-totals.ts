// Level totals and per-passenger prices (docs/domain/pricing.md#steps). A level takes the services of
// level 0 or its own level, regular or confirmed (optional services are priced apart), not
// canceled or disabled; every sum is of integer cents, recomputed from the lines, never averaged.
import { centsToAmount, mulDivRound } from '../money/cents';
import type { PaxId } from '../rooms/rooms.schemas';
import { countsInTotals } from '../statuses/service-statuses';
import { LEVEL_NAMES } from '../levels/levels';
import { indexPaxSettings, paxLevelCents } from './pax-prices';
import type { PaxLevelSetting, PriceLevel } from './pricing.schemas';
import type { ServiceLine } from './service-line';

/** Whether a line counts in a level's totals (optional and canceled services never do). */
export function countsInLevel(line: Pick<ServiceLine, 'level' | 'optional' | 'status'>, level: PriceLevel): boolean {
  return (line.level === 0 || line.level === level) && countsInTotals(line);
}

export interface PaxLevelResult {
  paxIndex: number;
  priceCents: number;
  saasCents: number;
  costCents: number;
  mktBp: number;
  mktCents: number;
  feeCents: number;
  totalCents: number;
}

export interface LevelResult {
  level: PriceLevel;
  inUse: boolean;
  hasHotel: boolean;
  serviceIds: (number | string)[];
  subTotalHotel: number;
  hotelTotal: number;
  subTotalService: number;
  servicesTotal: number;
  pax: PaxLevelResult[];
  totalCents: number;
  feeCents: number;
  mktCents: number;
  costCents: number;
  roundingGainCents: number;
  /** Pax indices an age band priced in one of the level's services. */
  banded: Set<number>;
}

export function computeLevel(
  level: PriceLevel,
  lines: readonly ServiceLine[],
  paxCount: number,
  settings: ReadonlyMap<number, PaxLevelSetting>,
): LevelResult {
  const price = new Array<number>(paxCount).fill(0);
  const saas = new Array<number>(paxCount).fill(0);
  const cost = new Array<number>(paxCount).fill(0);
  let subTotalHotel = 0;
  let hotelTotal = 0;
  let subTotalService = 0;
  let servicesTotal = 0;
  let hasHotel = false;
  const serviceIds: (number | string)[] = [];
  const banded = new Set<number>();
  for (const line of lines) {
    if (!countsInLevel(line, level)) continue;
    serviceIds.push(line.id);
    for (const i of line.banded) banded.add(i);
    if (line.isHotel) {
      hasHotel = true;
      subTotalHotel += line.costCents;
      hotelTotal += line.priceCents;
    } else {
      subTotalService += line.costCents;
      servicesTotal += line.priceCents;
    }
    const t = line.takers;
    for (let k = 0; k < t.length; k++) {
      const i = t[k];
      price[i] += line.priceShares[k];
      cost[i] += line.costShares[k];
      saas[i] += line.saasShares[k];
    }
  }
  const pax: PaxLevelResult[] = [];
  let totalCents = 0;
  let feeCents = 0;
  let mktCents = 0;
  let costCents = 0;
  let exactSum = 0;
  for (let i = 0; i < paxCount; i++) {
    const f = paxLevelCents(price[i], settings.get(i * 4 + level));
    pax.push({ paxIndex: i, priceCents: price[i], saasCents: saas[i], costCents: cost[i], ...f });
    totalCents += f.totalCents;
    feeCents += f.feeCents;
    mktCents += f.mktCents;
    costCents += cost[i];
    exactSum += price[i] + f.mktCents + f.feeCents;
  }
  return {
    level,
    inUse: serviceIds.length > 0,
    hasHotel,
    serviceIds,
    subTotalHotel,
    hotelTotal,
    subTotalService,
    servicesTotal,
    pax,
    totalCents,
    feeCents,
    mktCents,
    costCents,
    roundingGainCents: totalCents - exactSum,
    banded,
  };
}

/** (sale − cost) ÷ sale × 100 with 2 decimals; 0 when nothing was sold. */
export function marginPercentage(saleCents: number, costCents: number): number {
  return saleCents === 0 ? 0 : mulDivRound(saleCents - costCents, 10_000, saleCents) / 100;
}

export function computeLevels(
  lines: readonly ServiceLine[],
  paxIds: readonly PaxId[],
  paxIndex: ReadonlyMap<PaxId, number>,
  settings: readonly PaxLevelSetting[],
): LevelResult[] {
  const indexed = indexPaxSettings(settings, paxIndex);
  return ([1, 2, 3] as const).map((l) => computeLevel(l, lines, paxIds.length, indexed));
}

/** The level as the price structure shows it (spec "Price structure"), amounts with 2 decimals. */
export function levelOutput(r: LevelResult, paxIds: readonly PaxId[]) {
  return {
    level: r.level,
    type: LEVEL_NAMES[r.level],
    total: centsToAmount(r.totalCents),
    fee: centsToAmount(r.feeCents),
    margin: centsToAmount(r.totalCents - r.costCents - r.feeCents),
    mkt_coin: centsToAmount(r.mktCents),
    hotel_total: centsToAmount(r.hotelTotal),
    services_total: centsToAmount(r.servicesTotal),
    sub_total_hotel: centsToAmount(r.subTotalHotel),
    sub_total_service: centsToAmount(r.subTotalService),
    margin_percentage_hotel: marginPercentage(r.hotelTotal, r.subTotalHotel),
    margin_percentage_service: marginPercentage(r.servicesTotal, r.subTotalService),
    rounding_gain: centsToAmount(r.roundingGainCents),
    services: r.serviceIds,
    pax_prices: r.pax.map((p) => ({
      pax_id: paxIds[p.paxIndex],
      level: r.level,
      type: LEVEL_NAMES[r.level],
      price: centsToAmount(p.priceCents),
      price_saas: centsToAmount(p.saasCents),
      mkt_percentage: p.mktBp / 100,
      mkt_coin: centsToAmount(p.mktCents),
      fee: centsToAmount(p.feeCents),
      total_price: centsToAmount(p.totalCents),
      total_cost: centsToAmount(p.costCents),
    })),
  };
}
