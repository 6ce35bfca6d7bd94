// Cost of one service on a quote from its rate lines (docs/domain/pricing.md#steps), exact, in the quote
// currency. Each night (or day) is priced at the rate of its own date, so a stay crossing two
// seasons pays each night at its season's rate.
import { MissingExchangeRateError } from '../money/exchange';
import { add, dec, div, fromInt, mul, mulInt, ZERO, type Frac } from '../money/decimal';
import { bandFor, bandUnitCost } from './age-bands';
import { fromDayNumber } from '../days/dates';
import type { RoomDistributionEntry } from '../rooms/rooms.schemas';
import { noExchangeRateMessage, type PricingMessage } from './messages';
import type { CostBasis, RateLine } from './pricing.schemas';
import { noRateMessage, selectRateLine } from './rate-selection';

export interface CostQuery {
  lines: readonly RateLine[];
  /** UTC day numbers of the charged units: every night (night types) or day (others). */
  unitDays: readonly number[];
  pax: number;
  level: number;
  rooms: readonly RoomDistributionEntry[];
  /** Unit cost of a line in the quote currency (memoised per pricing run by the caller). */
  unitCost: (line: RateLine) => Frac;
  serviceId: number | string;
  /**
   * The takers' ages at travel (null: unknown), in the takers' order; absent when no taker is a
   * known minor, so a party of adults prices as it always did (docs/domain/pricing.md#children-and-infants).
   */
  party?: Party;
}

/** What child prices read of the takers: ages, rooms and the rate of a currency. */
export interface Party {
  ages: readonly (number | null)[];
  /** Room index of each taker in the quote's rooms (-1 none), and each room's type. */
  rooms: readonly number[];
  roomTypes: readonly number[];
  /** Beds of a room type: a sharing child's percentage is of the room's rate over its beds. */
  beds: (idRoomType: number) => number;
  /** One unit of a currency in the quote's currency. */
  rate: (currencyId: number) => Frac;
}

export interface ServiceCost {
  basis: CostBasis;
  cost: Frac;
  quantity: number;
  /** per_room only: cost of ONE room of each type over the whole stay. */
  roomUnitCosts?: Map<number, Frac>;
  /** per_room only: rooms of each type. */
  roomQty?: Map<number, number>;
  /** When an age band priced a taker: each taker's own cost, in the takers' order (their shares' weights). */
  paxCosts?: Frac[];
  /** Positions (in the takers' order) of the takers an age band priced. */
  banded?: number[];
  /** per_room with sharing children: their cost by room type (the room lines carry it). */
  roomExtra?: Map<number, Frac>;
}

export type CostOutcome = { ok: true; value: ServiceCost } | { ok: false; error: PricingMessage };

function noRate(q: CostQuery, day: number): CostOutcome {
  return {
    ok: false,
    error: {
      code: 'NO_RATE',
      severity: 'error',
      message: noRateMessage(q.pax, fromDayNumber(day)),
      service_id: q.serviceId,
    },
  };
}

/** A memoising unit-cost lookup for one pricing run: each line is parsed and converted once. */
export function createUnitCostLookup(convert: (currencyId: number) => Frac): (line: RateLine) => Frac {
  const memo = new Map<RateLine, Frac>();
  return (line) => {
    let f = memo.get(line);
    if (f === undefined) {
      f = mul(dec(line.unit_cost), convert(line.currency_id));
      memo.set(line, f);
    }
    return f;
  };
}

function compute(q: CostQuery): CostOutcome {
  const firstDay = q.unitDays[0] ?? 0;
  const first = selectRateLine(q.lines, { date: fromDayNumber(firstDay), pax: q.pax, level: q.level });
  if (!first) return noRate(q, firstDay);
  const basis = first.basis;

  if (basis === 'per_unit') return { ok: true, value: { basis, cost: q.unitCost(first), quantity: 1 } };

  if (basis === 'per_room') {
    const roomQty = new Map<number, number>();
    for (const r of q.rooms) if (r.qty > 0) roomQty.set(r.id_room_type, (roomQty.get(r.id_room_type) ?? 0) + r.qty);
    if (roomQty.size === 0) {
      return {
        ok: false,
        error: { code: 'NO_ROOMS', severity: 'error', message: 'No rooms selected', service_id: q.serviceId },
      };
    }
    const roomUnitCosts = new Map<number, Frac>();
    const sharing = q.party ? new SharingChildren(q.party) : undefined;
    let cost = ZERO;
    let quantity = 0;
    for (const [rt, qty] of roomQty) {
      let perRoom = ZERO;
      for (const day of q.unitDays) {
        const line = selectRateLine(q.lines, { date: fromDayNumber(day), pax: q.pax, level: q.level, idRoomType: rt });
        if (!line) return noRate(q, day);
        perRoom = add(perRoom, q.unitCost(line));
        sharing?.night(rt, line, q.unitCost(line));
      }
      roomUnitCosts.set(rt, perRoom);
      cost = add(cost, mulInt(perRoom, qty));
      quantity += qty * q.unitDays.length;
    }
    const value: ServiceCost = { basis, cost, quantity, roomUnitCosts, roomQty };
    if (sharing?.banded.length) {
      value.cost = add(cost, sharing.total);
      value.paxCosts = sharing.paxCosts;
      value.banded = sharing.banded;
      value.roomExtra = sharing.byRoomType;
    }
    return { ok: true, value };
  }

  // per_person and per_group: one rate per charged day, found again for each date.
  let cost = ZERO;
  let quantity = 0;
  const perPerson = basis === 'per_person' && q.party ? new BandedPeople(q.party) : undefined;
  for (let i = 0; i < q.unitDays.length; i++) {
    const day = q.unitDays[i];
    const line = i === 0 ? first : selectRateLine(q.lines, { date: fromDayNumber(day), pax: q.pax, level: q.level });
    if (!line) return noRate(q, day);
    const count = basis === 'per_person' ? q.pax : Math.ceil(q.pax / (line.capacity ?? Math.max(q.pax, 1)));
    cost = add(cost, perPerson ? perPerson.day(line, q.unitCost(line)) : mulInt(q.unitCost(line), count));
    quantity += count;
  }
  const value: ServiceCost = { basis, cost, quantity };
  if (perPerson?.banded.length) {
    value.paxCosts = perPerson.paxCosts;
    value.banded = perPerson.banded;
  }
  return { ok: true, value };
}

/** Per-person costs when some takers are minors: each pays the band of their age, the others the line. */
class BandedPeople {
  readonly paxCosts: Frac[];
  readonly banded: number[] = [];
  constructor(private readonly party: Party) {
    this.paxCosts = party.ages.map(() => ZERO);
  }

  /** The day's cost of every taker at `line`, whose adult unit is `unit`. */
  day(line: RateLine, unit: Frac): Frac {
    let total = ZERO;
    const { ages } = this.party;
    for (let k = 0; k < ages.length; k++) {
      const band = bandFor(line, ages[k]);
      const c = band ? bandUnitCost(band, unit, this.party.rate(line.currency_id)) : unit;
      if (band && !this.banded.includes(k)) this.banded.push(k);
      this.paxCosts[k] = add(this.paxCosts[k], c);
      total = add(total, c);
    }
    return total;
  }
}

/**
 * A room's rate buys its beds: the people in them share it, grown-ups first, then the children from
 * the oldest. A child beyond the beds (an extra bed or a cot in the parents' room) pays her band for
 * the night instead, an infant usually nothing; anyone else beyond the beds shares the room as before.
 */
class SharingChildren {
  readonly paxCosts: Frac[];
  readonly banded: number[] = [];
  readonly byRoomType = new Map<number, Frac>();
  total = ZERO;
  constructor(private readonly party: Party) {
    this.paxCosts = party.ages.map(() => ZERO);
  }

  /** One night of the rooms of type `rt` at `line` (`unit`: one room, in the quote's currency). */
  night(rt: number, line: RateLine, unit: Frac): void {
    const { ages, rooms, roomTypes } = this.party;
    const byRoom = new Map<number, number[]>();
    for (let k = 0; k < ages.length; k++) {
      const r = rooms[k];
      if (r < 0 || roomTypes[r] !== rt) continue;
      const list = byRoom.get(r);
      if (list) list.push(k);
      else byRoom.set(r, [k]);
    }
    const beds = this.party.beds(rt);
    const perBed = div(unit, fromInt(beds));
    for (const people of byRoom.values()) {
      const bandOf = (k: number) => bandFor(line, ages[k]);
      // Grown-ups (no band) take the beds first, then children from the oldest.
      const order = [...people].sort(
        (a, b) => Number(Boolean(bandOf(a))) - Number(Boolean(bandOf(b))) || (ages[b] ?? 0) - (ages[a] ?? 0) || a - b,
      );
      const extras = order.slice(beds).filter((k) => bandOf(k));
      const sharing = order.filter((k) => !extras.includes(k));
      const share = div(unit, fromInt(Math.max(1, sharing.length)));
      for (const k of sharing) this.paxCosts[k] = add(this.paxCosts[k], share);
      for (const k of extras) {
        const c = bandUnitCost(bandOf(k)!, perBed, this.party.rate(line.currency_id));
        if (!this.banded.includes(k)) this.banded.push(k);
        this.paxCosts[k] = add(this.paxCosts[k], c);
        this.total = add(this.total, c);
        this.byRoomType.set(rt, add(this.byRoomType.get(rt) ?? ZERO, c));
      }
    }
  }
}

/** Prices the rate lines of a service; a missing rate or currency pair is an error, never 0 or 1.0. */
export function serviceCost(q: CostQuery): CostOutcome {
  try {
    return compute(q);
  } catch (e) {
    if (e instanceof MissingExchangeRateError) {
      return {
        ok: false,
        error: {
          code: 'NO_EXCHANGE_RATE',
          severity: 'error',
          message: noExchangeRateMessage(e.fromCurrencyId, e.toCurrencyId, e.date),
          service_id: q.serviceId,
        },
      };
    }
    throw e;
  }
}

/** Cost after a manual cost-unit or quantity edit (docs/domain/pricing.md#step-4-sale-price-and-margin). */
export function editedCost(
  cost: Frac,
  quantity: number,
  edit: { cost_unit?: number | string; quantity?: number },
): {
  cost: Frac;
  quantity: number;
} {
  const q = edit.quantity ?? quantity;
  if (edit.cost_unit !== undefined) return { cost: mul(dec(edit.cost_unit), fromInt(q)), quantity: q };
  if (edit.quantity !== undefined && quantity > 0)
    return { cost: mul(cost, { n: BigInt(q), d: BigInt(quantity) }), quantity: q };
  return { cost, quantity: q };
}
