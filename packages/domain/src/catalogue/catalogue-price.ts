// The price of one catalogue service for given dates and passengers, as the service search and the
// price calls show it (docs/domain/pricing.md#catalogue-prices). It is the quote engine on a
// one-service quote, so a price seen in the search is the price the quote will carry.
import { diffDays } from '../days/dates';
import { dayUnitLabel, isNightType } from '../days/day-input';
import { amountToCents, centsToAmount, mulDivRound } from '../money/cents';
import type { ExchangeRate } from '../money/exchange';
import { priceQuote } from '../pricing/price-quote';
import type { Passenger, RateLine } from '../pricing/pricing.schemas';
import { selectRateLine } from '../pricing/rate-selection';
import { ROOM_TYPE_IDS, ROOM_TYPES } from '../rooms/room-types';
import type { RoomAssignment, RoomDistributionEntry } from '../rooms/rooms.schemas';

export interface CatalogueSalesManual {
  id: number;
  currency_id: number;
  margin_hotel: number;
  margin_service: number;
}

export interface CataloguePriceInput {
  service: { id: number; id_service_type: number; level: number; days_services?: number | null };
  from: string;
  to?: string;
  num_pax: number;
  /** Hotels and packages: the rooms to price; a default distribution when absent. */
  rooms?: RoomDistributionEntry[];
  level?: number;
  sales_manual: CatalogueSalesManual;
  rate_lines: RateLine[];
  exchange_rates: ExchangeRate[];
  /** The day whose exchange rates apply. */
  rate_date: string;
  /** Priced for a quote: its party and margins, so the price shown is the one the quote will carry. */
  party?: CatalogueParty;
}

/**
 * A quote's party as its pricing sees it: the passengers (ages give child rates), the rooms and who
 * sleeps where, and the quote's own margins. Without it a catalogue price is for `num_pax` adults
 * in the usual rooms at the sales manual's margins.
 */
export interface CatalogueParty {
  passengers: Passenger[];
  room_distribution: RoomDistributionEntry[];
  room_assignment?: RoomAssignment[];
  /** The quote's own margins; each one absent is the sales manual's (as the quote's pricing falls back). */
  margins?: { hotel?: number; services?: number };
}

/** A room price line of the spec ("Service price line"), one per room type with a rate. */
export interface CatalogueRoomPriceLine {
  romm_id: number;
  romm_name: string;
  prices_ranges_id: number | string | null;
  sales_manual_id: number;
  currency_id: number;
  room_qty: number;
  status: 1 | -1;
  cost_unit: number;
  price_unit: number;
  cost: number;
  price: number;
}

export interface CataloguePrice {
  sales_manual_id: number;
  currency_id: number;
  from: string;
  to: string;
  num_pax: number;
  units: number;
  unit_label: 'Night(s)' | 'Day(s)';
  basis: string | null;
  quantity: number;
  cost: number;
  cost_unit: number;
  price: number;
  price_unit: number;
  per_person: number;
  percentage_margin: number;
  service_price: CatalogueRoomPriceLine[];
  errors: string[];
}

/** Doubles for every two passengers and a single for the odd one: the usual first offer. */
export function defaultRoomDistribution(numPax: number): RoomDistributionEntry[] {
  const dist: RoomDistributionEntry[] = [];
  if (numPax >= 2) dist.push({ id_room_type: ROOM_TYPE_IDS.DBL, qty: Math.floor(numPax / 2) });
  if (numPax % 2 === 1) dist.push({ id_room_type: ROOM_TYPE_IDS.SGL, qty: 1 });
  return dist;
}

/** Charged units: nights between the dates for hotels and packages (at least one), else the service's days. */
export function catalogueUnits(
  idServiceType: number,
  from: string,
  to: string | undefined,
  daysServices?: number | null,
): number {
  if (isNightType(idServiceType)) return to && to > from ? diffDays(from, to) : 1;
  return Math.max(1, daysServices ?? 1);
}

/** `input.party` gives the passengers and margins; who sleeps where holds for the party's own rooms only. */
function runEngine(input: CataloguePriceInput, units: number, rooms: RoomDistributionEntry[]) {
  const type = input.service.id_service_type;
  const day = units > 1 || isNightType(type) ? `1-${isNightType(type) ? units + 1 : units}` : '1';
  const { party } = input;
  const passengers = party?.passengers ?? Array.from({ length: input.num_pax }, (_, i) => ({ id: i + 1 }));
  const assignment = party && rooms === party.room_distribution ? party.room_assignment : undefined;
  const result = priceQuote({
    start_date: input.from,
    rate_date: input.rate_date,
    currency_id: input.sales_manual.currency_id,
    sales_manual_id: input.sales_manual.id,
    passengers,
    room_distribution: rooms,
    ...(assignment ? { room_assignment: assignment } : {}),
    margins: {
      hotel: party?.margins?.hotel ?? input.sales_manual.margin_hotel,
      services: party?.margins?.services ?? input.sales_manual.margin_service,
    },
    services: [
      {
        id: input.service.id,
        service_id: input.service.id,
        id_service_type: type,
        day,
        level: (input.level ?? input.service.level) as 0 | 1 | 2 | 3,
        rooms,
      },
    ],
    rate_lines: input.rate_lines,
    exchange_rates: input.exchange_rates,
  });
  return result.services[0]!;
}

export function priceCatalogueService(given: CataloguePriceInput): CataloguePrice {
  const input = given.party ? { ...given, num_pax: given.party.passengers.length } : given;
  const type = input.service.id_service_type;
  const units = catalogueUnits(type, input.from, input.to, input.service.days_services);
  const rooms = isNightType(type)
    ? input.rooms?.length
      ? input.rooms
      : (input.party?.room_distribution ?? defaultRoomDistribution(input.num_pax))
    : [];
  const line = runEngine(input, units, rooms);
  const servicePrice = isNightType(type) ? roomLines(input, units, rooms) : [];
  return {
    sales_manual_id: input.sales_manual.id,
    currency_id: input.sales_manual.currency_id,
    from: input.from,
    to: line.end_date,
    num_pax: input.num_pax,
    units,
    unit_label: dayUnitLabel(type),
    basis: line.basis,
    quantity: line.quantity,
    cost: line.cost,
    cost_unit: line.cost_unit,
    price: line.price,
    price_unit: line.price_unit,
    per_person: input.num_pax > 0 ? centsToAmount(mulDivRound(amountToCents(line.price), 1, input.num_pax)) : 0,
    percentage_margin: line.percentage_margin,
    service_price: servicePrice,
    errors: line.errors,
  };
}

/** Every room type the service has a rate for on the first night, priced for one room over the stay. */
function roomLines(
  input: CataloguePriceInput,
  units: number,
  chosen: RoomDistributionEntry[],
): CatalogueRoomPriceLine[] {
  const out: CatalogueRoomPriceLine[] = [];
  const level = input.level ?? input.service.level;
  for (const rt of ROOM_TYPES) {
    const rate = selectRateLine(
      input.rate_lines.filter((l) => l.sales_manual_id === input.sales_manual.id && l.service_id === input.service.id),
      { date: input.from, pax: input.num_pax, level, idRoomType: rt.id },
    );
    if (!rate) continue;
    // One room full of adults, at the quote's margins when priced for a quote.
    const full = Array.from({ length: rt.max_pax }, (_, i) => ({ id: i + 1 }));
    const room = [{ id_room_type: rt.id, qty: 1 }];
    const party = input.party && { passengers: full, room_distribution: room, margins: input.party.margins };
    const one = runEngine({ ...input, num_pax: rt.max_pax, party }, units, room);
    if (one.errors.length) continue;
    const qty = chosen.filter((c) => c.id_room_type === rt.id).reduce((a, c) => a + c.qty, 0);
    out.push({
      romm_id: rt.id,
      romm_name: rt.acronym,
      prices_ranges_id: rate.id ?? null,
      sales_manual_id: input.sales_manual.id,
      currency_id: input.sales_manual.currency_id,
      room_qty: qty,
      status: qty > 0 ? 1 : -1,
      cost_unit: centsToAmount(mulDivRound(amountToCents(one.cost), 1, units)),
      price_unit: centsToAmount(mulDivRound(amountToCents(one.price), 1, units)),
      cost: centsToAmount(amountToCents(one.cost) * qty),
      price: centsToAmount(amountToCents(one.price) * qty),
    });
  }
  return out;
}
