import { parseDayInput } from '@itinera/domain';

// The day cell of the services table (spec 02 §5): what the user typed is checked with the
// domain's day rules when the cell is left. An error shows the spec's message and the day goes
// back to 1, as the spec says; a valid value is normalised ('3 - 5' → '3-5', '5-2' → '5').

export interface DayCommit {
  /** What the cell shows after the check. */
  value: string;
  /** The spec's message when the input was refused. */
  error?: string;
  /** True when the service's day must be saved (the value differs from the stored day). */
  changed: boolean;
}

export function commitDayInput(typed: string, storedDay: string): DayCommit {
  const result = parseDayInput(typed);
  return { value: result.day, error: result.error, changed: result.day !== storedDay };
}
