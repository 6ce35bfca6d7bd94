// Service grouping (docs/domain/spec-sections.md#spec-02-section-5): services are grouped when they share the same content (name,
// description, notes, recommendations, code, locations, images, level, day), no passengers
// overlap, and their pax together do not exceed the itinerary's. Typical case: one excursion
// split into two groups of passengers shows as one line.
import type { GroupableService } from './services.schemas';

/** The content key two services must share; locations and images compared as sets. */
export function groupContentKey(s: GroupableService): string {
  const locations = (s.location ?? []).map((l) => `${l.location_code ?? ''}:${l.location_name}`).sort();
  const images = [...(s.images ?? [])].sort();
  return JSON.stringify([
    s.name ?? '',
    s.description ?? '',
    s.notes ?? '',
    s.recommendations ?? '',
    s.code ?? '',
    locations,
    images,
    s.level ?? 0,
    String(s.day),
  ]);
}

/**
 * The pax ids of a service's `passengers`, as strings, whether it holds ids or the "{12,13}" literal
 * the API answers (original-client.md §6.3: the original client reads that form with a regex).
 */
export function paxIdsOf(passengers: GroupableService['passengers']): string[] {
  if (typeof passengers === 'string') return passengers.match(/[^{},\s]+/g) ?? [];
  return (passengers ?? []).map(String);
}

/** The "{12,13}" literal of a list of pax ids. */
export const paxIdsLiteral = (ids: readonly (string | number)[]) => `{${ids.join(',')}}`;

function paxOf(s: GroupableService): number {
  const ids = paxIdsOf(s.passengers);
  return ids.length > 0 ? ids.length : (s.num_pax ?? 0);
}

export function canGroup(a: GroupableService, b: GroupableService, itineraryPax: number): boolean {
  if (groupContentKey(a) !== groupContentKey(b)) return false;
  const pa = new Set(paxIdsOf(a.passengers));
  if (paxIdsOf(b.passengers).some((p) => pa.has(p))) return false;
  return paxOf(a) + paxOf(b) <= itineraryPax;
}

/**
 * Groups services in their order: each joins the first group with the same content whose members
 * share none of its passengers and still leave room for its pax. `keyOf` is groupContentKey, or
 * a caller's kept copy of it (the API keeps it per stored row).
 */
export function groupServices<T extends GroupableService>(
  services: readonly T[],
  itineraryPax: number,
  keyOf: (s: T) => string = groupContentKey,
): T[][] {
  const groups: { key: string; pax: Set<string>; count: number; members: T[] }[] = [];
  for (const s of services) {
    const key = keyOf(s);
    const mine = paxIdsOf(s.passengers);
    const n = paxOf(s);
    const g = groups.find((x) => x.key === key && !mine.some((p) => x.pax.has(p)) && x.count + n <= itineraryPax);
    if (g) {
      g.members.push(s);
      mine.forEach((p) => g.pax.add(p));
      g.count += n;
    } else groups.push({ key, pax: new Set(mine), count: n, members: [s] });
  }
  return groups.map((g) => g.members);
}

/**
 * Each service's related rows (spec 02 §3 `servicesRelated`; `isGrouped` when it has any): the
 * other members of its group under groupServices, by id. Services alone in their group are absent.
 */
export function relatedServices<T extends GroupableService & { id: number }>(
  services: readonly T[],
  itineraryPax: number,
  keyOf: (s: T) => string = groupContentKey,
): Map<number, number[]> {
  const related = new Map<number, number[]>();
  for (const group of groupServices(services, itineraryPax, keyOf))
    if (group.length > 1)
      for (const s of group)
        related.set(
          s.id,
          group.filter((o) => o !== s).map((o) => o.id),
        );
  return related;
}
