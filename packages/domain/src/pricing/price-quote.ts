// The pricing engine: a quote in, every price field out (docs/domain/pricing.md). Pure and deterministic, so
// the browser previews exactly what the server stores; the order of services never matters.
import { centsToAmount } from '../money/cents';
import { dec } from '../money/decimal';
import { createConverter } from '../money/exchange';
import { toDayNumber } from '../days/dates';
import { assignRooms } from '../rooms/assignment';
import { roomCapacity, STANDARD_ROOM_CAPACITIES, type RoomCapacities } from '../rooms/room-types';
import type { PaxId } from '../rooms/rooms.schemas';
import { computeLevel, computeLevels, levelOutput, type LevelResult } from './level-totals';
import { indexPaxSettings } from './pax-prices';
import { BANDED_BELOW_AGE } from './age-bands';
import { childWithoutAgeWarnings, levelWarnings } from './level-warnings';
import { roomShareWarnings } from './room-share-warnings';
import type { PricingMessage } from './messages';
import type { PriceLevel, QuotePricingInput, QuoteServiceInput, SellerType } from './pricing.schemas';
import { indexRateLines } from './rate-selection';
import { createUnitCostLookup } from './service-cost';
import { resellerPriceCents } from './reseller';
import { levelUpgrades, roomTypePrices, singleSupplement, type Upgrade } from './room-type-prices';
import {
  priceServiceLine,
  serviceLineOutput,
  type LineContext,
  type ServiceLine,
  type ServiceLineOutput,
} from './service-line';

export type LevelPriceOutput = ReturnType<typeof levelOutput> & {
  room_type_prices: ReturnType<typeof roomTypePrices>;
  single_supplement: number | null;
  /** The passengers an age band priced at this level, with their age and final price. */
  child_prices: { pax_id: PaxId; age: number | null; per_person: number }[];
};

export interface QuotePricingResult {
  services: ServiceLineOutput[];
  /** One entry per seller type (spec "Price structure"). */
  prices: { type: SellerType; prices: LevelPriceOutput[] }[];
  /** The entry of the quote's own seller type. */
  selected: SellerType;
  /** Per passenger records with their price_levels (seller figures). */
  pax_prices: { pax_id: PaxId; price_levels: LevelPriceOutput['pax_prices'] }[];
  upgrades: { seller: Upgrade[]; reseller: Upgrade[] };
  messages: PricingMessage[];
}

interface RoomContext {
  paxRoom: number[];
  roomTypes: number[];
  paxRoomType: (number | undefined)[];
  typesInUse: number[];
}

function roomContext(
  input: QuotePricingInput,
  paxIds: readonly PaxId[],
  paxIndex: Map<PaxId, number>,
  caps: RoomCapacities,
): RoomContext {
  const dist = input.room_distribution ?? [];
  const rooms = input.room_assignment ?? assignRooms(dist, paxIds, caps);
  const paxRoom = new Array<number>(paxIds.length).fill(-1);
  const roomTypes: number[] = [];
  rooms.forEach((room, r) => {
    roomTypes.push(room.id_room_type);
    for (const p of room.passengers) {
      const i = paxIndex.get(p);
      if (i !== undefined && paxRoom[i] < 0) paxRoom[i] = r;
    }
  });
  const paxRoomType = paxRoom.map((r) => (r >= 0 ? roomTypes[r] : undefined));
  const typesInUse: number[] = [];
  for (const e of dist) if (e.qty > 0 && !typesInUse.includes(e.id_room_type)) typesInUse.push(e.id_room_type);
  return { paxRoom, roomTypes, paxRoomType, typesInUse };
}

function withRooms(
  l: LevelResult,
  paxIds: readonly PaxId[],
  paxAges: readonly (number | null)[],
  rooms: RoomContext,
  totals: number[],
): LevelPriceOutput {
  // A room type's price per person is a grown-up's: a child at her own rate is shown apart.
  const room_type_prices = roomTypePrices(rooms.typesInUse, rooms.paxRoomType, totals, l.banded);
  const child_prices = [...l.banded]
    .sort((a, b) => a - b)
    .map((i) => ({ pax_id: paxIds[i]!, age: paxAges[i] ?? null, per_person: totals[i]! }));
  return {
    ...levelOutput(l, paxIds),
    room_type_prices,
    single_supplement: singleSupplement(room_type_prices),
    child_prices,
  };
}

/**
 * Service lines kept between runs whose inputs differ only in their `services`: a line depends on its
 * service and the quote-level input alone, so a service input object met again is not priced again
 * (an edit moves one service of 120). The caller keeps one per quote-level input and starts a new one
 * (`keptLines()`) when anything but the services changes; the service inputs must not be changed after.
 */
export interface KeptLines {
  byService: WeakMap<QuoteServiceInput, { line: ServiceLine; output: ServiceLineOutput }>;
  /**
   * The party's ages the lines were priced for: age bands make a line depend on them, so lines are
   * dropped when they move, even if the caller kept them (docs/domain/pricing.md#children-and-infants).
   */
  ages?: string;
}

export const keptLines = (): KeptLines => ({ byService: new WeakMap() });

/** Kept lines valid for this party's ages: the same object, emptied when the ages moved. */
function keptForAges(kept: KeptLines | undefined, input: QuotePricingInput): KeptLines | undefined {
  if (!kept) return kept;
  const ages = input.passengers.map((p) => `${p.id}:${p.age ?? ''}`).join(',');
  if (kept.ages !== undefined && kept.ages !== ages) kept.byService = new WeakMap();
  kept.ages = ages;
  return kept;
}

/** The line of `s`, from `kept` when priced there before. */
function lineOf(s: QuoteServiceInput, ctx: LineContext, kept: KeptLines | undefined) {
  const known = kept?.byService.get(s);
  if (known) return known;
  const line = priceServiceLine(s, ctx);
  const priced = { line, output: serviceLineOutput(line) };
  kept?.byService.set(s, priced);
  return priced;
}

/** What a run reads besides the services: the party, its rooms, the rates, margins and settings, built once. */
interface RunContext {
  input: QuotePricingInput;
  kept: KeptLines | undefined;
  paxIds: PaxId[];
  paxAges: (number | null)[];
  paxIndex: Map<PaxId, number>;
  caps: RoomCapacities;
  rooms: RoomContext;
  ctx: LineContext;
}

function runContext(input: QuotePricingInput, given?: KeptLines): RunContext {
  const kept = keptForAges(given, input);
  const paxIds = input.passengers.map((p) => p.id);
  const paxAges = input.passengers.map((p) => p.age ?? null);
  const paxIndex = new Map<PaxId, number>();
  paxIds.forEach((id, i) => {
    if (!paxIndex.has(id)) paxIndex.set(id, i);
  });
  const caps: RoomCapacities = input.room_capacities
    ? {
        ...STANDARD_ROOM_CAPACITIES,
        ...Object.fromEntries(Object.entries(input.room_capacities).map(([k, v]) => [Number(k), v])),
      }
    : STANDARD_ROOM_CAPACITIES;
  const rooms = roomContext(input, paxIds, paxIndex, caps);
  const convert = createConverter(input.exchange_rates ?? [], input.currency_id, input.rate_date);
  const ctx: LineContext = {
    startDay: toDayNumber(input.start_date),
    paxIds,
    paxIndex,
    paxRoom: rooms.paxRoom,
    roomTypes: rooms.roomTypes,
    rateIndex: indexRateLines(input.rate_lines, input.sales_manual_id),
    unitCost: createUnitCostLookup(convert),
    mode: input.pricing_mode ?? 'margin',
    hotelPercent: dec(input.margins.hotel),
    servicesPercent: dec(input.margins.services),
    distribution: input.room_distribution ?? [],
    pricesLocked: input.prices_locked ?? false,
    paxAges,
    anyMinor: paxAges.some((a) => a !== null && a < BANDED_BELOW_AGE),
    beds: (rt) => roomCapacity(rt, caps),
    rate: convert,
  };
  return { input, kept, paxIds, paxAges, paxIndex, caps, rooms, ctx };
}

type LevelRun = Pick<RunContext, 'input' | 'paxIds' | 'paxAges' | 'rooms'>;

/** A level's output for the seller (the operator's sale prices). */
const sellerLevel = (l: LevelResult, r: LevelRun) =>
  withRooms(
    l,
    r.paxIds,
    r.paxAges,
    r.rooms,
    l.pax.map((p) => centsToAmount(p.totalCents)),
  );

/** A level's output for a reseller: each passenger's price through the reseller's terms. */
function resellerLevel(l: LevelResult, r: LevelRun): LevelPriceOutput {
  const agent = l.pax.map((p) => resellerPriceCents(p.totalCents, r.input.reseller));
  const total = agent.reduce((a, b) => a + b, 0);
  const out = withRooms({ ...l, totalCents: total }, r.paxIds, r.paxAges, r.rooms, agent.map(centsToAmount));
  out.pax_prices = out.pax_prices.map((p, i) => ({ ...p, total_price: centsToAmount(agent[i]) }));
  return out;
}

/**
 * Prices a whole quote. Throws only on malformed input (a bad start date); rule breaches are messages.
 * With `kept`, lines priced before under the same quote-level input are taken from it (same figures).
 */
export function priceQuote(input: QuotePricingInput, given?: KeptLines): QuotePricingResult {
  const { kept, paxIds, paxAges, paxIndex, caps, rooms, ctx } = runContext(input, given);
  const priced = input.services.map((s) => lineOf(s, ctx, kept));
  const lines: ServiceLine[] = priced.map((p) => p.line);
  const levels = computeLevels(lines, paxIds, paxIndex, input.pax_settings ?? []);

  const run = { input, paxIds, paxAges, rooms };
  const seller = levels.map((l) => sellerLevel(l, run));
  const reseller = levels.map((l) => resellerLevel(l, run));

  const messages: PricingMessage[] = [];
  for (const line of lines) messages.push(...line.errors);
  if (input.services.length) messages.push(...childWithoutAgeWarnings(input.passengers));
  for (const l of levels) messages.push(...levelWarnings(l, paxIds));
  const beds = (input.room_distribution ?? []).reduce(
    (n, e) => n + Math.max(0, e.qty) * (e.max_pax ?? roomCapacity(e.id_room_type, caps)),
    0,
  );
  messages.push(...roomShareWarnings({ paxIds, paxRoom: rooms.paxRoom, beds, services: input.services }));

  return {
    services: priced.map((p) => p.output),
    prices: [
      { type: 'seller', prices: seller },
      { type: 'reseller', prices: reseller },
    ],
    selected: input.seller_type ?? 'seller',
    pax_prices: paxIds.map((pax_id, i) => ({ pax_id, price_levels: seller.map((l) => l.pax_prices[i]) })),
    upgrades: { seller: levelUpgrades(seller), reseller: levelUpgrades(reseller) },
    messages,
  };
}

/**
 * One level of the quote's own seller type, for several service lists under one quote-level input (the
 * alternatives of a composed trip, decision 0083): the party, rooms, rate index and settings are built once and
 * each call answers exactly what priceQuote answers at `level` for `services` (same lines, same level
 * totals), without the other levels, the other seller type and the messages.
 */
export function levelPricer(
  input: QuotePricingInput,
  given?: KeptLines,
): (services: readonly QuoteServiceInput[], level: PriceLevel) => LevelPriceOutput {
  // Lines are kept between calls: the services an alternative shares with another are priced once.
  const run = runContext(input, given ?? keptLines());
  const settings = indexPaxSettings(input.pax_settings ?? [], run.paxIndex);
  const reseller = (input.seller_type ?? 'seller') === 'reseller';
  return (services, level) => {
    const lines = services.map((s) => lineOf(s, run.ctx, run.kept).line);
    const l = computeLevel(level, lines, run.paxIds.length, settings);
    return reseller ? resellerLevel(l, run) : sellerLevel(l, run);
  };
}
