// A trip the client composes on the proposal page (decision 0079): a base level, a level per
// choosable stay and the optional extras taken. This file turns a composition into the services the
// pricing engine prices, and says what the operator did not offer. The engine itself is priceQuote.
import { isNightType } from '../days/day-input';
import type { PriceLevel, QuoteServiceInput } from '../pricing/pricing.schemas';

export type ServiceId = number | string;

export interface Composition {
  /** The level of everything the client did not choose otherwise. */
  level: PriceLevel;
  /** The level chosen per stay, keyed by the stay's day range ('3-5'). */
  stays: Readonly<Record<string, PriceLevel>>;
  /** The optional services (kind 1) the client takes. */
  extras: readonly ServiceId[];
}

/** What the operator offers in the publish configuration. */
export interface CompositionOffer {
  /** Stays (day ranges) whose level the client may change. */
  choosableStays: readonly string[];
  /** Whether the client may take optional services. */
  extras: boolean;
}

export interface CompositionProblem {
  path: string;
  message: string;
}

/** A service the client may be offered: not canceled, not disabled. */
const live = (s: QuoteServiceInput) => s.status !== 3 && s.status !== -1;

/**
 * The stay a service belongs to: its day range when it is a night service (accommodation, package)
 * of one level. The same range in another level is the same stay's alternative.
 */
export function stayKeyOf(s: QuoteServiceInput): string | null {
  const level = s.level ?? 0;
  return level !== 0 && isNightType(s.id_service_type) && live(s) ? String(s.day) : null;
}

/**
 * Per stay (day range), the levels that have a shown service there: the alternatives a client may
 * pick (a hidden service still moves with its stay's level, but never makes a level choosable).
 */
export function stayAlternatives(services: readonly QuoteServiceInput[]): Map<string, PriceLevel[]> {
  const out = new Map<string, PriceLevel[]>();
  for (const s of services) {
    const stay = stayKeyOf(s);
    if (stay === null || s.visible === false) continue;
    const levels = out.get(stay) ?? [];
    if (!levels.includes(s.level as PriceLevel)) levels.push(s.level as PriceLevel);
    out.set(
      stay,
      levels.sort((a, b) => a - b),
    );
  }
  return out;
}

/** An optional the client may take in a trip of `level`: of every level or that one, live and shown. */
export const extraOffered = (s: QuoteServiceInput, level: PriceLevel) =>
  (s.optional ?? 0) === 1 && live(s) && s.visible !== false && ((s.level ?? 0) === 0 || s.level === level);

/** The levels a composition may start from: those with a live, shown service of their own. */
export const baseLevels = (services: readonly QuoteServiceInput[]): PriceLevel[] =>
  ([1, 2, 3] as const).filter((l) => services.some((s) => s.level === l && live(s) && s.visible !== false));

/** What a composition picks that the operator did not offer; empty when it may be priced. */
export function compositionProblems(
  services: readonly QuoteServiceInput[],
  offer: CompositionOffer,
  c: Composition,
): CompositionProblem[] {
  const problems: CompositionProblem[] = [];
  const alternatives = stayAlternatives(services);
  if (!baseLevels(services).includes(c.level))
    problems.push({ path: 'level', message: 'This level is not offered in this proposal.' });
  for (const [stay, level] of Object.entries(c.stays)) {
    const path = `stays.${stay}`;
    if (!offer.choosableStays.includes(stay) || !alternatives.has(stay))
      problems.push({ path, message: 'This stay cannot be chosen in this proposal.' });
    else if (!alternatives.get(stay)!.includes(level))
      problems.push({ path, message: 'This stay has no alternative at that level.' });
  }
  if (c.extras.length && !offer.extras)
    problems.push({ path: 'extras', message: 'Optional extras are not offered in this proposal.' });
  else
    c.extras.forEach((id, i) => {
      const s = services.find((x) => String(x.id) === String(id));
      if (!s || !extraOffered(s, c.level))
        problems.push({ path: `extras.${i}`, message: 'This extra is not offered in this proposal.' });
    });
  return problems;
}

/**
 * The services of the composed trip, all read by the engine at `c.level`: level-0 services as they
 * are, each chosen stay's service of its chosen level moved to `c.level` (at its own rates), the rest of `c.level`
 * (minus the stays chosen otherwise), and the extras taken counted (kind 0). Services of other levels
 * are left out. Call compositionProblems first: this function does not check the offer.
 */
export function composeServices(services: readonly QuoteServiceInput[], c: Composition): QuoteServiceInput[] {
  const taken = new Set(c.extras.map(String));
  const out: QuoteServiceInput[] = [];
  for (const s of services) {
    const level = s.level ?? 0;
    const stay = stayKeyOf(s);
    const chosen = stay !== null ? c.stays[stay] : undefined;
    const wanted = level === 0 || (chosen !== undefined ? level === chosen : level === c.level);
    if (!wanted) continue;
    const extra = (s.optional ?? 0) === 1 && taken.has(String(s.id));
    // A stay of another level counts in c.level, priced at its own level's rates (rate_level).
    if (level !== 0 && level !== c.level) out.push({ ...s, level: c.level, rate_level: level as PriceLevel });
    else out.push(extra ? { ...s, optional: 0 } : s);
  }
  return out;
}

export interface OfferedChoices {
  /** Each choosable stay with its alternatives: a level and the names of its shown services there. */
  stays: { stay: string; alternatives: { level: PriceLevel; names: string[] }[] }[];
  /** The optionals a client may take, and the level each belongs to (0: every level). */
  extras: { id: ServiceId; name: string; level: number }[];
}

/** What the page may offer: the choosable stays that have two levels or more, and the extras when offered. */
export function offeredChoices(services: readonly QuoteServiceInput[], offer: CompositionOffer): OfferedChoices {
  const alternatives = stayAlternatives(services);
  const stays = offer.choosableStays.flatMap((stay) => {
    const levels = alternatives.get(stay) ?? [];
    if (levels.length < 2) return [];
    const names = (level: PriceLevel) =>
      services
        .filter((s) => s.level === level && s.visible !== false && stayKeyOf(s) === stay)
        .map((s) => s.name ?? '');
    return [{ stay, alternatives: levels.map((level) => ({ level, names: names(level) })) }];
  });
  const extras = offer.extras
    ? services
        .filter((s) => ([1, 2, 3] as const).some((l) => extraOffered(s, l)))
        .map((s) => ({ id: s.id, name: s.name ?? '', level: s.level ?? 0 }))
    : [];
  return { stays, extras };
}
