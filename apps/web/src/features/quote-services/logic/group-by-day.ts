import { addDays, isAllLevels, isAtLevel, parseDayInput } from '@itinera/domain';
import type { Day, QuoteService } from '@itinera/domain/contracts';

// The services table reads day by day, like the trip itself: each service sits under the first
// day of its range ('3-5' under Day 3), in the order the operator gave them.

/** Level filter of the table: All, Com, Sup, Lux (docs/domain/words.md#levels). */
export type LevelFilter = 0 | 1 | 2 | 3;

/** What the table reads of a day of the answer (the long day object of original-client.md §7.2): its number and date. */
export type QuoteDay = Pick<Day, 'start_day' | 'start_date'>;

export interface DayGroup {
  day: number;
  /** Calendar date of the day ('YYYY-MM-DD'), or null when the quote has no start date. */
  date: string | null;
  services: QuoteService[];
}

/** First day of a service's range; a day the server would refuse is treated as day 1. */
export const firstDayOf = (service: Pick<QuoteService, 'day'>): number => parseDayInput(service.day).range.from;

/** A level-0 service belongs to every level, so it stays visible under each level filter. */
export const matchesLevel = (service: Pick<QuoteService, 'level'>, filter: LevelFilter): boolean =>
  isAllLevels(filter) || isAtLevel(service.level, filter);

/** The order the API lists services in: by first day, then the order within the day, then id. */
export function compareServices(a: QuoteService, b: QuoteService): number {
  return firstDayOf(a) - firstDayOf(b) || a.order - b.order || a.id - b.id;
}

/**
 * Groups services under their first day. Every day of the quote gets a group, even an empty one
 * (a free day is information for the operator), and a service beyond the quote's last day still
 * shows under its own day rather than disappearing.
 */
export function groupServicesByDay(
  services: readonly QuoteService[],
  days: readonly QuoteDay[],
  quote: { start_date: string | null; num_day: number },
  level: LevelFilter = 0,
): DayGroup[] {
  const groups = new Map<number, DayGroup>();
  const dateOf = (day: number) =>
    days.find((d) => d.start_day === day)?.start_date ?? (quote.start_date ? addDays(quote.start_date, day - 1) : null);
  const ensure = (day: number) => {
    let group = groups.get(day);
    if (!group) {
      group = { day, date: dateOf(day), services: [] };
      groups.set(day, group);
    }
    return group;
  };
  for (let day = 1; day <= quote.num_day; day++) ensure(day);
  for (const d of days) ensure(d.start_day);
  for (const service of [...services].sort(compareServices)) {
    if (matchesLevel(service, level)) ensure(firstDayOf(service)).services.push(service);
  }
  return [...groups.values()].sort((a, b) => a.day - b.day);
}
