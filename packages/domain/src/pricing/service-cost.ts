// Cost of one service on a quote from its rate lines (docs/domain/pricing.md#steps), exact, in the quote
// currency. Each night (or day) is priced at the rate of its own date, so a stay crossing two
// seasons pays each night at its season's rate.
import { MissingExchangeRateError } from '../money/exchange';
import { add, dec, fromInt, mul, mulInt, ZERO, type Frac } from '../money/decimal';
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
}

export interface ServiceCost {
  basis: CostBasis;
  cost: Frac;
  quantity: number;
  /** per_room only: cost of ONE room of each type over the whole stay. */
  roomUnitCosts?: Map<number, Frac>;
  /** per_room only: rooms of each type. */
  roomQty?: Map<number, number>;
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
    let cost = ZERO;
    let quantity = 0;
    for (const [rt, qty] of roomQty) {
      let perRoom = ZERO;
      for (const day of q.unitDays) {
        const line = selectRateLine(q.lines, { date: fromDayNumber(day), pax: q.pax, level: q.level, idRoomType: rt });
        if (!line) return noRate(q, day);
        perRoom = add(perRoom, q.unitCost(line));
      }
      roomUnitCosts.set(rt, perRoom);
      cost = add(cost, mulInt(perRoom, qty));
      quantity += qty * q.unitDays.length;
    }
    return { ok: true, value: { basis, cost, quantity, roomUnitCosts, roomQty } };
  }

  // per_person and per_group: one rate per charged day, found again for each date.
  let cost = ZERO;
  let quantity = 0;
  for (let i = 0; i < q.unitDays.length; i++) {
    const day = q.unitDays[i];
    const line = i === 0 ? first : selectRateLine(q.lines, { date: fromDayNumber(day), pax: q.pax, level: q.level });
    if (!line) return noRate(q, day);
    const count = basis === 'per_person' ? q.pax : Math.ceil(q.pax / (line.capacity ?? Math.max(q.pax, 1)));
    cost = add(cost, mulInt(q.unitCost(line), count));
    quantity += count;
  }
  return { ok: true, value: { basis, cost, quantity } };
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
