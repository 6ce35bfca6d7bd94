// The day-by-day programme of a quote (docs/domain/days.md): which services are on which day, and
// how their `day` ranges change when whole days are removed, inserted or reordered. A service is
// on the days its own range covers; night types (hotel, package) are on the nights of theirs, so
// '1-4' is on days 1, 2 and 3 and checks out on day 4.
import { isNightType, parseDayInput } from './day-input';

/** A service as the programme sees it: its range, its type and its order among the quote's services. */
export interface ProgrammeService {
  id: number;
  day: string;
  id_service_type: number;
  order: number;
}

/** '3' or '3-5'. */
export const dayRangeText = (from: number, to: number) => (to > from ? `${from}-${to}` : String(from));

/** The first day, the range's end and the last day the service is on (a night type's last night). */
export function serviceDaySpan(day: string, serviceTypeId: number): { from: number; to: number; last: number } {
  const { from, to } = parseDayInput(day).range;
  return { from, to, last: isNightType(serviceTypeId) && to > from ? to - 1 : to };
}

/** How many days the programme shows: the quote's days, further when a service or a written day runs past them. */
export function programmeLength(
  numDay: number,
  services: readonly Pick<ProgrammeService, 'day' | 'id_service_type'>[],
  writtenDays: readonly number[] = [],
): number {
  let total = Math.max(1, numDay, ...writtenDays);
  for (const s of services) total = Math.max(total, serviceDaySpan(s.day, s.id_service_type).last);
  return total;
}

/** The ids of the services on each day 1..total (index 0 is day 1), each day in the services' order. */
export function servicesByDay(services: readonly ProgrammeService[], total: number): number[][] {
  const days: number[][] = Array.from({ length: total }, () => []);
  const sorted = [...services].sort((a, b) => a.order - b.order || a.id - b.id);
  for (const s of sorted) {
    const { from, last } = serviceDaySpan(s.day, s.id_service_type);
    for (let d = Math.max(1, from); d <= Math.min(last, total); d++) days[d - 1]!.push(s.id);
  }
  return days;
}

/** Whether a service is on day `d`. */
export function isOnDay(s: Pick<ProgrammeService, 'day' | 'id_service_type'>, d: number): boolean {
  const { from, last } = serviceDaySpan(s.day, s.id_service_type);
  return from <= d && d <= last;
}

/** The range moved so it starts on `target`, keeping its length. */
export function rangeStartingOn(day: string, target: number): string {
  const { from, to } = parseDayInput(day).range;
  return dayRangeText(target, target + (to - from));
}

/**
 * The new number of a day that stays when `removed` days go (undefined for a removed day): every
 * removed day before it moves it down by one.
 */
export function dayAfterRemoval(d: number, removed: readonly number[]): number | undefined {
  if (removed.includes(d)) return undefined;
  return d - removed.filter((r) => r < d).length;
}

/**
 * Services' ranges once the `removed` days are cut out of the programme. A service starting on a
 * removed day must have been moved off it first (or deleted); those in `keepLength` (just moved)
 * keep their length, the others lose the removed days they were on: a stay loses the nights of
 * removed days, a tour the removed days of its range. Answers the changed ranges only.
 */
export function rangesAfterRemoval(
  services: readonly Pick<ProgrammeService, 'id' | 'day' | 'id_service_type'>[],
  removed: readonly number[],
  keepLength: ReadonlySet<number> = new Set(),
): Map<number, string> {
  const out = new Map<number, string>();
  const before = (d: number) => removed.filter((r) => r < d).length;
  const upTo = (d: number) => removed.filter((r) => r <= d).length;
  for (const s of services) {
    const { from, to, last } = serviceDaySpan(s.day, s.id_service_type);
    if (removed.includes(from)) throw new RangeError(`service ${s.id} starts on a removed day (${from})`);
    const newFrom = from - before(from);
    let newTo: number;
    if (keepLength.has(s.id)) newTo = newFrom + (to - from);
    else {
      const newLast = last - upTo(last);
      newTo = isNightType(s.id_service_type) && to > from ? newLast + 1 : newLast;
    }
    const next = dayRangeText(newFrom, Math.max(newFrom, newTo));
    if (next !== s.day) out.set(s.id, next);
  }
  return out;
}

/** Services' ranges once `n` empty days are opened before day `at`: services starting on or after it move by n. */
export function rangesAfterInsertion(
  services: readonly Pick<ProgrammeService, 'id' | 'day'>[],
  at: number,
  n: number,
): Map<number, string> {
  const out = new Map<number, string>();
  for (const s of services) {
    const { from, to } = parseDayInput(s.day).range;
    if (from >= at) out.set(s.id, dayRangeText(from + n, to + n));
  }
  return out;
}

/** Services' ranges when whole days are reordered (`mapping` old day → new day): each follows its first day, keeping its length. */
export function rangesAfterReorder(
  services: readonly Pick<ProgrammeService, 'id' | 'day'>[],
  mapping: ReadonlyMap<number, number>,
): Map<number, string> {
  const out = new Map<number, string>();
  for (const s of services) {
    const { from } = parseDayInput(s.day).range;
    const target = mapping.get(from);
    if (target !== undefined && target !== from) out.set(s.id, rangeStartingOn(s.day, target));
  }
  return out;
}

/**
 * A new order of a quote's services (a global order, as positions hold it) where the services of
 * one day follow `wanted`: the day's services take the places the day's services held, so services
 * of other days keep theirs. Services of the day not in `wanted` follow the wanted ones.
 */
export function orderWithinDay(
  globalOrder: readonly number[],
  onDay: readonly number[],
  wanted: readonly number[],
): number[] {
  const onDaySet = new Set(onDay);
  const named = [...new Set(wanted.filter((id) => onDaySet.has(id)))];
  const rest = globalOrder.filter((id) => onDaySet.has(id) && !named.includes(id));
  const queue = [...named, ...rest];
  return globalOrder.map((id) => (onDaySet.has(id) ? queue.shift()! : id));
}
