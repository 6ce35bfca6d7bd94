// How a service line's amounts are shared between its takers (docs/domain/pricing.md#step-6-passenger-shares):
// per-room weights by room, and the takers' ages for child and infant prices (#children-and-infants).
import { splitByIntegerWeights, splitEvenly } from '../money/allocate';
import type { Frac } from '../money/decimal';
import { serviceCost, type CostQuery, type Party, type ServiceCost } from './service-cost';
import type { LineContext } from './service-line';

/**
 * Integer weight of each taker in a per-room service: their room's cost over the takers in that
 * room (scaled by the lcm of the occupancies so it stays whole), so a passenger alone in a double
 * carries the whole double. Takers in a room type the service does not book weigh 0; when nobody
 * matches, the split is equal.
 */
export function roomWeights(
  takers: number[],
  roomUnitCosts: ReadonlyMap<number, Frac>,
  ctx: LineContext,
): bigint[] | null {
  const occupants = new Map<number, number>();
  for (const t of takers) {
    const room = ctx.paxRoom[t];
    if (room >= 0) occupants.set(room, (occupants.get(room) ?? 0) + 1);
  }
  // One denominator for every room type (they usually share one already).
  let common = 1n;
  for (const c of roomUnitCosts.values()) if (common % c.d !== 0n) common *= c.d;
  let lcm = 1;
  for (const o of occupants.values()) lcm = (lcm * o) / gcd(lcm, o);
  const scale = BigInt(lcm);
  let any = false;
  const weights = takers.map((t) => {
    const room = ctx.paxRoom[t];
    const c = room >= 0 ? roomUnitCosts.get(ctx.roomTypes[room]) : undefined;
    if (!c) return 0n;
    any = true;
    return (c.n * (common / c.d) * scale) / BigInt(occupants.get(room) ?? 1);
  });
  return any ? weights : null;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

export function split(total: number, n: number, weights: bigint[] | null): number[] {
  return weights ? splitByIntegerWeights(total, weights) : splitEvenly(total, n);
}

/** The takers' ages and rooms, when one of them is a known minor: age bands may then price them. */
export function partyOf(takers: number[], ctx: LineContext): Party | undefined {
  if (!ctx.anyMinor) return undefined;
  return {
    ages: takers.map((t) => ctx.paxAges[t]),
    rooms: takers.map((t) => ctx.paxRoom[t]),
    roomTypes: ctx.roomTypes,
    beds: ctx.beds,
    rate: ctx.rate,
  };
}

/**
 * Locked figures keep their totals; who pays how much of them still follows the passengers' ages,
 * read from the rate lines (a child's share would otherwise jump to an adult's when the quote is sent).
 */
export function lockedChildWeights(q: CostQuery): ServiceCost | undefined {
  if (!q.party) return undefined;
  const outcome = serviceCost(q);
  return outcome.ok && outcome.value.paxCosts ? outcome.value : undefined;
}
