// Child and infant prices of a rate line (docs/domain/pricing.md#children-and-infants): the band that
// covers a passenger's age at travel, and what one unit of it costs. Ages no band covers, and
// passengers of unknown age, pay the adult rate.
import { dec, div, fromInt, mul, type Frac } from '../money/decimal';
import type { AgeBand, RateLine } from './pricing.schemas';

/** A passenger is a minor for pricing below this age: no band reaches 18. */
export const BANDED_BELOW_AGE = 18;

/** The band of `line` covering `age`, or undefined (an adult, or no age known). */
export function bandFor(line: RateLine, age: number | null | undefined): AgeBand | undefined {
  const bands = line.age_bands;
  if (!bands || age === null || age === undefined) return undefined;
  for (const b of bands) if (age >= b.min_age && age <= b.max_age) return b;
  return undefined;
}

const HUNDRED = fromInt(100);

/**
 * What one banded passenger costs for one unit of `line`: a share of `adultUnit` (the adult's rate
 * for that unit, already in the quote's currency) or the band's own cost converted like the line.
 */
export function bandUnitCost(band: AgeBand, adultUnit: Frac, lineRate: Frac): Frac {
  if (band.percentage !== null && band.percentage !== undefined)
    return div(mul(adultUnit, dec(band.percentage)), HUNDRED);
  return mul(dec(band.unit_cost ?? 0), lineRate);
}
