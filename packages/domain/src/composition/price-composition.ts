// The price of a composed trip (issue 49, decision 0079): the workspace's engine (priceQuote) run on
// the composed services, read at the composition's level, and what each choice adds to the level
// the client started from, each priced by the same engine so the lines add up to what it says.
import { amountToCents, centsToAmount, mulDivRound } from '../money/cents';
import { priceQuote, keptLines, type KeptLines, type LevelPriceOutput } from '../pricing/price-quote';
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

/** The level of the quote's own seller type, priced with `c`'s services. */
function levelOf(input: QuotePricingInput, c: Composition, kept: KeptLines): LevelPriceOutput {
  const result = priceQuote({ ...input, services: composeServices(input.services, c) }, kept);
  const entry = result.prices.find((p) => p.type === result.selected) ?? result.prices[0]!;
  return entry.prices.find((l) => l.level === c.level)!;
}

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
  // The party and the rates are the same in every run: lines met again are not priced again.
  const kept = keptLines();
  const pax = input.passengers.length;
  const whole = levelOf(input, c, kept);
  const base = levelOf(input, { level: c.level, stays: {}, extras: [] }, kept);
  const difference = (one: Composition) => {
    const d = levelOf(input, one, kept).total - base.total;
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
