import { parseDayInput } from '@itinera/domain';

// The day cell of the services table (docs/domain/spec-sections.md#spec-02-section-5): what the user typed is checked with the
// domain's day rules when the cell is left. An error shows the spec's message and is never saved
// (decisions 0013, 0023 and 0024): the cell goes back to the service's own day instead of the domain's fallback day 1,
// which would otherwise move the service and write a version. A valid value is normalised
// ('3 - 5' → '3-5', '5-2' → '5').

export interface DayCommit {
  /** What the cell shows after the check. */
  value: string;
  /** The spec's message when the input was refused. */
  error?: string;
  /** True when the service's day must be saved (a valid value that differs from the stored day). */
  changed: boolean;
}

export function commitDayInput(typed: string, storedDay: string): DayCommit {
  const result = parseDayInput(typed);
  if (result.error) return { value: storedDay, error: result.error, changed: false };
  return { value: result.day, changed: result.day !== storedDay };
}
