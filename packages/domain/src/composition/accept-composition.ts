// The quote's new version when a client accepts a composed trip (decision 0083): the trip the
// client composed becomes the quote's content, so the operator sells it as any other version.
import type { QuoteServiceInput } from '../pricing/pricing.schemas';
import { extraOffered, stayKeyOf, type Composition, type CompositionOffer, type ServiceId } from './compose';

/** What accepting a composition changes in the quote's services; every other service stays as it was. */
export interface CompositionEdits {
  /** A chosen stay's service at its chosen level: it becomes level 0, the stay every level now has. */
  toLevelZero: ServiceId[];
  /** The optional extras taken: they become services of the trip (kind 0). */
  included: ServiceId[];
  /** The chosen stays' other alternatives, and the offered extras not taken. */
  removed: ServiceId[];
}

/**
 * The edits that turn the quote into the accepted composition `c` (checked with compositionProblems
 * first): each stay chosen at a level other than `c.level` keeps only its chosen service, at level 0;
 * the extras taken are included; when extras were offered, those offered and not taken are removed.
 * Read at `c.level`, the result holds the services composeServices prices.
 */
export function compositionEdits(
  services: readonly QuoteServiceInput[],
  offer: CompositionOffer,
  c: Composition,
): CompositionEdits {
  const taken = new Set(c.extras.map(String));
  const edits: CompositionEdits = { toLevelZero: [], included: [], removed: [] };
  for (const s of services) {
    const stay = stayKeyOf(s);
    const chosen = stay !== null ? c.stays[stay] : undefined;
    if (chosen !== undefined && chosen !== c.level) {
      (s.level === chosen ? edits.toLevelZero : edits.removed).push(s.id);
      continue;
    }
    if (!offer.extras || !extraOffered(s, c.level)) continue;
    (taken.has(String(s.id)) ? edits.included : edits.removed).push(s.id);
  }
  return edits;
}

/** The services once `edits` are applied, in their order. */
export function applyCompositionEdits(
  services: readonly QuoteServiceInput[],
  edits: CompositionEdits,
): QuoteServiceInput[] {
  const ids = (list: readonly ServiceId[]) => new Set(list.map(String));
  const [zero, included, removed] = [ids(edits.toLevelZero), ids(edits.included), ids(edits.removed)];
  return services.flatMap((s) => {
    const id = String(s.id);
    if (removed.has(id)) return [];
    if (zero.has(id)) return [{ ...s, level: 0 }];
    if (included.has(id)) return [{ ...s, optional: 0 }];
    return [s];
  });
}

/** The services of the quote's new version for the accepted composition `c`. */
export const acceptedServices = (services: readonly QuoteServiceInput[], offer: CompositionOffer, c: Composition) =>
  applyCompositionEdits(services, compositionEdits(services, offer, c));
