// The price of a composed trip (decision 0079): the workspace's engine (priceQuote) run on
// the composed services, read at the composition's level, and what each choice adds to the level
// the client started from, each priced by the same engine so the lines add up to what it says.
import { amountToCents, centsToAmount, mulDivRound } from '../money/cents';
import { levelPricer, type LevelPriceOutput } from '../pricing/price-quote';
import type { PriceLevel, QuotePricingInput } from '../pricing/pricing.schemas';
import {
  composeServices,
  compositionProblems,
  type Composition,
  type CompositionOffer,
  type CompositionProblem,
  type ServiceId,
} from './compose';

/** One choice that moves the price away from the base level's. */
export type CompositionChange =
  | { kind: 'stay'; stay: string; from: PriceLevel; to: PriceLevel; difference: number; perPerson: number }
  | { kind: 'extra'; serviceId: ServiceId; difference: number; perPerson: number };

export interface ComposedPrice {
  level: PriceLevel;
  /** The trip's total for the whole party, as the engine sums it (whole currency units). */
  total: number;
  /** The total shared by the party, to the cent. */
  perPerson: number;
  /** Each passenger's final price, in the party's order. */
  paxTotals: number[];
  roomTypePrices: LevelPriceOutput['room_type_prices'];
  childPrices: LevelPriceOutput['child_prices'];
  /** The base level's total, with nothing chosen otherwise. */
  baseTotal: number;
  changes: CompositionChange[];
}

export type ComposedPriceOutcome = { ok: true; price: ComposedPrice } | { ok: false; problems: CompositionProblem[] };

/** A party's amount per person, to the cent, as the composed price shares it. */
export const perPersonShare = (amount: number, pax: number) =>
  centsToAmount(mulDivRound(amountToCents(amount), 1, Math.max(1, pax)));

/**
 * Prices `c` on the quote `input` (every level's services in it), refusing what `offer` does not
 * offer. Each change is priced alone on top of the base level; they may not add up to the whole
 * when two choices share a cost (a room, a pax range), so the total is always the whole trip's run.
 */
export function priceComposition(
  input: QuotePricingInput,
  offer: CompositionOffer,
  c: Composition,
): ComposedPriceOutcome {
  const problems = compositionProblems(input.services, offer, c);
  if (problems.length) return { ok: false, problems };
  // The party, rooms and rates are the same for every alternative: the quote-level context is built once, a
  // line met again is not priced again, and only the level read is totalled (decision 0083).
  const priceLevel = levelPricer(input);
  const levelOf = (one: Composition): LevelPriceOutput => priceLevel(composeServices(input.services, one), one.level);
  const pax = input.passengers.length;
  const whole = levelOf(c);
  const base = levelOf({ level: c.level, stays: {}, extras: [] });
  const difference = (one: Composition) => {
    const d = levelOf(one).total - base.total;
    return { difference: d, perPerson: perPersonShare(d, pax) };
  };
  const changes: CompositionChange[] = [];
  for (const [stay, to] of Object.entries(c.stays)) {
    if (to === c.level) continue;
    changes.push({
      kind: 'stay',
      stay,
      from: c.level,
      to,
      ...difference({ level: c.level, stays: { [stay]: to }, extras: [] }),
    });
  }
  for (const serviceId of c.extras)
    changes.push({ kind: 'extra', serviceId, ...difference({ level: c.level, stays: {}, extras: [serviceId] }) });
  return {
    ok: true,
    price: {
      level: c.level,
      total: whole.total,
      perPerson: perPersonShare(whole.total, pax),
      paxTotals: whole.pax_prices.map((p) => p.total_price),
      roomTypePrices: whole.room_type_prices,
      childPrices: whole.child_prices,
      baseTotal: base.total,
      changes,
    },
  };
}
