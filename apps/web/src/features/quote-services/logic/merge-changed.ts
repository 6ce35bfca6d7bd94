import type { QuoteService } from '@itinera/domain/contracts';
import { compareServices } from './group-by-day';

// Decision 0036: a write sent with changed_only=1 answers only the services it changed (edited,
// placed, or whose figures the re-price moved). Put into the list the screen held, they give the
// list the whole answer would have carried, in its order.

/** The held services with the changed ones replaced by id (or added), in the API's order. */
export function mergeChanged(held: readonly QuoteService[], changed: readonly QuoteService[]): QuoteService[] {
  if (changed.length === 0) return [...held];
  const byId = new Map(held.map((s) => [s.id, s]));
  for (const s of changed) byId.set(s.id, s);
  return [...byId.values()].sort(compareServices);
}

/** A delta follows the held list only when no other write came between: exactly the next version. */
export const followsHeld = (heldVersion: number | undefined, answerVersion: number | undefined): boolean =>
  heldVersion !== undefined && answerVersion !== undefined && answerVersion === heldVersion + 1;
