import type { AgeBand } from '@itinera/domain';
import type { RateLineBody } from '@itinera/domain/contracts';

// A rate line's age bands as stored (rate_lines.age_bands) and read by the engine: in age order,
// the percentage a number, the cost a decimal string (exact, like unit_cost), the other one left out.

export function storedAgeBands(bands: RateLineBody['age_bands'] | null | undefined): AgeBand[] {
  return [...(bands ?? [])]
    .sort((a, b) => a.min_age - b.min_age)
    .map((b) =>
      b.percentage !== null && b.percentage !== undefined
        ? { min_age: b.min_age, max_age: b.max_age, percentage: Number(b.percentage) }
        : { min_age: b.min_age, max_age: b.max_age, unit_cost: String(b.unit_cost ?? 0) },
    );
}
