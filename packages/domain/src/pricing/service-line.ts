// One service line of a quote: cost, sale price, edits and each passenger's share (docs/domain/pricing.md,
// steps 3, 4 and 6). Money leaves exact arithmetic here, rounded to cents once per line.
import { splitByWeights } from '../money/allocate';
import { centsToAmount, mulDivRound } from '../money/cents';
import { add, dec, toCents, ZERO, type Frac } from '../money/decimal';
import { parseDayInput, serviceUnits, isNightType } from '../days/day-input';
import { fromDayNumber } from '../days/dates';
import type { PaxId, RoomDistributionEntry } from '../rooms/rooms.schemas';
import { percentageFromPrice, salePrice } from './margin';
import type { PricingMessage } from './messages';
import type { CostBasis, PricingMode, QuoteServiceInput, RateLine } from './pricing.schemas';
import { lockedChildWeights, partyOf, roomWeights, split } from './line-weights';
import { editedCost, serviceCost, type CostQuery, type ServiceCost } from './service-cost';

export interface LineContext {
  startDay: number;
  paxIds: readonly PaxId[];
  paxIndex: ReadonlyMap<PaxId, number>;
  /** Room index of each passenger (-1 when in no room) and the room type of every room. */
  paxRoom: readonly number[];
  roomTypes: readonly number[];
  rateIndex: ReadonlyMap<number, RateLine[]>;
  unitCost: (line: RateLine) => Frac;
  mode: PricingMode;
  hotelPercent: Frac;
  servicesPercent: Frac;
  distribution: readonly RoomDistributionEntry[];
  pricesLocked: boolean;
  /** Each passenger's age at travel (null: unknown) and whether any is a known minor (age bands apply). */
  paxAges: readonly (number | null)[];
  anyMinor: boolean;
  /** Beds of a room type, and one unit of a currency in the quote's currency (for age bands). */
  beds: (idRoomType: number) => number;
  rate: (currencyId: number) => Frac;
}

export interface ServiceLine {
  id: number | string;
  idServiceType: number;
  isHotel: boolean;
  level: number;
  optional: number;
  status: number;
  basis: CostBasis | null;
  startDate: string;
  endDate: string;
  units: number;
  quantity: number;
  costCents: number;
  priceCents: number;
  calculatedCents: number;
  percentageMargin: number;
  /** Pax indices taking the service, and their shares in the same order. */
  takers: number[];
  priceShares: number[];
  costShares: number[];
  saasShares: number[];
  roomLines: { id_room_type: number; room_qty: number; cost: number; price: number }[];
  /** Pax indices an age band priced (children and infants at their own rate). */
  banded: number[];
  errors: PricingMessage[];
}

function takersOf(s: QuoteServiceInput, ctx: LineContext): number[] {
  const out: number[] = [];
  if (s.passengers && s.passengers.length > 0) {
    for (const id of s.passengers) {
      const i = ctx.paxIndex.get(id);
      if (i !== undefined && !out.includes(i)) out.push(i);
    }
    out.sort((a, b) => a - b);
  }
  if (out.length === 0) for (let i = 0; i < ctx.paxIds.length; i++) out.push(i);
  return out;
}

function lockedCost(s: QuoteServiceInput, quantity: number): ServiceCost | null {
  const l = s.locked;
  if (!l) return null;
  const rooms = l.rooms;
  const roomUnitCosts = rooms ? new Map(rooms.map((r) => [r.id_room_type, dec(r.cost)])) : undefined;
  return { basis: rooms ? 'per_room' : 'per_unit', cost: dec(l.cost), quantity: l.quantity ?? quantity, roomUnitCosts };
}

export function priceServiceLine(s: QuoteServiceInput, ctx: LineContext): ServiceLine {
  const type = s.id_service_type;
  const isHotel = isNightType(type);
  const parsed = parseDayInput(s.day);
  const range = parsed.range;
  const units = serviceUnits(range, type);
  const firstDay = ctx.startDay + range.from - 1;
  const unitDays: number[] = [];
  for (let i = 0; i < units; i++) unitDays.push(firstDay + i);
  const takers = takersOf(s, ctx);
  const level = s.level ?? 0;
  const errors: PricingMessage[] = [];
  if (parsed.error) errors.push({ code: 'INVALID_DAY', severity: 'error', message: parsed.error, service_id: s.id });

  const defaultPercent = isHotel ? ctx.hotelPercent : ctx.servicesPercent;
  // Built once, field by field (no spread: see makeLine).
  const query: CostQuery = {
    lines: ctx.rateIndex.get(s.service_id) ?? [],
    unitDays,
    pax: takers.length,
    level: s.rate_level ?? level,
    rooms: s.rooms ?? ctx.distribution,
    unitCost: ctx.unitCost,
    serviceId: s.id,
    party: partyOf(takers, ctx),
  };
  let computed: ServiceCost | null = ctx.pricesLocked ? lockedCost(s, units) : null;
  // Who pays what of a locked line: the ages' weights, when the rate lines still price them.
  const ageWeights = computed && !parsed.error ? lockedChildWeights(query) : undefined;
  if (!computed && !parsed.error) {
    const outcome = serviceCost(query);
    if (outcome.ok) computed = outcome.value;
    else errors.push(outcome.error);
  }
  if (!computed) {
    // Counts 0 (docs/domain/pricing.md#step-2-rate-selection); the error blocks the export with a link to the pricing tab.
    const zeros = takers.map(() => 0);
    return makeLine(s, isHotel, level, ctx, range, units, takers, errors, null, 0, 0, 0, 0, 0, zeros, zeros, zeros, []);
  }
  const paxCosts = (ageWeights ?? computed).paxCosts;
  const banded = ((ageWeights ?? computed).banded ?? []).map((k) => takers[k]!);

  const edit = s.edit ?? {};
  const { cost, quantity } = editedCost(computed.cost, computed.quantity, edit);
  const percent = edit.percentage_margin !== undefined ? dec(edit.percentage_margin) : defaultPercent;
  const costCents = toCents(cost);
  const lockedCalc = ctx.pricesLocked && s.locked ? (s.locked.calculated_price ?? s.locked.price) : undefined;
  const calculatedCents =
    lockedCalc !== undefined ? toCents(dec(lockedCalc)) : toCents(salePrice(computed.cost, defaultPercent, ctx.mode));
  let priceCents: number;
  let percentageMargin: number;
  if (ctx.pricesLocked && s.locked && edit.price === undefined) {
    priceCents = toCents(dec(s.locked.price));
    percentageMargin = percentageFromPrice(priceCents, costCents, ctx.mode);
  } else if (edit.price !== undefined) {
    priceCents = toCents(dec(edit.price));
    percentageMargin = percentageFromPrice(priceCents, costCents, ctx.mode);
  } else {
    priceCents = toCents(salePrice(cost, percent, ctx.mode));
    percentageMargin = toCents(percent) / 100;
  }

  // Age bands: each taker weighs their own cost (docs/domain/pricing.md#children-and-infants).
  const weights = paxCosts ? null : computed.roomUnitCosts ? roomWeights(takers, computed.roomUnitCosts, ctx) : null;
  const n = takers.length;
  const cut = (total: number) => (paxCosts ? splitByWeights(total, paxCosts) : split(total, n, weights));
  const priceShares = cut(priceCents);
  const costShares = cut(costCents);
  const saasShares = calculatedCents === priceCents ? priceShares : cut(calculatedCents);

  const roomLines: ServiceLine['roomLines'] = [];
  if (computed.roomUnitCosts && computed.roomQty) {
    const types = [...computed.roomQty.keys()];
    const w = types.map((rt) => {
      const c = computed.roomUnitCosts?.get(rt) ?? ZERO;
      // The room lines carry the children sharing those rooms too.
      const extra = computed.roomExtra?.get(rt);
      const rooms = { n: c.n * BigInt(computed.roomQty?.get(rt) ?? 0), d: c.d };
      return extra ? add(rooms, extra) : rooms;
    });
    const rc = splitByWeights(costCents, w);
    const rp = splitByWeights(priceCents, w);
    types.forEach((rt, i) =>
      roomLines.push({ id_room_type: rt, room_qty: computed.roomQty?.get(rt) ?? 0, cost: rc[i], price: rp[i] }),
    );
  }
  return makeLine(
    s,
    isHotel,
    level,
    ctx,
    range,
    units,
    takers,
    errors,
    computed.basis,
    quantity,
    costCents,
    priceCents,
    calculatedCents,
    percentageMargin,
    priceShares,
    costShares,
    saasShares,
    roomLines,
    banded,
  );
}

// Built field by field: an object spread here was the engine's hottest line (V8 copies slowly).
function makeLine(
  s: QuoteServiceInput,
  isHotel: boolean,
  level: number,
  ctx: LineContext,
  range: { from: number; to: number },
  units: number,
  takers: number[],
  errors: PricingMessage[],
  basis: CostBasis | null,
  quantity: number,
  costCents: number,
  priceCents: number,
  calculatedCents: number,
  percentageMargin: number,
  priceShares: number[],
  costShares: number[],
  saasShares: number[],
  roomLines: ServiceLine['roomLines'],
  banded: number[] = [],
): ServiceLine {
  return {
    id: s.id,
    idServiceType: s.id_service_type,
    isHotel,
    level,
    optional: s.optional ?? 0,
    status: s.status ?? 1,
    basis,
    startDate: fromDayNumber(ctx.startDay + range.from - 1),
    endDate: fromDayNumber(ctx.startDay + range.to - 1),
    units,
    quantity,
    costCents,
    priceCents,
    calculatedCents,
    percentageMargin,
    takers,
    priceShares,
    costShares,
    saasShares,
    roomLines,
    banded,
    errors,
  };
}

/** The line as the API stores and returns it (2-decimal figures). */
export function serviceLineOutput(line: ServiceLine) {
  const q = line.quantity;
  return {
    id: line.id,
    start_date: line.startDate,
    end_date: line.endDate,
    units: line.units,
    quantity: q,
    basis: line.basis,
    cost: centsToAmount(line.costCents),
    cost_unit: q > 0 ? centsToAmount(mulDivRound(line.costCents, 1, q)) : 0,
    price: centsToAmount(line.priceCents),
    price_unit: q > 0 ? centsToAmount(mulDivRound(line.priceCents, 1, q)) : 0,
    margin: centsToAmount(line.priceCents - line.costCents),
    percentage_margin: line.percentageMargin,
    calculated_price: centsToAmount(line.calculatedCents),
    isPriceEdited: line.priceCents !== line.calculatedCents,
    room_lines: line.roomLines.map((r) => ({ ...r, cost: centsToAmount(r.cost), price: centsToAmount(r.price) })),
    errors: line.errors.map((e) => e.message),
  };
}
export type ServiceLineOutput = ReturnType<typeof serviceLineOutput>;
